#!/usr/bin/env bash
# Compiles the Android app's platform layer, every file of android/app/src/main/kotlin,
# with kotlinc and the Compose compiler plugin, as the Gradle build would (issue 39):
# together with the shared code (android/app/src/shared/kotlin) and the UniFFI Kotlin made
# with bindings/uniffi-android.toml (the Android flavour that ships), against
#   - the R.java of .ci/link-android-resources.sh (res/ linked by aapt2),
#   - the Compose, lifecycle and coroutines jars the host tests use (.ci/compose), and
#   - declaration-only stand-ins for the Android and AndroidX APIs the app calls
#     (android/TypeCheck: Java for android.*, as android.jar is Java, so kotlinc sees
#     platform types, static members and getters as on a phone; Kotlin for androidx.*),
#     each Android declaration marked with the API level Android documents.
# Then Android lint's NewApi rule on the compiled classes (.ci/android_new_api.py): a use of
# an API above minSdk (build.gradle.kts) outside a Build.VERSION.SDK_INT check fails.
# Unless --no-self-test, broken copies of the platform layer must each fail: a misspelt
# shared-code call, a wrong argument type, an R id that does not exist, an API 33 call
# without its version check.
#
#   .ci/compile-android-app.sh [--no-self-test]
#
# Closing lines: `android/app/src/main: N Kotlin files compile ...` and, with the self-test,
# `android app compile self-test: K broken copies fail as expected`.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# shellcheck source=offline.sh
source "$root/.ci/offline.sh"

self_test=yes
case "${1:-}" in
    --no-self-test) self_test=no ;;
    "") ;;
    *) echo "usage: $0 [--no-self-test]" >&2; exit 2 ;;
esac

fail() {
    echo "compile-android-app: $*" >&2
    exit 1
}

# shellcheck source=compose/fetch.sh
source "$root/.ci/compose/fetch.sh" || fail "could not fetch the Kotlin/Compose toolchain"
command -v javac >/dev/null || fail "javac (a JDK 17) is needed for the Java stand-ins and R.java"

min_sdk="$(sed -n 's/^ *minSdk = \([0-9]*\)$/\1/p' android/app/build.gradle.kts)"
[ -n "$min_sdk" ] || fail "cannot read minSdk from android/app/build.gradle.kts"

