#!/usr/bin/env bash
# Regenerates what is generated from the specs and checked in:
# - Tests/GeneratedHeaders: `headerkit generate` of every bundled spec, of
#   Tests/Fixtures/generator (specs that exercise every construct the generator
#   writes, and a seeded sample of random specs) and of Tests/Fixtures/driver-matrix
#   (every driver kind over every property kind, DriverMatrixTests' generated
#   column), twice: with settable params (TYPE.swift, the default) and with
#   --freeze-params (FrozenTYPE.swift). GeneratedHeaderTests holds all of them to
#   the evaluator, before and after param changes (the benchmark, Benchmarks/,
#   generates its own with plugins).
# - Tests/Fixtures/graphs: `headerkit compile` of every bundled spec, the JSON
#   graphs the runtime's own tests load (without libyaml).
# A test fails when any of them is stale.
# Usage: scripts/generate-headers.sh [path to a built headerkit] [--swift-only DIR]
#   --swift-only DIR  writes only the Swift, into DIR (scripts/apple-typecheck-all checks it)
set -euo pipefail
cd "$(dirname "$0")/.."
headerkit="" out=Tests/GeneratedHeaders swift_only=false
while [[ $# -gt 0 ]]; do
  case "$1" in
    --swift-only) out="$2"; swift_only=true; shift 2 ;;
    *) headerkit="$1"; shift ;;
  esac
done
if [[ -z "$headerkit" ]]; then
  swift build --product headerkit >/dev/null
  headerkit="$(swift build --show-bin-path)/headerkit"
fi
mkdir -p "$out"
rm -f "$out"/*.swift
for spec in Specs/*.yaml Tests/Fixtures/generator/*.yaml Tests/Fixtures/driver-matrix/*.yaml; do
  case "$spec" in *.test.yaml | *.trace.yaml) continue ;; esac
  # The struct is named after the spec: tiki-home gives TikiHomeHeader. The
  # coverage fixtures draw many lint warnings: shown only if generation fails.
  log=$(mktemp)
  if ! source=$("$headerkit" generate "$spec" 2>"$log") ||
    ! type=$(echo "$source" | sed -n 's/^public struct \([A-Za-z0-9_]*\): GeneratedHeader {$/\1/p') ||
    ! frozen=$("$headerkit" generate "$spec" --freeze-params --type-name "Frozen$type" 2>"$log"); then
    cat "$log" >&2
    exit 1
  fi
  rm -f "$log"
  printf '%s\n' "$source" > "$out/$type.swift"
  printf '%s\n' "$frozen" > "$out/Frozen$type.swift"
done
$swift_only && exit 0
graphs=Tests/Fixtures/graphs
mkdir -p "$graphs"
rm -f "$graphs"/*.json
for spec in Specs/*.yaml; do
  case "$spec" in *.test.yaml | *.trace.yaml) continue ;; esac
  name=$(basename "$spec" .yaml)
  "$headerkit" compile "$spec" -o "$graphs/$name.json" 2>/dev/null
done
