package np.baghchal.app

import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.ExperimentalLayoutApi
import androidx.compose.foundation.layout.FlowRow
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.Spacer
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.height
import androidx.compose.foundation.layout.padding
import androidx.compose.material3.Button
import androidx.compose.material3.HorizontalDivider
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.OutlinedButton
import androidx.compose.material3.Switch
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.ui.Alignment
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.semantics.stateDescription
import androidx.compose.ui.unit.dp
import np.baghchal.i18n.Language
import np.baghchal.table.Overlay
import np.baghchal.table.TableController

/** The in-game menu: speed, sound, theme, language, take back, resign, analyse, leave. */
@OptIn(ExperimentalLayoutApi::class)
@Composable
fun GameMenu(app: AppState, controller: TableController) {
    val s = LocalStrings.current
    Overlay(onDismiss = { controller.setMenuOpen(false) }) {
        Text(s.text("menu"), style = MaterialTheme.typography.titleLarge, modifier = Modifier.semantics { heading() })
        ChoiceGroup(s.text("menu_speed"), Speed.entries, app.setup.speed, { speedLabel(s, it) }) { controller.setSpeed(it) }
        val soundState = s.text(if (app.prefs.sound) "sound_on" else "sound_off")
        Row(Modifier.fillMaxWidth().padding(vertical = 6.dp), verticalAlignment = Alignment.CenterVertically) {
            Text(s.text("menu_sound"), style = MaterialTheme.typography.titleSmall, modifier = Modifier.weight(1f))
            Switch(
                checked = app.prefs.sound,
                onCheckedChange = { on -> controller.updatePrefs { it.copy(sound = on) } },
                modifier = Modifier.semantics { stateDescription = soundState },
            )
        }
        val verdictState = s.text(if (app.prefs.showVerdict) "sound_on" else "sound_off")
        Row(Modifier.fillMaxWidth().padding(vertical = 6.dp), verticalAlignment = Alignment.CenterVertically) {
            Text(s.text("menu_verdict"), style = MaterialTheme.typography.titleSmall, modifier = Modifier.weight(1f))
            Switch(
                checked = app.prefs.showVerdict,
                onCheckedChange = controller::setShowVerdict,
                modifier = Modifier.semantics { stateDescription = verdictState },
            )
        }
        ChoiceGroup(s.text("menu_theme"), ThemeChoice.entries, app.prefs.theme, { s.text(themeKey(it)) }) { t ->
            controller.updatePrefs { it.copy(theme = t) }
        }
        ChoiceGroup(s.text("menu_language"), Language.entries, app.prefs.language, { s.text(languageKey(it)) }) { l ->
            controller.updatePrefs { it.copy(language = l) }
        }
        HorizontalDivider(Modifier.padding(vertical = 8.dp))
        FlowRow(horizontalArrangement = Arrangement.spacedBy(8.dp), verticalArrangement = Arrangement.spacedBy(4.dp)) {
            if (controller.canTakeBack()) {
                OutlinedButton(onClick = {
                    controller.setMenuOpen(false)
                    controller.takeBack()
                }) { Text(s.text("take_back")) }
            }
            if (controller.canResign()) {
                OutlinedButton(onClick = {
                    controller.setMenuOpen(false)
                    controller.resign()
                }) { Text(s.text("resign")) }
            }
            // Against the bot only after the game (TableController.canAnalyse).
            if (controller.canAnalyse()) OutlinedButton(onClick = controller::openAnalysis) { Text(s.text("analyse")) }
            OutlinedButton(onClick = controller::openHowTo) { Text(s.text("how_to_play")) }
            OutlinedButton(onClick = controller::requestLeave) { Text(s.text("leave_table")) }
        }
        Spacer(Modifier.height(8.dp))
        Button(onClick = { controller.setMenuOpen(false) }, modifier = Modifier.align(Alignment.End)) {
            Text(s.text("close"))
        }
    }
}
