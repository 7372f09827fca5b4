// Declaration-only stand-in (android/TypeCheck/README.md): the signature and API level of
// developer.android.com/reference; every body throws, as android.jar's own stubs do.
package android.os;

/** API 1. */
public class Build {
    /** API 4. */
    public static class VERSION {
        /**
         * API 4. Not a constant (as in android.jar): the check must see the comparison, and
         * kotlinc folds a constant away.
         */
        public static final int SDK_INT = sdk();

        private static int sdk() { throw new RuntimeException("Stub!"); }
    }

    /** API 4. Constants, as in android.jar (annotation arguments need them). */
    public static class VERSION_CODES {
        public static final int N = 24;
        public static final int N_MR1 = 25;
        public static final int O = 26;
        public static final int O_MR1 = 27;
        public static final int P = 28;
        public static final int Q = 29;
        public static final int R = 30;
        public static final int S = 31;
        public static final int S_V2 = 32;
        public static final int TIRAMISU = 33;
        public static final int UPSIDE_DOWN_CAKE = 34;
        public static final int VANILLA_ICE_CREAM = 35;
    }
}
