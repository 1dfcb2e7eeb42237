#!/usr/bin/env bash
# Fuzz for 60 s (libFuzzer + AddressSanitizer): a crash, a leak, a NaN or
# infinite output, or an input slower than 1 s fails CI. See scripts/fuzz.sh.
set -euo pipefail
scripts/fuzz.sh 60
