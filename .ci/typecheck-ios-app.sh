#!/usr/bin/env bash
# Type-checks every file of ios/App/Sources together, as one module under the app's
# module name (.ci/app-module-name.sh reads it from ios/App/project.yml), in the
# app's language mode and concurrency settings, against
#   - the real BaghchalKit and BaghchalCore modules, as `swift build` in
#     ios/BaghchalKit made them (after ios/build-host.sh), and
#   - declaration-only stand-ins for the Apple frameworks the app imports
#     (ios/TypeCheck/*.swift, one module each, compiled into a temporary folder).
# Type-checked and taken on to SIL (so the compiler's flow checks run too), with
# nothing written. Then, unless --no-self-test, it shows that the check can fail:
# it copies the sources, breaks them in known ways (a missing import, a misspelt
# kit member, wrong argument types to SwiftUI and to the kit, a non-view in a view
# builder, a value used before it is set, a value where a binding is wanted) and
# requires each copy to fail with the expected diagnostic. The files broken are
# ones few changes touch; if a text to replace goes away, the self-test says so.
#
#   .ci/typecheck-ios-app.sh [--modules DIR] [--no-self-test] [SOURCES_DIR]
#
#   --modules DIR   the Modules folder of `swift build` in ios/BaghchalKit (default:
#                   runs `swift build` there, a no-op when it is up to date)
#   SOURCES_DIR     the app's sources (default ios/App/Sources)
#
# Closing line: `ios/App: N source files type-check as module NAME ...`, then
# `ios/App type-check self-test: K broken copies fail as expected`. Exits non-zero
# on any error. Needs a Swift toolchain for Linux (or a Mac: the stand-ins are only
# meant for where SwiftUI does not exist, but they compile anywhere).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

modules=""
self_test=yes
sources="$root/ios/App/Sources"
while [ $# -gt 0 ]; do
    case "$1" in
        --modules) modules="$2"; shift 2 ;;
        --no-self-test) self_test=no; shift ;;
        -*) echo "usage: $0 [--modules DIR] [--no-self-test] [SOURCES_DIR]" >&2; exit 2 ;;
        *) sources="$1"; shift ;;
    esac
done

