#!/usr/bin/env bash
# The iOS app's logic on this machine: builds the Rust library for the host and
# the generated Swift bindings (ios/build-host.sh), then runs the BaghchalKit
# package's tests (XCTest and Swift Testing) against the real core. Needs a
# Swift toolchain for Linux (swift on PATH, or /opt/swift/usr/bin).
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

# SwiftUI does not exist on Linux, so the app's own sources cannot be type-checked
# here; they must at least parse (a syntax error fails the suite).
swiftc -parse ios/App/Sources/*.swift
echo "ios/App: $(ls ios/App/Sources/*.swift | wc -l) SwiftUI source files parse"

bash ios/build-host.sh
cd ios/BaghchalKit
if [ "$mode" = "--bench" ]; then
    swift run -c release BaghchalBench
else
    # SwiftPM runs XCTest then Swift Testing; each prints its own closing line and
    # `swift test` fails if either does.
    swift test
fi
