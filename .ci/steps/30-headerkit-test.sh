#!/usr/bin/env bash
# Every bundled spec meets its expectations and matches its golden timeline.
set -euo pipefail
.build/debug/headerkit test Specs/
