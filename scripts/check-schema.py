#!/usr/bin/env python3
"""Checks the schemas in schemas/ — the spec and test-file schemas, and the
schemas of the JSON outputs — with an independent validator.

1. Each schema is a valid draft-07 schema (what the YAML language server in
   VS Code supports), uses no keyword draft-07 does not know, has a stable
   https `$id` (where editors fetch it) and describes every key; every
   `examples` value satisfies its own schema. (The outputs themselves are
   checked against their schemas by scripts/check-output-schemas.py.)
2. Every spec in Specs/ (not the NAME.test.yaml / NAME.trace.yaml sidecars)
   satisfies it.
3. Deliberately broken specs are rejected: misspelled keys at each level,
   a property of the wrong target kind, `version: 2`, and more.
4. The schema's keys agree with the key lists in
   Sources/HeaderKitCompiler/Spec/SpecDecoder*.swift, so a key added to the decoder
   cannot be forgotten in the schema (or the other way round).

Exits 1 with a readable message on any failure.
Usage: scripts/check-schema.py [SPEC...]   (default: every spec in Specs/)
"""

import copy
import glob
import os
import re
import sys
from urllib.parse import urljoin

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

try:
    from jsonschema import Draft7Validator
    from jsonschema.exceptions import SchemaError
except ImportError:
    sys.exit("check-schema: the Python package 'jsonschema' is missing (pip install jsonschema)")

from headerkit_yaml import (  # noqa: E402
    ROOT, SCHEMA_PATH, TESTS_SCHEMA_PATH, load_schema, load_spec, schema_errors, schema_paths,
    validator_for)
import schema_draft07  # noqa: E402

# Where editors and tools fetch the schemas from: each schema's `$id`, its
# file name in the folder of its version. Version 1 of the spec format, and
# formatVersion 1 of each output, is the `v1` folder; a new version gets a
# new folder.
SCHEMA_BASE = "https://headerkit.dev/schemas/v1/"
SCHEMA_IDS = {path: SCHEMA_BASE + os.path.basename(path) for path in schema_paths()}


def spec_files():
    files = []
    for pattern in ("*.yaml", "*.yml"):
        files += glob.glob(os.path.join(ROOT, "Specs", "**", pattern), recursive=True)
    return sorted(f for f in files
                  if ".test." not in os.path.basename(f) and ".trace." not in os.path.basename(f))


def test_files():
    """The expectation sidecars, NAME.test.yaml."""
    return sorted(glob.glob(os.path.join(ROOT, "Specs", "**", "*.test.yaml"), recursive=True))


BROKEN_TESTS = [
    ("a misspelled case key", {"tests": [{"name": "a", "at": [0], "expct": {"a.alpha": 1}}]}),
    ("a case without a name", {"tests": [{"at": [0], "expect": {"a.alpha": 1}}]}),
    ("a case with both at and sweep", {"tests": [{"name": "a", "at": [0], "sweep": {}, "bounds": {"a.alpha": [0, 1]}}]}),
    ("a negative wait", {"tests": [{"name": "a", "trace": [{"wait": -1}], "expect": {"a.alpha": 1}}]}),
    ("an unknown event", {"tests": [{"name": "a", "trace": [{"jump": 3}], "expect": {"a.alpha": 1}}]}),
    ("a set of two signals", {"tests": [{"name": "a", "trace": [{"set": {"a": 1, "b": True}}],
                                         "expect": {"a.alpha": 1}}]}),
    ("a sweep with expect", {"tests": [{"name": "a", "sweep": {}, "expect": {"a.alpha": 1}}]}),
    ("a wait naming an input", {"tests": [{"name": "a", "trace": [{"wait": 1, "input": "g"}],
                                           "expect": {"a.alpha": 1}}]}),
    ("an event with two kinds", {"tests": [{"name": "a", "trace": [{"drag": 1, "scroll": 2}],
                                            "expect": {"a.alpha": 1}}]}),
    ("an input offset that is not a number", {"tests": [{"name": "a", "at": 0, "inputs": {"g": "x"},
                                                         "expect": {"a.alpha": 1}}]}),
]


