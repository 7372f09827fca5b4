package np.baghchal.app

/** A small key-value store: SharedPreferences on the phone, a map in host tests. */
interface Storage {
    /** The value stored under [key], or null. */
    fun read(key: String): String?

    /** Stores every entry of [values]; a null value removes the key. Applied together. */
    fun write(values: Map<String, String?>)
}

/** Sound and touch feedback; the phone plays clicks and vibrates, the host does nothing. */
interface Feedback {
    /** A piece was put down or moved. */
    fun moved(captured: Boolean) {}

    /** A piece was picked up. */
    fun picked() {}

    /** A game ended. */
    fun gameOver() {}

    /** No feedback at all. */
    object None : Feedback
}

/** A [Storage] held in memory, for tests and previews. */
class MemoryStorage(initial: Map<String, String> = emptyMap()) : Storage {
    private val map = HashMap(initial)

    /** A copy of everything stored. */
    val contents: Map<String, String> get() = synchronized(map) { HashMap(map) }

    override fun read(key: String): String? = synchronized(map) { map[key] }

    override fun write(values: Map<String, String?>) {
        synchronized(map) {
            for ((k, v) in values) if (v == null) map.remove(k) else map[k] = v
        }
    }
}

/**
 * A screen kept across a kill under [key] (the puzzle on screen, the analysis
 * board). One that cannot be read back is moved to [refusedKey], kept for a
 * bug report, and [refused] says so until [said].
 */
class KeptSession(private val storage: Storage, private val key: String, private val refusedKey: String) {
    /** True once a kept text was refused, until the refusal has been shown. */
    var refused: Boolean = false
        private set

    /** The kept text, if any. */
    fun read(): String? = storage.read(key)

    /** Keeps [text]; null forgets it. */
    fun write(text: String?) = storage.write(mapOf(key to text))

    /** [text] could not be read back: set aside, and false for the caller to return. */
    fun refuse(text: String): Boolean {
        refused = true
        storage.write(mapOf(refusedKey to text, key to null))
        return false
    }

    /** The refusal has been shown. */
    fun said() {
        refused = false
    }
}
