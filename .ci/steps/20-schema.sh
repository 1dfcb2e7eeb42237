#!/usr/bin/env bash
# The JSON Schemas: draft-07 (what the YAML language server in VS Code
# supports; no keyword of a later draft) with a stable $id and every key
# described, satisfied by every spec and test file in Specs/, rejecting
# misspelled keys, and agreeing with the decoder's key lists.
set -euo pipefail
source "$(dirname "$0")/../lib/python-deps.sh"
python3 scripts/check-schema.py
