#!/usr/bin/env bash
# Builds the endgame tables the iOS app ships, with the host `baghchal` binary:
#   OUT/tablebase-g3.tb, tablebase-g4.tb, tablebase-g5.tb
# and copies the placement books committed in core/books/ (NAME.book) beside them
# as OUT/book-NAME.book: a book cannot be made at build time (it needs the
# placement solve's layers and hours); and the committed puzzle file,
# core/puzzles/g5.puzzles, as OUT/puzzles-g5.puzzles.
# Each file is rebuilt only when the core's sources changed: a key made from a
# hash of core/ (sources, Cargo.toml), Cargo.lock, the goats-to-win and the
# variant is kept in OUT/.keys/ (or --keys DIR), so an unchanged core costs no
# time (not even a cargo build). Everything this writes is inside OUT, and --keys
# DIR when given; the app's loader reads only the tables and books there
# (BaghchalKit's TableLoader.shippedFiles). The app's build passes --keys outside
# OUT, which it copies into the bundle whole: the keys are no part of the app.
# On an offline machine it uses the vendored crates itself (.ci/offline.sh).
# Run by the app target's "Build the endgame tables" phase (ios/App/project.yml);
# the app loads the files at start (BaghchalKit's TableLoader).
#
#   ios/build-tables.sh [--out DIR] [--keys DIR] [--goats "3 4 5"] [--full] [--profile NAME]
#
#   --out DIR      where the .tb files (and .keys/) go (default ios/App/Generated/Tables)
#   --keys DIR     where the cache keys go instead of OUT/.keys
#   --goats LIST   the goats-to-win values to build (default "3 4 5")
#   --full         both sides to move in each file; the default is the slim
#                  one-side variant (`--one-side`), or the full one with a
#                  warning where the CLI does not offer it yet
#   --profile NAME the cargo profile of the host binary (default release; the
#                  tests' machine already has `ci` built)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# shellcheck source=build-support.sh
source "$root/ios/build-support.sh"
# Vendored crates when an offline copy sits beside the checkout (a no-op elsewhere,
# Xcode's build phase included).
# shellcheck source=../.ci/offline.sh
source "$root/.ci/offline.sh"

out="$root/ios/App/Generated/Tables"
goats="3 4 5"
variant=slim
profile=release
keys=""
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out="$2"; shift 2 ;;
        --keys) keys="$2"; shift 2 ;;
        --goats) goats="$2"; shift 2 ;;
        --full) variant=full; shift ;;
        --profile) profile="$2"; shift 2 ;;
        *) echo "usage: $0 [--out DIR] [--keys DIR] [--goats \"3 4 5\"] [--full] [--profile NAME]" >&2; exit 2 ;;
    esac
done
requested="$variant"
mkdir -p "$out"
keys="${keys:-$out/.keys}"
mkdir -p "$keys"

sha() { if command -v sha256sum >/dev/null; then sha256sum; else shasum -a 256; fi; }

# What the tables depend on: the core's sources and the locked dependency versions.
core_hash="$(
    { find core -type f \( -name '*.rs' -o -name 'Cargo.toml' \) | LC_ALL=C sort | while read -r f; do
        printf '%s\n' "$f"
        cat "$f"
    done
    cat Cargo.lock; } | sha | cut -c1-64
)"

# The books first, so they are current even when every table is.
for stale in "$out"/book-*.book; do
    if [ -e "$stale" ] && [ ! -e "core/books/${stale##*/book-}" ]; then rm -f "$stale"; fi
done
for book in core/books/*.book; do
    if [ -e "$book" ] && ! cmp -s "$book" "$out/book-${book##*/}"; then cp "$book" "$out/book-${book##*/}"; fi
done
# The puzzle file, copied as the books are (TableLoader.shippedPuzzles finds it).
for puzzles in core/puzzles/*.puzzles; do
    if [ -e "$puzzles" ] && ! cmp -s "$puzzles" "$out/puzzles-${puzzles##*/}"; then cp "$puzzles" "$out/puzzles-${puzzles##*/}"; fi
done
needed=()
for g in $goats; do
    key="$core_hash g$g $requested"
    if [ -s "$out/tablebase-g$g.tb" ] && [ "$(cat "$keys/tablebase-g$g.key" 2>/dev/null)" = "$key" ]; then
        echo "tablebase-g$g.tb: up to date"
    else
        needed+=("$g")
    fi
done
[ ${#needed[@]} -gt 0 ] || exit 0

# The host binary. Inside Xcode's build phase SDKROOT and the deployment targets
# name the iOS SDK, which the host build must not link against; the environment is
# made the same as build-xcframework.sh's, so the two share cargo's host artifacts
# instead of rebuilding them for each other.
unset SDKROOT MACOSX_DEPLOYMENT_TARGET TVOS_DEPLOYMENT_TARGET WATCHOS_DEPLOYMENT_TARGET \
    XROS_DEPLOYMENT_TARGET DRIVERKIT_DEPLOYMENT_TARGET
export IPHONEOS_DEPLOYMENT_TARGET=17.0
cargo build --profile "$profile" -p baghchal --bin baghchal
target_dir="$(cargo_target_dir)"
cli="$target_dir/$profile/baghchal"
[ -x "$cli" ] || { echo "missing $cli" >&2; exit 1; }

flags=()
if [ "$variant" = slim ]; then
    # Read whole first: the CLI may exit non-zero after printing its usage (pipefail).
    usage="$("$cli" tablebase build --help 2>&1 || true)"
    if grep -q -- '--one-side' <<<"$usage"; then
        flags=(--one-side)
    else
        echo "warning: this baghchal has no --one-side yet; building the full tables" >&2
        variant=full
    fi
fi

for g in "${needed[@]}"; do
    file="$out/tablebase-g$g.tb"
    echo "building tablebase-g$g.tb ($variant)"
    # Written aside and moved into place, so an interrupted build never leaves half a file.
    # (The odd expansion keeps an empty array legal under set -u in macOS's bash 3.2.)
    "$cli" tablebase build --goats-to-win "$g" ${flags[@]+"${flags[@]}"} --out "$file.part"
    mv "$file.part" "$file"
    # Keyed by what was asked for: the same core always gives the same files for it.
    printf '%s' "$core_hash g$g $requested" >"$keys/tablebase-g$g.key"
    echo "tablebase-g$g.tb: $(wc -c <"$file" | tr -d ' ') bytes"
done