# A spec to break: small, but with every section the broken cases touch.
BASE = {
    "version": 1,
    "name": "base",
    "inputs": {"scroll": {"axis": "vertical", "inset": 0}},
    "params": {"height": 100, "widths": [1, 2], "limit": {"default": 3, "min": 0}},
    "ranges": {"collapse": {"input": "scroll", "from": 0, "to": "height"}},
    "vars": {"pull": "max(0, -scroll)"},
    "states": {"h": {"input": "scroll", "initial": 88, "min": 44, "max": 88,
                     "snap": {"to": [44, 88], "duration": 0.2}}},
    "transitions": {"t": {"when": "h < 60", "duration": 0.3, "ease": {"forward": "easeIn", "back": "easeOut"}}},
    "signals": {"refreshing": False, "tab": 0, "released": {"default": 0, "latch": {"when": "pull > 80", "to": "pull"}}},
    "clocks": {"spin": {"while": "refreshing", "period": 1}},
    "targets": {
        "header": {
            "alpha": {"over": "collapse", "keyframes": [{"at": 0, "value": 1},
                                                          {"at": "100%", "value": 0}]},
            "scale": "1 + pull / height",
            "cornerRadius": "12 * collapse",
            "backgroundColor": {"over": "collapse", "keyframes": [
                {"at": 0, "value": "#FFFFFF00"}, {"at": "100%", "value": "rgba(247, 247, 247, 1)"}]},
            "tintColor": "#007AFF",
            "custom": {"statusBarStyle": "collapse > 0.5"},
            "preview": {"frame": [0, 0, 375, 100]},
        },
        "height": {"kind": "constraint", "constant": "h", "custom": {"weight": 2}},
    },
}


def broken(description, mutate):
    spec = copy.deepcopy(BASE)
    mutate(spec)
    return description, spec


def rename(mapping, old, new):
    mapping[new] = mapping.pop(old)


BROKEN = [
    broken("misspelled top-level key 'targest'", lambda s: rename(s, "targets", "targest")),
    broken("misspelled target property 'alpah'",
           lambda s: rename(s["targets"]["header"], "alpha", "alpah")),
    broken("misspelled keyframe key 'vaule'",
           lambda s: rename(s["targets"]["header"]["alpha"]["keyframes"][0], "value", "vaule")),
    broken("version: 2", lambda s: s.update(version=2)),
    broken("misspelled input key 'axsi'", lambda s: rename(s["inputs"]["scroll"], "axis", "axsi")),
    broken("misspelled track key 'ovr'",
           lambda s: rename(s["targets"]["header"]["alpha"], "over", "ovr")),
    broken("misspelled state key 'intial'", lambda s: rename(s["states"]["h"], "initial", "intial")),
    broken("misspelled signal key 'defualt'", lambda s: rename(s["signals"]["released"], "default", "defualt")),
    broken("a signal whose default is text", lambda s: s["signals"].update(tab="zero")),
    broken("a latch without its condition", lambda s: s["signals"]["released"]["latch"].pop("when")),
    broken("a clock without its condition", lambda s: s["clocks"]["spin"].pop("while")),
    broken("misspelled clock key 'perod'", lambda s: rename(s["clocks"]["spin"], "period", "perod")),
    broken("misspelled transition key 'wehn'", lambda s: rename(s["transitions"]["t"], "when", "wehn")),
    broken("a transition without a duration", lambda s: s["transitions"]["t"].pop("duration")),
    broken("misspelled transition ease key 'bak'",
           lambda s: rename(s["transitions"]["t"]["ease"], "back", "bak")),
    broken("a transition ease key with its old spelling too ('forward' and 'on')",
           lambda s: s["transitions"]["t"]["ease"].update(on="linear")),
    broken("a transition with a spring and a duration and ease",
           lambda s: s["transitions"]["t"].update(spring={"response": 0.5, "dampingFraction": 1})),
    broken("a transition spring of two forms",
           lambda s: (s["transitions"]["t"].update(spring={"response": 0.5, "stiffness": 1}),
                      s["transitions"]["t"].pop("duration"), s["transitions"]["t"].pop("ease"))),
    broken("misspelled snap key 'durration'",
           lambda s: rename(s["states"]["h"]["snap"], "duration", "durration")),
    broken("misspelled range key 'form'", lambda s: rename(s["ranges"]["collapse"], "from", "form")),
    broken("misspelled param key 'defualt'",
           lambda s: rename(s["params"]["limit"], "default", "defualt")),
    broken("misspelled preview key 'frmae'",
           lambda s: rename(s["targets"]["header"]["preview"], "frame", "frmae")),
    broken("an element property on a constraint",
           lambda s: s["targets"]["height"].update(alpha=1)),
    broken("'constant' on an element", lambda s: s["targets"]["header"].update(constant=1)),
    broken("'scale' beside 'scaleX'", lambda s: s["targets"]["header"].update(scaleX=1)),
    broken("unknown target kind", lambda s: s["targets"]["height"].update(kind="constrant")),
    broken("a boolean where an expression goes",
           lambda s: s["targets"]["header"].update(translateY=True)),
    broken("an unknown easing", lambda s: s["targets"]["header"]["alpha"].update(ease="easeInOutt")),
    broken("a reserved name", lambda s: s["vars"].update({"sum": 1})),
    broken("a missing 'name'", lambda s: s.pop("name")),
    broken("no inputs", lambda s: s.update(inputs={})),
    broken("an unquoted hex colour (YAML reads a comment: null)",
           lambda s: s["targets"]["header"].update(backgroundColor=None)),
    broken("a short hex colour", lambda s: s["targets"]["header"].update(tintColor="#FFF")),
    broken("a number where a colour goes", lambda s: s["targets"]["header"].update(textColor=0.5)),
    broken("a colour on a constraint",
           lambda s: s["targets"]["height"].update(borderColor="#000000")),
    broken("a colour keyframe with a number",
           lambda s: s["targets"]["header"].update(shadowColor={
               "over": "scroll", "keyframes": [{"at": 0, "value": 1}]})),
    broken("a preview fill with a bad hex digit",
           lambda s: s["targets"]["header"]["preview"].update(fill="#GGG")),
    broken("a preview background of five hex digits",
           lambda s: s.update(preview={"background": "#12345"})),
    broken("a number as a preview label's colour",
           lambda s: s["targets"]["header"]["preview"].update(text=1)),
    broken("a custom number with an invalid name",
           lambda s: s["targets"]["header"].update(custom={"2x": 1})),
]

