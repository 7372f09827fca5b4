#!/usr/bin/env bash
# Tests of the iOS build scripts that can run without a Mac, in a scratch folder:
#   - .ci/app-module-name.sh derives the app's module name as Xcode would;
#   - ios/build-support.sh's replace_changed writes only what changed;
#   - ios/build-xcframework.sh, with stand-ins for cargo, uniffi-bindgen, lipo and
#     xcodebuild: builds into a temporary folder, leaves the last good build when
#     cargo fails, rewrites only changed files, finds cargo's target directory
#     wherever it is, keeps Xcode's iOS SDKROOT and deployment targets from cargo,
#     and pins the iOS version;
#   - the Xcode pre-action and check phase in ios/App/project.yml (run with sh):
#     a failed core build stops the app's build with the end of its log;
#   - ios/build-tables.sh, with a stand-in CLI: copies the placement books committed
#     in core/books/ beside the tables, drops one no longer committed, leaves an
#     unchanged one alone, even when every table is up to date; writes nothing
#     outside its --out folder (its cache keys go to OUT/.keys/);
#   - ios/build-tables.sh and ios/build-host.sh, run without `source .ci/offline.sh`,
#     point cargo at the vendored crates themselves when an offline copy exists, and
#     leave cargo alone when none does;
#   - the iOS version is the same in the script, project.yml and Package.swift.
# Called by .ci/test-swift.sh; exits non-zero on the first failure.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

checks=0
fail() {
    echo "test-ios-scripts: FAILED: $*" >&2
    exit 1
}
ok() { checks=$((checks + 1)); }

# ---- the app's module name --------------------------------------------------

# module_of NAME YAML: the name derived from a spec with this text.
module_of() {
    printf '%s\n' "$2" >"$scratch/$1.yml"
    bash "$root/.ci/app-module-name.sh" "$scratch/$1.yml"
}
expect_module() {
    local got
    got="$(module_of "$1" "$3" 2>&1)" || fail "module name ($1): refused: $got"
    [ "$got" = "$2" ] || fail "module name ($1): got '$got', expected '$2'"
    ok
}
expect_refused() {
    local got
    if got="$(module_of "$1" "$2" 2>&1)"; then fail "module name ($1): gave '$got' instead of refusing"; fi
    ok
}

expect_module spaces-and-dashes My_Board_Game_2 '
name: X
targets:
  Game:
    type: application
    settings:
      base:
        PRODUCT_NAME: "My Board-Game 2"'
expect_module leading-digit _2048 '
targets:
  Game:
    type: application
    settings:
      PRODUCT_NAME: 2048'
expect_module module-name-wins AppModule '
targets:
  Baghchal:
    type: application
    settings:
      base:
        PRODUCT_NAME: Baghchal
        PRODUCT_MODULE_NAME: AppModule'
expect_module target-name-by-default Tiger_Goat '
targets:
  Tiger-Goat:
    type: application
    platform: iOS'
# shellcheck disable=SC2016 # build-setting references, not shell ones
expect_module renamed-target Renamed '
targets:
  Key:
    name: Renamed
    type: application
    settings:
      base:
        PRODUCT_NAME: $(TARGET_NAME)'
expect_module project-setting FromProject '
settings:
  base:
    PRODUCT_NAME: FromProject
targets:
  App:
    type: application'
expect_module other-targets-and-scripts-ignored Shown '
targets:
  Tests:
    type: bundle.unit-test
    settings:
      PRODUCT_NAME: NotThis
  App:
    type: application
    preBuildScripts:
      - script: |
          PRODUCT_NAME: NotThisEither
    settings:
      base:
        PRODUCT_NAME: Shown  # the one'
expect_refused two-apps '
targets:
  A:
    type: application
  B:
    type: application'
expect_refused per-config '
targets:
  App:
    type: application
    settings:
      configs:
        Debug:
          PRODUCT_NAME: Other'
expect_refused xcconfig '
targets:
  App:
    type: application
    configFiles:
      Debug: app.xcconfig'
