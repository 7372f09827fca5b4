#!/usr/bin/env bash
# Builds the Rust core for iOS devices and simulators, generates the Swift
# bindings from it with the workspace's uniffi-bindgen (library mode), and
# lays both out in ios/BaghchalKit/Generated/, where the BaghchalKit package
# (and through it the Xcode project in ios/App) expects them on Apple platforms:
#   Generated/BaghchalFFI.xcframework   static libraries + the C header and module map
#                                       (the package's `baghchalFFI` binary target)
#   Generated/Swift/baghchal.swift      the Swift API (the package's `BaghchalCore` target)
# Everything is built in a temporary folder first. Generated/ changes only when the
# whole build succeeded, so a failed build leaves the last good one in place, and
# only files whose contents changed are rewritten, so Xcode recompiles the bindings,
# the kit and the app only when the core's API really changed.
# Needs macOS with Xcode and `rustup target add aarch64-apple-ios
# aarch64-apple-ios-sim x86_64-apple-ios`. Not run in CI (no Apple toolchain
# there); on Linux ios/build-host.sh fills the same folder for `swift test`.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# shellcheck source=build-support.sh
source "$root/ios/build-support.sh"

# The scheme's pre-action runs this with the app target's build settings in the
# environment. SDKROOT (the iPhoneOS SDK) and the deployment targets would reach
# the host builds too (build scripts, proc-macros, uniffi-bindgen, linked for the
# Mac), and would differ from a terminal's, so that every switch between Xcode and
# the terminal rebuilt everything. Without SDKROOT, rustc and cc ask xcrun for each
# target's SDK. The iOS version is pinned here, whoever runs the script: the app's
# (ios/App/project.yml's deploymentTarget, Package.swift's .iOS(.v17)).
unset SDKROOT MACOSX_DEPLOYMENT_TARGET TVOS_DEPLOYMENT_TARGET WATCHOS_DEPLOYMENT_TARGET \
    XROS_DEPLOYMENT_TARGET DRIVERKIT_DEPLOYMENT_TARGET
export IPHONEOS_DEPLOYMENT_TARGET=17.0

target_dir="$(cargo_target_dir)"
out="$root/ios/BaghchalKit/Generated"
stage="$(mktemp -d "${TMPDIR:-/tmp}/baghchal-xcframework.XXXXXX")"
trap 'rm -rf "$stage"' EXIT

for target in aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios; do
    cargo build --release -p baghchal-ffi --target "$target"
done
cargo build --release -p uniffi-bindgen
device_lib="$target_dir/aarch64-apple-ios/release/libbaghchal_ffi.a"

# Bindings come from one built library; all targets export the same API. Unformatted,
# as on Linux, so the file depends on the core alone and not on which formatter is installed.
"$target_dir/release/uniffi-bindgen" generate --no-format --language swift \
    --out-dir "$stage/bindings" "$device_lib"
for f in baghchal.swift baghchalFFI.h baghchalFFI.modulemap; do
    [ -s "$stage/bindings/$f" ] || { echo "uniffi-bindgen did not write $f" >&2; exit 1; }
done
mkdir -p "$stage/Swift" "$stage/headers" "$stage/simulator"
mv "$stage/bindings/baghchal.swift" "$stage/Swift/"
mv "$stage/bindings/baghchalFFI.h" "$stage/headers/"
# Xcode looks for module.modulemap inside an xcframework's headers.
mv "$stage/bindings/baghchalFFI.modulemap" "$stage/headers/module.modulemap"

# The simulator slice is one fat library for both simulator architectures.
lipo -create \
    "$target_dir/aarch64-apple-ios-sim/release/libbaghchal_ffi.a" \
    "$target_dir/x86_64-apple-ios/release/libbaghchal_ffi.a" \
    -output "$stage/simulator/libbaghchal_ffi.a"

xcodebuild -create-xcframework \
    -library "$device_lib" -headers "$stage/headers" \
    -library "$stage/simulator/libbaghchal_ffi.a" -headers "$stage/headers" \
    -output "$stage/BaghchalFFI.xcframework"

replace_changed "$stage/BaghchalFFI.xcframework" "$out/BaghchalFFI.xcframework"
replace_changed "$stage/Swift" "$out/Swift"
echo "built $out/BaghchalFFI.xcframework and $out/Swift/baghchal.swift"
