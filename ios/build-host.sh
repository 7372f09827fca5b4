#!/usr/bin/env bash
# Builds the Rust library for this machine and lays out what the BaghchalKit
# package expects in ios/BaghchalKit/Generated/ (git-ignored):
#   Generated/lib/libbaghchal_ffi.a          the static library, alone in its folder so
#                                            the linker cannot pick a shared one (no rpath)
#   Generated/baghchalFFI/                   the C header and module.modulemap (the
#                                            `baghchalFFI` system-library target on Linux)
#   Generated/Swift/baghchal.swift           the generated Swift API (the `Baghchal` target)
#   Generated/tables/tablebase-g3.tb         a small endgame table (goats to win 3) for the
#                                            hint, verdict and review tests
# The Swift bindings come from the workspace's uniffi-bindgen in library mode,
# exactly as .ci/test-bindings.sh makes them. Used by .ci/test-swift.sh; on a Mac
# ios/build-xcframework.sh fills the same folder for Apple platforms.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

target_dir="$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
[ -n "$target_dir" ] || { echo "cannot find cargo's target directory" >&2; exit 1; }

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
rm -rf "$out/lib" "$out/baghchalFFI" "$out/Swift" "$out/tmp"
mkdir -p "$out/lib" "$out/baghchalFFI" "$out/Swift" "$out/tmp"

"$bindgen" generate --no-format --language swift --out-dir "$out/tmp" "$shared_lib"
for f in baghchal.swift baghchalFFI.h baghchalFFI.modulemap; do
    [ -s "$out/tmp/$f" ] || { echo "uniffi-bindgen did not write $f" >&2; exit 1; }
done
mv "$out/tmp/baghchal.swift" "$out/Swift/"
mv "$out/tmp/baghchalFFI.h" "$out/baghchalFFI/"
# SwiftPM looks for module.modulemap in a system-library target's folder.
mv "$out/tmp/baghchalFFI.modulemap" "$out/baghchalFFI/module.modulemap"
rm -rf "$out/tmp"
cp "$static_lib" "$out/lib/"

# The tests' table (about 2 MB, a second or two), by the script that builds the
# app's, with the CLI built next to the library; cached like the app's.
bash "$root/ios/build-tables.sh" --profile ci --goats 3 --full --out "$out/tables"
echo "BaghchalKit inputs ready in $out"