# shellcheck disable=SC2016
expect_refused unresolved-reference '
targets:
  App:
    type: application
    settings:
      PRODUCT_NAME: $(APP_NAME)'
expect_refused not-ascii '
targets:
  App:
    type: application
    settings:
      PRODUCT_NAME: बाघचाल'

# ---- replace_changed ---------------------------------------------------------

# shellcheck source=../ios/build-support.sh
source "$root/ios/build-support.sh"
old_stamp=200101010000
touch -t 200201010000 "$scratch/reference"
# Files under $1 written since the reference time, one per line.
written_since_reference() { (cd "$1" && find . -type f -newer "$scratch/reference" | sort); }

src="$scratch/replace/src" dest="$scratch/replace/dest"
mkdir -p "$src/a/b" "$dest/a/b" "$dest/stale/deep" "$dest/was-folder" "$src/was-file"
echo same >"$src/a/same"
echo same >"$dest/a/same"
echo new >"$src/a/b/changed"
echo old >"$dest/a/b/changed"
echo added >"$src/a/added"
echo gone >"$dest/stale/deep/gone"
echo gone >"$dest/a/gone"
echo now-a-file >"$src/was-folder"
echo inside >"$dest/was-folder/x"
echo now-a-folder >"$dest/was-file"
echo inside >"$src/was-file/y"
ln -s same "$src/a/link"
find "$dest" -exec touch -h -t "$old_stamp" {} +
replace_changed "$src" "$dest" || fail "replace_changed returned an error"
diff -r "$src" "$dest" >/dev/null || fail "replace_changed: the trees differ: $(diff -r "$src" "$dest")"
[ "$(readlink "$dest/a/link")" = same ] || fail "replace_changed: the link was not copied as a link"
written="$(written_since_reference "$dest" | tr '\n' ' ')"
[ "$written" = "./a/added ./a/b/changed ./was-file/y ./was-folder " ] ||
    fail "replace_changed wrote '$written', expected only the new and changed files"
[ -z "$(find "$dest" -name '*.replacing.*')" ] || fail "replace_changed left a temporary file"
ok
# A second pass over the same tree writes nothing.
find "$dest" -exec touch -h -t "$old_stamp" {} +
replace_changed "$src" "$dest"
[ -z "$(written_since_reference "$dest")" ] || fail "replace_changed rewrote unchanged files"
ok
# No source folder: an error, and the destination is left alone.
if replace_changed "$scratch/replace/missing" "$dest" 2>/dev/null; then fail "replace_changed accepted a missing source"; fi
diff -r "$src" "$dest" >/dev/null || fail "replace_changed touched the destination of a failed call"
ok

# ---- build-xcframework.sh with stand-in tools ---------------------------------

repo="$scratch/repo"
mkdir -p "$repo/ios/BaghchalKit" "$scratch/bin" "$scratch/tmp"
cp "$root/ios/build-xcframework.sh" "$root/ios/build-support.sh" "$repo/ios/"
# Not under the checkout: as with CARGO_TARGET_DIR or build.target-dir.
export FAKE_TARGET_DIR="$scratch/elsewhere/target"
export FAKE_LOG="$scratch/tools.log"
export FAKE_API=1
: >"$FAKE_LOG"

