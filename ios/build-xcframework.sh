#!/usr/bin/env bash
# Builds the Rust core for iOS devices and simulators, generates the Swift
# bindings from it with the workspace's uniffi-bindgen (library mode), and
# packs both into ios/Generated/ for the Xcode project:
#   ios/Generated/BaghchalFFI.xcframework   static libraries + the C header
#   ios/Generated/Swift/baghchal.swift      the Swift API
# Needs macOS with Xcode and `rustup target add aarch64-apple-ios
# aarch64-apple-ios-sim x86_64-apple-ios`. Not run in CI (no Swift toolchain
# there); CI checks instead that the Swift bindings are generated
# (.ci/test-bindings.sh).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
out="$root/ios/Generated"
rm -rf "$out"
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
echo "built $out/BaghchalFFI.xcframework and $out/Swift/baghchal.swift"
