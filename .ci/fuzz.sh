#!/usr/bin/env bash
# Coverage-guided fuzzing on stable Rust: .ci/fuzz.sh [SECONDS] [TARGET...]
#
# Builds the libFuzzer targets of fuzz/ with SanitizerCoverage turned on through
# stable rustc flags (cargo fuzz itself needs nightly), writes each target's seed
# corpus from real games and the G = 1 table, and runs each target for SECONDS
# (default 30). Fails on any crash, hang or refused assertion (the input is kept
# in fuzz/artifacts/TARGET/) and when the build shows no coverage counters, so a
# broken flag set cannot pass as a quiet fuzzer. New inputs collect in
# fuzz/corpus/TARGET/ (git-ignored) and are reused by the next run.
#
# Targets: notation record protocol table ffi book layer gametext history explain (all when none is named).
# BAGHCHAL_FUZZ_PLAIN=1 builds without instrumentation, to see the check fail;
# BAGHCHAL_FUZZ_ARGS adds libFuzzer flags (e.g. "-jobs=2 -max_len=8192").
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
# shellcheck source=offline.sh
source "$root/.ci/offline.sh"

all=(notation record protocol table ffi book layer gametext history explain)
seconds="${1:-30}"
[ $# -gt 0 ] && shift
case "$seconds" in
'' | *[!0-9]*) echo "usage: .ci/fuzz.sh [SECONDS] [TARGET...]; targets: ${all[*]}" >&2 && exit 2 ;;
esac
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")
for t in "${targets[@]}"; do
    case " ${all[*]} " in *" $t "*) ;; *) echo "unknown fuzz target '$t'; targets: ${all[*]}" >&2 && exit 2 ;; esac
done

# The flags cargo fuzz passes, less the nightly-only ones (-Zsanitizer: no
# AddressSanitizer on stable). Safe Rust needs no ASan for memory errors; the
# fuzzers find panics, failed checks, hangs and overflows (debug assertions).
flags=(
    -Cpasses=sancov-module
    -Cllvm-args=-sanitizer-coverage-level=4
    -Cllvm-args=-sanitizer-coverage-inline-8bit-counters
    -Cllvm-args=-sanitizer-coverage-pc-table
    -Cllvm-args=-sanitizer-coverage-trace-compares
    -Cllvm-args=-sanitizer-coverage-stack-depth
    -Cllvm-args=-simplifycfg-branch-fold-threshold=0
    --cfg fuzzing
    -Cdebug-assertions
    -Coverflow-checks
    -Ccodegen-units=1
)
target_dir="$root/target/fuzz"
if [ "${BAGHCHAL_FUZZ_PLAIN:-0}" = 1 ]; then
    flags=(--cfg fuzzing -Cdebug-assertions -Coverflow-checks)
    target_dir="$root/target/fuzz-plain"
fi
# --target keeps these flags off build scripts and proc macros (they run on the
# host without libFuzzer); the own target dir keeps them off the normal build.
triple="$(rustc -vV | sed -n 's/^host: //p')"
echo "==> building fuzz targets (${targets[*]}) into ${target_dir#"$root"/}" >&2
RUSTFLAGS="${flags[*]}" nice cargo build --manifest-path fuzz/Cargo.toml --release \
    --target "$triple" --target-dir "$target_dir" --bins
bin="$target_dir/$triple/release"

# Bytes of the files under a directory.
bytes_in() { find "$1" -type f -printf '%s\n' | awk '{ n += $1 } END { print n + 0 }'; }

read -ra extra <<<"${BAGHCHAL_FUZZ_ARGS:-}"
failed=()
for t in "${targets[@]}"; do
    seeds="$target_dir/seeds/$t"
    corpus="$root/fuzz/corpus/$t"
    artifacts="$root/fuzz/artifacts/$t"
    log="$target_dir/logs/$t.log"
    rm -rf "$seeds"
    mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
    BAGHCHAL_FUZZ_SEEDS="$seeds" "$bin/$t"
    seed_bytes="$(bytes_in "$seeds")"
    if [ "$seed_bytes" -ge 1000000 ]; then
        echo "!! $t: the seed corpus is $seed_bytes bytes; keep it under 1 MB" >&2
        failed+=("$t(seeds)")
        continue
    fi
    dict=()
    [ -f "fuzz/dict/$t.dict" ] && dict=("-dict=fuzz/dict/$t.dict")
    echo "==> fuzzing $t for ${seconds}s (seeds: $(find "$seeds" -type f | wc -l) files, $seed_bytes bytes)" >&2
    # The targets write their table files under the temp dir: one per run, removed after.
    scratch="$target_dir/tmp/$t-$$"
    mkdir -p "$scratch"
    status=0
    TMPDIR="$scratch" "$bin/$t" "$corpus" "$seeds" "${dict[@]}" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -artifact_prefix="$artifacts/" -print_final_stats=1 \
        "${extra[@]}" >"$log" 2>&1 || status=$?
    rm -rf "$scratch"

    # An uninstrumented build prints no counters and no cov: (hence the || true).
    counters="$(sed -n 's/.*Loaded [0-9]* modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' "$log" | head -1)"
    inited="$( (grep -m1 'INITED' "$log" || true) | sed -n 's/.*cov: \([0-9]*\) ft: \([0-9]*\).*/cov \1, ft \2/p')"
    last="$( (grep -E '(NEW|REDUCE|pulse|DONE|INITED).*cov: ' "$log" || true) | tail -1)"
    cov="$(sed -n 's/.*cov: \([0-9]*\) ft: .*/\1/p' <<<"$last")"
    ft="$(sed -n 's/.*ft: \([0-9]*\) .*/\1/p' <<<"$last")"
    execs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")"
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log")"
    files="$(find "$corpus" -type f | wc -l)"
    bytes="$(bytes_in "$corpus")"
    echo "    $t: start ${inited:-?}; end cov ${cov:-?}, ft ${ft:-?}; ${execs:-?} runs, ${rate:-?}/s; corpus $files files, $bytes bytes; log ${log#"$root"/}" >&2

    if [ "$status" -ne 0 ]; then
        echo "!! $t FAILED (exit $status): the failing input is in ${artifacts#"$root"/}/" >&2
        grep -E -A12 'panicked at|ERROR: libFuzzer|SUMMARY' "$log" | head -40 >&2 || true
        unit="$(sed -n 's/.*Test unit written to //p' "$log" | tail -1)"
        echo "   reproduce: ${bin#"$root"/}/$t ${unit:-<artifact>}" >&2
        failed+=("$t")
    elif [ -z "$counters" ] || [ "$counters" -eq 0 ] || [ -z "$cov" ] || [ "$cov" -eq 0 ]; then
        echo "!! $t: no coverage counters (cov ${cov:-none}, counters ${counters:-none}): the build is not instrumented" >&2
        failed+=("$t(uninstrumented)")
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "!! fuzzing failed: ${failed[*]}" >&2
    exit 1
fi
echo "==> fuzzing passed: ${targets[*]}" >&2
