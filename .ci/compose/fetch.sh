#!/usr/bin/env bash
# Fetches what the host-JVM Compose checks need (issue 5): kotlinc, the Compose Multiplatform
# desktop jars listed in pom.xml (Maven Central only), the Compose compiler plugin and a
# Devanagari font. Idempotent and cached under .cache/, so a second run takes well under a second.
#
# Run it:    eval "$(.ci/compose/fetch.sh)"     (prints KEY='value' lines on stdout)
# Source it: source .ci/compose/fetch.sh        (exports the same variables)
#
# Exports:
#   KOTLIN_HOME, KOTLINC   kotlinc 2.2.21 from npm (kotlin-compiler carries the full compiler)
#   COMPOSE_PLUGIN         Compose compiler plugin jar, for kotlinc -Xplugin= (not a runtime jar)
#   COMPOSE_CP             runtime/test classpath: Compose desktop, Material3, skiko, JNA, JUnit
#   COMPOSE_JAVA_OPTS      JVM flags for rendering without a display
#   DEVANAGARI_FONT        Noto Sans Devanagari TTF (fontconfig also finds it as a fallback)
# Compile:  "$KOTLINC" -jvm-target 17 -Xplugin="$COMPOSE_PLUGIN" -cp "$COMPOSE_CP" -d out src/
# Run:      java $COMPOSE_JAVA_OPTS -cp "out:$COMPOSE_CP" MainKt

compose_fetch() {
    local here repo cache
    here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)" || return 1
    repo="$(cd "$here/../.." && pwd)" || return 1
    cache="$repo/.cache"
    mkdir -p "$cache" || return 1

    local kotlin_version=2.2.21
    local font=/usr/share/fonts/truetype/noto/NotoSansDevanagari-Regular.ttf
    local kotlin_home="$cache/kotlinc/node_modules/kotlin-compiler"
    local jars="$cache/compose-jars"
    local plugin_dir="$cache/compose-plugin"
    # The marker carries the pom's hash so editing a version refetches.
    local stamp
    stamp="$(sha256sum "$here/pom.xml" | cut -c1-16)" || return 1
    local marker="$jars/.fetched-$stamp"

    # Several helpers share one working tree: serialise downloads so none sees half a cache.
    (
        flock 9 || exit 1

        if ! grep -qs "^$kotlin_version-" "$kotlin_home/build.txt"; then
            echo "compose/fetch: installing kotlinc $kotlin_version from npm" >&2
            npm install --prefix "$cache/kotlinc" --no-audit --no-fund --no-save --silent \
                "kotlin-compiler@$kotlin_version" >&2 || exit 1
            grep -qs "^$kotlin_version-" "$kotlin_home/build.txt" || {
                echo "compose/fetch: kotlinc $kotlin_version missing after npm install" >&2
                exit 1
            }
        fi

        if [[ ! -e "$marker" ]]; then
            echo "compose/fetch: copying Compose jars from Maven Central" >&2
            local dep=org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy-dependencies
            rm -rf "$jars.tmp" "$plugin_dir.tmp"
            mvn -q -B -f "$here/pom.xml" "$dep" -DincludeScope=runtime \
                -DoutputDirectory="$jars.tmp" >&2 || exit 1
            mvn -q -B -f "$here/pom.xml" "$dep" -DincludeScope=provided \
                -DoutputDirectory="$plugin_dir.tmp" >&2 || exit 1
            rm -rf "$jars" "$plugin_dir"
            mv "$jars.tmp" "$jars" && mv "$plugin_dir.tmp" "$plugin_dir" || exit 1
            touch "$marker"
        fi

        if [[ ! -f "$font" ]]; then
            if [[ "$(id -u)" != 0 ]]; then
                echo "compose/fetch: $font missing; install fonts-noto-core (needs root)" >&2
                exit 1
            fi
            echo "compose/fetch: installing fonts-noto-core (Noto Sans Devanagari)" >&2
            export DEBIAN_FRONTEND=noninteractive
            apt-get update -qq >&2 || exit 1
            apt-get install -y -qq --no-install-recommends fonts-noto-core fontconfig >&2 || exit 1
            [[ -f "$font" ]] || { echo "compose/fetch: $font still missing" >&2; exit 1; }
        fi
    ) 9>"$cache/.compose-fetch.lock" || return 1

    local plugins=("$plugin_dir"/kotlin-compose-compiler-plugin-*.jar)
    [[ -f "${plugins[0]}" ]] || { echo "compose/fetch: no compose compiler plugin jar" >&2; return 1; }

    export KOTLIN_HOME="$kotlin_home"
    export KOTLINC="$kotlin_home/bin/kotlinc"
    export COMPOSE_PLUGIN="${plugins[0]}"
    # Glob order is sorted, so the classpath is the same on every machine.
    local cp=("$jars"/*.jar)
    [[ -f "${cp[0]}" ]] || { echo "compose/fetch: no jars in $jars" >&2; return 1; }
    COMPOSE_CP="$(IFS=:; echo "${cp[*]}")"
    export COMPOSE_CP
    # Skiko unpacks its native library on first use; keep that inside the cache, not in $HOME.
    export COMPOSE_JAVA_OPTS="-Djava.awt.headless=true -Dskiko.data.path=$cache/skiko"
    export DEVANAGARI_FONT="$font"
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
    set -euo pipefail
    compose_fetch
    for var in KOTLIN_HOME KOTLINC COMPOSE_PLUGIN COMPOSE_CP COMPOSE_JAVA_OPTS DEVANAGARI_FONT; do
        printf "%s='%s'\n" "$var" "${!var}"
    done
else
    compose_fetch
fi