if ! command -v swiftc >/dev/null && [ -x /opt/swift/usr/bin/swiftc ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
command -v swiftc >/dev/null || { echo "no Swift toolchain: put swiftc on PATH" >&2; exit 1; }

kit="$root/ios/BaghchalKit"
if [ -z "$modules" ]; then
    (cd "$kit" && swift build) >&2
    modules="$(cd "$kit" && swift build --show-bin-path)/Modules"
fi
[ -f "$modules/BaghchalKit.swiftmodule" ] || [ -d "$modules/BaghchalKit.swiftmodule" ] ||
    { echo "typecheck-ios-app: no BaghchalKit module in $modules (run ios/build-host.sh, then swift build in ios/BaghchalKit)" >&2; exit 1; }
ffi="$kit/Generated/baghchalFFI"
[ -f "$ffi/module.modulemap" ] || { echo "typecheck-ios-app: no $ffi/module.modulemap (run ios/build-host.sh)" >&2; exit 1; }

app_module="$(bash "$root/.ci/app-module-name.sh" "$root/ios/App/project.yml")"

work="$(mktemp -d "${TMPDIR:-/tmp}/baghchal-typecheck.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The stand-ins, one module per Apple framework, Swift 5 mode like the app.
standins="$work/standins"
mkdir -p "$standins"
for file in "$root"/ios/TypeCheck/*.swift; do
    name="$(basename "$file" .swift)"
    swiftc -emit-module -parse-as-library -swift-version 5 -module-name "$name" \
        -emit-module-path "$standins/$name.swiftmodule" "$file" ||
        { echo "typecheck-ios-app: the stand-in $file does not compile" >&2; exit 1; }
done

# Every framework the app imports must have a stand-in, a Linux module or be the kit.
while read -r module; do
    case "$module" in
        BaghchalKit | BaghchalCore | Foundation | Observation | Dispatch) ;;
        *) [ -f "$root/ios/TypeCheck/$module.swift" ] ||
            { echo "typecheck-ios-app: the app imports $module, which has no stand-in in ios/TypeCheck" >&2; exit 1; } ;;
    esac
done < <(grep -h '^import ' "$sources"/*.swift | awk '{ print $2 }' | sort -u)

# The compiler settings below are the app target's in ios/App/project.yml; if the
# spec changes them, this check must change with it.
# shellcheck disable=SC2016 # $(inherited) is a build setting, not the shell's
for setting in 'SWIFT_VERSION: "5.0"' 'SWIFT_STRICT_CONCURRENCY: complete' \
    'OTHER_SWIFT_FLAGS: "$(inherited) -enable-upcoming-feature InferSendableFromCaptures"'; do
    grep -qxF "        $setting" "$root/ios/App/project.yml" ||
        { echo "typecheck-ios-app: ios/App/project.yml no longer sets \`$setting\`; update the flags in $0" >&2; exit 1; }
done

# typecheck DIR LOG: the app's settings from ios/App/project.yml (SWIFT_VERSION 5.0,
# SWIFT_STRICT_CONCURRENCY complete, OTHER_SWIFT_FLAGS' upcoming feature). Taken as
# far as SIL, not only type-checked: the compiler's flow checks run there (a value
# used before it is set, a missing return, values sent across actors), as in a
# Mac build. Nothing is written.
typecheck() {
    local dir="$1" log="$2"
    swiftc -emit-sil -wmo -o /dev/null -swift-version 5 -module-name "$app_module" \
        -strict-concurrency=complete -enable-upcoming-feature InferSendableFromCaptures \
        -I "$standins" -I "$modules" -I "$ffi" "$dir"/*.swift >"$log" 2>&1
}

files=("$sources"/*.swift)
count="${#files[@]}"
if ! typecheck "$sources" "$work/app.log"; then
    cat "$work/app.log" >&2
    echo "ios/App: the type-check of its $count source files FAILED (errors above)" >&2
    exit 1
fi
warnings="$(grep -c ': warning: ' "$work/app.log" || true)"
if [ "$warnings" -gt 0 ]; then cat "$work/app.log"; fi

if [ "$self_test" = yes ]; then
    # break NAME FILE OLD NEW EXPECTED: a copy of the sources with the first OLD in
    # FILE replaced by NEW must fail with an error in FILE whose message contains
    # EXPECTED.
    tested=0
    break_and_check() {
        local name="$1" file="$2" old="$3" new="$4" expected="$5" copy="$work/broken-$1"
        mkdir -p "$copy"
        cp "$sources"/*.swift "$copy/"
        local text
        # Read whole, trailing newlines included (the x keeps them from $(...)).
        text="$(cat "$copy/$file"; printf x)"
        text="${text%x}"
        case "$text" in
            *"$old"*) printf '%s' "${text/"$old"/"$new"}" >"$copy/$file" ;;
            *)
                echo "typecheck-ios-app self-test ($name): cannot find \`$old\` in $file to break; update the self-test" >&2
                exit 1
                ;;
        esac
        if typecheck "$copy" "$copy.log"; then
            echo "typecheck-ios-app self-test ($name): $file broken, yet the type-check passed" >&2
            exit 1
        fi
        if ! grep -F -- "$file:" "$copy.log" | grep -F -- ": error: " | grep -qF -- "$expected"; then
            cat "$copy.log" >&2
            echo "typecheck-ios-app self-test ($name): failed, but without \`$expected\` in $file" >&2
            exit 1
        fi
        echo "self-test ($name): $(grep -F -- "$file:" "$copy.log" | grep -F -- ": error: " | grep -F -- "$expected" | head -n 1 | sed "s|$copy/||")"
        tested=$((tested + 1))
    }
    # The Palette.swift of 6e949d1: a kit type used in a file that imports only SwiftUI.
    break_and_check missing-import Palette.swift $'import BaghchalKit\n' '' \
        "cannot find type 'BoardDiagram' in scope"
    break_and_check misspelt-member RootView.swift 'model.resume()' 'model.resumee()' \
        "value of type 'TableModel' has no member 'resumee'"
    break_and_check wrong-argument EndOfGameCard.swift 'Text(verbatim: words.reason(table.game))' \
        'Text(verbatim: table.game)' "cannot convert value of type 'BoardView' to expected argument type 'String'"
    break_and_check wrong-modifier-argument BoardArea.swift '.rotationEffect(.degrees(screen.view.rotation))' \
        '.rotationEffect(screen.view.rotation)' "cannot convert value of type 'Double' to expected argument type 'Angle'"
    break_and_check not-a-view ViewCluster.swift 'HStack(spacing: 6) {' $'HStack(spacing: 6) {\n            42' \
        "requires that 'Int' conform to 'View'"
    break_and_check wrong-kit-argument RootView.swift 'BundleLocalizer.shared(for: language)' \
        'BundleLocalizer.shared(for: language.rawValue)' \
        "cannot convert value of type 'String' to expected argument type 'AppLanguage'"
    break_and_check used-before-set RootView.swift 'let language = model.preferences.language' \
        'let language: AppLanguage' "constant 'language' used before being initialized"
    # shellcheck disable=SC2016 # Swift's $, not the shell's
    break_and_check value-for-binding GameMenu.swift '.sheet(isPresented: $showingHowTo)' \
        '.sheet(isPresented: showingHowTo)' "cannot convert value 'showingHowTo' of type 'Bool' to expected type 'Binding<Bool>'"
fi

echo "ios/App: $count source files type-check as module $app_module against BaghchalKit, BaghchalCore and the stand-ins in ios/TypeCheck ($warnings warnings)"
if [ "$self_test" = yes ]; then
    echo "ios/App type-check self-test: $tested broken copies fail as expected"
fi
