#!/usr/bin/env bash
# Every whole-spec example in docs/*.md validates (or fails with the codes it
# says it does), with the headerkit that .ci/run built.
set -euo pipefail
source "$(dirname "$0")/../lib/python-deps.sh"
python3 scripts/check-doc-examples.py --headerkit .build/debug/headerkit
