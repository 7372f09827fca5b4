#!/usr/bin/env bash
# Builds the host library of bindings/ (crate baghchal-ffi), generates its Kotlin
# and Swift bindings with the workspace's uniffi-bindgen (library mode), checks
# the Swift output exists, then compiles the generated Kotlin with the tests in
# bindings/tests/kotlin and runs them on the host JVM through JNA.
#
#   .ci/test-bindings.sh            run the tests (closing line: `N passed, N failed`)
#   .ci/test-bindings.sh --bench    run the call round-trip benchmark instead
#   .ci/test-bindings.sh --size     print the size of the stripped release library
#
# Exits non-zero on any failure.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# Offline machines: vendored crates and a seeded .cache/ (a no-op elsewhere),
# so this script also works when run on its own.
# shellcheck source=offline.sh
source "$root/.ci/offline.sh"

mode="${1:-test}"
case "$mode" in
    test | --bench | --size) ;;
    *) echo "usage: $0 [--bench|--size]" >&2; exit 2 ;;
esac

target_dir="$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
[ -n "$target_dir" ] || { echo "cannot find cargo's target directory" >&2; exit 1; }

if [ "$mode" = "--size" ]; then
    # Built alone, as an app build would, so no bindgen-only feature leaks in.
    cargo build --release -p baghchal-ffi
    lib="$target_dir/release/libbaghchal_ffi.so"
    stripped="$target_dir/libbaghchal_ffi.stripped.so"
    cp "$lib" "$stripped"
    strip "$stripped"
    echo "release cdylib: $(stat -c %s "$lib") bytes, stripped: $(stat -c %s "$stripped") bytes"
    exit 0
fi

# The ci profile (release without LTO): the bot plays whole games in the tests, and `cargo test --profile ci`
# has usually built the same artifacts already.
cargo build --profile ci -p baghchal-ffi -p uniffi-bindgen -p baghchal
lib="$target_dir/ci/libbaghchal_ffi.so"
bindgen="$target_dir/ci/uniffi-bindgen"
[ -f "$lib" ] || { echo "missing $lib" >&2; exit 1; }

gen="$root/bindings/generated/host"
rm -rf "$gen"
mkdir -p "$gen/kotlin" "$gen/swift"
# --no-format: formatting would need ktlint/swiftformat and changes nothing that matters here.
"$bindgen" generate --no-format --language kotlin --out-dir "$gen/kotlin" "$lib"
"$bindgen" generate --no-format --language swift --out-dir "$gen/swift" "$lib"

# Swift cannot be compiled on this machine; check it was produced and carries the API.
# Extended regular expressions, one per declaration the apps rely on.
swift_expect=(
    'open class Game:'
    'open class CancelHandle:'
    'enum BaghchalError: Swift.Error'
    'public func defaultSettings\(\) -> Settings'
    'public func pointName\(index: UInt8\) -> String'
    'public func debugForcePanic\(\) *throws'
    'func botMove\(level: Level, seed: UInt64, cancel: CancelHandle\) *throws *-> *BotMove'
    'func snapshot\(\) *-> *Snapshot'
    'public func loadTablebase\(path: String\) *throws *-> *UInt8'
    'func evaluate\(\) *-> *Evaluation'
    'func moveValues\(cancel: CancelHandle\) *throws *-> *\[MoveValue\]'
    'public func checkSetup\(setup: Setup, settings: Settings\) *-> *\[SetupProblem\]'
    'static func fromSetup\(setup: Setup, settings: Settings\) *throws *-> *Game'
    'public func readGameText\(text: String, positionRules: Settings\) *throws *-> *ImportedText'
    'func gameText\(tags: \[TextTag\]\) *-> *String'
    'func libraryPgn\(movesOnly: Bool\) *throws *-> *String'
    # It holds a Game object, so it is neither Equatable nor Hashable: no conformance list.
    'public struct ImportedText \{'
)
for t in Snapshot Settings MoveInfo Target BotMove BotLimits Evaluation MoveValue Setup TextMove TextTag; do swift_expect+=("public struct $t:"); done
for t in Side Piece Phase GameResult EndReason RepetitionRule Level IllegalReason Verdict SetupProblem TextProblem LibraryProblem TextFormat; do swift_expect+=("public enum $t:"); done
for f in baghchal.swift baghchalFFI.h baghchalFFI.modulemap; do
    [ -s "$gen/swift/$f" ] || { echo "Swift bindings: $f missing or empty" >&2; exit 1; }
done
for pattern in "${swift_expect[@]}"; do
    grep -qE -- "$pattern" "$gen/swift/baghchal.swift" \
        || { echo "Swift bindings: nothing matches '$pattern' in baghchal.swift" >&2; exit 1; }
done
echo "Swift bindings generated: $(wc -l <"$gen/swift/baghchal.swift") lines, ${#swift_expect[@]} expected declarations found"

# shellcheck source=kotlin-env.sh
source "$root/.ci/kotlin-env.sh"

classes="$target_dir/kotlin-bindings-tests"
rm -rf "$classes"
mkdir -p "$classes"
"$KOTLINC" -nowarn -cp "$JNA_JAR" -include-runtime -d "$classes/tests.jar" \
    "$gen/kotlin/uniffi/baghchal/baghchal.kt" "$root"/bindings/tests/kotlin/*.kt

# Small endgame tables (goats to win 2, under a second; a one-side goats to
# win 3, a few seconds) for the Perfect-with-table tests.
table="$classes/tablebase-g2.tb"
"$target_dir/ci/baghchal" tablebase build --goats-to-win 2 --out "$table" 2>/dev/null
table3="$classes/tablebase-g3-slim.tb"
"$target_dir/ci/baghchal" tablebase build --goats-to-win 3 --one-side --out "$table3" 2>/dev/null

# A placement book for the tigers from a late goats-to-win 2 position (the
# last two placements swept, about a second).
book="$classes/book-g2.book"
"$target_dir/ci/baghchal" solve build --goats-to-win 2 --table "$table" --out "$classes/solve-g2" \
    --lowest 18 2>/dev/null
"$target_dir/ci/baghchal" solve book --layers "$classes/solve-g2" --table "$table" \
    --work "$classes/book-work" --root "TG.GT/G.GGG/GGGGG/GG.GG/TGG.T tiger 2 1" --side tiger \
    --out "$book" >"$classes/book.log" 2>&1 || { cat "$classes/book.log" >&2; exit 1; }

# Puzzles from that G = 2 table (bot games, well under a second), for the trainer's
# calls; the shipped goats-to-win 5 file is loaded as it is.
puzzles="$classes/puzzles-g2.puzzles"
"$target_dir/ci/baghchal" puzzles build --table "$table" --out "$puzzles" --games 60 --seed 2 2>/dev/null

run_java() {
    java -Djna.library.path="$(dirname "$lib")" -Dbaghchal.tablebase="$table" \
        -Dbaghchal.tablebase3="$table3" -Dbaghchal.book="$book" \
        -Dbaghchal.puzzles="$puzzles" -Dbaghchal.puzzles5="$root/core/puzzles/g5.puzzles" \
        -cp "$classes/tests.jar:$JNA_JAR" "$@"
}

if [ "$mode" = "--bench" ]; then
    run_java baghchal.bindings.tests.BenchKt
else
    run_java baghchal.bindings.tests.BindingsTestsKt
fi
