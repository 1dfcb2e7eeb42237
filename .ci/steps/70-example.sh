#!/usr/bin/env bash
# The app layout the README documents, built and tested as an app would:
#
# - the example package (Examples/HeaderKitExample) holds the bundled specs
#   with their sidecars, golden timelines and traces, and nothing compiled;
#   HeaderKitTesting's dependency closure is HeaderKitRuntime alone;
# - the example builds from scratch with no warning and no unhandled file and
#   passes its tests; no sidecar, trace or golden timeline is among the build's
#   products; the test target's bundle holds exactly the plugin's tests files,
#   byte for byte what `headerkit compile --tests` writes; the app target has
#   no bundle;
# - a package written from the README's manifest and test snippets has the
#   example's layout, builds and passes its tests; a value changed in its spec
#   fails the header tests until the golden timeline is re-recorded; a trace
#   edited fails the test target's build at the golden timeline; a broken
#   sidecar fails the test target's build, not `swift build --target App`; a
#   spec with an error fails the build at its line; the plugin refuses two
#   specs making one type, types differing only in case, a name over its limit
#   and a copy of the app's spec in the test target;
# - the example's Xcode Cloud script is valid shell and asks `brew` and
#   `defaults` for what docs/app.md says.
#
# Both packages build in one fresh scratch directory (nothing from the root
# package's .build is reused), as on a clean clone, which builds the
# `headerkit-build` tool for the plugin, with libyaml (the bundle is compared
# with what `headerkit compile --tests` writes, which that tool matches byte
# for byte). The example's builds all succeed and come first: in a shared
# scratch directory, a package built after another's deliberately failed build
# was once reported built without being built.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
headerkit=$root/.build/debug/headerkit
example=Examples/HeaderKitExample
specs=$example/Sources/HeaderKitExample/Specs
scratch=$work/scratch

fail() {
  echo "70-example: $*" >&2
  exit 1
}

# Fails unless the log has a line matching the extended regular expression.
expect_line() {
  local log=$1 pattern=$2
  if ! grep -qE -- "$pattern" "$log"; then
    cat "$log"
    fail "$(basename "$log") has no line matching: $pattern"
  fi
}

