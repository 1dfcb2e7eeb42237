#!/usr/bin/env bash
# Fuzzes HeaderKit for SECONDS (default 60) with libFuzzer and AddressSanitizer:
#   scripts/fuzz.sh [SECONDS] [extra libFuzzer flags...]
# Builds Fuzz/ (a separate package, so `swift build` and `swift test` never see
# it) into .build-fuzz, makes a seed corpus from Specs/, the tests' fixtures and
# the YAML test suite, and runs the fuzzer on all of it. A crash, a leak, an
# input slower than 1 s or one that needs more than 2 GB fails the run; the
# input is saved as .build-fuzz/artifacts/crash-* (or leak-*, timeout-*, oom-*).
# Reproduce one with:
#   HEADERKIT_FUZZ_SHOW=1 SWIFT_BACKTRACE=enable=no .build-fuzz/debug/headerkit-fuzz FILE
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
seconds=${1:-60}
shift || true
scratch="$root/.build-fuzz"

echo "== building the fuzz target"
swift build -c debug --package-path Fuzz --scratch-path "$scratch" \
  --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
binary="$scratch/debug/headerkit-fuzz"

# The seed corpus: every input prefixed with the byte of its mode (see
# Fuzz/Sources/HeaderKitFuzz/FuzzEntry.swift).
corpus="$scratch/corpus"
seeds="$scratch/seeds"
rm -rf "$seeds"
mkdir -p "$corpus" "$seeds" "$scratch/artifacts"
count=0
add() { # add MODE FILE
  count=$((count + 1))
  { printf "\\x$(printf %02x "$1")"; cat "$2"; } > "$seeds/seed-$count"
}
shopt -s nullglob globstar
# Tests/Fixtures holds the YAML test suite cases (yaml-test-suite/cases/*.yaml).
for file in Specs/*.yaml Fuzz/Seeds/*.yaml Tests/Fixtures/**/*.yaml Tests/Fixtures/**/*.yml; do
  case "$file" in
    *.trace.yaml) add 2 "$file" ;;
    *) add 0 "$file" ;;
  esac
done
for file in Tests/Fixtures/**/*.json; do add 3 "$file"; done
# Inputs that once failed, as libFuzzer saved them (mode byte included).
for file in Tests/Fixtures/fuzz-regressions/*.fuzz; do
  count=$((count + 1))
  cp "$file" "$seeds/seed-$count"
done
# Structure-aware seeds: each seed spec unchanged, and with a few edits.
specs=$(ls Specs/*.yaml Fuzz/Seeds/*.yaml | grep -v -e '\.trace\.' -e '\.test\.' | wc -l)
for ((index = 0; index < specs; index++)); do
  for edits in "" "\\x00\\x05\\x03" "\\x07\\x20\\x11" "\\x01\\x09\\x40\\x08\\x10\\x30" "\\x09\\x02\\x04"; do
    count=$((count + 1))
    printf "\\x01\\x$(printf %02x "$index")$edits" > "$seeds/seed-$count"
    count=$((count + 1))
    printf "\\x04\\x$(printf %02x "$index")$edits" > "$seeds/seed-$count"
  done
done
printf '\x05tabWidths=[64, 88, 72]' > "$seeds/text-1"
printf '\x05headerHeight=1e308' > "$seeds/text-2"
printf '\x05clamp(scroll / 0, -1e308, 1e308) + sum(tabWidths, 2)' > "$seeds/text-3"
echo "== $count seed inputs"

echo "== fuzzing for $seconds s"
export SWIFT_BACKTRACE=enable=no
export HEADERKIT_ROOT="$root"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
"$binary" "$corpus" "$seeds" \
  -max_total_time="$seconds" -timeout=1 -rss_limit_mb=2048 -max_len=8192 \
  -artifact_prefix="$scratch/artifacts/" -print_final_stats=1 "$@"
echo "== fuzzing found nothing"
