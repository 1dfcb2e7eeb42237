#!/usr/bin/env bash
# Apple type-check on Linux: the check itself works (planted iOS 18 and iOS 26 APIs, a main-actor
# violation against UIKit and a SwiftUI iOS 18 modifier fail it; the same code written for
# iOS 16 passes), then everything an app links type-checks for every platform minimum
# Package.swift names, in Swift 6 mode (scripts/apple-typecheck-all; docs/development.md).
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/test-apple-typecheck.sh
scripts/apple-typecheck-all --headerkit .build/debug/headerkit
