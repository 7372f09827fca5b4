#!/usr/bin/env bash
# Compiles and links the Android app's resources and manifest with Android's own
# resource tool, aapt2, as the Gradle build would (issue 39), and writes R.java:
#   - every file of android/app/src/main/res compiled (`aapt2 compile`: a malformed
#     plural, an unknown resource type or a bad value fails here);
#   - the manifest linked with them against the Android platform (`aapt2 link`: an
#     @string/ or @style/ reference to nothing, a theme whose parent does not exist,
#     a misspelt android: attribute fail here), carrying what Gradle's manifest
#     merger adds: the package (the `namespace`) and <uses-sdk> with `minSdk` and
#     `targetSdk`, all read from android/app/build.gradle.kts;
#   - any aapt2 warning is an error too: a string in values-ne that values lacks is
#     only a warning to aapt2 ("removing resource ... without required default
#     value"), and Android lint's ExtraTranslation makes it fatal in a release build.
#
# Where to link against: with an Android SDK ($ANDROID_HOME or $ANDROID_SDK_ROOT with
# build-tools/*/aapt2 and platforms/android-<compileSdk>/android.jar) its aapt2 and
# platform are used and nothing is set aside. Otherwise Debian's packages `aapt`
# (aapt2 2.19, Android 10) and `android-framework-res` (framework-res.apk, API 29) are
# installed with apt-get where missing. That platform does not know the manifest
# attributes added after API 29; those the app uses are set aside (removed from the
# linked copy) only when the platform is older than they are, and are listed in
# NEWER_ATTRIBUTES below, the one place, with the API level Android's reference
# (developer.android.com/reference/android/R.attr) gives each. A set-aside
# attribute's value must still name a resource that exists in R.java. Any other
# attribute aapt2 does not know fails the link.
#
# Then, unless --no-self-test, it breaks copies of res/ and the manifest in known ways
# and requires each to fail with the expected message (the check is seen to work on
# every run).
#
#   .ci/link-android-resources.sh [--java-out DIR] [--no-self-test]
#
#   --java-out DIR   where R.java goes (DIR/np/baghchal/R.java; default: a temporary
#                    folder removed at the end)
#
# Closing lines: `android resources: ... linked ...` and, with the self-test,
# `android resources self-test: K broken copies fail as expected`.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

# name=API level: the manifest attributes the app uses that are newer than API 29
# (Debian's framework-res.apk), from developer.android.com/reference/android/R.attr:
#   dataExtractionRules "Added in API level 31", localeConfig "Added in API level 33".
NEWER_ATTRIBUTES=(dataExtractionRules=31 localeConfig=33)

java_out=""
self_test=yes
while [ $# -gt 0 ]; do
    case "$1" in
        --java-out) java_out="$2"; shift 2 ;;
        --no-self-test) self_test=no; shift ;;
        *) echo "usage: $0 [--java-out DIR] [--no-self-test]" >&2; exit 2 ;;
    esac
done

fail() {
    echo "link-android-resources: $*" >&2
    exit 1
}

app="$root/android/app"
gradle="$app/build.gradle.kts"
# One value of build.gradle.kts, e.g. `minSdk = 24` or `namespace = "np.baghchal"`.
gradle_value() {
    local value
    value="$(sed -n "s/^ *$1 = \"\{0,1\}\([^\"]*\)\"\{0,1\}\$/\1/p" "$gradle" | head -n 1)"
    [ -n "$value" ] || fail "cannot read \`$1 = ...\` from $gradle"
    printf '%s' "$value"
}
namespace="$(gradle_value namespace)"
min_sdk="$(gradle_value minSdk)"
target_sdk="$(gradle_value targetSdk)"
compile_sdk="$(gradle_value compileSdk)"

# The tools: a real SDK's, else Debian's.
sdk="${ANDROID_HOME:-${ANDROID_SDK_ROOT:-}}"
aapt2="" platform=""
if [ -n "$sdk" ] && [ -f "$sdk/platforms/android-$compile_sdk/android.jar" ]; then
    aapt2="$(find "$sdk/build-tools" -maxdepth 2 -name aapt2 -type f 2>/dev/null | sort -V | tail -n 1)"
    platform="$sdk/platforms/android-$compile_sdk/android.jar"
    platform_api="$compile_sdk"
