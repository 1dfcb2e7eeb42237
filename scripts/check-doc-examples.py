#!/usr/bin/env python3
"""Checks that the whole-spec examples in README.md and docs/*.md are what they claim.

A ```yaml block whose first line that is not blank or a comment is
`version: 1` (or another version number, which must then expect
`unsupported-version`) is a whole spec; other blocks are fragments and are
skipped.
Each whole spec is written to a temporary file and run through
`headerkit validate --format json`:

- by default it must be valid (warnings are allowed);
- a comment `# expect-error: CODE[, CODE...]` in the block means it must be
  invalid and report each listed code (the diagnostics reference shows
  broken specs this way);
- a comment `# expect-warning: CODE[, CODE...]` means it must be valid and
  warn with each listed code.

A valid example with its own `tests:` must pass them (`headerkit test`),
so a worked example's values are checked, not just its form.

Valid examples are also checked against schemas/headerkit-spec.schema.json
when the Python package jsonschema is installed, and docs/diagnostics.md must
have a `### CODE` section for every code in
Sources/HeaderKitDiagnostics/DiagnosticCode.swift.

Usage: scripts/check-doc-examples.py [--headerkit PATH] [DOC.md...]
The binary defaults to $HEADERKIT, else .build/debug/headerkit.
Exits 1 if any example is not what it claims.
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

FENCE = re.compile(r"^(\s*)```(\S*)\s*$")
DIRECTIVE = re.compile(r"^\s*#\s*expect-(error|warning):\s*(.+?)\s*$")


def yaml_blocks(path):
    """(first line number of the block's content, text) of each ```yaml block."""
    blocks = []
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if match and match.group(2) in ("yaml", "yml"):
            indent = len(match.group(1))
            start = index + 1
            end = start
            while end < len(lines) and not FENCE.match(lines[end]):
                end += 1
            body = [line[indent:] if line[:indent].strip() == "" else line for line in lines[start:end]]
            blocks.append((start + 1, "\n".join(body) + "\n"))
            index = end + 1
        elif match and match.group(2):
            # Skip other fenced blocks whole, so a ``` inside them cannot confuse us.
            index += 1
            while index < len(lines) and not FENCE.match(lines[index]):
                index += 1
            index += 1
        else:
            index += 1
    return blocks


def is_whole_spec(text):
    for line in text.split("\n"):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        return re.fullmatch(r"version:\s*[0-9]+(\s+#.*)?", stripped) is not None
    return False


def expectations(text):
    expected = {"error": set(), "warning": set()}
    for line in text.split("\n"):
        match = DIRECTIVE.match(line)
        if match:
            expected[match.group(1)] |= {code.strip() for code in match.group(2).split(",") if code.strip()}
    return expected


def undocumented_codes():
    """Diagnostic codes without a `### CODE` section in docs/diagnostics.md."""
    with open(os.path.join(ROOT, "Sources", "HeaderKitDiagnostics", "DiagnosticCode.swift"), encoding="utf-8") as handle:
        codes = re.findall(r'^\s*case \w+ = "([a-z0-9-]+)"', handle.read(), re.M)
    reference = os.path.join(ROOT, "docs", "diagnostics.md")
    with open(reference, encoding="utf-8") as handle:
        documented = set(re.findall(r"^### ([a-z0-9-]+)\s*$", handle.read(), re.M))
    return [code for code in codes if code not in documented]


def schema_validator():
    try:
        from jsonschema import Draft7Validator  # noqa: F401 (is jsonschema installed?)

        from headerkit_yaml import validator_for, load_schema
    except ImportError:
        return None
    return validator_for(load_schema())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--headerkit", default=os.environ.get("HEADERKIT", os.path.join(ROOT, ".build", "debug", "headerkit")))
    parser.add_argument("docs", nargs="*")
    arguments = parser.parse_args()
    if not os.access(arguments.headerkit, os.X_OK):
        sys.exit(f"check-doc-examples: no headerkit binary at {arguments.headerkit}; run 'swift build' first "
                 "or pass --headerkit PATH")
    docs = arguments.docs or [os.path.join(ROOT, "README.md")] + sorted(
        glob.glob(os.path.join(ROOT, "docs", "*.md")))
    validator = schema_validator()
    if validator is None:
        print("check-doc-examples: note: jsonschema is not installed; examples are not checked against the schema")

    failures = []
    checked = 0
    with tempfile.TemporaryDirectory(prefix="headerkit-doc-examples-") as scratch:
        for doc in docs:
            shown_doc = os.path.relpath(doc, ROOT)
            for line, text in yaml_blocks(doc):
                if not is_whole_spec(text):
                    continue
                checked += 1
                where = f"{shown_doc}:{line}"
                name = re.sub(r"[^A-Za-z0-9]+", "-", f"{shown_doc}-line{line}") + ".yaml"
                path = os.path.join(scratch, name)
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(text)
                result = subprocess.run([arguments.headerkit, "validate", "--format", "json", path],
                                        capture_output=True, text=True)
                try:
                    report = json.loads(result.stdout)
                    diagnostics = report["files"][0]["diagnostics"]
                    valid = report["files"][0]["valid"]
                except (ValueError, KeyError, IndexError):
                    failures.append(f"{where}: headerkit validate gave no JSON report (exit {result.returncode}): "
                                    f"{result.stderr.strip() or result.stdout.strip()}")
                    continue
                codes = {severity: {d["code"] for d in diagnostics if d["severity"] == severity}
                         for severity in ("error", "warning")}
                summary = "; ".join(f"{d['line']}:{d['column']}: {d['severity']}: {d['message']} [{d['code']}]"
                                    for d in diagnostics)
                expected = expectations(text)
                if expected["error"]:
                    missing = expected["error"] - codes["error"]
                    if valid or missing:
                        failures.append(f"{where}: expected errors {sorted(expected['error'])}, got "
                                        f"{'a valid spec' if valid else sorted(codes['error'])}" + (f": {summary}" if summary else ""))
                        continue
                elif not valid:
                    failures.append(f"{where}: the example is not a valid spec: {summary}")
                    continue
                missing = expected["warning"] - codes["warning"] - codes["error"]
                if missing:
                    failures.append(f"{where}: expected warnings {sorted(missing)} were not reported"
                                    + (f": {summary}" if summary else ""))
                    continue
                if valid and re.search(r"^tests:", text, re.M):
                    run = subprocess.run([arguments.headerkit, "test", path], capture_output=True, text=True)
                    if run.returncode != 0:
                        failures.append(f"{where}: the example's tests: do not pass: "
                                        + (run.stderr.strip() or run.stdout.strip()))
                        continue
                if valid and validator is not None:
                    from headerkit_yaml import load_spec_text, schema_errors
                    errors = schema_errors(validator, load_spec_text(text))
                    if errors:
                        failures.append(f"{where}: valid for headerkit but not for the JSON Schema: "
                                        + "; ".join(errors))
                        continue
                print(f"ok  {where}" + (f" ({', '.join(sorted(expected['error'] | expected['warning']))})"
                                        if expected["error"] or expected["warning"] else ""))

    if not arguments.docs:
        for code in undocumented_codes():
            failures.append(f"docs/diagnostics.md has no '### {code}' section for the diagnostic code '{code}'")

    if failures:
        print("\ncheck-doc-examples FAILED:", file=sys.stderr)
        for failure in failures:
            print(f"  - {failure}", file=sys.stderr)
        return 1
    if checked == 0:
        print("check-doc-examples: FAILED: no whole-spec examples found", file=sys.stderr)
        return 1
    print(f"check-doc-examples: {checked} whole-spec examples are what they claim")
    return 0


if __name__ == "__main__":
    sys.exit(main())
