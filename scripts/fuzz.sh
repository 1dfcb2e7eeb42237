#!/usr/bin/env bash
# Fuzzes HeaderKit for about SECONDS (default 60) in all, with libFuzzer and
# AddressSanitizer, optimised, one target per layer:
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]
#   HEADERKIT_FUZZ_TARGETS="runtime outputs" scripts/fuzz.sh 30   # some targets only
# Builds Fuzz/ (a separate package, so `swift build` and `swift test` never see
# it) into .build-fuzz, makes each target's seed corpus from Specs/, the tests'
# fixtures and Tests/Fixtures/fuzz-regressions, and runs each target for its
# share of the time (docs/development.md lists the targets), favouring fast
# inputs (-entropic_scale_per_exec_time). A crash, a leak,
# an input slower than the target's timeout or one that needs more than 2 GB
# fails the run; the input is saved as .build-fuzz/artifacts/TARGET/crash-*
# (or leak-*, timeout-*, oom-*). The summary gives each target's executions
# per second and the line that reproduces a failure:
#   HEADERKIT_FUZZ_TARGET=TARGET HEADERKIT_FUZZ_SHOW=1 SWIFT_BACKTRACE=enable=no \
#     .build-fuzz/release/headerkit-fuzz FILE
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${1:-60}
shift || true
scratch="${HEADERKIT_FUZZ_SCRATCH:-$root/.build-fuzz}"  # where it builds and keeps corpora

# Each target, its share of the time (in twentieths), its longest mutated
# input and the time one input may take: wall-clock seconds, generous
# because the machine is shared (an input that needs 0.3 s of CPU has taken
# 5 s there) and a graph within every limit may take seconds in this
# instrumented build. Inputs of any size up to the 1 MiB a spec may have are
# accepted; the mutators grow small inputs into large specs and graphs.
targets=(yaml spec expression compiler runtime generator outputs tests pipeline)
declare -A share=([yaml]=2 [spec]=2 [expression]=2 [compiler]=2 [runtime]=3 [generator]=2
  [outputs]=3 [tests]=2 [pipeline]=4)
declare -A max_len=([yaml]=4096 [spec]=2048 [expression]=256 [compiler]=2048 [runtime]=1024
  [generator]=1024 [outputs]=1024 [tests]=1024 [pipeline]=8192)
declare -A timeout=([yaml]=5 [spec]=5 [expression]=5 [compiler]=10 [runtime]=20 [generator]=20
  [outputs]=10 [tests]=20 [pipeline]=10)
read -r -a chosen <<< "${HEADERKIT_FUZZ_TARGETS:-${targets[*]}}"
for target in "${chosen[@]}"; do
  [[ -n "${share[$target]:-}" ]] || { echo "fuzz.sh: no target '$target' (${targets[*]})" >&2; exit 64; }
done

# SwiftPM names a path dependency after its directory: a checkout in a
# directory named `fuzz` clashes with the Fuzz/ package, so build a copy.
source_root="$root"
if [[ "$(basename "$root" | tr '[:upper:]' '[:lower:]')" == fuzz ]]; then
  source_root="$scratch/source/headerkit"
  rm -rf "$source_root" && mkdir -p "$source_root"
  tar -C "$root" --exclude='./.build*' --exclude=./.git -cf - . | tar -C "$source_root" -xf -
fi

# Optimised (-O) with the sanitizers: the release build runs each input some
# 5 to 20 times faster than a debug one, and ASan and the fuzzer's coverage
# see the same code. HEADERKIT_FUZZ_CONFIG=debug builds unoptimised instead.
config=${HEADERKIT_FUZZ_CONFIG:-release}
echo "== building the fuzz target ($config)"
swift build -c "$config" --package-path "$source_root/Fuzz" --scratch-path "$scratch" \
  --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
binary="$scratch/$config/headerkit-fuzz"

shopt -s nullglob globstar
specs=(Specs/*.yaml Fuzz/Seeds/*.yaml)
seed_specs=()
for file in "${specs[@]}"; do
  case "$file" in *.trace.yaml | *.test.yaml) ;; *) seed_specs+=("$file") ;; esac
done
yaml_files=("${specs[@]}" Tests/Fixtures/**/*.yaml Tests/Fixtures/**/*.yml)
graph_files=(Tests/Fixtures/**/*.json)
hex() { printf '\\x%02x' "$1"; }