cat >"$scratch/bin/cargo" <<'EOF'
#!/usr/bin/env bash
# Stand-in for cargo: records the environment the build would see.
echo "cargo $1 SDKROOT=${SDKROOT-unset} IPHONEOS_DEPLOYMENT_TARGET=${IPHONEOS_DEPLOYMENT_TARGET-unset} MACOSX_DEPLOYMENT_TARGET=${MACOSX_DEPLOYMENT_TARGET-unset}" >>"$FAKE_LOG"
# Which crates it would build from: CARGO_HOME and the directory its config vendors.
vendored="$(sed -n 's/^directory = "\(.*\)"$/\1/p' "${CARGO_HOME:-/nonexistent}/config.toml" 2>/dev/null)"
echo "cargo $1 CARGO_HOME=${CARGO_HOME-unset} vendored=${vendored:-none}" >>"${FAKE_HOME_LOG:-/dev/null}"
case "$1" in
    metadata) printf '{"packages":[],"target_directory":"%s","version":1}\n' "$FAKE_TARGET_DIR" ;;
    build)
        [ -z "${FAKE_FAIL:-}" ] || { echo "error: could not compile \`baghchal\` (stand-in failure)" >&2; exit 101; }
        target="" package=""
        while [ $# -gt 0 ]; do
            case "$1" in --target) target="$2"; shift ;; -p) package="$2"; shift ;; esac
            shift
        done
        if [ "$package" = uniffi-bindgen ]; then
            mkdir -p "$FAKE_TARGET_DIR/release"
            cp "$(dirname "$0")/uniffi-bindgen" "$FAKE_TARGET_DIR/release/"
        else
            mkdir -p "$FAKE_TARGET_DIR/$target/release"
            echo "library for $target" >"$FAKE_TARGET_DIR/$target/release/libbaghchal_ffi.a"
        fi
        ;;
    *) exit 2 ;;
esac
EOF
cat >"$scratch/bin/uniffi-bindgen" <<'EOF'
#!/usr/bin/env bash
# Stand-in for the workspace's uniffi-bindgen: generate ... --out-dir DIR LIBRARY.
echo "uniffi-bindgen $*" >>"$FAKE_LOG"
while [ $# -gt 1 ]; do [ "$1" = --out-dir ] && out="$2"; shift; done
[ -f "$1" ] || { echo "no library $1" >&2; exit 1; }
mkdir -p "$out"
echo "// Swift API $FAKE_API" >"$out/baghchal.swift"
echo "// C header" >"$out/baghchalFFI.h"
echo "module baghchalFFI {}" >"$out/baghchalFFI.modulemap"
EOF
cat >"$scratch/bin/lipo" <<'EOF'
#!/usr/bin/env bash
# Stand-in for lipo -create A B -output OUT.
[ "$1" = -create ] && [ "$4" = -output ] || exit 2
cat "$2" "$3" >"$5"
EOF
cat >"$scratch/bin/xcodebuild" <<'EOF'
#!/usr/bin/env bash
# Stand-in for xcodebuild -create-xcframework (-library L -headers H)... -output OUT;
# like the real one, it will not write over an existing output.
[ "$1" = -create-xcframework ] || exit 2
shift
slices=(ios-arm64 ios-arm64_x86_64-simulator)
n=0
while [ $# -gt 0 ]; do
    case "$1" in
        -library) libs[n]="$2" ;;
        -headers) headers[n]="$2"; n=$((n + 1)) ;;
        -output) output="$2" ;;
    esac
    shift 2
