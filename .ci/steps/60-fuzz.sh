#!/usr/bin/env bash
# Fuzz for 60 s in all (libFuzzer + AddressSanitizer), each layer's target for
# its share: a crash, a leak, a broken promise (a NaN or infinite output, a
# control character shown raw, …) or an input past its target's timeout fails
# CI. The summary gives each target's executions per second (wall clock)
# and runs per CPU second. See
# scripts/fuzz.sh and docs/development.md.
set -euo pipefail
scripts/fuzz.sh 60
