#!/usr/bin/env bash
# Host checks of the Android app (issue 5). Android itself cannot be built
# here (no SDK, no Google Maven), so this compiles everything that does not
# touch the Android framework, android/app/src/shared (state holder and
# composables), with the UniFFI Kotlin generated from the real Rust library
# and the host tests in android/app/src/hostTest, and runs them on the JVM:
#   - touch, bot turns, tally, save/kill/restore against the real core;
#   - both strings files agree (keys, placeholders, plural forms) and no
#     user-visible text is written in Kotlin;
#   - the main screens are rendered to screenshots/*.png (English and
#     Nepali, light and dark) with a Devanagari font installed.
# Tools come from .ci/compose/fetch.sh (kotlinc, Compose desktop jars, font),
# cached under .cache/. Closing line: `N passed, N failed`; non-zero on failure.
#
# What is tested must be what ships. This pair moves together:
#   host: Compose Multiplatform 1.8.2 (.ci/compose/pom.xml), built on Compose 1.8.2
#         and Material3 1.3.2;
#   phone: Compose BOM 2025.06.00 (android/gradle/libs.versions.toml), which maps to
#         the same Compose 1.8.2 and Material3 1.3.2.
# Change one only with the other.
#
#   .ci/test-android-host.sh [TestClass ...]   run only the named test classes
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# Offline machines: vendored crates and a seeded .cache/ (a no-op elsewhere),
# so this script also works when run on its own.
# shellcheck source=offline.sh
source "$root/.ci/offline.sh"
start=$(date +%s)

fail() {
    echo "test-android-host: $*" >&2
    echo "0 passed, 1 failed"
    exit 1
}

# shellcheck source=compose/fetch.sh
source "$root/.ci/compose/fetch.sh" || fail "could not fetch the Kotlin/Compose toolchain"

target_dir="$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
[ -n "$target_dir" ] || fail "cannot find cargo's target directory"

# The same library and bindgen invocation as .ci/test-bindings.sh (library
# mode, host build); only the output folder differs, so the two can run together.
cargo build --profile ci -p baghchal-ffi -p uniffi-bindgen -p baghchal || fail "cargo build failed"
lib="$target_dir/ci/libbaghchal_ffi.so"
[ -f "$lib" ] || fail "missing $lib"
work="$target_dir/android-host"
mkdir -p "$work"

# A small endgame table (goats to win 3, a few seconds) for the hint, verdict, review and
# loader tests, built with the CLI as .ci/test-bindings.sh builds its G = 2 one; rebuilt only
# when the CLI is newer than it.
table3="$work/tablebase-g3.tb"
if [ ! -s "$table3" ] || [ "$target_dir/ci/baghchal" -nt "$table3" ]; then
    "$target_dir/ci/baghchal" tablebase build --goats-to-win 3 --out "$table3.part" 2>/dev/null \
        || fail "could not build the G = 3 endgame table"
    mv "$table3.part" "$table3"
fi
# A goats-to-win 2 table and a placement book for the tigers from a late root made with it
# (the last two placements swept; about a second), for the loader's book tests, as
# .ci/test-bindings.sh makes its own.
table2="$work/tablebase-g2.tb"
book2="$work/book-g2.book"
rm -rf "$work/solve-g2" "$work/book-work" "$book2"
"$target_dir/ci/baghchal" tablebase build --goats-to-win 2 --out "$table2" 2>/dev/null \
    || fail "could not build the G = 2 endgame table"
"$target_dir/ci/baghchal" solve build --goats-to-win 2 --table "$table2" --out "$work/solve-g2" --lowest 18 2>/dev/null \
    || fail "could not solve the last G = 2 placements"
"$target_dir/ci/baghchal" solve book --layers "$work/solve-g2" --table "$table2" --work "$work/book-work" \
    --root "TG.GT/G.GGG/GGGGG/GG.GG/TGG.T tiger 2 1" --side tiger --out "$book2" >"$work/book.log" 2>&1 \
    || { cat "$work/book.log" >&2; fail "could not make the G = 2 book"; }
# Puzzles from the G = 3 table (bot games, about a second) for the trainer's tests, so a
# wrong move is valued by a real table; the shipped goats-to-win 5 file is loaded as it is.
puzzles3="$work/puzzles-g3.puzzles"
"$target_dir/ci/baghchal" puzzles build --table "$table3" --out "$puzzles3" --games 80 --seed 3 2>/dev/null \
    || fail "could not build the G = 3 puzzles"
gen="$work/uniffi"
rm -rf "$gen"
mkdir -p "$gen"
"$target_dir/ci/uniffi-bindgen" generate --no-format --language kotlin --out-dir "$gen" "$lib" \
    || fail "uniffi-bindgen failed"

app="$root/android/app/src"
classes="$work/classes"
rm -rf "$classes"
mkdir -p "$classes"
echo "test-android-host: compiling shared app code, bindings and host tests" >&2
"$KOTLINC" -nowarn -jvm-target 17 -Xplugin="$COMPOSE_PLUGIN" -cp "$COMPOSE_CP" -d "$classes" \
    "$gen" "$app/shared/kotlin" "$app/hostTest/kotlin" || fail "kotlinc failed"
compiled=$(date +%s)

shots="$root/screenshots"
rm -rf "$shots"
mkdir -p "$shots"
status=0
# shellcheck disable=SC2086 # COMPOSE_JAVA_OPTS is a list of flags
java $COMPOSE_JAVA_OPTS \
    -Djna.library.path="$(dirname "$lib")" \
    -Dbaghchal.res="$app/main/res" \
    -Dbaghchal.tablebase3="$table3" \
    -Dbaghchal.tablebase2="$table2" \
    -Dbaghchal.book2="$book2" \
    -Dbaghchal.puzzles3="$puzzles3" \
    -Dbaghchal.puzzles5="$root/core/puzzles/g5.puzzles" \
    -Dbaghchal.screenshots="$shots" \
    -Dbaghchal.setupSeconds="$((compiled - start))" \
    -cp "$classes:$COMPOSE_CP" np.baghchal.host.MainKt "$@" || status=$?
exit $status
