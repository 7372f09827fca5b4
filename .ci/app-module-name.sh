#!/usr/bin/env bash
# Prints the Swift module name Xcode gives the application target of an XcodeGen
# spec (default: ios/App/project.yml), so a check can compile code under it:
#   PRODUCT_MODULE_NAME if the target or the project sets it, else PRODUCT_NAME
#   (XcodeGen's default: the target's name) made a C99 extended identifier, which
#   is Xcode's default, $(PRODUCT_NAME:c99extidentifier): every character but a
#   letter, digit or underscore becomes `_`, and a leading digit gets a `_` before it.
# Only the plain forms of the spec are followed (settings flat or under `base`, on
# the target or the project). Where the name could come from somewhere else (config
# or group settings, xcconfig files, included specs, target templates, a setting
# that refers to another), it stops with an error rather than guess.
#
#   .ci/app-module-name.sh [project.yml]
set -euo pipefail
# Byte-wise character classes: the name rules below are ASCII ones.
export LC_ALL=C
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
spec="${1:-$root/ios/App/project.yml}"
[ -f "$spec" ] || { echo "app-module-name: no file $spec" >&2; exit 1; }

fail() {
    echo "app-module-name: $spec: $*" >&2
    exit 1
}

# The spec flattened to `path<TAB>value` lines, one per key (path parts joined by
# `/`, a list item counting as `-`). Enough YAML for a project spec: block mappings
# and lists, quoted or plain scalars, comments; block scalars (`|`, `>`) are skipped.
flatten() {
    awk '
    function indent_of(s) { match(s, /^ */); return RLENGTH }
    function strip(v) {
        if (v ~ /^"/) { sub(/^"/, "", v); sub(/".*$/, "", v); return v }
        if (substr(v, 1, 1) == q) { v = substr(v, 2); sub(q ".*$", "", v); return v }
        sub(/[ \t]+#.*$/, "", v); sub(/[ \t]+$/, "", v); return v
    }
    function path(   p, i) {
        p = ""
        for (i = 1; i <= depth; i++) p = p (i > 1 ? "/" : "") name[i]
        return p
    }
    function push(ind, key) {
        while (depth > 0 && level[depth] >= ind) depth--
        depth++; level[depth] = ind; name[depth] = key
    }
    {
        sub(/\r$/, "")
        ind = indent_of($0)
        if (block >= 0) { if ($0 ~ /^ *$/ || ind > block) next; block = -1 }
        if ($0 ~ /^ *(#.*)?$/ || $0 ~ /^(---|\.\.\.)/) next
        line = substr($0, ind + 1)
        # A list item: a level of its own, its content one step further in.
        while (line ~ /^- /) {
            push(ind, "-")
            line = substr(line, 3); ind += 2
            while (line ~ /^ /) { line = substr(line, 2); ind++ }
        }
        if (line == "-") { push(ind, "-"); next }
        if (match(line, "^(\"[^\"]*\"|" q "[^" q "]*" q "|[^ #\"" q "][^:#]*):( |$)")) {
            key = substr(line, 1, RLENGTH)
            value = substr(line, RLENGTH + 1)
            sub(/ $/, "", key); sub(/:$/, "", key)
            key = strip(key)
            sub(/^[ \t]+/, "", value)
            push(ind, key)
            if (value ~ /^[|>][-+0-9]*[ \t]*(#.*)?$/) { block = ind; value = "" }
            printf "%s\t%s\n", path(), strip(value)
        } else {
            # A scalar list item or a continuation line: no key to record.
            next
        }
    }
    BEGIN { depth = 0; block = -1 }
    ' q="'" "$spec"
}

flat="$(flatten)"
lookup() { printf '%s\n' "$flat" | awk -F '\t' -v p="$1" '$1 == p { print $2; found = 1 } END { exit !found }'; }
has() { printf '%s\n' "$flat" | awk -F '\t' -v p="$1" '$1 == p { found = 1 } END { exit !found }'; }

mapfile -t apps < <(printf '%s\n' "$flat" | awk -F '\t' '$1 ~ /^targets\/[^\/]+\/type$/ && $2 == "application" { split($1, p, "/"); print p[2] }')
[ "${#apps[@]}" -eq 1 ] || fail "expected one target of type application, found ${#apps[@]}"
key="${apps[0]}"
target="$key"
if has "targets/$key/name"; then target="$(lookup "targets/$key/name")"; fi

for part in include configFiles "targets/$key/configFiles" "targets/$key/templates" \
    settings/groups "targets/$key/settings/groups"; do
    if has "$part"; then fail "uses \`$part\`, which this check does not follow"; fi
done

# The one value of $1 for the app: the target's own, else the project's.
setting() {
    local name="$1" where found=""
    for where in "targets/$key/settings/base" "targets/$key/settings" settings/base settings; do
        if has "$where/$name"; then
            found="$(lookup "$where/$name")"
            break
        fi
    done
    # Anywhere else it would apply to the app too (configs) or might (anything not
    # under another target): refuse to guess.
    local elsewhere
    elsewhere="$(printf '%s\n' "$flat" | awk -F '\t' -v n="$name" -v k="$key" '
        { m = split($1, p, "/") }
        p[m] == n && !($1 == "targets/" k "/settings/base/" n || $1 == "targets/" k "/settings/" n ||
            $1 == "settings/base/" n || $1 == "settings/" n || (p[1] == "targets" && p[2] != k)) { print $1 }')"
    [ -z "$elsewhere" ] || fail "$name is set at $(printf '%s' "$elsewhere" | tr '\n' ' '), which this check does not follow"
    printf '%s' "$found"
}

# Build-setting references this check can resolve: the target's name only.
resolve() {
    local v="$1"
    v="${v//\$(TARGET_NAME)/$target}"
    v="${v//\$\{TARGET_NAME\}/$target}"
    case "$v" in *'$'*) fail "cannot resolve \`$1\`" ;; esac
    printf '%s' "$v"
}

c99_identifier() {
    local v="$1"
    case "$v" in *[![:ascii:]]*) fail "\`$v\` is not ASCII: set PRODUCT_MODULE_NAME explicitly" ;; esac
    v="${v//[^A-Za-z0-9_]/_}"
    case "$v" in [0-9]*) v="_$v" ;; esac
    printf '%s' "$v"
}

module="$(setting PRODUCT_MODULE_NAME)"
if [ -n "$module" ]; then
    module="$(resolve "$module")"
else
    product="$(setting PRODUCT_NAME)"
    module="$(c99_identifier "$(resolve "${product:-\$(TARGET_NAME)}")")"
fi
[[ "$module" =~ ^[A-Za-z_][A-Za-z0-9_]*$ ]] || fail "module name \`$module\` is not an identifier"
printf '%s\n' "$module"
