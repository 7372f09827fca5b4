#!/usr/bin/env bash
# Type-checks every file of ios/App/Sources (at any depth: one folder per feature) together, as one module under the app's
# module name (.ci/app-module-name.sh reads it from ios/App/project.yml), in the
# app's language mode and concurrency settings, against
#   - the real BaghchalKit and BaghchalCore modules, as `swift build` in
#     ios/BaghchalKit made them (after ios/build-host.sh), and
#   - declaration-only stand-ins for the Apple frameworks the app imports
#     (ios/TypeCheck/*.swift, one module each, compiled into a temporary folder).
# Type-checked and taken on to SIL (so the compiler's flow checks run too), with
# nothing written, and with warnings as errors (in Swift 5 mode a main-actor API used off
# the main actor is only a warning; Xcode shows it, so here it fails).
# Apple's availability counts (issue 39): every stand-in declaration carries the iOS
# version Apple introduced it in, and .ci/ios_availability.py turns each version above
# the deployment target (ios/App/project.yml) into a custom availability domain, which
# swiftc enforces on Linux, so a newer API outside `if #available` fails as in Xcode. The
# kit may import only Linux's own Foundation, Observation and Dispatch and the core, and
# names no iOS version (it is compiled for Linux, where that would go unchecked). Then, unless --no-self-test, it shows that the check can fail:
# it copies the sources, breaks them in known ways (a missing import, a misspelt
# kit member, wrong argument types to SwiftUI and to the kit, a non-view in a view
# builder, a value used before it is set, a value where a binding is wanted, an iOS 18
# modifier, a DragGesture built off the main actor, a URL where a CFURL is wanted, two
# files of one name in different folders) and
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

# The deployment target: the app target's, which must be the project's and the kit's.
deployment="$(sed -n 's/^    deploymentTarget: "\([0-9.]*\)"$/\1/p' "$root/ios/App/project.yml")"
[ -n "$deployment" ] || { echo "typecheck-ios-app: no target deploymentTarget in ios/App/project.yml" >&2; exit 1; }
grep -qxF "    iOS: \"$deployment\"" "$root/ios/App/project.yml" ||
    { echo "typecheck-ios-app: ios/App/project.yml's two deployment targets differ" >&2; exit 1; }
grep -qF ".iOS(.v${deployment%.0})" "$kit/Package.swift" ||
    { echo "typecheck-ios-app: ios/BaghchalKit/Package.swift's iOS platform is not the app's $deployment" >&2; exit 1; }

# Apple's availability, made to count on Linux (.ci/ios_availability.py): every iOS version
# above the deployment target in the stand-ins and the app becomes a custom availability
# domain, which swiftc enforces on any platform. Every stand-in declaration must carry its
# iOS version (a member may take its type's or extension's).
availability=(-enable-experimental-feature CustomAvailability)
missing="$(awk 'FNR == 1 { prev = "" }
    /^(@|nonisolated |public |open |extension |func |struct |enum |protocol |typealias )/ && !/^@_exported/ && !/^import/ {
        if (prev !~ /^@/ && $0 !~ /^@available\(iOS/) print FILENAME ":" FNR ": " $0
    }
    { prev = $0 }' "$root"/ios/TypeCheck/*.swift | grep -v '^[^:]*:[0-9]*: @available' || true)"
[ -z "$missing" ] ||
    { echo "$missing" >&2; echo "typecheck-ios-app: the declarations above carry no @available(iOS N, *) (Apple's version)" >&2; exit 1; }

# The kit is compiled by Linux's own Swift, Foundation and Observation, which carry no iOS
# availability, so it is held to the rule by what it may reach: only those modules and the
# core (whose APIs it uses are all in iOS 17: Observation came with it), and no iOS version
# above the deployment target named anywhere in it (that code would go unchecked here).
kit_imports="$(grep -rhE '^(@[A-Za-z_]+ )*import ' "$kit/Sources" | awk '{ print $NF }' | sort -u |
    grep -vxE 'Foundation|Observation|Dispatch|BaghchalCore|baghchalFFI' || true)"
