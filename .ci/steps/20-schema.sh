#!/usr/bin/env bash
# The JSON Schema: valid itself, satisfied by every spec in Specs/, rejects
# misspelled keys, and agrees with the decoder's key lists.
set -euo pipefail
source "$(dirname "$0")/../lib/python-deps.sh"
python3 scripts/check-schema.py