done
[ ! -e "$output" ] || { echo "error: $output already exists" >&2; exit 1; }
mkdir -p "$output"
echo "<plist>two libraries</plist>" >"$output/Info.plist"
for i in 0 1; do
    mkdir -p "$output/${slices[i]}/Headers"
    cp "${libs[i]}" "$output/${slices[i]}/"
    cp "${headers[i]}"/* "$output/${slices[i]}/Headers/"
done
EOF
chmod +x "$scratch/bin/"*

gen="$repo/ios/BaghchalKit/Generated"
# Runs the script as Xcode's pre-action would: the app target's settings exported.
run_xcframework() {
    env PATH="$scratch/bin:$PATH" TMPDIR="$scratch/tmp" SDKROOT=/Applications/Xcode.app/iPhoneOS.sdk \
        IPHONEOS_DEPLOYMENT_TARGET=18.4 MACOSX_DEPLOYMENT_TARGET=15.4 \
        bash "$repo/ios/build-xcframework.sh" >"$scratch/run.log" 2>&1
}
listing() { (cd "$gen" && find . -type f -exec cksum {} + | sort); }

run_xcframework || fail "build-xcframework.sh failed: $(cat "$scratch/run.log")"
[ "$(cat "$gen/Swift/baghchal.swift")" = "// Swift API 1" ] || fail "build-xcframework.sh: no Swift bindings"
for f in Info.plist ios-arm64/libbaghchal_ffi.a ios-arm64/Headers/baghchalFFI.h ios-arm64/Headers/module.modulemap \
    ios-arm64_x86_64-simulator/libbaghchal_ffi.a ios-arm64_x86_64-simulator/Headers/module.modulemap; do
    [ -s "$gen/BaghchalFFI.xcframework/$f" ] || fail "build-xcframework.sh: no $f in the xcframework"
done
grep -q 'library for aarch64-apple-ios-sim' "$gen/BaghchalFFI.xcframework/ios-arm64_x86_64-simulator/libbaghchal_ffi.a" ||
    fail "build-xcframework.sh: the simulator slice does not hold the simulator library"
[ ! -e "$repo/target" ] || fail "build-xcframework.sh used target/ instead of cargo's target directory"
ok
# Host tools and iOS libraries alike: no iOS SDK, no macOS target, iOS 17.0.
[ "$(grep -c '^cargo build' "$FAKE_LOG")" -eq 4 ] || fail "build-xcframework.sh: expected 4 cargo builds: $(cat "$FAKE_LOG")"
if grep '^cargo ' "$FAKE_LOG" | grep -v 'SDKROOT=unset IPHONEOS_DEPLOYMENT_TARGET=17.0 MACOSX_DEPLOYMENT_TARGET=unset$'; then
    fail "build-xcframework.sh let Xcode's SDK settings reach cargo (lines above)"
fi
grep -q -- '--no-format' "$FAKE_LOG" || fail "build-xcframework.sh: bindings not generated unformatted"
ok

# Nothing changed: nothing is written.
find "$gen" -exec touch -h -t "$old_stamp" {} +
run_xcframework || fail "build-xcframework.sh failed on a second run: $(cat "$scratch/run.log")"
[ -z "$(written_since_reference "$gen")" ] ||
    fail "build-xcframework.sh rewrote unchanged files: $(written_since_reference "$gen" | tr '\n' ' ')"
ok

# Only the Swift API changed: only the Swift file is written; a stray old file goes.
echo stale >"$gen/Swift/old.swift"
find "$gen" -exec touch -h -t "$old_stamp" {} +
FAKE_API=2 run_xcframework || fail "build-xcframework.sh failed on a changed API: $(cat "$scratch/run.log")"
[ "$(written_since_reference "$gen")" = ./Swift/baghchal.swift ] ||
    fail "build-xcframework.sh wrote '$(written_since_reference "$gen" | tr '\n' ' ')' for a changed Swift API"
[ ! -e "$gen/Swift/old.swift" ] || fail "build-xcframework.sh kept a file the build no longer makes"
ok

# cargo fails: the script fails and the last good build is untouched.
before="$(listing)"
if FAKE_FAIL=1 FAKE_API=3 run_xcframework; then fail "build-xcframework.sh succeeded although cargo failed"; fi
grep -q 'stand-in failure' "$scratch/run.log" || fail "build-xcframework.sh hid cargo's error"
[ "$(listing)" = "$before" ] || fail "a failed build-xcframework.sh changed Generated/"
[ -z "$(ls -A "$scratch/tmp")" ] || fail "build-xcframework.sh left its temporary folder: $(ls "$scratch/tmp")"
ok

# ---- the Xcode pre-action and check phase in project.yml ----------------------

# The block scalar `script: |` of the list item named $1 in project.yml, unindented.
phase_script() {
    awk -v name="$1" '
        function indent(s) { match(s, /^ */); return RLENGTH }
        taking && $0 !~ /^ *$/ && indent($0) <= base { exit }
        taking { print substr($0, base + 3); next }
        /^ *- name: / { item = $0; sub(/^ *- name: /, "", item); if (item == name) found = 1; next }
        found && $0 ~ /^ *script: \|$/ { taking = 1; base = indent($0) }
    ' "$root/ios/App/project.yml"
}
phase_script "Build the Rust core (xcframework)" >"$scratch/pre-action.sh"
phase_script "Check the Rust core is built" >"$scratch/check-phase.sh"
grep -q build-xcframework.sh "$scratch/pre-action.sh" || fail "no pre-action script found in project.yml"
grep -q 'error:' "$scratch/check-phase.sh" || fail "no check phase script found in project.yml"
ok