fi
if [ -z "$aapt2" ]; then
    debian_platform=/usr/share/android-framework-res/framework-res.apk
    if ! command -v aapt2 >/dev/null || [ ! -f "$debian_platform" ]; then
        echo "link-android-resources: installing Debian's aapt and android-framework-res" >&2
        command -v apt-get >/dev/null || fail "no Android SDK and no apt-get to install aapt2 with"
        sudo=""
        [ "$(id -u)" = 0 ] || sudo=sudo
        { $sudo apt-get update -qq && $sudo apt-get install -y -qq aapt android-framework-res; } >&2 ||
            fail "apt-get could not install aapt and android-framework-res"
    fi
    aapt2="$(command -v aapt2)"
    platform="$debian_platform"
    platform_api="$("$aapt2" dump badging "$platform" 2>/dev/null | sed -n "s/.*versionCode='\([0-9]*\)'.*/\1/p" | head -n 1)"
    [ -n "$platform_api" ] || fail "cannot read the API level of $platform"
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/baghchal-res.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# The attributes this platform lacks, as name=level lines for the manifest step.
set_aside=""
for entry in "${NEWER_ATTRIBUTES[@]}"; do
    [ "${entry#*=}" -gt "$platform_api" ] && set_aside="$set_aside ${entry%=*}"
done

# prepare_manifest IN OUT: what Gradle's manifest merger adds (package, <uses-sdk>), and
# the set-aside attributes removed; their values are written to OUT.refs to check later.
prepare_manifest() {
    python3 - "$1" "$2" "$namespace" "$min_sdk" "$target_sdk" "$set_aside" <<'PY'
import re, sys
source, out, package, min_sdk, target_sdk, set_aside = sys.argv[1:]
text = open(source, encoding="utf-8").read()
if re.search(r"<manifest\b[^>]*\spackage=", text):
    sys.exit(f"{source}: the manifest sets package=; the namespace in build.gradle.kts gives it")
text, n = re.subn(r"<manifest\b", f'<manifest package="{package}"', text, count=1)
if n != 1:
    sys.exit(f"{source}: no <manifest> element")
if "<uses-sdk" in text:
    sys.exit(f"{source}: the manifest has <uses-sdk>; minSdk and targetSdk belong in build.gradle.kts")
# Added and removed within lines, so aapt2's line numbers are the source's.
uses_sdk = f'<uses-sdk android:minSdkVersion="{min_sdk}" android:targetSdkVersion="{target_sdk}" />'
text = re.sub(r"(<manifest\b[^>]*>)", lambda m: m.group(1) + uses_sdk, text, count=1)
refs = []
for name in set_aside.split():
    pattern = re.compile(r'[ \t]*android:' + name + r'="([^"]*)"')
    refs += [f"{name} {value}" for value in pattern.findall(text)]
    text = pattern.sub("", text)
open(out, "w", encoding="utf-8").write(text)
open(out + ".refs", "w", encoding="utf-8").write("".join(r + "\n" for r in refs))
PY
}

# check RES MANIFEST JAVA_DIR LOG: compile, link, and the set-aside attributes' values.
check() {
    local res="$1" manifest="$2" java="$3" log="$4" dir
    dir="$(mktemp -d "$work/check.XXXXXX")"
    : >"$log"
    prepare_manifest "$manifest" "$dir/AndroidManifest.xml" 2>>"$log" || return 1
    "$aapt2" compile --dir "$res" -o "$dir/res.zip" >>"$log" 2>&1 || return 1
    mkdir -p "$java"
    "$aapt2" link -I "$platform" --manifest "$dir/AndroidManifest.xml" --java "$java" \
        -o "$dir/app.apk" "$dir/res.zip" >>"$log" 2>&1 || return 1
    if grep -q 'warn' "$log"; then
        echo "error: aapt2 warned (a warning is an error here; see the lines above)" >>"$log"
        return 1
    fi
    local name value type entry r_java
    r_java="$java/${namespace//.//}/R.java"
    while read -r name value; do
        case "$value" in
            @*/*) type="${value#@}"; type="${type%%/*}"; entry="${value#*/}" ;;
            *) echo "error: android:$name=\"$value\" (set aside) is not a resource reference" >>"$log"; return 1 ;;
        esac
        if ! awk -v t="$type" -v e="$entry" '
            $0 ~ "public static final class " t " " { inside = 1; next }
            inside && /^    }/ { inside = 0 }
            inside && $0 ~ "int " e "=" { found = 1 }
            END { exit !found }' "$r_java"; then
            echo "error: android:$name (set aside for API $platform_api) names $value, which does not exist" >>"$log"
            return 1
        fi
    done <"$dir/AndroidManifest.xml.refs"
}

