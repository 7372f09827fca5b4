#!/usr/bin/env bash
# Builds the Rust core for iOS devices and simulators, generates the Swift
# bindings from it with the workspace's uniffi-bindgen (library mode), and
# lays both out in ios/BaghchalKit/Generated/, where the BaghchalKit package
# (and through it the Xcode project in ios/App) expects them on Apple platforms:
#   Generated/BaghchalFFI.xcframework   static libraries + the C header and module map
#                                       (the package's `baghchalFFI` binary target)
#   Generated/Swift/baghchal.swift      the Swift API (the package's `Baghchal` target)
# Needs macOS with Xcode and `rustup target add aarch64-apple-ios
# aarch64-apple-ios-sim x86_64-apple-ios`. Not run in CI (no Apple toolchain
# there); on Linux ios/build-host.sh fills the same folder for `swift test`.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="$root/ios/BaghchalKit/Generated"
rm -rf "$out/BaghchalFFI.xcframework" "$out/Swift" "$out/headers"
mkdir -p "$out/Swift" "$out/headers"

for target in aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios; do
    cargo build --release -p baghchal-ffi --target "$target"
done
cargo build --release -p uniffi-bindgen

# Bindings come from one built library; all targets export the same API.
target/release/uniffi-bindgen generate --language swift --out-dir "$out/Swift" \
    target/aarch64-apple-ios/release/libbaghchal_ffi.a
mv "$out/Swift/baghchalFFI.h" "$out/headers/"
# Xcode looks for module.modulemap inside an xcframework's headers.
mv "$out/Swift/baghchalFFI.modulemap" "$out/headers/module.modulemap"

# The simulator slice is one fat library for both simulator architectures.
mkdir -p target/ios-sim-universal
lipo -create \
    target/aarch64-apple-ios-sim/release/libbaghchal_ffi.a \
    target/x86_64-apple-ios/release/libbaghchal_ffi.a \
    -output target/ios-sim-universal/libbaghchal_ffi.a

xcodebuild -create-xcframework \
    -library target/aarch64-apple-ios/release/libbaghchal_ffi.a -headers "$out/headers" \
    -library target/ios-sim-universal/libbaghchal_ffi.a -headers "$out/headers" \
    -output "$out/BaghchalFFI.xcframework"
rm -rf "$out/headers"
echo "built $out/BaghchalFFI.xcframework and $out/Swift/baghchal.swift"
