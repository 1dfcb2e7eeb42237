#!/usr/bin/env bash
# Every bundled spec is valid, with no warnings.
set -euo pipefail
.build/debug/headerkit validate --strict Specs/
