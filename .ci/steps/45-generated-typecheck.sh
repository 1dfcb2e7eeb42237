#!/usr/bin/env bash
# Generated Swift for the largest specs the limits allow type-checks within
# the bounds docs/limits.md states (GeneratedTypeCheckTests.theLargestSpecs:
# each under 90 s of CPU and 2 GB of address space; about a minute in all).
set -euo pipefail
HEADERKIT_TYPECHECK_LARGEST=1 swift test --skip-build --filter GeneratedTypeCheckTests
