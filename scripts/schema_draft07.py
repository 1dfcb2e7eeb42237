"""A scan of a JSON Schema for what editors' YAML language server cannot use.

The YAML language server that VS Code runs supports JSON Schema draft-07 and
earlier. A 2019-09 or 2020-12 keyword (`$defs`, `dependentSchemas`,
`unevaluatedProperties`, `prefixItems`, ...) is not an error there: it is
silently ignored, and the check it stood for silently disappears. Python's
Draft7Validator ignores unknown keywords too, so `check_schema` alone would
not notice. This scan refuses every keyword draft-07 does not define, at every
place a schema can sit, and the keywords draft-07 ignores beside `$ref`.

It also holds the schemas to what an editor shows: a description on the
schema, on every definition and on every property, since the description is
what hovering over a key shows.
"""

SCHEMA_URI = "http://json-schema.org/draft-07/schema#"

# Keywords whose value is a schema.
_SCHEMA = {"additionalItems", "additionalProperties", "contains", "propertyNames", "not", "if", "then", "else"}
# Keywords whose value is a list of schemas.
_SCHEMA_LIST = {"allOf", "anyOf", "oneOf"}
# Keywords whose value maps names to schemas.
_SCHEMA_MAP = {"properties", "patternProperties", "definitions"}
# Keywords whose value is data, or a plain number or string.
_VALUE = {
    "$schema", "$id", "$ref", "$comment", "title", "description", "default", "readOnly", "writeOnly",
    "examples", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum", "maxLength",
    "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxProperties", "minProperties",
    "required", "const", "enum", "type", "format", "contentMediaType", "contentEncoding",
}
DRAFT07_KEYWORDS = _SCHEMA | _SCHEMA_LIST | _SCHEMA_MAP | _VALUE | {"items", "dependencies"}

# Beside `$ref`, draft-07 ignores every keyword; annotations there still show
# in editors, but a validation keyword would silently do nothing.
_BESIDE_REF = {"$ref", "$comment", "title", "description", "default", "examples", "readOnly", "writeOnly"}


def problems(schema):
    """Every way `schema` strays from draft-07 or lacks a description, as messages."""
    found = []
    if schema.get("$schema") != SCHEMA_URI:
        found.append(f"(root): $schema must be {SCHEMA_URI}")
    if not str(schema.get("$id", "")).startswith("https://"):
        found.append("(root): $id must be an absolute https URL")
    for key in ("title", "description"):
        if key not in schema:
            found.append(f"(root): no {key}")
    _scan(schema, "#", found, described=True)
    return found


def _scan(node, where, found, described):
    if isinstance(node, bool):
        return
    if not isinstance(node, dict):
        found.append(f"{where}: a schema must be an object or a boolean")
        return
    if not described and "description" not in node:
        found.append(f"{where}: no description")
    for key, value in node.items():
        here = f"{where}/{key}"
        if key not in DRAFT07_KEYWORDS:
            found.append(f"{here}: '{key}' is not a draft-07 keyword (the YAML language server ignores it)")
        elif "$ref" in node and key not in _BESIDE_REF:
            found.append(f"{here}: draft-07 ignores '{key}' beside $ref")
        elif key in _SCHEMA:
            _scan(value, here, found, described=True)
        elif key in _SCHEMA_LIST:
            for index, item in enumerate(value):
                _scan(item, f"{here}/{index}", found, described=True)
        elif key in _SCHEMA_MAP:
            # Properties and definitions are what an editor describes.
            must_describe = key in ("properties", "definitions")
            for name, item in value.items():
                _scan(item, f"{here}/{name}", found, described=not must_describe)
        elif key == "items":
            items = value if isinstance(value, list) else [value]
            for index, item in enumerate(items):
                _scan(item, f"{here}/{index}" if isinstance(value, list) else here, found, described=True)
        elif key == "dependencies":
            for name, item in value.items():
                if not isinstance(item, list):
                    _scan(item, f"{here}/{name}", found, described=True)
