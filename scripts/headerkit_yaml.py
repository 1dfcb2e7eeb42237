"""Reading specs in Python the way HeaderKit reads them, for the schema checks.

PyYAML follows YAML 1.1, where `yes`, `on` and `2001-12-14` are booleans and
dates and `0o17` is text. HeaderKit (and editors' YAML language servers) read
the YAML 1.2 core schema: booleans are exactly `true` and `false`, integers
may be written `0o17` or `0x1F`, there are no timestamps and no merge keys.
`load_spec` resolves plain scalars by that schema, so the JSON Schema sees
the same values HeaderKit does.
"""

import json
import os
import re

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCHEMA_PATH = os.path.join(ROOT, "schemas", "headerkit-spec.schema.json")

_INT = re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$")
_FLOAT = re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
                    r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$")
_BOOL = re.compile(r"^(?:true|false)$")
_NULL = re.compile(r"^(?:~|null|Null|NULL|)$")


class CoreResolver(yaml.resolver.BaseResolver):
    """The YAML 1.2 core schema, with HeaderKit's booleans (only true and false)."""


CoreResolver.add_implicit_resolver("tag:yaml.org,2002:bool", _BOOL, list("tf"))
CoreResolver.add_implicit_resolver("tag:yaml.org,2002:int", _INT, list("-+0123456789"))
CoreResolver.add_implicit_resolver("tag:yaml.org,2002:float", _FLOAT, list("-+0123456789."))
CoreResolver.add_implicit_resolver("tag:yaml.org,2002:null", _NULL, ["~", "n", "N", ""])


class CoreConstructor(yaml.constructor.SafeConstructor):
    """Builds core-schema numbers (PyYAML's own constructors parse YAML 1.1 forms)."""

    def construct_core_int(self, node):
        text = self.construct_scalar(node)
        if text.startswith("0o"):
            return int(text[2:], 8)
        if text.startswith("0x"):
            return int(text[2:], 16)
        return int(text)

    def construct_core_float(self, node):
        text = self.construct_scalar(node)
        lowered = text.lower()
        if lowered.endswith(".inf"):
            return float("-inf") if text.startswith("-") else float("inf")
        if lowered == ".nan":
            return float("nan")
        return float(text)


CoreConstructor.add_constructor("tag:yaml.org,2002:int", CoreConstructor.construct_core_int)
CoreConstructor.add_constructor("tag:yaml.org,2002:float", CoreConstructor.construct_core_float)


class CoreLoader(yaml.reader.Reader, yaml.scanner.Scanner, yaml.parser.Parser,
                 yaml.composer.Composer, CoreConstructor, CoreResolver):
    def __init__(self, stream):
        yaml.reader.Reader.__init__(self, stream)
        yaml.scanner.Scanner.__init__(self)
        yaml.parser.Parser.__init__(self)
        yaml.composer.Composer.__init__(self)
        CoreConstructor.__init__(self)
        CoreResolver.__init__(self)


def load_spec_text(text):
    """The value of one YAML document, read by the core schema."""
    return yaml.load(text, Loader=CoreLoader)


def load_spec(path):
    with open(path, encoding="utf-8") as handle:
        return load_spec_text(handle.read())


TESTS_SCHEMA_PATH = os.path.join(ROOT, "schemas", "headerkit-tests.schema.json")


def schema_paths():
    """Every schema in schemas/, sorted."""
    folder = os.path.join(ROOT, "schemas")
    return sorted(os.path.join(folder, name) for name in os.listdir(folder)
                  if name.endswith(".schema.json"))


def load_schema(path=SCHEMA_PATH):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def validator_for(schema):
    """A draft-07 validator that resolves the schemas' references to each other.

    Each schema in schemas/ is registered under its `$id`, which is also
    where editors fetch it: the spec schema names the tests schema, and the
    validate and test reports the diagnostic schema, by a path relative to
    their own `$id`.
    """
    from jsonschema import Draft7Validator
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT7

    resources = []
    for path in schema_paths():
        document = load_schema(path)
        resources.append((document["$id"], Resource.from_contents(document, default_specification=DRAFT7)))
    return Draft7Validator(schema, registry=Registry().with_resources(resources))


def schema_errors(validator, instance):
    """Readable messages for every way `instance` fails the schema, best first."""
    errors = sorted(validator.iter_errors(instance), key=lambda e: (len(e.path), list(e.path)))
    messages = []
    for error in errors:
        where = "/".join(str(part) for part in error.absolute_path) or "(top level)"
        detail = error.message
        # Failing an anyOf/if-then says little; show the most specific causes.
        if error.context:
            best = sorted(error.context, key=lambda e: -len(e.absolute_path))[:3]
            detail += "; " + "; ".join(
                "/".join(str(p) for p in sub.absolute_path) + ": " + sub.message for sub in best)
        messages.append(f"{where}: {detail}")
    return messages
