#!/usr/bin/env python3
"""Checks that YAML 1.1 tools read every key of the bundled YAML as HeaderKit does.

HeaderKit reads YAML 1.2's core schema. Tools around specs often read YAML
1.1 (PyYAML, Ruby's Psych, Go's yaml.v2, yamllint's `truthy` rule), where an
unquoted `on`, `off`, `yes`, `no`, `y` or `n` is a boolean, `1_000` and
`1:30` (sexagesimal, 90) are integers, `017` is octal and `2001-12-14` a
date. A key written that way reaches those tools as another key:
`ease: {on: ..., off: ...}` became `{true: ..., false: ...}`.

Each file is read twice: with PyYAML's YAML 1.1 resolver (`yaml.safe_load`'s,
with the booleans `y` and `n` that YAML 1.1 lists and PyYAML leaves out) and
with the core schema as HeaderKit reads it (scripts/headerkit_yaml.py), and
every mapping key's value and type are compared. Values are not
compared: a spec's values are checked by HeaderKit itself (`invalid-boolean`
refuses a plain `yes`).

Read: Specs/, Tests/Fixtures/ (but the YAML test suite's cases, which test
the parser and are no HeaderKit files), Examples/, and every ```yaml block of
README.md, docs/*.md and the DocC catalogues, except a block that expects
`deprecated-key` (it shows the old keys on purpose). A file neither reading
can parse (a fixture of bytes YAML refuses) is listed and skipped.

Usage: scripts/check-yaml11-keys.py [FILE...]   (default: all of the above)
       scripts/check-yaml11-keys.py --self-test  (the check finds what it should)
Exits 1, naming each file, line and key path, when a key reads differently.
"""

import glob
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from headerkit_yaml import ROOT, CoreLoader  # noqa: E402

class YAML11Loader(yaml.SafeLoader):
    """`yaml.safe_load`'s YAML 1.1 reading, with the booleans `y`, `Y`, `n` and
    `N` of YAML 1.1's type repository, which PyYAML leaves out and Go's
    yaml.v2 reads."""

    bool_values = dict(yaml.SafeLoader.bool_values, y=True, n=False)


YAML11Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:y|Y|n|N)$"), list("yYnN"))

# Keys a YAML 1.1 tool reads as something else (the self-test's), and keys it
# reads as written.
MISREAD_KEYS = ["on", "Off", "yes", "NO", "y", "n", "1_000", "1:30", "017", "0o17", "1e3",
                "2001-12-14"]
READ_AS_WRITTEN_KEYS = ["forward", "back", "true", "null", "12", "0x1F", "-0.5", "'on'", '"yes"']

# Blocks of the docs that show an old key on purpose, by the code they expect.
DIRECTIVE = re.compile(r"^\s*#\s*expect-(?:error|warning):.*\bdeprecated-key\b", re.M)
FENCE = re.compile(r"^(\s*)```(\S*)\s*$")


def bundled_files():
    """The YAML files HeaderKit bundles: specs, tests, traces and fixtures."""
    files = []
    for folder in ("Specs", "Tests/Fixtures", "Examples"):
        for pattern in ("*.yaml", "*.yml"):
            files += glob.glob(os.path.join(ROOT, folder, "**", pattern), recursive=True)
    suite = os.path.join(ROOT, "Tests", "Fixtures", "yaml-test-suite") + os.sep
    return sorted(f for f in files if not f.startswith(suite))


def doc_files():
    return [os.path.join(ROOT, "README.md")] + sorted(
        glob.glob(os.path.join(ROOT, "docs", "*.md"))
        + glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "**", "*.md"), recursive=True))


