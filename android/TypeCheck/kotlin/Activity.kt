// Declaration-only stand-ins (android/TypeCheck/README.md) for androidx.activity 1.9.3
// (android/gradle/libs.versions.toml): the signatures of developer.android.com/reference/kotlin;
// every body is TODO(). androidx is compiled into the app and runs on every API level the
// library supports (minSdk 21 for activity 1.9), so nothing here carries an API level.
@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.activity

import android.content.res.Resources
import android.graphics.Color

/**
 * androidx.activity.ComponentActivity. Simplified: extends android.app.Activity directly
 * (androidx.core's ComponentActivity sits between) and declares only what the app uses.
 */
open class ComponentActivity : android.app.Activity()

/** The style of a system bar for [enableEdgeToEdge]. */
class SystemBarStyle private constructor() {
    companion object {
        /** Light or dark bar icons chosen by [detectDarkMode]; the scrims only behind three-button navigation. */
        @JvmStatic
        @JvmOverloads
        fun auto(
            lightScrim: Int,
            darkScrim: Int,
            detectDarkMode: (Resources) -> Boolean = { TODO() },
        ): SystemBarStyle = TODO()

        /** Light icons on a dark bar. */
        @JvmStatic
        fun dark(scrim: Int): SystemBarStyle = TODO()

        /** Dark icons on a light bar. */
        @JvmStatic
        fun light(scrim: Int, darkScrim: Int): SystemBarStyle = TODO()
    }
}

/** Draws the app behind the system bars, styled as given (EdgeToEdge.kt). */
@JvmName("enable")
@JvmOverloads
fun ComponentActivity.enableEdgeToEdge(
    statusBarStyle: SystemBarStyle = SystemBarStyle.auto(Color.TRANSPARENT, Color.TRANSPARENT),
    navigationBarStyle: SystemBarStyle = SystemBarStyle.auto(0, 0),
): Unit = TODO()