app="$scratch/xcode/ios/App"
mkdir -p "$app" "$scratch/xcode/ios/BaghchalKit/Generated/Swift"
# Xcode runs both with /bin/sh and the app target's settings, SRCROOT among them.
xcode_phase() { env SRCROOT="$app" HOME="$scratch" sh "$1" >"$scratch/phase.log" 2>&1; }
stand_in_build() {
    printf '#!/bin/sh\necho "compiling the core"\n%s\n' "$1" >"$scratch/xcode/ios/build-xcframework.sh"
    chmod +x "$scratch/xcode/ios/build-xcframework.sh"
}

stand_in_build 'echo "error: could not compile baghchal"; exit 101'
xcode_phase "$scratch/pre-action.sh" || fail "the pre-action itself failed"
if xcode_phase "$scratch/check-phase.sh"; then fail "the check phase passed after a failed core build"; fi
grep -q '^error: building the Rust core failed' "$scratch/phase.log" || fail "the check phase did not report the failure"
grep -q 'could not compile baghchal' "$scratch/phase.log" || fail "the check phase did not show the log's end"
ok

stand_in_build 'exit 0'
xcode_phase "$scratch/pre-action.sh" || fail "the pre-action itself failed"
if xcode_phase "$scratch/check-phase.sh"; then fail "the check phase passed with no core built"; fi
grep -q '^error: the Rust core is not built' "$scratch/phase.log" || fail "the check phase did not say the core is missing"
mkdir -p "$scratch/xcode/ios/BaghchalKit/Generated/BaghchalFFI.xcframework"
echo "// API" >"$scratch/xcode/ios/BaghchalKit/Generated/Swift/baghchal.swift"
xcode_phase "$scratch/check-phase.sh" || fail "the check phase failed after a good build: $(cat "$scratch/phase.log")"
ok

# ---- build-tables.sh ships the committed books ---------------------------------

