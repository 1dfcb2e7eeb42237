#!/usr/bin/env bash
# Screenshots of every spec's preview page at three offsets, and a filmstrip
# and a plot of each, with headless Chromium.
#
#   scripts/screenshots.sh [OUTPUT_DIR]     (default: .build/screenshots)
#
# Needs a built headerkit (swift build) and chromium (apt-get install chromium).
# The offsets of each spec are below; the page takes them as ?at=OFFSET.
set -euo pipefail
cd "$(dirname "$0")/.."

out="${1:-.build/screenshots}"
headerkit="${HEADERKIT:-.build/debug/headerkit}"
chromium="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
[ -x "$headerkit" ] || { echo "no $headerkit: run 'swift build' first" >&2; exit 1; }
[ -n "$chromium" ] || { echo "chromium is not installed (apt-get install chromium)" >&2; exit 1; }
mkdir -p "$out"
out="$(cd "$out" && pwd)"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT

# Three offsets per spec: pulled down or resting, mid-way, scrolled away.
declare -A offsets=(
  [twitter-profile]="-60 40 130"
  [fade-top-view]="-200 -100 0"
  [pinterest-pager]="0 187.5 750"
  [tiki-home]="0 30 100"
)

shoot() {  # URL PNG WIDTH HEIGHT
  "$chromium" --headless --no-sandbox --disable-gpu --hide-scrollbars --no-first-run \
    --user-data-dir="$profile" --virtual-time-budget=2000 --window-size="$3,$4" \
    --screenshot="$2" "$1" >/dev/null 2>&1
}

# The width and height attributes of an SVG's root element.
svg_size() {
  head -c 400 "$1" | grep -o 'width="[0-9.]*" height="[0-9.]*"' | head -1 | grep -o '[0-9.]*' | cut -d. -f1
}

for spec in Specs/*.yaml; do
  name="$(basename "$spec" .yaml)"
  case "$name" in *.test|*.trace) continue ;; esac
  "$headerkit" preview "$spec" -o "$out/$name.html"
  for offset in ${offsets[$name]:-0 50 100}; do
    shoot "file://$out/$name.html?at=$offset" "$out/$name-at-$offset.png" 1100 760
    echo "$out/$name-at-$offset.png"
  done
  at="$(echo "${offsets[$name]:-0 50 100}" | tr ' ' ',')"
  "$headerkit" filmstrip "$spec" --at "$at" -o "$out/$name-filmstrip.svg"
  "$headerkit" plot "$spec" -o "$out/$name-plot.svg"
  for svg in "$out/$name-filmstrip.svg" "$out/$name-plot.svg"; do
    read -r width height < <(svg_size "$svg" | paste -sd' ')
    shoot "file://$svg" "${svg%.svg}.png" "$width" "$height"
    echo "${svg%.svg}.png"
  done
done