# seeds TARGET DIR: the seed corpus of one target (see Fuzz/Sources/HeaderKitFuzz).
seeds() {
  local target=$1 dir=$2 file index edits kind
  put() { cat > "$(mktemp "$dir/seed-XXXXXXXX")"; }
  case $target in
    yaml)
      for file in "${yaml_files[@]}"; do put < "$file"; done ;;
    spec | compiler)
      for file in "${yaml_files[@]}"; do { printf '\x00'; cat "$file"; } | put; done
      for ((index = 0; index < ${#seed_specs[@]}; index++)); do
        for edits in "" "\\x00\\x05\\x03" "\\x0a\\x20\\x11" "\\x0b\\x09\\x04" "\\x09\\x02\\x04"; do
          printf "\\x01$(hex "$index")$edits" | put
        done
      done ;;
    expression)
      for file in "${seed_specs[@]}"; do
        # Values of the bundled specs that are expressions.
        sed -n 's/^ *[A-Za-z][A-Za-z0-9]*: \([^{[#]*[-+*/%<>=!&|(][^#]*\)$/\1/p' "$file"
      done | sort -u | head -300 | while IFS= read -r line; do printf '%s' "$line" | put; done
      printf 'clamp(scroll / 0, -1e308, 1e308) + sum(widths, 2)' | put
      printf 'if(bar > top && !(scroll <= 1e308), widths[1e9], -widths[-1]) %% 0' | put ;;
    runtime | generator)
      for file in "${graph_files[@]}"; do { printf '\x00'; cat "$file"; } | put; done
      for ((index = 0; index < 8; index++)); do
        printf "\\x01$(hex "$index")\\x00\\x01\\x03\\x00\\x02\\x02\\x00\\x03\\x07" | put
        printf "\\x01$(hex "$index")\\x01\\x00\\x05\\x03\\x01\\x04" | put
        # Shapes: every other one with a large dimension (byte 0 of 0xE0 or more).
        printf "\\x02$(hex $((index * 3 + 8 + (index % 2) * 0xe0)))$(hex $((index * 5 + 17)))\\x01\\x02\\x00\\x01\\x02\\x01\\x00\\x02\\x05\\x01\\x04\\x02\\x00\\x03\\x01" | put
        # A seed graph as it is (loaded once), a param set, and events.
        printf "\\x03$(hex "$index")$(hex $(((index * 17) & 255)))\\x01\\x03\\x02\\x00\\x03\\x07" | put
      done ;;
    outputs)
      # Each output of each seed as it is (compiled once) with a param set,
      # and of a few seeds with edits (compiled per input).
      for ((kind = 0; kind < 7; kind++)); do
        for ((index = 0; index < ${#seed_specs[@]}; index++)); do
          printf "$(hex "$kind")\\x03$(hex "$index")$(hex $(((index * 17 + kind) & 255)))" | put
        done
        for ((index = 0; index < 4; index++)); do
          printf "$(hex "$kind")\\x01$(hex "$index")\\x0a\\x20\\x11" | put
        done
      done
      for ((index = 0; index < 8; index++)); do
        printf "\\x07\\x01$(hex "$index")\\x00" | put
        printf "\\x07\\x03$(hex "$index")$(hex $(((index * 17) & 255)))" | put
      done ;;
    tests)
      # Each seed spec's compiled tests (compiled once, in the target), as
      # they are and with edits; the raw mode (first byte even) grows from
      # the mutations of these.
      for ((index = 0; index < 8; index++)); do
        for edits in "" "\\x01\\x00\\x05\\x03" "\\x02\\x0a\\x20\\x11\\x01\\x09\\x40" "\\x01\\x02\\x03\\xf8"; do
          printf "\\x01$(hex "$index")$edits" | put
        done
      done ;;
    pipeline)
      for file in "${yaml_files[@]}"; do
        case "$file" in
          *.trace.yaml) { printf '\x02'; cat "$file"; } | put ;;
          *) { printf '\x00'; cat "$file"; } | put ;;
        esac
      done
      for file in "${graph_files[@]}"; do { printf '\x03'; cat "$file"; } | put; done
      for ((index = 0; index < ${#seed_specs[@]}; index++)); do
        for edits in "" "\\x00\\x05\\x03" "\\x07\\x20\\x11" "\\x01\\x09\\x40\\x08\\x10\\x30" "\\x09\\x02\\x04"; do
          printf "\\x01$(hex "$index")$edits" | put
          printf "\\x04$(hex "$index")$edits" | put
        done
      done
      printf '\x05tabWidths=[64, 88, 72]' | put
      printf '\x05headerHeight=1e308' | put ;;
  esac
  # Inputs that once failed, as libFuzzer saved them: NAME.fuzz for the
  # pipeline, NAME.TARGET.fuzz for another target.
  for file in Tests/Fixtures/fuzz-regressions/*.fuzz; do
    local tag=${file%.fuzz}; tag=${tag##*/}; tag=${tag##*.}
    if [[ "$tag" == "$target" ]] || [[ $target == pipeline && -z "${share[$tag]:-}" ]]; then
      put < "$file"
    fi
  done
  find "$dir" -type f | wc -l
}

export SWIFT_BACKTRACE=enable=no
export HEADERKIT_ROOT="$root"
# Short allocation stacks and a small quarantine: most of a fast input's
# time went to recording 30-frame stacks of each allocation and to page
# faults (about 1.5 times fewer inputs a second). To see a heap error's full
# allocation stack, run the reproducer with ASAN_OPTIONS=detect_leaks=1.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:malloc_context_size=3:quarantine_size_mb=16}"
total=0
for target in "${chosen[@]}"; do total=$((total + share[$target])); done
failed=()
summary=()
for target in "${chosen[@]}"; do
  corpus="$scratch/corpus/$target" seeddir="$scratch/seeds/$target"
  artifacts="$scratch/artifacts/$target" log="$scratch/logs/$target.log"
  rm -rf "$seeddir" && mkdir -p "$corpus" "$seeddir" "$artifacts" "$scratch/logs"
  count=$(seeds "$target" "$seeddir")
  time=$(((seconds * share[$target] + total - 1) / total))
  echo "== $target: $count seeds, ${time} s"
  status=0
  # CPU seconds too: on a shared machine the wall-clock rate says more
  # about the other processes than about the target.
  HEADERKIT_FUZZ_TARGET=$target /usr/bin/time -f '%U %S' -o "$scratch/logs/$target.cpu" \
    "$binary" "$corpus" "$seeddir" \
    -max_total_time="$time" -timeout="${timeout[$target]}" -rss_limit_mb=2048 \
    -max_len="${max_len[$target]}" -entropic_scale_per_exec_time=1 \
    -artifact_prefix="$artifacts/" -print_final_stats=1 \
    "$@" > "$log" 2>&1 || status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  cpu_rate=$(awk -v runs="${runs:-0}" '{ cpu = $1 + $2 } END { printf "%d", (cpu > 0 ? runs / cpu : 0) }' \
    "$scratch/logs/$target.cpu" 2>/dev/null || echo '?')
  line=$(printf '%-10s %8s runs %6s exec/s %6s per CPU second' "$target" "${runs:-?}" \
    "${rate:-?}" "$cpu_rate")
  if ((status != 0)); then
    tail -40 "$log"
    artifact=$(sed -n 's/.*Test unit written to \(.*\)$/\1/p' "$log" | tail -1)
    line+="  FAILED (exit $status): reproduce with"
    line+=" HEADERKIT_FUZZ_TARGET=$target HEADERKIT_FUZZ_SHOW=1 SWIFT_BACKTRACE=enable=no"
    line+=" $binary ${artifact:-$artifacts/<input>}"
    failed+=("$target")
  fi
  echo "$line"
  summary+=("$line")
done

echo "== summary (logs in $scratch/logs)"
printf '%s\n' "${summary[@]}"
if ((${#failed[@]} > 0)); then
  echo "== fuzzing failed: ${failed[*]}"
  exit 1
fi
echo "== fuzzing found nothing"