books_repo="$scratch/books-repo"
mkdir -p "$books_repo/ios" "$books_repo/.ci" "$books_repo/core/src" "$books_repo/core/books" "$FAKE_TARGET_DIR/release"
cp "$root/ios/build-tables.sh" "$root/ios/build-support.sh" "$books_repo/ios/"
cp "$root/.ci/offline.sh" "$books_repo/.ci/"
# An offline copy of the downloads, as ../shared/offline would be. The scripts run
# without CARGO_HOME (this shell may have sourced .ci/offline.sh already) and with a
# HOME of their own, so they must set up the offline build themselves.
offline="$scratch/offline"
mkdir -p "$offline/crates" "$scratch/home"
export FAKE_HOME_LOG="$scratch/cargo-home.log"
echo "// core" >"$books_repo/core/src/lib.rs"
echo "# lock" >"$books_repo/Cargo.lock"
echo "book five" >"$books_repo/core/books/g5.book"
cat >"$FAKE_TARGET_DIR/release/baghchal" <<'EOF'
#!/usr/bin/env bash
# Stand-in for the CLI: `tablebase build --help`, `tablebase build --goats-to-win G ... --out FILE`.
[ "$1 $2" = "tablebase build" ] || exit 2
[ "$3" != --help ] || { echo "--one-side"; exit 0; }
while [ $# -gt 1 ]; do [ "$1" = --out ] && out="$2"; shift; done
echo "table" >"$out"
EOF
chmod +x "$FAKE_TARGET_DIR/release/baghchal"
# Alone in its parent folder, so anything written beside it shows.
tables_out="$books_repo/out-parent/out"
run_tables() {
    (cd "$books_repo" && env -u CARGO_HOME PATH="$scratch/bin:$PATH" HOME="$scratch/home" BAGHCHAL_OFFLINE="$offline" \
        bash ios/build-tables.sh --goats 3 --out "$tables_out") \
        >"$scratch/tables.log" 2>&1 || fail "build-tables.sh failed: $(cat "$scratch/tables.log")"
}
: >"$FAKE_HOME_LOG"
run_tables
cmp -s "$books_repo/core/books/g5.book" "$tables_out/book-g5.book" || fail "build-tables.sh did not copy core/books/g5.book"
[ -s "$tables_out/tablebase-g3.tb" ] || fail "build-tables.sh wrote no table"
ok
[ "$(ls -A "$books_repo/out-parent")" = out ] ||
    fail "build-tables.sh wrote outside its --out folder: $(ls -A "$books_repo/out-parent" | tr '\n' ' ')"
[ -s "$tables_out/.keys/tablebase-g3.key" ] || fail "build-tables.sh kept no key in OUT/.keys for the table it built"
ok
# --keys DIR (the app's build): the keys go there, and OUT holds only what ships (issue 37).
keys_out="$books_repo/keys-parent/out"
keyed_keys="$books_repo/keys-parent/keys"
(cd "$books_repo" && env -u CARGO_HOME PATH="$scratch/bin:$PATH" HOME="$scratch/home" BAGHCHAL_OFFLINE="$offline" \
    bash ios/build-tables.sh --goats 3 --out "$keys_out" --keys "$keyed_keys") \
    >"$scratch/tables-keys.log" 2>&1 || fail "build-tables.sh --keys failed: $(cat "$scratch/tables-keys.log")"
[ -s "$keyed_keys/tablebase-g3.key" ] || fail "build-tables.sh --keys kept no key in the folder named"
[ ! -e "$keys_out/.keys" ] || fail "build-tables.sh --keys still wrote OUT/.keys, which the app bundles"
[ -s "$keys_out/tablebase-g3.tb" ] || fail "build-tables.sh --keys wrote no table"
ok
# Offline, run without `source .ci/offline.sh`: cargo builds from the vendored crates.
grep -q "^cargo build CARGO_HOME=$books_repo/.cache/cargo-home vendored=$offline/crates\$" "$FAKE_HOME_LOG" ||
    fail "build-tables.sh did not set up the offline build itself: $(cat "$FAKE_HOME_LOG")"
ok
touch -d '2001-01-01' "$tables_out/book-g5.book"
echo "book four" >"$books_repo/core/books/g4.book"
run_tables
grep -q 'tablebase-g3.tb: up to date' "$scratch/tables.log" || fail "the table was rebuilt: $(cat "$scratch/tables.log")"
cmp -s "$books_repo/core/books/g4.book" "$tables_out/book-g4.book" || fail "a new book was not copied while the tables were up to date"
[ "$(date -r "$tables_out/book-g5.book" +%Y)" = 2001 ] || fail "an unchanged book was written again"
ok
rm "$books_repo/core/books/g5.book"
echo "book four, explored again" >"$books_repo/core/books/g4.book"
run_tables
[ ! -e "$tables_out/book-g5.book" ] || fail "a book no longer committed is still shipped"
cmp -s "$books_repo/core/books/g4.book" "$tables_out/book-g4.book" || fail "a changed book was not copied again"
ok

# No offline copy beside the checkout and none named: cargo is left as it was.
rm -f "$tables_out/tablebase-g3.tb"
: >"$FAKE_HOME_LOG"
(cd "$books_repo" && env -u CARGO_HOME -u BAGHCHAL_OFFLINE PATH="$scratch/bin:$PATH" HOME="$scratch/home" \
    bash ios/build-tables.sh --goats 3 --out "$tables_out") >"$scratch/tables.log" 2>&1 ||
    fail "build-tables.sh failed without an offline copy: $(cat "$scratch/tables.log")"
grep -q '^cargo build CARGO_HOME=unset vendored=none$' "$FAKE_HOME_LOG" ||
    fail "build-tables.sh changed cargo's set-up with no offline copy: $(cat "$FAKE_HOME_LOG")"
ok

# ---- build-host.sh sets up the offline build itself -----------------------------

host_repo="$scratch/host-repo"
mkdir -p "$host_repo/ios/BaghchalKit" "$host_repo/.ci" "$host_repo/core/src" "$FAKE_TARGET_DIR/ci"
cp "$root/ios/build-host.sh" "$root/ios/build-tables.sh" "$root/ios/build-support.sh" "$host_repo/ios/"
cp "$root/.ci/offline.sh" "$host_repo/.ci/"
echo "// core" >"$host_repo/core/src/lib.rs"
echo "# lock" >"$host_repo/Cargo.lock"
# What `cargo build --profile ci` leaves: the libraries, the bindings generator and a
# stand-in CLI that writes a file wherever it is told to (tables, layers, a book).
echo "static library" >"$FAKE_TARGET_DIR/ci/libbaghchal_ffi.a"
echo "shared library" >"$FAKE_TARGET_DIR/ci/libbaghchal_ffi.so"
cp "$scratch/bin/uniffi-bindgen" "$FAKE_TARGET_DIR/ci/"
cat >"$FAKE_TARGET_DIR/ci/baghchal" <<'CLI'
#!/usr/bin/env bash
# Stand-in for the CLI: writes a file at the path after --out, if any.
while [ $# -gt 1 ]; do [ "$1" = --out ] && echo "$*" >"$2"; shift; done
exit 0
CLI
chmod +x "$FAKE_TARGET_DIR/ci/baghchal"
: >"$FAKE_HOME_LOG"
(cd "$scratch" && env -u CARGO_HOME PATH="$scratch/bin:$PATH" HOME="$scratch/home" BAGHCHAL_OFFLINE="$offline" \
    TMPDIR="$scratch/tmp" bash "$host_repo/ios/build-host.sh") >"$scratch/host.log" 2>&1 ||
    fail "build-host.sh failed: $(cat "$scratch/host.log")"
host_gen="$host_repo/ios/BaghchalKit/Generated"
for f in lib/libbaghchal_ffi.a baghchalFFI/module.modulemap Swift/baghchal.swift tables/tablebase-g3.tb \
    tables/tablebase-g2.tb tables/book-g2.book tables/.keys/tablebase-g3.key puzzles/puzzles-g3.puzzles; do
    [ -s "$host_gen/$f" ] || fail "build-host.sh did not write Generated/$f: $(cat "$scratch/host.log")"
done
[ "$(ls -A "$host_gen")" = "$(printf 'Swift\nbaghchalFFI\nlib\npuzzles\ntables')" ] ||
    fail "build-host.sh wrote more than its five folders in Generated/: $(ls -A "$host_gen" | tr '\n' ' ')"
ok
[ "$(grep -c '^cargo build ' "$FAKE_HOME_LOG")" -eq 2 ] ||
    fail "build-host.sh: expected 2 cargo builds (the core, the tables' CLI): $(cat "$FAKE_HOME_LOG")"
if grep '^cargo ' "$FAKE_HOME_LOG" | grep -v "CARGO_HOME=$host_repo/.cache/cargo-home vendored=$offline/crates\$"; then
    fail "build-host.sh ran cargo without the vendored crates (lines above)"
fi
ok

# ---- one iOS version -----------------------------------------------------------

script_version="$(sed -n 's/^export IPHONEOS_DEPLOYMENT_TARGET=\(.*\)$/\1/p' "$root/ios/build-xcframework.sh")"
project_versions="$(sed -n 's/^ *\(iOS\|deploymentTarget\): "\(.*\)"$/\2/p' "$root/ios/App/project.yml" | sort -u)"
package_major="$(sed -n 's/.*\.iOS(\.v\([0-9]*\)).*/\1/p' "$root/ios/BaghchalKit/Package.swift")"
if [ -z "$script_version" ] || [ "$project_versions" != "$script_version" ] ||
    [ "$script_version" != "$package_major.0" ]; then
    fail "iOS versions differ: build-xcframework.sh '$script_version', project.yml '$project_versions', Package.swift '$package_major'"
fi
ok

echo "iOS build scripts: $checks checks passed"
