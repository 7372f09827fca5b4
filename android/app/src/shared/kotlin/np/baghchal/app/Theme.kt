package np.baghchal.app

import androidx.compose.material3.ColorScheme
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.darkColorScheme
import androidx.compose.material3.lightColorScheme
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionLocalProvider
import androidx.compose.runtime.Immutable
import androidx.compose.runtime.staticCompositionLocalOf
import androidx.compose.ui.graphics.Color
import np.baghchal.board.Board
import np.baghchal.i18n.Strings

/** The strings of the language the player chose. */
val LocalStrings = staticCompositionLocalOf<Strings> { error("No Strings provided") }

/** Colours of the board, apart from Material's scheme. */
@Immutable
data class BoardColors(
    val wood: Color,
    val line: Color,
    val goat: Color,
    val goatEdge: Color,
    val tiger: Color,
    val tigerStripe: Color,
    val hintDot: Color,
    val target: Color,
    val ring: Color,
    val lastMove: Color,
    /** The hint's diamonds and dashed path: a colour of their own, apart from the selection's ring and discs. */
    val hint: Color,
    /** A goat eaten in a diagram. */
    val eaten: Color,
)

/** Board colours for the current theme. */
val LocalBoardColors = staticCompositionLocalOf { lightBoard }

private val lightBoard = BoardColors(
    wood = Color(0xFFE8D2A6),
    line = Color(0xFF5A3A1C),
    goat = Color(0xFFFDFBF6),
    goatEdge = Color(0xFF3B3B3B),
    tiger = Color(0xFFE07B12),
    tigerStripe = Color(0xFF2B1A0A),
    hintDot = Color(0x665A3A1C),
    target = Color(0xFF1F6F5C),
    ring = Color(0xFF0B5CAD),
    lastMove = Color(0x338A4B0F),
    hint = Color(0xFF2E8B2E),
    eaten = Color(0xFFC62828),
)

private val darkBoard = BoardColors(
    wood = Color(0xFF3A2D20),
    line = Color(0xFFD9B983),
    goat = Color(0xFFF2EFE8),
    goatEdge = Color(0xFF101010),
    tiger = Color(0xFFF39A3A),
    tigerStripe = Color(0xFF24160A),
    hintDot = Color(0x80D9B983),
    target = Color(0xFF6FD6B8),
    ring = Color(0xFF8CC4FF),
    lastMove = Color(0x40FFB77A),
    hint = Color(0xFF8BE08B),
    eaten = Color(0xFFFF8A80),
)

/** Light colours; internal so host tests can match the window theme (res/values/colors.xml) to them. */
internal val lightScheme: ColorScheme = lightColorScheme(
    primary = Color(0xFF8A4B0F),
    onPrimary = Color.White,
    primaryContainer = Color(0xFFFFDCC2),
    onPrimaryContainer = Color(0xFF2E1500),
    secondary = Color(0xFF1F6F5C),
    onSecondary = Color.White,
    secondaryContainer = Color(0xFFC9EDE0),
    onSecondaryContainer = Color(0xFF00201A),
    background = Color(0xFFFFF8F3),
    onBackground = Color(0xFF221A14),
    surface = Color(0xFFFFF8F3),
    onSurface = Color(0xFF221A14),
    surfaceVariant = Color(0xFFF3DFD1),
    onSurfaceVariant = Color(0xFF51443A),
    inverseSurface = Color(0xFF382F28),
    inverseOnSurface = Color(0xFFFCEEE4),
    inversePrimary = Color(0xFFFFB77A),
)

/** Dark colours; res/values-night/colors.xml matches their background. */
internal val darkScheme: ColorScheme = darkColorScheme(
    primary = Color(0xFFFFB77A),
    onPrimary = Color(0xFF4B2800),
    primaryContainer = Color(0xFF6A3A05),
    onPrimaryContainer = Color(0xFFFFDCC2),
    secondary = Color(0xFF8CD5BE),
    onSecondary = Color(0xFF00382D),
    secondaryContainer = Color(0xFF005142),
    onSecondaryContainer = Color(0xFFA8F2D9),
    background = Color(0xFF19120D),
    onBackground = Color(0xFFEFE0D6),
    surface = Color(0xFF19120D),
    onSurface = Color(0xFFEFE0D6),
    surfaceVariant = Color(0xFF51443A),
    onSurfaceVariant = Color(0xFFD6C3B5),
    inverseSurface = Color(0xFFEFE0D6),
    inverseOnSurface = Color(0xFF382F28),
    inversePrimary = Color(0xFF8A4B0F),
)

/** Material 3 theme plus the board colours and the player's strings. */
@Composable
fun BaghchalTheme(dark: Boolean, strings: Strings, content: @Composable () -> Unit) {
    MaterialTheme(colorScheme = if (dark) darkScheme else lightScheme) {
        CompositionLocalProvider(
            LocalStrings provides strings,
            LocalBoardColors provides if (dark) darkBoard else lightBoard,
            content = content,
        )
    }
}
