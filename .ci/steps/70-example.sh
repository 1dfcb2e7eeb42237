#!/usr/bin/env bash
# The example app package (Examples/HeaderKitExample) builds from scratch with
# the HeaderKit plugin and passes its tests; its specs are the bundled ones,
# and its compiled tests (headerkit compile --tests) are the bundled specs';
# HeaderKitTesting's dependency closure is HeaderKitRuntime alone (no libyaml);
# a package whose spec has an error fails `swift build` with the error at its
# line, `PATH/broken.yaml:LINE:COL: error: MESSAGE [CODE]`; two specs that
# would make one type fail it too; and a test target the plugin compiles a
# spec's tests for reads them and passes.
#
# Both packages build in fresh scratch directories (nothing from the root
# package's .build is reused), as on a clean clone; each builds the
# `headerkit` tool for the plugin, with libyaml.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "70-example: the example's specs are the bundled ones (below their modeline)"
for copy in Examples/HeaderKitExample/Sources/HeaderKitExample/Specs/*.yaml; do
  original="Specs/$(basename "$copy")"
  if ! diff <(tail -n +2 "$copy") <(tail -n +2 "$original") >/dev/null; then
    echo "70-example: $copy differs from $original; copy it again" >&2
    exit 1
  fi
done

echo "70-example: the example's compiled tests are current"
for compiled in Examples/HeaderKitExample/Tests/HeaderKitExampleTests/CompiledTests/*.tests.json; do
  name=$(basename "$compiled" .tests.json)
  .build/debug/headerkit compile --tests "Specs/$name.yaml" -o "$work/$name.tests.json"
  if ! cmp -s "$work/$name.tests.json" "$compiled"; then
    echo "70-example: $compiled is stale; run: headerkit compile --tests Specs/$name.yaml -o $compiled" >&2
    exit 1
  fi
done

echo "70-example: HeaderKitTesting depends on HeaderKitRuntime alone"
swift package dump-package | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
def deps(name):
    return [d["byName"][0] for d in targets[name].get("dependencies", []) if "byName" in d]
closure, pending = set(), ["HeaderKitTesting"]
while pending:
    for dep in deps(pending.pop()):
        if dep not in closure:
            closure.add(dep)
            pending.append(dep)
if closure != {"HeaderKitRuntime"}:
    sys.exit(f"70-example: HeaderKitTesting depends on {sorted(closure)}, not HeaderKitRuntime alone")
'

echo "70-example: swift build and swift test in Examples/HeaderKitExample"
swift build --package-path Examples/HeaderKitExample --scratch-path "$work/example" \
  --build-tests 2>&1 | tee "$work/example-build.log"
if grep -E "warning:" "$work/example-build.log" | grep -v "/checkouts/"; then
  echo "70-example: the example's build has warnings" >&2
  exit 1
fi
swift test --package-path Examples/HeaderKitExample --scratch-path "$work/example" --skip-build

echo "70-example: a spec with an error fails the build at its line"
broken="$work/broken"
mkdir -p "$broken/Sources/App"
cat >"$broken/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Broken",
  dependencies: [.package(name: "HeaderKit", path: "$root")],
  targets: [
    .target(
      name: "App",
      dependencies: [.product(name: "HeaderKitRuntime", package: "HeaderKit")],
      plugins: [.plugin(name: "HeaderKitPlugin", package: "HeaderKit")]),
  ]
)
SWIFT
echo "public let ready = true" >"$broken/Sources/App/App.swift"
# Line 9, column 12: a name that does not exist.
cat >"$broken/Sources/App/broken.yaml" <<'YAML'
version: 1
name: broken
inputs:
  scroll: {}
params:
  height: 200
targets:
  image:
    alpha: hieght / 100
YAML
# The example's scratch directory already holds the plugin's tool, built
# from the same HeaderKit checkout: the throwaway package reuses it.
if swift build --package-path "$broken" --scratch-path "$work/example" \
  >"$work/broken.log" 2>&1; then
  cat "$work/broken.log"
  echo "70-example: the broken spec built" >&2
  exit 1
fi
expected="$broken/Sources/App/broken.yaml:9:12: error: unknown name 'hieght'; did you mean 'height'? [unknown-name]"
if ! grep -qxF "$expected" "$work/broken.log"; then
  cat "$work/broken.log"
  echo "70-example: the build did not report: $expected" >&2
  exit 1
fi

echo "70-example: two specs that make one type fail the build"
rm "$broken/Sources/App/broken.yaml"
cp Specs/fade-top-view.yaml "$broken/Sources/App/fade-top.yaml"
cp Specs/fade-top-view.yaml "$broken/Sources/App/fade_top.yaml"
if swift build --package-path "$broken" --scratch-path "$work/example" \
  >"$work/same-type.log" 2>&1; then
  cat "$work/same-type.log"
  echo "70-example: two specs making FadeTopHeader built" >&2
  exit 1
fi
if ! grep -q "both become 'FadeTopHeader'; rename one" "$work/same-type.log"; then
  cat "$work/same-type.log"
  echo "70-example: the build did not name the clash" >&2
  exit 1
fi
echo "70-example: the plugin compiles a spec's tests, which SpecTests reads and passes"
# A test target with a spec beside its sidecar, trace and golden timeline
# (Tests/Fixtures/testing/two-inputs: held inputs, events naming their input).
# The plugin generates TwoInputsHeader and compiles two-inputs.tests.json into
# the target's resources; the test reads that resource and checks the
# generated header and the graph against it; and the resource is, byte for
# byte, what `headerkit compile --tests` writes. (Last: in the shared scratch
# directory, a package built after this one's deliberately failed rebuild
# was reported built without being built.)
plugged="$work/plugged"
mkdir -p "$plugged/Tests/SpecsTests"
cat >"$plugged/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Plugged",
  dependencies: [.package(name: "HeaderKit", path: "$root")],
  targets: [
    .testTarget(
      name: "SpecsTests",
      dependencies: [
        .product(name: "HeaderKitRuntime", package: "HeaderKit"),
        .product(name: "HeaderKitTesting", package: "HeaderKit"),
      ],
      plugins: [.plugin(name: "HeaderKitPlugin", package: "HeaderKit")]),
  ]
)
SWIFT
cp Tests/Fixtures/testing/two-inputs.* "$plugged/Tests/SpecsTests/"
cat >"$plugged/Tests/SpecsTests/SpecsTests.swift" <<'SWIFT'
import HeaderKitRuntime
import HeaderKitTesting
import Testing

@Test func thePluginsCompiledTestsPass() throws {
  let tests = try SpecTests(resource: "two-inputs.tests", bundle: .module)
  #expect(tests.spec == "two-inputs.yaml")
  #expect(tests.cases.count == 4)
  #expect(tests.cases.contains { !$0.inputs.isEmpty })
  #expect(tests.golden != nil)
  for header in [TwoInputsHeader() as any ScrollDrivenHeader, HeaderEvaluator(graph: tests.graph)] {
    #expect(tests.failures(of: header) == [])
    tests.expectSpecTests(header)
    tests.expectGoldenTimeline(header)
  }
}
SWIFT
swift build --package-path "$plugged" --scratch-path "$work/example" --build-tests 2>&1 \
  | tee "$work/plugged-build.log"
# The trace is an input of the compiled tests, so SwiftPM counts it as handled.
if grep -F "unhandled" "$work/plugged-build.log"; then
  echo "70-example: SwiftPM left files of the plugged target unhandled" >&2
  exit 1
fi
swift test --package-path "$plugged" --scratch-path "$work/example" --skip-build
bundled=$(find "$work/example" -path "*SpecsTests.resources/two-inputs.tests.json" | head -n 1)
if [ -z "$bundled" ]; then
  echo "70-example: the plugin put no two-inputs.tests.json in the test target's resources" >&2
  exit 1
fi
.build/debug/headerkit compile --tests Tests/Fixtures/testing/two-inputs.yaml \
  -o "$work/two-inputs.tests.json"
if ! cmp "$bundled" "$work/two-inputs.tests.json"; then
  echo "70-example: the plugin's two-inputs.tests.json is not what compile --tests writes" >&2
  exit 1
fi
# Editing the trace alone recompiles the tests: its last event no longer
# matches the golden timeline's row, which fails the build there.
sed -i 's/- drag: 100 /- drag: 110 /' "$plugged/Tests/SpecsTests/two-inputs.trace.yaml"
if swift build --package-path "$plugged" --scratch-path "$work/example" --build-tests \
  >"$work/plugged-trace.log" 2>&1; then
  echo "70-example: editing the trace did not recompile the plugged target's tests" >&2
  exit 1
fi
if ! grep -q "two-inputs.timeline.txt:[0-9]*:1: error: .*\[golden-mismatch\]" "$work/plugged-trace.log"; then
  cat "$work/plugged-trace.log"
  echo "70-example: the build after editing the trace did not report the golden timeline" >&2
  exit 1
fi

echo "70-example: passed"
