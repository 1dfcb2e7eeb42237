#!/usr/bin/env bash
# The preview page in a real browser: installs Node (the JavaScript evaluator is
# compared with Swift in Node) and Debian's Chromium when missing, then runs the
# visual tests with both required, so a missing tool fails instead of skipping.
set -euo pipefail

missing=()
command -v node >/dev/null 2>&1 || command -v nodejs >/dev/null 2>&1 || missing+=(nodejs)
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
if [ ${#missing[@]} -gt 0 ]; then
  echo "== installing ${missing[*]}"
  apt-get update -qq && apt-get install -y -qq "${missing[@]}"
fi

HEADERKIT_REQUIRE_BROWSER=1 swift test --filter HeaderKitVisualTests