target_dir="$(cargo metadata --format-version 1 --no-deps | sed -n 's/.*"target_directory":"\([^"]*\)".*/\1/p')"
[ -n "$target_dir" ] || fail "cannot find cargo's target directory"
work="$target_dir/android-app"
rm -rf "$work"
mkdir -p "$work"

# R.java from res/ and the manifest (that script's own self-test runs in ./.ci/test).
bash "$root/.ci/link-android-resources.sh" --no-self-test --java-out "$work/r-java" >&2 ||
    fail "res/ and the manifest do not link"

# The bindings as the Gradle build makes them (android = true), from the same host build.
cargo build --profile ci -p baghchal-ffi -p uniffi-bindgen >&2 || fail "cargo build failed"
"$target_dir/ci/uniffi-bindgen" generate --no-format --language kotlin \
    --config bindings/uniffi-android.toml --out-dir "$work/uniffi" "$target_dir/ci/libbaghchal_ffi.so" >&2 ||
    fail "uniffi-bindgen failed"

# The Java stand-ins and R.java first (javac), then the Kotlin stand-ins, the bindings and
# the shared code in one kotlinc run: the base every copy of the platform layer compiles against.
base="$work/base"
mkdir -p "$base"
find android/TypeCheck/java -name '*.java' >"$work/java-sources"
javac -nowarn -d "$base" -cp "$COMPOSE_CP" @"$work/java-sources" "$(find "$work/r-java" -name R.java)" ||
    fail "javac failed on android/TypeCheck/java or R.java"
echo "compile-android-app: compiling the stand-ins, the Android bindings and the shared code" >&2
"$KOTLINC" -nowarn -jvm-target 17 -Xplugin="$COMPOSE_PLUGIN" -cp "$base:$COMPOSE_CP" -d "$base" \
    android/TypeCheck/kotlin "$work/uniffi" android/app/src/shared/kotlin ||
    fail "kotlinc failed on the stand-ins, the bindings or the shared code"

# compile SOURCES OUT LOG: the platform layer against the base, then the NewApi check of it
# and of the bindings (the shared code runs on the host JVM too, so it has no Android calls).
compile() {
    local sources="$1" out="$2" log="$3"
    rm -rf "$out"
    mkdir -p "$out"
    "$KOTLINC" -jvm-target 17 -Xplugin="$COMPOSE_PLUGIN" -cp "$base:$COMPOSE_CP" -d "$out" \
        "$sources" >"$log" 2>&1 || return 1
    python3 "$root/.ci/android_new_api.py" --min-sdk "$min_sdk" --levels "$base" \
        --check "$out" --check "$base/uniffi" >>"$log" 2>&1
}

main_sources="$root/android/app/src/main/kotlin"
count="$(find "$main_sources" -name '*.kt' | wc -l)"
echo "compile-android-app: compiling android/app/src/main/kotlin" >&2
if ! compile "$main_sources" "$work/main" "$work/main.log"; then
    cat "$work/main.log" >&2
    fail "android/app/src/main/kotlin does not compile or calls an API above minSdk $min_sdk unchecked (above)"
fi
warnings="$(grep -c ': warning: ' "$work/main.log" || true)"
[ "$warnings" -eq 0 ] || grep ': warning: ' "$work/main.log"

if [ "$self_test" = yes ]; then
    tested=0
    # broken NAME FILE OLD NEW EXPECTED: a copy of main/kotlin with the first OLD in FILE
    # replaced by NEW must fail with EXPECTED on a line naming FILE.
    broken() {
        local name="$1" file="$2" old="$3" new="$4" expected="$5" copy="$work/broken-$1"
        mkdir -p "$copy"
        cp -R "$main_sources/." "$copy/"
        local path
        path="$(find "$copy" -name "$file")"
        python3 "$root/.ci/replace_once.py" "$path" "$old" "$new" ||
            fail "self-test ($name): cannot find \`$old\` in $file to break; update the self-test"
        if compile "$copy" "$copy.out" "$copy.log"; then
            fail "self-test ($name): $file broken, yet it compiled and passed the API check"
        fi
        if ! grep -F -- "$file:" "$copy.log" | grep -qF -- "$expected"; then
            cat "$copy.log" >&2
            fail "self-test ($name): failed, but without \`$expected\` in $file"
        fi
        echo "self-test ($name): $(grep -F -- "$file:" "$copy.log" | grep -F -- "$expected" | head -n 1 | sed "s|.*/broken-$name/||")"
        tested=$((tested + 1))
    }
    broken misspelt-shared-call MainActivity.kt 'controller.resume()' 'controller.resumee()' \
        "unresolved reference 'resumee'"
    broken wrong-argument-type TableViewModel.kt 'Language.NEPALI else Language.ENGLISH' '"ne" else "en"' \
        "but 'Language' was expected"
    broken missing-r-id DeviceFeedback.kt 'R.raw.piece_down' 'R.string.piece_down' \
        "unresolved reference 'piece_down'"
    broken api-33-unchecked AppLanguage.kt '        if (Build.VERSION.SDK_INT < 33) return null
' '' "android.app.LocaleManager.getApplicationLocales requires API level 33"
fi

echo "android/app/src/main: $count Kotlin files compile with the shared code and the Android bindings against R.java, Compose and the stand-ins in android/TypeCheck ($warnings warnings); no API above minSdk $min_sdk is used outside its SDK_INT check"
if [ "$self_test" = yes ]; then
    echo "android app compile self-test: $tested broken copies fail as expected"
fi