echo "70-example: the example's specs and their test files are the bundled ones"
for copy in "$specs"/*; do
  original="Specs/$(basename "$copy")"
  [ -f "$original" ] || fail "$copy is no bundled file"
  # Below a YAML modeline, which points at the published schema in the example.
  if ! diff <(sed '1{/^# yaml-language-server:/d}' "$copy") \
    <(sed '1{/^# yaml-language-server:/d}' "$original") >/dev/null; then
    fail "$copy differs from $original; copy it again"
  fi
done
for spec in "$specs"/*.yaml; do
  case "$spec" in *.test.yaml | *.trace.yaml) continue ;; esac
  name=$(basename "$spec" .yaml)
  for file in "$name.test.yaml" "$name.timeline.txt"; do
    [ -f "$specs/$file" ] || fail "$specs/$file is missing: the example tests every spec"
  done
done
if find "$example" -path "$example/.build" -prune -o \( -name "*.tests.json" -o -name CompiledTests \) \
  -print | grep .; then
  fail "compiled tests are checked in; the plugin compiles them from the specs"
fi

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

echo "70-example: swift build and swift test in $example"
swift build --package-path "$example" --scratch-path "$scratch" --build-tests 2>&1 \
  | tee "$work/example-build.log"
if grep -E "warning:" "$work/example-build.log" | grep -v "/checkouts/"; then
  fail "the example's build has warnings"
fi
swift test --package-path "$example" --scratch-path "$scratch" --skip-build

echo "70-example: no test file reaches a bundle; the test target's holds the compiled tests"
products=$(find "$scratch" -maxdepth 2 -type d -name debug | head -n 1)
if find "$products" -name "*.test.y*ml" -o -name "*.trace.y*ml" -o -name "*.timeline.txt" | grep .; then
  fail "a sidecar, trace or golden timeline is among the build's products"
fi
if find "$products" -maxdepth 1 -name "HeaderKitExample_HeaderKitExample.*" | grep .; then
  fail "the app target has a resource bundle"
fi
bundle=$(find "$products" -maxdepth 1 -name "HeaderKitExample_HeaderKitExampleTests.*" | head -n 1)
[ -n "$bundle" ] || fail "the test target has no resource bundle"
(cd "$bundle" && find . -type f | sort) >"$work/bundle.txt"
printf '%s\n' ./tiki-home.tests.json ./twitter-profile.tests.json >"$work/bundle-expected.txt"
if ! diff "$work/bundle-expected.txt" "$work/bundle.txt"; then
  fail "the test target's bundle holds other files than the two compiled tests"
fi
for name in tiki-home twitter-profile; do
  "$headerkit" compile --tests "$specs/$name.yaml" -o "$work/$name.tests.json"
  cmp "$bundle/$name.tests.json" "$work/$name.tests.json" \
    || fail "the plugin's $name.tests.json is not what compile --tests writes"
done

echo "70-example: a package written from the README's snippets"
readme=$work/readme
mkdir -p "$readme/Sources/App" "$readme/Tests/AppTests"
python3 - "$root" "$readme" <<'PY'
import re, sys

root, package = sys.argv[1], sys.argv[2]
readme = open(f"{root}/README.md", encoding="utf-8").read()
blocks = re.findall(r"^```swift\n(.*?)^```", readme, re.S | re.M)
manifests = [b for b in blocks if ".testTarget(" in b and "HeaderKitPlugin" in b]
tests = [b for b in blocks if "SpecTests(resource:" in b]
if len(manifests) != 1 or len(tests) != 1:
    sys.exit(f"70-example: README has {len(manifests)} app manifests and {len(tests)} SpecTests snippets, not one each")
url = '.package(url: "https://github.com/headerkit/HeaderKit", from: "0.1.0")'
if url not in manifests[0]:
    sys.exit("70-example: the README's manifest does not depend on HeaderKit by its URL")
body = manifests[0].replace(url, f'.package(name: "HeaderKit", path: "{root}")')
with open(f"{package}/Package.swift", "w", encoding="utf-8") as out:
    out.write("// swift-tools-version: 6.0\nimport PackageDescription\n\n")
    out.write('let package = Package(\n  name: "App",\n  platforms: [.macOS(.v13), .iOS(.v16)],\n')
    out.write(body + ")\n")
with open(f"{package}/Tests/AppTests/ProfileTests.swift", "w", encoding="utf-8") as out:
    out.write(tests[0])
PY
echo "// The app's own code." >"$readme/Sources/App/App.swift"
cp Specs/twitter-profile.yaml Specs/twitter-profile.test.yaml Specs/twitter-profile.timeline.txt \
  "$readme/Sources/App/"
# A fixture with held inputs and events naming their input, beside its trace.
cp Tests/Fixtures/testing/two-inputs.* "$readme/Sources/App/"
cat >"$readme/Tests/AppTests/TwoInputsTests.swift" <<'SWIFT'
import App
import HeaderKitTesting
import Testing

@Test func heldInputsAndEventInputs() throws {
  let tests = try SpecTests(resource: "two-inputs.tests", bundle: .module)
  #expect(tests.cases.count == 4)
  #expect(tests.cases.contains { !$0.inputs.isEmpty })
  #expect(tests.golden != nil)
  #expect(tests.failures(of: TwoInputsHeader()) == [])
  tests.expectSpecTests(TwoInputsHeader())
  tests.expectGoldenTimeline(TwoInputsHeader())
}
SWIFT

echo "70-example: the README's package has the example's layout"
layout() {
  swift package --package-path "$1" dump-package | python3 -c '
import json, sys
names = {"HeaderKitExample": "App", "HeaderKitExampleTests": "AppTests"}
layout = []
for target in json.load(sys.stdin)["targets"]:
    local = sorted(names.get(d["byName"][0], d["byName"][0])
                   for d in target.get("dependencies", []) if "byName" in d)
    layout.append((names.get(target["name"], target["name"]), target["type"], local,
                   target.get("pluginUsages"), target.get("resources"), target.get("exclude")))
print(json.dumps(sorted(layout), indent=1))
'
}
layout "$example" >"$work/example-layout.json"
layout "$readme" >"$work/readme-layout.json"
if ! diff "$work/example-layout.json" "$work/readme-layout.json"; then
  fail "the example's targets are not laid out as the README's"
fi

echo "70-example: the README's package builds and passes its tests"
swift build --package-path "$readme" --scratch-path "$scratch" --build-tests 2>&1 \
  | tee "$work/readme-build.log"
if grep -E "warning:|unhandled" "$work/readme-build.log" | grep -v "/checkouts/"; then
  fail "the README's package builds with warnings"
fi
swift test --package-path "$readme" --scratch-path "$scratch" --skip-build

# Runs the README package's tests, which must fail, into $work/$1.log.
tests_fail() {
  if swift test --package-path "$readme" --scratch-path "$scratch" >"$work/$1.log" 2>&1; then
    cat "$work/$1.log"
    fail "the header tests passed after: $1"
  fi
}

echo "70-example: a changed spec fails the header tests until the golden timeline is re-recorded"
app_spec=$readme/Sources/App/twitter-profile.yaml
sed -i 's/^  headerStop: 40 /  headerStop: 50 /' "$app_spec"
grep -q "^  headerStop: 50 " "$app_spec" || fail "could not change headerStop"
tests_fail "headerStop 50"
# The sidecar's value worked out by hand for 40, and the golden timeline.
expect_line "$work/headerStop 50.log" "twitter-profile\.test\.yaml:47:37: .*expected -40, got -41"
expect_line "$work/headerStop 50.log" "twitter-profile\.timeline\.txt:[0-9]+:[0-9]+: "
"$headerkit" test --record "$app_spec" >/dev/null || true
sed -i 's/^  headerStop: 50 /  headerStop: 40 /' "$app_spec"
tests_fail "headerStop 40 with the golden timeline of 50"
expect_line "$work/headerStop 40 with the golden timeline of 50.log" \
  "twitter-profile\.timeline\.txt:[0-9]+:[0-9]+: "
if grep -q "twitter-profile\.test\.yaml:" "$work/headerStop 40 with the golden timeline of 50.log"; then
  fail "the cases failed with headerStop back at 40"
fi
"$headerkit" test --record "$app_spec" >/dev/null
cmp "$readme/Sources/App/twitter-profile.timeline.txt" Specs/twitter-profile.timeline.txt \
  || fail "the golden timeline re-recorded at 40 is not the bundled one"
swift test --package-path "$readme" --scratch-path "$scratch" >"$work/re-recorded.log" 2>&1 \
  || { cat "$work/re-recorded.log"; fail "the header tests failed after re-recording"; }

echo "70-example: editing a trace compiles the tests again"
# Its last event no longer matches the golden timeline's row, which fails the
# test target's build there.
trace=$readme/Sources/App/two-inputs.trace.yaml
cp "$trace" "$work/trace.yaml"
sed -i 's/- drag: 100 /- drag: 110 /' "$trace"
if swift build --package-path "$readme" --scratch-path "$scratch" --build-tests \
  >"$work/trace.log" 2>&1; then
  fail "editing the trace did not compile the tests again"
fi
expect_line "$work/trace.log" "two-inputs\.timeline\.txt:[0-9]+:1: error: .*\[golden-mismatch\]"
cp "$work/trace.yaml" "$trace"

echo "70-example: a broken sidecar fails the test target's build, not the app's"
sidecar=$readme/Sources/App/twitter-profile.test.yaml
cp "$sidecar" "$work/sidecar.yaml"
printf 'cases: []\n' >>"$sidecar"
swift build --package-path "$readme" --scratch-path "$scratch" --target App >"$work/app.log" 2>&1 \
  || { cat "$work/app.log"; fail "the broken sidecar failed the app's build"; }
if swift build --package-path "$readme" --scratch-path "$scratch" --build-tests \
  >"$work/sidecar.log" 2>&1; then
  fail "the broken sidecar built"
fi
expect_line "$work/sidecar.log" "^$sidecar:[0-9]+:1: error: .*\[unknown-key\]"
cp "$work/sidecar.yaml" "$sidecar"

# Builds the README package, which must fail, into $work/$1.log.
build_fails() {
  if swift build --package-path "$readme" --scratch-path "$scratch" --build-tests \
    >"$work/$1.log" 2>&1; then
    cat "$work/$1.log"
    fail "the package built with: $1"
  fi
}

echo "70-example: a spec with an error fails the build at its line"
# Line 9, column 12: a name that does not exist.
cat >"$readme/Sources/App/broken.yaml" <<'YAML'
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
build_fails "a broken spec"
expect_line "$work/a broken spec.log" \
  "^$readme/Sources/App/broken\.yaml:9:12: error: unknown name 'hieght'; did you mean 'height'\? \[unknown-name\]$"
rm "$readme/Sources/App/broken.yaml"

echo "70-example: the plugin refuses names whose outputs would be one file or too long"
refused() {
  local what=$1 pattern=$2
  shift 2
  for file in "$@"; do cp Specs/fade-top-view.yaml "$readme/Sources/App/$file"; done
  build_fails "$what"
  expect_line "$work/$what.log" "$pattern"
  for file in "$@"; do rm "$readme/Sources/App/$file"; done
}
app=$readme/Sources/App
refused "two specs of one type" \
  "^error: $app/fade_top\.yaml: this spec and $app/fade-top\.yaml both become 'FadeTopHeader'; rename one$" \
  fade-top.yaml fade_top.yaml
refused "types differing in case" \
  "^error: $app/a[Bb]\.yaml: this spec and $app/a[Bb]\.yaml become A[Bb]Header\.swift and A[Bb]Header\.swift, one file on a case-insensitive file system \(macOS's default\); rename one$" \
  aB.yaml ab.yaml
long=$(printf 'c%.0s' $(seq 195))
refused "a name over the limit" \
  "^error: $app/$long\.yaml: its type 'C${long:1}Header' is 201 bytes long, over the 200 the plugin accepts" \
  "$long.yaml"
cp "$app/twitter-profile.yaml" "$readme/Tests/AppTests/"
build_fails "a copy in the test target"
expect_line "$work/a copy in the test target.log" \
  "^error: $readme/Tests/AppTests/twitter-profile\.yaml: this spec makes 'TwitterProfileHeader', as $app/twitter-profile\.yaml does"
rm "$readme/Tests/AppTests/twitter-profile.yaml"

echo "70-example: the Xcode Cloud script"
script=$example/ci_scripts/ci_post_clone.sh
[ -x "$script" ] || fail "$script is not executable"
sh -n "$script"
if command -v shellcheck >/dev/null; then
  shellcheck "$script"
else
  echo "70-example: shellcheck is not installed; skipped"
fi
fake=$work/fake-bin
mkdir -p "$fake"
for tool in brew defaults; do
  # shellcheck disable=SC2016 # $* and $FAKE_LOG are the stand-in's own.
  printf '#!/bin/sh\necho "%s $*" >>"$FAKE_LOG"\nexit "${FAKE_STATUS:-0}"\n' "$tool" >"$fake/$tool"
  chmod +x "$fake/$tool"
done
FAKE_LOG=$work/fake.log PATH="$fake:$PATH" "$script"
printf '%s\n' "brew install libyaml" \
  "defaults write com.apple.dt.Xcode IDESkipPackagePluginFingerprintValidatation -bool YES" \
  >"$work/fake-expected.log"
diff "$work/fake-expected.log" "$work/fake.log" || fail "the script asked for other things"
# A failed install stops it before it changes Xcode's defaults.
if FAKE_LOG=$work/fake-failing.log FAKE_STATUS=1 PATH="$fake:$PATH" "$script"; then
  fail "the script went on after brew failed"
fi
[ "$(cat "$work/fake-failing.log")" = "brew install libyaml" ] \
  || fail "the script went on after brew failed"

echo "70-example: passed"
