#!/usr/bin/env bash
# Every bundled trace (Specs/NAME.trace.yaml) runs through its spec
# (Specs/NAME.yaml), and the JSON has the shape other tools read:
# {"formatVersion", "headerkitVersion", "spec", "frames": [{"time", "offset",
# "values"}]}, in that order, one frame per event, satisfying
# schemas/headerkit-simulate-output.schema.json.
set -euo pipefail
shopt -s nullglob
source "$(dirname "$0")/../lib/python-deps.sh"
traces=(Specs/*.trace.yaml)
if [ ${#traces[@]} -eq 0 ]; then
  echo "no traces in Specs/" >&2
  exit 1
fi
for trace in "${traces[@]}"; do
  spec="${trace%.trace.yaml}.yaml"
  echo "simulate $spec --trace $trace"
  .build/debug/headerkit simulate "$spec" --trace "$trace" --format json |
    python3 -c '
import json, sys
sys.path.insert(0, "scripts")
from headerkit_yaml import load_schema, schema_errors, validator_for
document = json.load(sys.stdin)
assert list(document) == ["formatVersion", "headerkitVersion", "spec", "frames"], list(document)
assert document["formatVersion"] == 1, document["formatVersion"]
assert document["frames"], "no frames"
for frame in document["frames"]:
    assert list(frame) == ["time", "offset", "values"], list(frame)
    assert all(isinstance(v, (int, float)) for v in frame["values"].values())
errors = schema_errors(validator_for(load_schema("schemas/headerkit-simulate-output.schema.json")), document)
assert not errors, errors
'
done
