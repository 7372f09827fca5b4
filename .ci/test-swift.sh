#!/usr/bin/env bash
# The iOS app's logic on this machine: builds the Rust library for the host and
# the generated Swift bindings (ios/build-host.sh), then runs the BaghchalKit
# package's tests (XCTest and Swift Testing) against the real core. Before that:
# the app's sources must parse, the iOS build scripts pass their own tests
# (.ci/test-ios-scripts.sh), code under the app's module name (read from
# ios/App/project.yml) must import the package's modules, and every app source
# must type-check against the package and stand-ins for Apple's frameworks
# (.ci/typecheck-ios-app.sh, with its self-test). Needs a Swift toolchain for
# Linux (swift on PATH, or /opt/swift/usr/bin).
#
#   .ci/test-swift.sh           run the tests (closing lines: XCTest's `Executed N tests`
#                               and Swift Testing's `Test run with N tests ... passed`)
#   .ci/test-swift.sh --bench   time a snapshot() round trip from Swift instead
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
    test | --bench) ;;
    *) echo "usage: $0 [--bench]" >&2; exit 2 ;;
esac

if ! command -v swift >/dev/null && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
command -v swift >/dev/null || { echo "no Swift toolchain: put swift on PATH" >&2; exit 1; }

# First the cheapest check: a syntax error fails here, before any build. The full
# type-check follows once the package is built.
# The sources sit in one folder per feature (app/, table/, board/, ...), so they are found
# at any depth.
app_sources=()
while IFS= read -r file; do app_sources+=("$file"); done < <(find ios/App/Sources -name '*.swift' | sort)
[ "${#app_sources[@]}" -gt 0 ] || { echo "no Swift sources under ios/App/Sources" >&2; exit 1; }
swiftc -parse "${app_sources[@]}"
echo "ios/App: ${#app_sources[@]} SwiftUI source files parse"

# The scripts that build the core for the app (temporary build, changed files only,
# cargo's target directory, no iOS SDK for host tools), with stand-ins for Apple's tools.
if [ "$mode" = test ]; then
    bash .ci/test-ios-scripts.sh
fi

# Read before the package is built, so a spec this cannot read fails at once.
app_module="$(bash .ci/app-module-name.sh ios/App/project.yml)"

bash ios/build-host.sh
cd ios/BaghchalKit
if [ "$mode" = "--bench" ]; then
    swift run -c release BaghchalBench
    exit 0
fi

# The app imports BaghchalKit, which imports the generated bindings; a module of the
# app's own name among them cannot compile ("circular dependency between modules").
# The app itself needs SwiftUI, so a stub under the app's module name stands in for
# it, type-checked against the modules `swift build` made (Swift 5 mode, as the app).
swift build
modules="$(swift build --show-bin-path)/Modules"
[ -d "$modules" ] || { echo "no Modules folder in swift build's output ($modules)" >&2; exit 1; }
stub_dir="$(mktemp -d)"
trap 'rm -rf "$stub_dir"' EXIT
# BaghchalKit first, as the app imports it: a clash then fails with Swift's own
# message rather than a later import's.
cat >"$stub_dir/AppStub.swift" <<'SWIFT'
import BaghchalKit
import BaghchalCore

// One name from each module, qualified, as the app and the kit write them.
let kitHandle: BaghchalKit.CancelHandle.Type = BaghchalKit.CancelHandle.self
let coreHandle: BaghchalCore.CancelHandle.Type = BaghchalCore.CancelHandle.self
SWIFT
if ! swiftc -typecheck -swift-version 5 -module-name "$app_module" \
    -I "$modules" -I Generated/baghchalFFI "$stub_dir/AppStub.swift"; then
    echo "the app's module, $app_module (ios/App/project.yml), cannot import BaghchalKit and BaghchalCore" >&2
    exit 1
fi
echo "ios/App: its module $app_module imports BaghchalKit and BaghchalCore"

# Every app source together, under that module name, against the kit and the
# stand-ins in ios/TypeCheck for SwiftUI, UIKit and the rest; then broken copies
# must fail with the expected diagnostics.
bash "$root/.ci/typecheck-ios-app.sh" --modules "$modules"

# SwiftPM runs XCTest then Swift Testing; each prints its own closing line and
# `swift test` fails if either does.
swift test
