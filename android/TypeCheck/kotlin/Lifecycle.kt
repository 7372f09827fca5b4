// Declaration-only stand-ins (android/TypeCheck/README.md) for the Android-only parts of
// androidx.lifecycle 2.8.7: the signatures of developer.android.com/reference/kotlin; every
// body is TODO(). ViewModel, viewModelScope and LifecycleStartEffect are the real ones, from
// the Kotlin Multiplatform lifecycle jars the host tests use (2.8.4/2.8.5, same API).
@file:Suppress("unused", "UNUSED_PARAMETER")

package androidx.lifecycle

import android.app.Application

/** A [ViewModel] that holds the [Application]. */
open class AndroidViewModel(application: Application) : ViewModel() {
    /** The application this view model was made with. */
    open fun <T : Application> getApplication(): T = TODO()
}