# Where each decoder key list lives in the schema. Element and constraint
# targets also accept 'kind', 'preview' and 'custom', which the decoder
# handles apart; an element's colour properties (HeaderTarget.colorProperties) are among its keys.
# Lists of keys' old spellings (oldXKeys, still read with a warning) share
# their place with the keys: the schema there holds both.
KEY_LISTS = {
    "topLevelKeys": ("properties", set()),
    "inputKeys": ("definitions/input/properties", set()),
    "paramKeys": ("definitions/param/anyOf/2/properties", set()),
    "rangeKeys": ("definitions/range/properties", set()),
    "trackKeys": ("definitions/track/properties", set()),
    "keyframeKeys": ("definitions/keyframe/properties", set()),
    "stateKeys": ("definitions/state/properties", set()),
    "snapKeys": ("definitions/snap/properties", set()),
    "transitionKeys": ("definitions/transition/properties", set()),
    "signalKeys": ("definitions/signal/anyOf/2/properties", set()),
    "latchKeys": ("definitions/signal/anyOf/2/properties/latch/properties", set()),
    "clockKeys": ("definitions/clock/properties", set()),
    "transitionEaseKeys": ("definitions/transition/properties/ease/anyOf/1/properties", set()),
    "oldTransitionEaseKeys": ("definitions/transition/properties/ease/anyOf/1/properties", set()),
    "handoffKeys": ("definitions/state/properties/handoff/anyOf/2/properties", set()),
    "elementPreviewKeys": ("definitions/elementPreview/properties", set()),
    "drivesKeys": ("definitions/elementPreview/properties/drives/properties", set()),
    "screenPreviewKeys": ("definitions/screenPreview/properties", set()),
    "listPreviewKeys": ("definitions/screenPreview/properties/list/properties", set()),
    "constraintKeys": ("definitions/constraintTarget/properties", {"kind", "preview", "custom"}),
    "elementKeys": ("definitions/elementTarget/properties", {"kind", "preview", "custom", "anchor"}),
}


