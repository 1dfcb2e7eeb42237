#!/usr/bin/env bash
# Regenerates Sources/GeneratedHeaders: `headerkit generate` for every bundled
# spec. The benchmark compares these with hand-written code, and
# GeneratedHeaderTests holds them to the evaluator; CI fails when they are
# stale. Usage: scripts/generate-headers.sh [path to a built headerkit]
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
for spec in Specs/*.yaml; do
  case "$spec" in *.test.yaml | *.trace.yaml) continue ;; esac
  name=$(basename "$spec" .yaml)
  type=$(echo "$name" | awk -F- '{ for (i = 1; i <= NF; i++) printf "%s", toupper(substr($i, 1, 1)) substr($i, 2) }')Header
  "$headerkit" generate "$spec" --type-name "$type" -o "$out/$type.swift"
done
