#!/usr/bin/env bash
# Every key of the bundled specs, tests, traces, fixtures and docs' YAML
# reads the same under YAML 1.1 (PyYAML, yamllint, Go's yaml.v2) as HeaderKit
# reads it: no `on:` that such tools read as `true:`. The self-test first
# shows the check finds the keys it should.
set -euo pipefail
source "$(dirname "$0")/../lib/python-deps.sh"
python3 scripts/check-yaml11-keys.py --self-test
python3 scripts/check-yaml11-keys.py
