#!/usr/bin/env bash
# Regenerates Sources/GeneratedHeaders: `headerkit generate` for every bundled
# spec, and for Tests/Fixtures/generator (specs that exercise every construct
# the generator writes). The benchmark compares the bundled ones with
# hand-written code, and GeneratedHeaderTests holds all of them to the
# evaluator; a test fails when they are stale. Usage: scripts/generate-headers.sh [path to a built headerkit]
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
