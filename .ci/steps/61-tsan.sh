#!/usr/bin/env bash
# The concurrency tests under ThreadSanitizer: one compiled graph evaluated on
# many threads at once, and concurrent loads of compiled graphs.
set -euo pipefail
SWIFT_BACKTRACE=enable=no swift test --sanitize=thread --scratch-path .build-tsan \
  --filter ConcurrencyTests
