#!/usr/bin/env python3
"""Checks what `headerkit` really prints against the schemas of its JSON outputs.

For every bundled spec in Specs/, runs the built headerkit and validates its
JSON with Draft7Validator against schemas/headerkit-OUTPUT-output.schema.json:

- `validate --format json`: each spec; Specs/*.yaml as a shell expands it
  (test files and traces skipped); broken specs (errors with notes, warnings,
  --strict) and a spec on standard input;
- `test --format json`: each spec; Specs/*.yaml; a copy of a spec with a
  failing case and no golden timeline;
- `eval --format json`: each spec, over each of its inputs;
- `simulate --format json`: each bundled trace with its spec, and a short
  trace for every spec;
- `compile`: each spec's graph, against headerkit-graph.schema.json, whose
  opcodes must be the runtime's (Sources/HeaderKitRuntime/Opcode.swift);
- `compile --tests`: each spec's cases and golden timeline, and those of
  Tests/Fixtures/testing/two-inputs.yaml (held inputs, events naming their
  input), against headerkit-compiled-tests.schema.json;
- `headerkit-bench --json`, against headerkit-bench-output.schema.json: run
  by .ci/steps/50-bench-smoke.sh, which passes its report with --report.

The schemas leave objects open, so that a reader holding this release's
schema still accepts a later release's output with a key added (docs/cli.md,
"JSON output"). Here they are checked closed: an object may hold only the keys
its schema lists, so a key added to an output without its schema (and its
description) fails. Each output's top-level keys must also come in the
documented order, starting with formatVersion and headerkitVersion (the
version `headerkit --version` prints).

Usage: scripts/check-output-schemas.py [--headerkit PATH]
       scripts/check-output-schemas.py --report OUTPUT=FILE...
The binary defaults to $HEADERKIT, else .build/debug/headerkit. With
--report, only the given files are checked, each against the schema of its
OUTPUT (validate, test, eval, simulate, compile or bench).
Exits 1 with a readable message on any failure.
"""

import argparse
import copy
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

try:
    from jsonschema import Draft7Validator
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT7
except ImportError:
    sys.exit("check-output-schemas: the Python package 'jsonschema' is missing (pip install jsonschema)")

from headerkit_yaml import ROOT, load_schema, load_spec, schema_errors, schema_paths  # noqa: E402

# The top-level keys of each output, in the documented order (docs/cli.md).
KEY_ORDER = {
    "validate": ["formatVersion", "headerkitVersion", "valid", "invalid", "files", "skipped"],
    "test": ["formatVersion", "headerkitVersion", "passed", "failed", "specs", "skipped"],
    "eval": ["formatVersion", "headerkitVersion", "spec", "input", "heldStates", "otherInputs",
             "frames"],
    "simulate": ["formatVersion", "headerkitVersion", "spec", "frames"],
    "compile": ["formatVersion", "headerkitVersion", "name", "inputs", "params", "slotCount",
                "constants", "setupCode", "frameCode", "tracks", "keyframeSources", "keyframeCode",
                "states", "stateCode", "transitions", "outputs", "targets"],
    "compile-tests": ["formatVersion", "headerkitVersion", "spec", "graph", "cases", "golden"],
}

# Keys of KEY_ORDER an output leaves out when it has none of them.
OPTIONAL_KEYS = {"compile": {"transitions"}}

# Outputs another CI step produces and checks with --report.
CHECKED_ELSEWHERE = {"bench": ".ci/steps/50-bench-smoke.sh"}

# A spec with errors that carry notes (a name declared twice) and a
# misspelled name; and one that is valid but warns (an unused param).
BROKEN_SPEC = """version: 1
name: broken
inputs:
  scroll: {}
params:
  height: 100
vars:
  height: 2
  pull: max(0, -scroll)
targets:
  box:
    alpha: 1 + pul / height
"""
WARNING_SPEC = """version: 1
name: warns
inputs:
  scroll: {}
params:
  unused: 3
targets:
  box:
    alpha: clamp(1 - scroll / 100, 0, 1)
"""
FAILING_CASES = """tests:
  - name: a wrong expectation
    at: [0]
    expect: { topView.alpha: 0.5 }
"""
SHORT_TRACE = "events:\n  - drag: 10\n  - end\n  - wait: 0.1\n"


def closed(node):
    """A copy of a schema whose objects with listed properties allow no others."""
    if isinstance(node, dict):
        copied = {key: closed(value) for key, value in node.items()}
        if "properties" in copied and "additionalProperties" not in copied:
            copied["additionalProperties"] = False
        return copied
    if isinstance(node, list):
        return [closed(item) for item in node]
    return node