out="${java_out:-$work/java}"
rm -rf "$out"
if ! check "$app/src/main/res" "$app/src/main/AndroidManifest.xml" "$out" "$work/app.log"; then
    cat "$work/app.log" >&2
    fail "android/app/src/main: res/ and the manifest do not compile and link (errors above)"
fi
ids="$(grep -c 'public static final int ' "$out/${namespace//.//}/R.java")"

if [ "$self_test" = yes ]; then
    tested=0
    # broken NAME FILE OLD NEW EXPECTED: a copy of res/ and the manifest with the first
    # OLD in FILE (relative to src/main) replaced by NEW must fail with EXPECTED in the log.
    broken() {
        local name="$1" file="$2" old="$3" new="$4" expected="$5" copy="$work/broken-$1"
        mkdir -p "$copy"
        cp -R "$app/src/main/res" "$app/src/main/AndroidManifest.xml" "$copy/"
        python3 "$root/.ci/replace_once.py" "$copy/$file" "$old" "$new" ||
            fail "self-test ($name): cannot find \`$old\` in $file to break; update the self-test"
        if check "$copy/res" "$copy/AndroidManifest.xml" "$copy/java" "$copy.log"; then
            fail "self-test ($name): $file broken, yet it compiled and linked"
        fi
        if ! grep -qF -- "$expected" "$copy.log"; then
            cat "$copy.log" >&2
            fail "self-test ($name): failed, but without \`$expected\`"
        fi
        echo "self-test ($name): $(grep -F -- "$expected" "$copy.log" | head -n 1 | sed "s|$copy/||g; s|$work/check[^ ]*/||g")"
        tested=$((tested + 1))
    }
    broken nepali-only res/values-ne/strings.xml '</resources>' \
        '    <string name="only_in_nepali">केवल नेपालीमा</string>
</resources>' "string/only_in_nepali without required default value"
    broken dangling-string AndroidManifest.xml 'android:label="@string/app_name"' \
        'android:label="@string/app_title"' "resource string/app_title (aka $namespace:string/app_title) not found"
    broken malformed-plural res/values/strings.xml '<item quantity="one">' '<item quantity="single">' \
        "invalid value 'single' for attribute 'quantity'"
    broken missing-parent res/values/themes.xml 'parent="android:Theme.Material.Light.NoActionBar"' \
        'parent="android:Theme.Material.Light.NoActionBars"' \
        "resource android:style/Theme.Material.Light.NoActionBars not found"
    broken misspelt-attribute AndroidManifest.xml 'android:exported="true"' 'android:exportd="true"' \
        "attribute android:exportd not found"
    if [ -n "$set_aside" ]; then
        broken set-aside-dangling AndroidManifest.xml 'android:localeConfig="@xml/locales_config"' \
            'android:localeConfig="@xml/locale_config"' "names @xml/locale_config, which does not exist"
    fi
fi

where="Debian's aapt2 and framework-res.apk (API $platform_api; set aside:${set_aside:- nothing})"
[ "$platform" = "${platform%.apk}" ] && where="the SDK's aapt2 and android-$platform_api/android.jar"
echo "android resources: res/ and the manifest ($namespace, minSdk $min_sdk, targetSdk $target_sdk) compile and link with $where; R.java has $ids ids"
if [ "$self_test" = yes ]; then
    echo "android resources self-test: $tested broken copies fail as expected"
fi