def yaml_blocks(path):
    """(line of the block's first line in the file, text) of each ```yaml block."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    blocks = []
    index = 0
    while index < len(lines):
        match = FENCE.match(lines[index])
        if not match:
            index += 1
            continue
        end = index + 1
        while end < len(lines) and not FENCE.match(lines[end]):
            end += 1
        if match.group(2) in ("yaml", "yml"):
            indent = len(match.group(1))
            body = [line[indent:] if line[:indent].strip() == "" else line
                    for line in lines[index + 1:end]]
            blocks.append((index + 2, "\n".join(body) + "\n"))
        index = end + 1
    return blocks


def compose(text, loader_class):
    """The node tree of `text` and the loader that resolved its tags."""
    loader = loader_class(text)
    try:
        return loader, loader.get_single_node()
    except Exception:
        loader.dispose()
        raise


def reading(loader, node):
    """What a loader makes of a key: (type name, repr), or how it fails."""
    try:
        value = loader.construct_object(node, deep=True)
    except yaml.YAMLError as error:
        return ("error", str(error).split("\n")[0])
    return (type(value).__name__, repr(value))


def key_differences(text):
    """(line, key path, key as written, YAML 1.1's reading, YAML 1.2's) for
    each mapping key the two readings differ on."""
    old_loader, old_root = compose(text, YAML11Loader)
    core_loader, core_root = compose(text, CoreLoader)
    found = []
    seen = set()
    pending = [(old_root, core_root, [])]
    while pending:
        old, core, path = pending.pop()
        # An alias is the same node again: read it once.
        if old is None or id(old) in seen:
            continue
        seen.add(id(old))
        if isinstance(old, yaml.MappingNode):
            for (old_key, old_value), (core_key, core_value) in zip(old.value, core.value):
                written = core_key.value if isinstance(core_key, yaml.ScalarNode) else "(collection)"
                if isinstance(old_key, yaml.ScalarNode):
                    old_reading = reading(old_loader, old_key)
                    core_reading = reading(core_loader, core_key)
                    if old_reading != core_reading:
                        found.append((old_key.start_mark.line + 1, path + [written], written,
                                      old_reading, core_reading))
                pending.append((old_value, core_value, path + [written]))
        elif isinstance(old, yaml.SequenceNode):
            for index, (old_item, core_item) in enumerate(zip(old.value, core.value)):
                pending.append((old_item, core_item, path + [str(index)]))
    old_loader.dispose()
    core_loader.dispose()
    return sorted(found)


def shown(reading_):
    kind, text = reading_
    return f"fails ({text})" if kind == "error" else f"{text} ({kind})"


def check(label, text, first_line, failures, skipped):
    """Adds a message to `failures` for each key of `text` the readings
    differ on; False (noted in `skipped`) when the text is not YAML."""
    try:
        differences = key_differences(text)
    except yaml.YAMLError as error:
        # Both readings share PyYAML's parser: a text one refuses, both do.
        skipped.append(f"{label}:{first_line}: not YAML to either reading "
                       f"({str(error).splitlines()[0]})")
        return False
    for line, path, written, old, core in differences:
        failures.append(f"{label}:{first_line + line - 1}: key {'/'.join(path)!s}: '{written}' reads "
                        f"{shown(old)} under YAML 1.1 (PyYAML), {shown(core)} as HeaderKit reads it; "
                        "write a key that reads the same (or quote it)")
    return True


def self_test():
    """The check names each misread key, and no key that reads as written."""
    text = "".join(f"{key}: {index}\n" for index, key in enumerate(MISREAD_KEYS + READ_AS_WRITTEN_KEYS))
    found = [path[-1] for _, path, _, _, _ in key_differences("outer:\n  - " + text.replace("\n", "\n    "))]
    if sorted(found) != sorted(MISREAD_KEYS):
        print(f"check-yaml11-keys: self-test FAILED: found {found}, expected {MISREAD_KEYS}", file=sys.stderr)
        return 1
    print(f"check-yaml11-keys: self-test: the {len(MISREAD_KEYS)} misread keys are found, "
          f"{len(READ_AS_WRITTEN_KEYS)} others are not")
    return 0


def main(arguments):
    if arguments == ["--self-test"]:
        return self_test()
    failures, skipped = [], []
    checked = 0
    files = [os.path.abspath(path) for path in arguments] or bundled_files()
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
        checked += check(os.path.relpath(path, ROOT), text, 1, failures, skipped)
    blocks = 0
    if not arguments:
        for doc in doc_files():
            for line, text in yaml_blocks(doc):
                if not DIRECTIVE.search(text):
                    blocks += check(os.path.relpath(doc, ROOT), text, line, failures, skipped)
    for note in skipped:
        print(f"check-yaml11-keys: note: skipped {note}")
    if failures:
        print("check-yaml11-keys FAILED: keys YAML 1.1 tools read differently:", file=sys.stderr)
        for failure in failures:
            print(f"  - {failure}", file=sys.stderr)
        return 1
    print(f"check-yaml11-keys: every key of {checked} files and {blocks} doc blocks reads the same "
          "under YAML 1.1 and as HeaderKit reads it")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