def closed_validators():
    """{output name: a validator of its closed schema}, references resolved
    to the closed copies of the other schemas."""
    schemas = {path: closed(load_schema(path)) for path in schema_paths()}
    registry = Registry().with_resources(
        (schema["$id"], Resource.from_contents(schema, default_specification=DRAFT7))
        for schema in schemas.values())
    validators = {}
    for path, schema in schemas.items():
        name = os.path.basename(path)
        if name.endswith("-output.schema.json"):
            output = name[len("headerkit-"):-len("-output.schema.json")]
            validators[output] = Draft7Validator(schema, registry=registry)
        elif name == "headerkit-graph.schema.json":
            validators["compile"] = Draft7Validator(schema, registry=registry)
        elif name == "headerkit-compiled-tests.schema.json":
            validators["compile-tests"] = Draft7Validator(schema, registry=registry)
    return validators


def opcode_failures():
    """The graph schema's opcodes are the runtime's `Opcode` cases."""
    with open(os.path.join(ROOT, "Sources", "HeaderKitRuntime", "Opcode.swift"),
              encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    cases = set()
    start = next((i for i, line in enumerate(lines) if re.search(r"\benum Opcode\b", line)), None)
    for line in lines[start + 1:] if start is not None else []:
        if re.match(r"\s*(static|var|func|package|public|private|init)\b|\s*}", line):
            break  # the cases end where the enum's members begin
        match = re.match(r"\s*case ([\w, ]+)$", line)
        if match:
            cases |= {name.strip() for name in match.group(1).split(",")}
    schema = load_schema(os.path.join(ROOT, "schemas", "headerkit-graph.schema.json"))
    listed = set(schema["definitions"]["instruction"]["items"][0]["enum"])
    if not cases:
        return ["no Opcode cases found in Sources/HeaderKitRuntime/Opcode.swift (was it renamed?)"]
    if listed != cases:
        return [f"the graph schema's opcodes differ from the runtime's: missing {sorted(cases - listed)}, "
                f"not in the runtime {sorted(listed - cases)}"]
    return []


def specs():
    return sorted(path for path in glob.glob(os.path.join(ROOT, "Specs", "*.yaml"))
                  if ".test." not in path and ".trace." not in path)


class Checker:
    def __init__(self, headerkit):
        self.headerkit = headerkit
        self.validators = closed_validators()
        self.failures = []
        self.checked = {}
        self.version = self.run(["--version"], expect=(0,)).stdout.strip()
        if not self.version:
            self.failures.append(f"{headerkit} --version printed nothing")

    def run(self, arguments, stdin=None, expect=(0, 1)):
        result = subprocess.run([self.headerkit] + arguments, input=stdin, capture_output=True,
                                text=True, cwd=ROOT, env=dict(os.environ, NO_COLOR="1"))
        if result.returncode not in expect:
            self.failures.append(f"headerkit {' '.join(arguments)} exited {result.returncode}: "
                                 f"{result.stderr.strip()[:500]}")
        return result

    def check(self, output, arguments, stdin=None, expect=(0, 1)):
        """Runs headerkit and checks its JSON against the schema of `output`."""
        shown = "headerkit " + " ".join(os.path.relpath(a, ROOT) if a.startswith("/") else a
                                        for a in arguments)
        result = self.run(arguments, stdin=stdin, expect=expect)
        return self.check_text(output, result.stdout, shown)

    def check_text(self, output, text, shown):
        """Checks JSON `text`, the output of `output`, against its closed schema."""
        try:
            document = json.loads(text)
        except json.JSONDecodeError as error:
            self.failures.append(f"{shown}: not JSON ({error}): {text[:200]!r}")
            return None
        validator = self.validators.get(output)
        if validator is None:
            self.failures.append(f"{shown}: no schema for '{output}' in schemas/")
            return document
        errors = schema_errors(validator, document)
        if errors:
            # A message may quote the whole document: keep each to a line.
            shortened = [error if len(error) < 300 else error[:140] + " ... " + error[-140:]
                         for error in errors[:10]]
            self.failures.append(f"{shown} does not satisfy the {output} schema:\n    "
                                 + "\n    ".join(shortened))
        # Every output starts with its versions; those with one shape list all their keys.
        expected = [key for key in KEY_ORDER.get(output, ["formatVersion", "headerkitVersion"])
                    if key in document or key not in OPTIONAL_KEYS.get(output, set())]
        keys = list(document) if output in KEY_ORDER else list(document)[:len(expected)]
        if keys != expected:
            self.failures.append(f"{shown}: top-level keys {list(document)}, expected {expected}")
        if document.get("headerkitVersion") != self.version:
            self.failures.append(f"{shown}: headerkitVersion {document.get('headerkitVersion')!r}, "
                                 f"but headerkit --version says {self.version!r}")
        self.checked[output] = self.checked.get(output, 0) + 1
        return document

    def check_all(self):
        bundled = specs()
        glob_names = sorted(glob.glob(os.path.join(ROOT, "Specs", "*.yaml")))
        with tempfile.TemporaryDirectory() as folder:
            broken = write(folder, "broken.yaml", BROKEN_SPEC)
            warns = write(folder, "warns.yaml", WARNING_SPEC)
            copied = write(folder, "fade-top-view.yaml",
                           open(os.path.join(ROOT, "Specs", "fade-top-view.yaml")).read())
            write(folder, "fade-top-view.test.yaml", FAILING_CASES)
            trace = write(folder, "short.trace.yaml", SHORT_TRACE)

            for spec in bundled:
                self.check("validate", ["validate", "--format", "json", spec])
                self.check("test", ["test", "--format", "json", spec])
                document = load_spec(spec)
                for input_name in document.get("inputs", {}):
                    self.check("eval", ["eval", spec, "--input", input_name, "--format", "json"])
                self.check("simulate", ["simulate", spec, "--trace", trace, "--format", "json"])
                self.check("compile", ["compile", spec])
                self.check("compile-tests", ["compile", "--tests", spec])
            # No bundled spec holds inputs in its cases or names an event's
            # input: this fixture does both.
            self.check("compile-tests", ["compile", "--tests",
                                         os.path.join(ROOT, "Tests/Fixtures/testing/two-inputs.yaml")])
            for spec_trace in sorted(glob.glob(os.path.join(ROOT, "Specs", "*.trace.yaml"))):
                spec = spec_trace.replace(".trace.yaml", ".yaml")
                self.check("simulate", ["simulate", spec, "--trace", spec_trace, "--format", "json"])

            report = self.check("validate", ["validate", "--format", "json"] + glob_names)
            expect_some(self, report, "skipped", "validate of Specs/*.yaml skips test files and traces")
            self.check_closed(report)
            report = self.check("validate", ["validate", "--format", "json", broken, warns])
            if report and not any(d["notes"] for f in report["files"] for d in f["diagnostics"]):
                self.failures.append("validate of a broken spec gave no diagnostic with notes")
            self.check("validate", ["validate", "--strict", "--format", "json", warns])
            self.check("validate", ["validate", "--format", "json", "-"], stdin=BROKEN_SPEC)
            report = self.check("test", ["test", "--format", "json"] + glob_names)
            expect_some(self, report, "skipped", "test of Specs/*.yaml skips traces")
            report = self.check("test", ["test", "--format", "json", copied])
            if report and report["specs"][0]["golden"] != "missing":
                self.failures.append("the copy without a golden timeline reports it as "
                                     f"{report['specs'][0]['golden']!r}, not 'missing'")
            self.check("test", ["test", "--format", "json", "-"],
                       stdin=open(os.path.join(ROOT, "Specs", "twitter-profile.yaml")).read())


    def check_closed(self, report):
        """The closed schema refuses a report with a key it does not list, at
        the top and inside an entry: what catches an undocumented key."""
        if not report:
            return
        for where, extra in (("the top", lambda r: r.update(extra=1)),
                             ("a file", lambda r: r["files"][0].update(extra=1)),
                             ("a skipped file", lambda r: r["skipped"][0].update(extra=1))):
            changed = copy.deepcopy(report)
            extra(changed)
            if self.validators["validate"].is_valid(changed):
                self.failures.append(f"the closed validate schema accepts a key it does not list at {where}")


def write(folder, name, text):
    path = os.path.join(folder, name)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return path


def expect_some(checker, report, key, what):
    if report is not None and not report.get(key):
        checker.failures.append(f"{what}, but its '{key}' is empty")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--headerkit", default=os.environ.get(
        "HEADERKIT", os.path.join(ROOT, ".build", "debug", "headerkit")))
    parser.add_argument("--report", action="append", default=[], metavar="OUTPUT=FILE",
                        help="check FILE as the output of OUTPUT instead of running headerkit")
    arguments = parser.parse_args()
    checker = Checker(arguments.headerkit)
    if arguments.report:
        for report in arguments.report:
            output, _, path = report.partition("=")
            with open(path, encoding="utf-8") as handle:
                checker.check_text(output, handle.read(), f"{output} report {path}")
        return finish(checker)
    checker.check_all()
    checker.failures += opcode_failures()
    missing = sorted(set(checker.validators) - set(checker.checked) - set(CHECKED_ELSEWHERE))
    if missing:
        checker.failures.append(f"schemas never checked against an output: {missing}")
    return finish(checker)


def finish(checker):
    if checker.failures:
        print("\ncheck-output-schemas FAILED:", file=sys.stderr)
        for failure in checker.failures:
            print(f"  - {failure}", file=sys.stderr)
        return 1
    counts = ", ".join(f"{count} {output}" for output, count in sorted(checker.checked.items()))
    print(f"check-output-schemas: {counts} outputs satisfy their closed schemas")
    return 0


if __name__ == "__main__":
    sys.exit(main())
