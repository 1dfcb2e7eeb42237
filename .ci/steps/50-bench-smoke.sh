#!/usr/bin/env bash
# A quick run of the benchmark (debug build, few repetitions): its JSON
# satisfies schemas/headerkit-bench-output.schema.json with no key it does not
# describe, has every field the README's Performance section reads, and neither the evaluator
# nor the generated code made a heap allocation per frame or per event. Timings are not checked: they
# are noise on a CI machine (the targets are read from a release run, see
# docs/performance.md).
set -euo pipefail
source "$(dirname "$0")/../lib/python-deps.sh"
.build/debug/headerkit-bench --quick --json > /tmp/headerkit-bench.json
python3 scripts/check-output-schemas.py --headerkit .build/debug/headerkit \
  --report bench=/tmp/headerkit-bench.json
python3 - /tmp/headerkit-bench.json <<'PY'
import json, sys

report = json.load(open(sys.argv[1]))

def number(value, where):
    assert isinstance(value, (int, float)) and not isinstance(value, bool), f"{where}: {value!r} is not a number"
    return value

for key in ["machine", "specs", "tiki", "elements", "scaling", "limits", "allocations", "targets", "allocation_counter"]:
    assert key in report, f"no '{key}'"
assert isinstance(report["machine"], str) and report["machine"], "machine"
assert report["allocation_counter"]["active"] is True, "the malloc interposer was not loaded"

names = [spec["name"] for spec in report["specs"]]
for name in ["twitter-profile", "fade-top-view", "pinterest-pager", "tiki-home"]:
    assert name in names, f"no spec '{name}' in specs[]"
for spec in report["specs"]:
    for key in ["headerkit_ns", "handwritten_ns", "ratio", "generated_ns", "generated_ratio", "load_us", "load_graph_us", "setup_us"]:
        assert number(spec[key], f"{spec['name']}.{key}") > 0, f"{spec['name']}.{key} is not positive"
    assert number(spec["allocs_per_frame"], f"{spec['name']}.allocs_per_frame") == 0, \
        f"{spec['name']} allocates {spec['allocs_per_frame']} per frame"
    assert spec["max_difference"] < 1e-6, f"{spec['name']}: HeaderKit and hand-written values differ"

for event in ["drag", "end", "animation_frame"]:
    for side in ["headerkit_ns", "handwritten_ns", "generated_ns"]:
        number(report["tiki"][event][side]["median"], f"tiki.{event}.{side}")
for kind, count in report["tiki"]["allocs_per_event"].items():
    assert count == 0, f"tiki allocates {count} per {kind} event"

assert {figure["ease"] for figure in report["elements"]} == {"linear", "easeInOut"}, "elements: linear and eased"
for figure in report["elements"]:
    number(figure["continuous_us"], "elements.continuous_us")
    number(figure["jumps_us"], "elements.jumps_us")

assert report["limits"], "no set-up at the limits"
for limit in report["limits"]:
    number(limit["setup_ms"], f"limits.{limit['name']}.setup_ms")
    number(limit["allocated_mb"], f"limits.{limit['name']}.allocated_mb")

for target in report["targets"]:
    assert isinstance(target["met"], bool) and target["name"], f"target {target}"

assert report["scaling"], "no scaling rows"
modes = set()
for row in report["scaling"]:
    for key in ["tracks", "keyframes", "ns_per_track"]:
        number(row[key], f"scaling.{key}")
    modes.add(row["mode"])
assert modes == {"continuous", "jumps"}, modes

for spec in report["allocations"]:
    counts = [spec["frames"]] + list(spec["events"].values())
    assert all(count["operations"] > 0 for count in counts), f"{spec['name']}: an empty count"
    assert all(count["allocations"] == 0 for count in counts), f"{spec['name']} allocates: {spec}"
print(f"bench smoke: {len(report['specs'])} specs, {len(report['scaling'])} scaling rows, "
      f"{len(report['allocations'])} specs without allocations")
PY