def decoder_key_lists():
    """{list name: keys} from the decoder's `static let xKeys = [...]`."""
    lists = {}
    for path in glob.glob(os.path.join(ROOT, "Sources", "HeaderKitCompiler", "Spec", "SpecDecoder*.swift")):
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        for name, body in re.findall(r"static let (\w+Keys)\s*=\s*\[(.*?)\]", text, re.S):
            lists[name] = set(re.findall(r'"([^"]*)"', body))
    # elementKeys is TargetProperty.elementProperties + ["scale"].
    with open(os.path.join(ROOT, "Sources", "HeaderKitCompiler", "Spec", "Spec.swift"), encoding="utf-8") as handle:
        match = re.search(r"elementProperties: \[TargetProperty\] = \[(.*?)\]", handle.read(), re.S)
    # colorKeys is the runtime's HeaderTarget.colorProperties, the names of its colorFields.
    with open(os.path.join(ROOT, "Sources", "HeaderKitRuntime", "HeaderTarget.swift"), encoding="utf-8") as handle:
        colors = re.search(r"static let colorFields:.*?= \[(.*?)\n\s*\]", handle.read(), re.S)
    color_keys = set(re.findall(r'\("([^"]*)"', colors.group(1))) if colors else set()
    if match:
        lists["elementKeys"] = (set(re.findall(r"\.(\w+)", match.group(1))) | {"scale"}
                                | color_keys)
    return lists


# Schemas the draft-07 scan must refuse: later drafts' keywords (which the
# YAML language server would silently ignore), checks draft-07 ignores beside
# $ref, and keys an editor could not describe.
_VALID = {"$schema": schema_draft07.SCHEMA_URI, "$id": "https://example.com/s.json",
          "title": "t", "description": "d"}
NOT_DRAFT07 = [
    ("$defs", dict(_VALID, **{"$defs": {"a": {"description": "a", "type": "number"}}})),
    ("dependentSchemas", dict(_VALID, dependentSchemas={"a": {"required": ["b"]}})),
    ("dependentRequired", dict(_VALID, dependentRequired={"a": ["b"]})),
    ("unevaluatedProperties", dict(_VALID, unevaluatedProperties=False)),
    ("prefixItems", dict(_VALID, properties={"a": {"description": "a", "prefixItems": [{"type": "number"}]}})),
    ("a 2020-12 keyword deep inside", dict(_VALID, definitions={"a": {"description": "a", "anyOf": [
        {"type": "array", "items": {"$dynamicRef": "#x"}}]}})),
    ("a check beside $ref", dict(_VALID, definitions={"a": {"description": "a", "type": "number"}},
                                 properties={"b": {"description": "b", "$ref": "#/definitions/a", "minimum": 0}})),
    ("a property without a description", dict(_VALID, properties={"a": {"type": "number"}})),
    ("a definition without a description", dict(_VALID, definitions={"a": {"type": "number"}})),
    ("a draft 2020-12 $schema", dict(_VALID, **{"$schema": "https://json-schema.org/draft/2020-12/schema"})),
    ("no $id", {k: v for k, v in _VALID.items() if k != "$id"}),
]


def scan_self_test():
    """The scan refuses each of NOT_DRAFT07 and accepts the valid base."""
    failures = [f"the draft-07 scan refuses a valid schema: {problem}"
                for problem in schema_draft07.problems(_VALID)]
    for description, schema in NOT_DRAFT07:
        if not schema_draft07.problems(schema):
            failures.append(f"the draft-07 scan accepts {description}")
    return failures


def draft07_failures(path):
    """What keeps the schema at `path` from working in the YAML language server."""
    shown = os.path.relpath(path, ROOT)
    schema = load_schema(path)
    try:
        Draft7Validator.check_schema(schema)
    except SchemaError as error:
        return [f"{shown} is not a valid draft-07 schema: {error.message}"]
    failures = [f"{shown}: {problem}" for problem in schema_draft07.problems(schema)]
    if schema.get("$id") != SCHEMA_IDS[path]:
        failures.append(f"{shown}: $id must be {SCHEMA_IDS[path]} (docs and modelines use it)")
    for reference in references(schema):
        target = reference.split("#")[0]
        if target and urljoin(schema.get("$id", ""), target) not in SCHEMA_IDS.values():
            failures.append(f"{shown}: $ref '{reference}' resolves to no schema of ours")
    return failures


def references(node):
    """Every $ref in a schema."""
    if isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                yield value
            else:
                yield from references(value)
    elif isinstance(node, list):
        for item in node:
            yield from references(item)


examples_checked = 0


