#!/usr/bin/env bash
# Builds the Rust library for this machine and lays out what the BaghchalKit
# package expects in ios/BaghchalKit/Generated/ (git-ignored):
#   Generated/lib/libbaghchal_ffi.a          the static library, alone in its folder so
#                                            the linker cannot pick a shared one (no rpath)
#   Generated/baghchalFFI/                   the C header and module.modulemap (the
#                                            `baghchalFFI` system-library target on Linux)
#   Generated/Swift/baghchal.swift           the generated Swift API (the `BaghchalCore` target)
#   Generated/tables/tablebase-g3.tb         a small endgame table (goats to win 3) for the
#                                            hint, verdict and review tests
#   Generated/tables/tablebase-g2.tb,        a goats-to-win 2 table and a placement book for the
#   Generated/tables/book-g2.book            tigers from a late root, for the loader's book tests
# The Swift bindings come from the workspace's uniffi-bindgen in library mode,
# exactly as .ci/test-bindings.sh makes them. Used by .ci/test-swift.sh; on a Mac
# ios/build-xcframework.sh fills the same folder for Apple platforms. On an
# offline machine it uses the vendored crates itself (.ci/offline.sh).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# Vendored crates when an offline copy sits beside the checkout (a no-op elsewhere).
# shellcheck source=../.ci/offline.sh
source "$root/.ci/offline.sh"
# shellcheck source=build-support.sh
source "$root/ios/build-support.sh"

target_dir="$(cargo_target_dir)"

# The ci profile (release without LTO): the tests play whole games against the bot.
cargo build --profile ci -p baghchal-ffi -p uniffi-bindgen -p baghchal
static_lib="$target_dir/ci/libbaghchal_ffi.a"
# Library mode reads the metadata from the shared library; both come from one build.
shared_lib="$target_dir/ci/libbaghchal_ffi.so"
bindgen="$target_dir/ci/uniffi-bindgen"
for f in "$static_lib" "$shared_lib" "$bindgen"; do
    [ -f "$f" ] || { echo "missing $f" >&2; exit 1; }
done

package="$root/ios/BaghchalKit"
out="$package/Generated"
# SwiftPM does not track a library found through -L, so a changed core would not
# be linked in again: drop the linked executables, which makes it relink them.
if ! cmp -s "$static_lib" "$out/lib/libbaghchal_ffi.a" && [ -d "$package/.build" ]; then
    find "$package/.build" \( -path '*/debug/*' -o -path '*/release/*' \) \
        \( -name 'BaghchalKitPackageTests.xctest' -o -name 'BaghchalBench' \) -prune -exec rm -rf {} +
fi
# Laid out in a temporary folder, then only changed files are written into place,
# so an unchanged core does not make SwiftPM recompile the bindings and the kit.
stage="$(mktemp -d "${TMPDIR:-/tmp}/baghchal-host.XXXXXX")"
trap 'rm -rf "$stage"' EXIT
mkdir -p "$stage/lib" "$stage/baghchalFFI" "$stage/Swift" "$stage/bindings"

"$bindgen" generate --no-format --language swift --out-dir "$stage/bindings" "$shared_lib"
for f in baghchal.swift baghchalFFI.h baghchalFFI.modulemap; do
    [ -s "$stage/bindings/$f" ] || { echo "uniffi-bindgen did not write $f" >&2; exit 1; }
done
mv "$stage/bindings/baghchal.swift" "$stage/Swift/"
mv "$stage/bindings/baghchalFFI.h" "$stage/baghchalFFI/"
# SwiftPM looks for module.modulemap in a system-library target's folder.
mv "$stage/bindings/baghchalFFI.modulemap" "$stage/baghchalFFI/module.modulemap"
cp "$static_lib" "$stage/lib/"

for part in lib baghchalFFI Swift; do
    replace_changed "$stage/$part" "$out/$part"
done

# The tests' table (about 2 MB, a second or two), by the script that builds the
# app's, with the CLI built next to the library; cached like the app's.
bash "$root/ios/build-tables.sh" --profile ci --goats 3 --full --out "$out/tables"
# The book's tests: a G = 2 table and a book made with it from a late root (the last two
# placements swept), as .ci/test-bindings.sh makes its own; about a second.
cli="$target_dir/ci/baghchal"
"$cli" tablebase build --goats-to-win 2 --out "$stage/tablebase-g2.tb" 2>/dev/null
"$cli" solve build --goats-to-win 2 --table "$stage/tablebase-g2.tb" --out "$stage/solve-g2" --lowest 18 2>/dev/null
"$cli" solve book --layers "$stage/solve-g2" --table "$stage/tablebase-g2.tb" --work "$stage/book-work" \
    --root "TG.GT/G.GGG/GGGGG/GG.GG/TGG.T tiger 2 1" --side tiger --out "$stage/book-g2.book" >"$stage/book.log" 2>&1 \
    || { cat "$stage/book.log" >&2; exit 1; }
for f in tablebase-g2.tb book-g2.book; do
    cmp -s "$stage/$f" "$out/tables/$f" || cp "$stage/$f" "$out/tables/$f"
done
# The trainer's tests: puzzles from the G = 3 table (bot games, about a second), so a wrong
# move is valued by a real table.
mkdir -p "$out/puzzles"
"$cli" puzzles build --table "$out/tables/tablebase-g3.tb" --out "$stage/puzzles-g3.puzzles" \
    --games 80 --seed 3 2>/dev/null
cmp -s "$stage/puzzles-g3.puzzles" "$out/puzzles/puzzles-g3.puzzles" \
    || cp "$stage/puzzles-g3.puzzles" "$out/puzzles/puzzles-g3.puzzles"
echo "BaghchalKit inputs ready in $out"
