#!/usr/bin/env bash
# The JSON Schemas: draft-07 (what the YAML language server in VS Code
# supports; no keyword of a later draft) with a stable $id and every key
# described, satisfied by every spec and test file in Specs/, rejecting
# misspelled keys, and agreeing with the decoder's key lists. Then the
# schemas of the JSON outputs: what the headerkit that .ci/run built prints
# for every bundled spec satisfies them, with no key they do not describe.
set -euo pipefail
source "$(dirname "$0")/../lib/python-deps.sh"
python3 scripts/check-schema.py
python3 scripts/check-output-schemas.py --headerkit .build/debug/headerkit
