package np.baghchal.game

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