[ -z "$kit_imports" ] ||
    { echo "typecheck-ios-app: ios/BaghchalKit imports $kit_imports, which this check does not hold to iOS $deployment" >&2; exit 1; }
if grep -rnE '[@#](un)?available\(iOS' "$kit/Sources"; then
    echo "typecheck-ios-app: ios/BaghchalKit names an iOS version (above); it is compiled for Linux here, where that goes unchecked" >&2
    exit 1
fi

# The stand-ins, one module per Apple framework, Swift 5 mode like the app.
standins="$work/standins"
mkdir -p "$standins"
python3 "$root/.ci/ios_availability.py" --target "$deployment" --out "$work/standin-sources" \
    "$root"/ios/TypeCheck/*.swift >/dev/null
for file in "$work"/standin-sources/*.swift; do
    name="$(basename "$file" .swift)"
    swiftc -emit-module -parse-as-library -swift-version 5 -module-name "$name" "${availability[@]}" \
        -I "$work/standin-sources" -emit-module-path "$standins/$name.swiftmodule" "$file" ||
        { echo "typecheck-ios-app: the stand-in ios/TypeCheck/$name.swift does not compile" >&2; exit 1; }
done

# swift_files DIR: the Swift files under DIR at any depth (the app keeps one folder per
# feature), one a line, sorted. Their names must differ: the copies the type-check compiles
# sit in one folder (.ci/ios_availability.py refuses two of one name).
swift_files() {
    find "$1" -name '*.swift' | LC_ALL=C sort
}

# Every framework the app imports must have a stand-in, a Linux module or be the kit.
while read -r module; do
    case "$module" in
        BaghchalKit | BaghchalCore | Foundation | Observation | Dispatch) ;;
        *) [ -f "$root/ios/TypeCheck/$module.swift" ] ||
            { echo "typecheck-ios-app: the app imports $module, which has no stand-in in ios/TypeCheck" >&2; exit 1; } ;;
    esac
done < <(swift_files "$sources" | xargs -d '\n' grep -h '^import ' | awk '{ print $2 }' | sort -u)

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
    rm -rf "$log.sources"
    local files=()
    while IFS= read -r file; do files+=("$file"); done < <(swift_files "$dir")
    python3 "$root/.ci/ios_availability.py" --target "$deployment" --out "$log.sources" "${files[@]}" >"$log" 2>&1 ||
        return 1
    rm -rf "$log.sources/IOSAvailabilityDomains"
    swiftc -emit-sil -wmo -o /dev/null -swift-version 5 -module-name "$app_module" \
        -strict-concurrency=complete -enable-upcoming-feature InferSendableFromCaptures \
        "${availability[@]}" -warnings-as-errors \
        -I "$work/standin-sources" -I "$standins" -I "$modules" -I "$ffi" "$log.sources"/*.swift >"$log" 2>&1
}

count="$(swift_files "$sources" | wc -l)"
[ "$count" -gt 0 ] || { echo "typecheck-ios-app: no Swift files under $sources" >&2; exit 1; }
if ! typecheck "$sources" "$work/app.log"; then
    cat "$work/app.log" >&2
    echo "ios/App: the type-check of its $count source files FAILED (errors above)" >&2
    exit 1
fi
warnings="$(grep -c ': warning: ' "$work/app.log" || true)"
if [ "$warnings" -gt 0 ]; then cat "$work/app.log"; fi

if [ "$self_test" = yes ]; then
    # break NAME FILE OLD NEW EXPECTED: a copy of the sources with the first OLD in
    # FILE (a file name, found in whichever feature folder holds it) replaced by NEW must
    # fail with an error in FILE whose message contains EXPECTED.
    tested=0
    break_and_check() {
        local name="$1" file="$2" old="$3" new="$4" expected="$5" copy="$work/broken-$1"
        mkdir -p "$copy"
        cp -R "$sources"/. "$copy/"
        local path
        path="$(find "$copy" -name "$file" | head -n 1)"
        [ -n "$path" ] ||
            { echo "typecheck-ios-app self-test ($name): no $file under $sources; update the self-test" >&2; exit 1; }
        local text
        # Read whole, trailing newlines included (the x keeps them from $(...)).
        text="$(cat "$path"; printf x)"
        text="${text%x}"
        case "$text" in
            *"$old"*) printf '%s' "${text/"$old"/"$new"}" >"$path" ;;
            *)
                echo "typecheck-ios-app self-test ($name): cannot find \`$old\` in $file to break; update the self-test" >&2
                exit 1
                ;;
        esac
        if typecheck "$copy" "$copy.log"; then
            echo "typecheck-ios-app self-test ($name): $file broken, yet the type-check passed" >&2
            exit 1
        fi
        # Not `grep -q`: it stops at the first match, and under pipefail the grep still writing
        # into it then dies of SIGPIPE, so a long log could fail a copy that failed as expected.
        if ! grep -F -- "$file:" "$copy.log" | grep -F -- ": error: " | grep -F -- "$expected" >/dev/null; then
            cat "$copy.log" >&2
            echo "typecheck-ios-app self-test ($name): failed, but without \`$expected\` in $file" >&2
            exit 1
        fi
        echo "self-test ($name): $(grep -F -- "$file:" "$copy.log" | grep -F -- ": error: " | grep -F -- "$expected" | head -n 1 | sed "s|$copy.log.sources/||")"
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
    # Apple's availability and isolation (issue 39): an iOS 18 modifier outside `if #available`,
    # a DragGesture (main actor, as Apple declares it) built off the main actor, a URL where
    # AudioToolbox wants a CFURL.
    break_and_check ios18-modifier BoardArea.swift '.rotationEffect(.degrees(screen.view.rotation))' \
        '.rotationEffect(.degrees(screen.view.rotation)).onScrollVisibilityChange { _ in }' \
        "'onScrollVisibilityChange(threshold:_:)' is only available in iOS18_0"
    break_and_check drag-off-main-actor BoardArea.swift 'private func dragGesture(' 'nonisolated private func dragGesture(' \
        "main actor-isolated initializer 'init(minimumDistance:coordinateSpace:)'"
    break_and_check url-for-cfurl DeviceFeedback.swift 'AudioServicesCreateSystemSoundID(url as CFURL, &id)' \
        'AudioServicesCreateSystemSoundID(url, &id)' "cannot convert value of type 'URL' to expected argument type 'CFURL'"
    # The sources sit in feature folders but are compiled as flat copies: two files of one
    # name (here a second Palette.swift in a folder of its own) must be refused, not merged.
    copy="$work/broken-duplicate-name"
    mkdir -p "$copy/extra"
    cp -R "$sources"/. "$copy/"
    cp "$(find "$copy" -name Palette.swift | head -n 1)" "$copy/extra/Palette.swift"
    if typecheck "$copy" "$copy.log"; then
        echo "typecheck-ios-app self-test (duplicate-name): two Palette.swift, yet the type-check passed" >&2
        exit 1
    fi
    grep -qF "have the same name" "$copy.log" ||
        { cat "$copy.log" >&2; echo "typecheck-ios-app self-test (duplicate-name): failed, but not for the name" >&2; exit 1; }
    echo "self-test (duplicate-name): $(grep -F "have the same name" "$copy.log" | sed "s|$copy/||g")"
    tested=$((tested + 1))
fi

echo "ios/App: $count source files type-check as module $app_module against BaghchalKit, BaghchalCore and the stand-ins in ios/TypeCheck ($warnings warnings)"
if [ "$self_test" = yes ]; then
    echo "ios/App type-check self-test: $tested broken copies fail as expected"
fi
