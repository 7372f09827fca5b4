// Declaration-only stand-ins (android/TypeCheck/README.md) for androidx.activity:activity-compose
// 1.9.3: the signatures of developer.android.com/reference/kotlin; every body is TODO().
@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.activity.compose

import androidx.activity.ComponentActivity
import androidx.compose.runtime.Composable
import androidx.compose.runtime.CompositionContext

/** Makes [content] the activity's root view. */
fun ComponentActivity.setContent(
    parent: CompositionContext? = null,
    content: @Composable () -> Unit,
): Unit = TODO()

/** Handles the system's Back while [enabled]. */
@Composable
fun BackHandler(enabled: Boolean = true, onBack: () -> Unit): Unit = TODO()
