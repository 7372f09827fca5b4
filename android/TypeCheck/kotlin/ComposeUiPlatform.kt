// Declaration-only stand-in (android/TypeCheck/README.md) for what androidx.compose.ui 1.8.2 has
// on Android only: LocalView. The rest of Compose is the real desktop jars of the host tests.
@file:Suppress("unused")

package androidx.compose.ui.platform

import android.view.View
import androidx.compose.runtime.ProvidableCompositionLocal
import androidx.compose.runtime.staticCompositionLocalOf

/** The Android [View] that hosts the composition. */
val LocalView: ProvidableCompositionLocal<View> = staticCompositionLocalOf { TODO() }
