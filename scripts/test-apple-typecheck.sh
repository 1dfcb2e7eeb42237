#!/usr/bin/env bash
# Tests of scripts/apple-typecheck with the project's stubs (scripts/apple-stubs): each small
# file below is planted with one mistake that Xcode reports and a Linux build does not, and the
# check must fail naming it, at the planted line; the same code written for the deployment
# target must pass.
#   - Array.span (iOS 26) and String(validating:as:) (iOS 18) from iOS 16: availability
#   - a UIView property set from a nonisolated function: Swift 6 main-actor isolation (UIKit's
#     classes are main-actor isolated in the stub, as NS_SWIFT_UI_ACTOR makes them)
#   - SwiftUI's onScrollPhaseChange (iOS 18) from iOS 16: a Swift stub's availability
#   - `import UIKit` for macOS: the stub exists for iOS only, as UIKit does
# Not part of `swift test`: the first run compiles the standard library for iOS and macOS
# (about a minute each); later runs take a few seconds. Run by .ci/steps/15-apple-typecheck.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

# typecheck NAME TARGET: checks $work/NAME.swift; its output goes to $work/NAME.log.
typecheck() {
  scripts/apple-typecheck --target "$2" --module "Planted" --stubs scripts/apple-stubs \
    "$work/$1.swift" >"$work/$1.log" 2>&1
}

# expect_error NAME TARGET MESSAGE: the check fails with MESSAGE at line 3 of NAME.swift.
expect_error() {
  if typecheck "$1" "$2"; then
    echo "FAIL $1 ($2): the check passed" >&2
    failures=$((failures + 1))
  elif ! grep -q "$1.swift:3:[0-9]*: error: $3" "$work/$1.log"; then
    cat "$work/$1.log" >&2
    echo "FAIL $1 ($2): no error '$3' at $1.swift:3" >&2
    failures=$((failures + 1))
  else
    echo "ok   $1 ($2): $3"
  fi
}

# expect_pass NAME TARGET: the check passes, silently.
expect_pass() {
  if typecheck "$1" "$2" && [ ! -s "$work/$1.log" ]; then
    echo "ok   $1 ($2): passes"
  else
    cat "$work/$1.log" >&2
    echo "FAIL $1 ($2): the check did not pass silently" >&2
    failures=$((failures + 1))
  fi
}

cat >"$work/span.swift" <<'SWIFT'
/// The number of slots, read through a span.
func slotCount(_ slots: [Double]) -> Int {
  slots.span.count
}
SWIFT
expect_error span arm64-apple-ios16.0 "'span' is only available in iOS 26.0 or newer"

cat >"$work/validating.swift" <<'SWIFT'
/// A name's text, if its bytes are UTF-8.
func name(_ bytes: ArraySlice<UInt8>) -> String? {
  String(validating: bytes, as: UTF8.self)
}
SWIFT
expect_error validating arm64-apple-ios16.0 \
  "'init(validating:as:)' is only available in iOS 18.0 or newer"

cat >"$work/clean.swift" <<'SWIFT'
/// The same two functions as iOS 16 allows them.
func slotCount(_ slots: [Double]) -> Int {
  slots.withUnsafeBufferPointer { $0.count }
}
func name(_ bytes: ArraySlice<UInt8>) -> String? {
  var text = ""
  let invalid = transcode(bytes.makeIterator(), from: UTF8.self, to: UTF32.self,
    stoppingOnError: true) { text.unicodeScalars.append(Unicode.Scalar($0)!) }
  return invalid ? nil : text
}
SWIFT
expect_pass clean arm64-apple-ios16.0
expect_pass clean arm64-apple-macosx13.0

cat >"$work/isolation.swift" <<'SWIFT'
import UIKit
nonisolated func fadeOut(_ view: UIView) {
  view.alpha = 0
}
SWIFT
expect_error isolation arm64-apple-ios16.0 \
  "main actor-isolated property 'alpha' can not be mutated from a nonisolated context"

cat >"$work/isolated.swift" <<'SWIFT'
import UIKit
@MainActor func fadeOut(_ view: UIView) {
  view.alpha = 0
}
SWIFT
expect_pass isolated arm64-apple-ios16.0

cat >"$work/swiftui.swift" <<'SWIFT'
import SwiftUI
func tracked(_ view: some View) -> some View {
  view.onScrollPhaseChange { _, _ in }
}
SWIFT
expect_error swiftui arm64-apple-ios16.0 \
  "'onScrollPhaseChange' is only available in iOS 18.0 or newer"

cat >"$work/uikit.swift" <<'SWIFT'
// UIKit is not a macOS framework.

import UIKit
SWIFT
expect_error uikit arm64-apple-macosx13.0 "no such module 'UIKit'"
expect_pass uikit arm64-apple-ios16.0

if [ $failures -gt 0 ]; then
  echo "test-apple-typecheck: $failures failed" >&2
  exit 1
fi
echo "test-apple-typecheck: passed"
