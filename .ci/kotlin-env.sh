#!/usr/bin/env bash
# Source this file: it makes sure a Kotlin compiler and the jars the Kotlin
# binding tests need are cached under .cache/, then exports
#   KOTLINC   path to the kotlinc launcher
#   JNA_JAR   path to the JNA jar (the generated UniFFI Kotlin loads the library through JNA)
# Idempotent: a second run finds everything cached and downloads nothing.

KOTLIN_VERSION=2.2.21
JNA_VERSION=5.17.0

_kenv_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
_kenv_cache="$_kenv_root/.cache"
_kenv_kotlin_dir="$_kenv_cache/kotlinc"
_kenv_jars="$_kenv_cache/jars"

_kenv_fail() {
    echo "kotlin-env: $*" >&2
    return 1
}

_kenv_install_kotlinc() {
    local launcher="$_kenv_kotlin_dir/node_modules/kotlin-compiler/bin/kotlinc"
    if [ -x "$launcher" ] && "$launcher" -version 2>&1 | grep -q "$KOTLIN_VERSION"; then
        return 0
    fi
    command -v npm >/dev/null || { _kenv_fail "npm is needed to fetch kotlin-compiler@$KOTLIN_VERSION"; return 1; }
    echo "kotlin-env: installing kotlin-compiler@$KOTLIN_VERSION into $_kenv_kotlin_dir" >&2
    mkdir -p "$_kenv_kotlin_dir"
    # --prefix keeps it out of any global node_modules; no package.json needed.
    npm install --silent --no-audit --no-fund --prefix "$_kenv_kotlin_dir" \
        "kotlin-compiler@$KOTLIN_VERSION" >&2 || { _kenv_fail "npm install failed"; return 1; }
    chmod +x "$_kenv_kotlin_dir"/node_modules/kotlin-compiler/bin/* 2>/dev/null || true
    [ -x "$launcher" ] || { _kenv_fail "kotlinc not found after install"; return 1; }
}

# Copies one artifact from Maven Central (through the local ~/.m2 cache) into .cache/jars.
_kenv_fetch_jar() {
    local group="$1" artifact="$2" version="$3"
    local jar="$_kenv_jars/$artifact-$version.jar"
    [ -s "$jar" ] && return 0
    command -v mvn >/dev/null || { _kenv_fail "mvn is needed to fetch $artifact"; return 1; }
    echo "kotlin-env: fetching $group:$artifact:$version" >&2
    mkdir -p "$_kenv_jars"
    # Maven's log goes to a file (it prints colour codes even in batch mode) and is shown on failure.
    local log="$_kenv_jars/mvn-$artifact.log"
    if ! mvn -q -B org.apache.maven.plugins:maven-dependency-plugin:3.6.1:copy \
        -Dartifact="$group:$artifact:$version:jar" \
        -DoutputDirectory="$_kenv_jars" -Dmdep.overWriteIfNewer=true >"$log" 2>&1; then
        cat "$log" >&2
        _kenv_fail "could not fetch $group:$artifact:$version"
        return 1
    fi
    [ -s "$jar" ] || { _kenv_fail "$jar missing after fetch"; return 1; }
}

_kenv_main() {
    _kenv_install_kotlinc || return 1
    _kenv_fetch_jar net.java.dev.jna jna "$JNA_VERSION" || return 1
    KOTLINC="$_kenv_kotlin_dir/node_modules/kotlin-compiler/bin/kotlinc"
    JNA_JAR="$_kenv_jars/jna-$JNA_VERSION.jar"
    export KOTLINC JNA_JAR
}

_kenv_main