def example_failures(validator, schema, path, where="#"):
    """Each value in an `examples` list must satisfy the schema it sits in."""
    global examples_checked
    failures = []
    if isinstance(schema, dict):
        for example in schema.get("examples", []):
            examples_checked += 1
            errors = list(validator.evolve(schema=schema).iter_errors(example))
            if errors:
                failures.append(f"{os.path.relpath(path, ROOT)}: example {example!r} at {where} fails "
                                f"its own schema: {errors[0].message}")
        for key, value in schema.items():
            if key not in ("examples", "enum", "const", "default"):
                failures += example_failures(validator, value, path, f"{where}/{key}")
    elif isinstance(schema, list):
        for index, item in enumerate(schema):
            failures += example_failures(validator, item, path, f"{where}/{index}")
    return failures


def report(failures):
    print("\ncheck-schema FAILED:", file=sys.stderr)
    for failure in failures:
        print(f"  - {failure}", file=sys.stderr)
    return 1


def schema_node(schema, path):
    node = schema
    for part in path.split("/"):
        node = node[int(part)] if isinstance(node, list) else node[part]
    return node


def main(argv):
    failures = scan_self_test()
    for path in SCHEMA_IDS:
        failures += draft07_failures(path)
    if failures:
        return report(failures)
    schema = load_schema()
    validator = validator_for(schema)

    files = argv or spec_files()
    if not files:
        failures.append("no specs found in Specs/")
    for path in files:
        shown = os.path.relpath(path, ROOT)
        try:
            spec = load_spec(path)
        except Exception as error:  # a YAML error: report it like a schema failure
            failures.append(f"{shown}: cannot read as YAML: {error}")
            continue
        errors = schema_errors(validator, spec)
        if errors:
            failures.append(f"{shown} does not satisfy the schema:\n    " + "\n    ".join(errors))
        else:
            print(f"ok      {shown}")

    errors = schema_errors(validator, BASE)
    if errors:
        failures.append("the base spec of the broken cases should satisfy the schema:\n    "
                        + "\n    ".join(errors))
    for description, spec in BROKEN:
        if validator.is_valid(spec):
            failures.append(f"the schema accepts a broken spec: {description}")
        else:
            print(f"rejects {description}")

    tests_schema = load_schema(TESTS_SCHEMA_PATH)
    tests_validator = validator_for(tests_schema)
    for path in test_files():
        shown = os.path.relpath(path, ROOT)
        errors = schema_errors(tests_validator, load_spec(path))
        if errors:
            failures.append(f"{shown} does not satisfy the tests schema:\n    " + "\n    ".join(errors))
        else:
            print(f"ok      {shown}")
    for description, tests in BROKEN_TESTS:
        if tests_validator.is_valid(tests):
            failures.append(f"the tests schema accepts a broken test file: {description}")
        else:
            print(f"rejects {description}")

    lists = decoder_key_lists()
    for name, keys in sorted(lists.items()):
        if name not in KEY_LISTS:
            print(f"check-schema: note: decoder key list '{name}' is not mapped to the schema "
                  "(add it to KEY_LISTS in scripts/check-schema.py)")
            continue
        path, extra = KEY_LISTS[name]
        try:
            schema_keys = set(schema_node(schema, path))
        except (KeyError, IndexError, ValueError):
            failures.append(f"the schema has no '{path}' for the decoder's {name}")
            continue
        # Every list at this place: a list of old spellings and its keys.
        expected = extra.union(*(lists.get(other, set()) for other, (at, _) in KEY_LISTS.items()
                                 if at == path))
        if schema_keys != expected:
            missing = sorted(expected - schema_keys)
            unexpected = sorted(schema_keys - expected)
            failures.append(
                f"the schema's {path} differs from the decoder's {name}: "
                + (f"missing {missing} " if missing else "")
                + (f"not in the decoder {unexpected}" if unexpected else "")
                + " (update schemas/headerkit-spec.schema.json and docs/spec.md)")
    for name in KEY_LISTS:
        if name not in lists:
            failures.append(f"no key list '{name}' found in the decoder (was it renamed?)")

    for path in SCHEMA_IDS:
        own = load_schema(path)
        failures += example_failures(validator_for(own), own, path)

    if failures:
        return report(failures)
    print(f"check-schema: {len(SCHEMA_IDS)} schemas are draft-07 with every key described; "
          f"{examples_checked} examples satisfy their schemas; {len(NOT_DRAFT07)} strays refused")
    print(f"check-schema: {len(files)} specs and {len(test_files())} test files satisfy the schemas; "
          f"{len(BROKEN) + len(BROKEN_TESTS)} broken files rejected; "
          f"{len(KEY_LISTS)} key lists agree with the decoder")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
