#!/usr/bin/env bash
# Every bundled trace (Specs/NAME.trace.yaml) runs through its spec
# (Specs/NAME.yaml), and the JSON has the shape other tools read:
# {"spec", "frames": [{"time", "offset", "values"}]}, one frame per event.
set -euo pipefail
shopt -s nullglob
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
document = json.load(sys.stdin)
assert list(document) == ["spec", "frames"], list(document)
assert document["frames"], "no frames"
for frame in document["frames"]:
    assert list(frame) == ["time", "offset", "values"], list(frame)
    assert all(isinstance(v, (int, float)) for v in frame["values"].values())
'
done
