// Declaration-only stand-in (android/TypeCheck/README.md) for
// androidx.lifecycle:lifecycle-viewmodel-compose 2.8.7's viewModel(): every body is TODO().
@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.lifecycle.viewmodel.compose

import androidx.compose.runtime.Composable
import androidx.lifecycle.ViewModel
import androidx.lifecycle.ViewModelProvider

/**
 * The view model of type [VM] of the nearest ViewModelStoreOwner, made on first use.
 * Simplified: Android's first parameter, `viewModelStoreOwner` (defaulting to the composition's
 * owner), and the last, `extras`, are left out; `key` and `factory` are Android's.
 */
@Suppress("NOTHING_TO_INLINE")
@Composable
inline fun <reified VM : ViewModel> viewModel(
    key: String? = null,
    factory: ViewModelProvider.Factory? = null,
): VM = TODO()
