#!/usr/bin/env bash
# Regenerates what is generated from the specs and checked in:
# - Sources/GeneratedHeaders: `headerkit generate` of every bundled spec and of
#   Tests/Fixtures/generator (specs that exercise every construct the generator
#   writes, and a seeded sample of random specs). The benchmark compares the
#   bundled ones with hand-written code; GeneratedHeaderTests holds all of them
#   to the evaluator.
# - Tests/Fixtures/graphs: `headerkit compile` of every bundled spec, the JSON
#   graphs the runtime's own tests load (without libyaml).
# A test fails when any of them is stale. Usage: scripts/generate-headers.sh [path to a built headerkit]
set -euo pipefail
cd "$(dirname "$0")/.."
headerkit=${1:-}
if [[ -z "$headerkit" ]]; then
  swift build --product headerkit >/dev/null
  headerkit="$(swift build --show-bin-path)/headerkit"
fi
out=Sources/GeneratedHeaders
mkdir -p "$out"
rm -f "$out"/*.swift
for spec in Specs/*.yaml Tests/Fixtures/generator/*.yaml; do
  case "$spec" in *.test.yaml | *.trace.yaml) continue ;; esac
  # The struct is named after the spec: tiki-home gives TikiHomeHeader. The
  # coverage fixtures draw many lint warnings: shown only if generation fails.
  log=$(mktemp)
  if ! source=$("$headerkit" generate "$spec" 2>"$log"); then
    cat "$log" >&2
    exit 1
  fi
  rm -f "$log"
  type=$(echo "$source" | sed -n 's/^public struct \([A-Za-z0-9_]*\): GeneratedHeader {$/\1/p')
  printf '%s\n' "$source" > "$out/$type.swift"
done
graphs=Tests/Fixtures/graphs
mkdir -p "$graphs"
rm -f "$graphs"/*.json
for spec in Specs/*.yaml; do
  case "$spec" in *.test.yaml | *.trace.yaml) continue ;; esac
  name=$(basename "$spec" .yaml)
  "$headerkit" compile "$spec" -o "$graphs/$name.json" 2>/dev/null
done
