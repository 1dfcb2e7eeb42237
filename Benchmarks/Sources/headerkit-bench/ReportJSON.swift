import HeaderKit

/// The `--json` report: every figure in one object.
enum ReportJSON {
  /// The layout version of both reports (schemas/headerkit-bench-output.schema.json):
  /// it changes when a key is removed, renamed or changes meaning.
  static let formatVersion = 1

  static func full(_ results: BenchResults) -> JSONValue {
    versioned([
      ("machine", .string(results.machine.summary)),
      ("machine_details", machine(results.machine, loadAtEnd: results.loadAverageAtEnd)),
      ("command", .string("swift run -c release headerkit-bench --json")),
      ("duration_s", number(results.seconds, digits: 1)),
      ("clock_overhead_ns", number(Harness.clockOverhead, digits: 1)),
      ("allocation_counter", counter()),
      ("specs", .array(results.seeds.map(seed) + [tikiSpec(results.tiki)])),
      ("tiki", tiki(results.tiki)),
      ("elements", .array(results.elements.map(elements))),
      ("scaling", .array(results.scaling.map(scaling))),
      ("limits", .array(results.limits.map(limit))),
      ("allocations", .array(results.allocations.map(allocations))),
      ("targets", .array(results.targets.map(target))),
      ("all_targets_met", .bool(results.targets.allSatisfy(\.met))),
      ("checksum", number(Sink.digest, digits: 3)),
    ])
  }

  /// The `--allocations --json` report.
  static func allocationsOnly(_ reports: [AllocationReport], machine: Machine) -> JSONValue {
    versioned([
      ("machine", .string(machine.summary)),
      ("allocation_counter", counter()),
      ("allocations", .array(reports.map(allocations))),
      ("total_allocations", .number(Double(reports.map(\.total).reduce(0, +)))),
    ])
  }

  /// An object that starts with `formatVersion` and `headerkitVersion`, as
  /// every JSON output of HeaderKit does.
  private static func versioned(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(JSONValue.versionMembers(formatVersion: formatVersion) + members)
  }

  private static func machine(_ machine: Machine, loadAtEnd: Double?) -> JSONValue {
    .object([
      ("cpu", .string(machine.cpu)),
      ("cores", .number(Double(machine.cores))),
      ("system", .string(machine.system)),
      ("swift", .string(Machine.swiftVersion)),
      ("build", .string(machine.build)),
      ("load_average_start", machine.loadAverage.map { .number($0) } ?? .null),
      ("load_average_end", loadAtEnd.map { .number($0) } ?? .null),
    ])
  }

  private static func counter() -> JSONValue {
    .object([
      ("active", .bool(AllocationCounter.isActive)),
      ("calibration_allocations", .number(Double(AllocationCounter.calibration))),
    ])
  }

  private static func allocationFigure(_ value: Double) -> JSONValue {
    AllocationCounter.isActive ? number(value, digits: 3) : .null
  }

  private static func seed(_ seed: SeedResult) -> JSONValue {
    .object([
      ("name", .string(seed.name)),
      ("unit", .string("frame")),
      ("headerkit_ns", number(seed.continuous.headerKit.median, digits: 1)),
      ("handwritten_ns", number(seed.continuous.handwritten.median, digits: 1)),
      ("ratio", number(seed.continuous.ratio, digits: 2)),
      ("generated_ns", number(seed.continuous.generated.median, digits: 1)),
      ("generated_ratio", number(seed.continuous.generatedRatio, digits: 2)),
      ("allocs_per_frame", allocationFigure(seed.allocationsPerFrame)),
      ("load_us", number(seed.load.spec.median, digits: 1)),
      ("load_graph_us", number(seed.load.graph.median, digits: 1)),
      ("setup_us", number(seed.load.setup.median, digits: 2)),
      ("max_difference", .number(seed.maxDifference)),
      ("continuous", comparison(seed.continuous)),
      ("jumps", comparison(seed.jumps)),
      ("load", load(seed.load)),
    ])
  }

  /// Tiki in the `specs` list: its headline is a drag event, the per-frame
  /// path of a scroll through a stateful header.
  private static func tikiSpec(_ tiki: TikiResult) -> JSONValue {
    .object([
      ("name", .string("tiki-home")),
      ("unit", .string("drag event")),
      ("headerkit_ns", number(tiki.drag.headerKit.median, digits: 1)),
      ("handwritten_ns", number(tiki.drag.handwritten.median, digits: 1)),
      ("ratio", number(tiki.drag.ratio, digits: 2)),
      ("generated_ns", number(tiki.drag.generated.median, digits: 1)),
      ("generated_ratio", number(tiki.drag.generatedRatio, digits: 2)),
      (
        "allocs_per_frame", allocationFigure(tiki.allocationsPerEvent.map(\.allocations).max() ?? 0)
      ),
      ("load_us", number(tiki.load.spec.median, digits: 1)),
      ("load_graph_us", number(tiki.load.graph.median, digits: 1)),
      ("setup_us", number(tiki.load.setup.median, digits: 2)),
      ("max_difference", .number(tiki.maxDifference)),
      ("load", load(tiki.load)),
    ])
  }

  private static func tiki(_ tiki: TikiResult) -> JSONValue {
    .object([
      ("drag", comparison(tiki.drag)),
      ("end", comparison(tiki.end)),
      ("animation_frame", comparison(tiki.animationFrame)),
      (
        "allocs_per_event",
        .object(tiki.allocationsPerEvent.map { ($0.kind, allocationFigure($0.allocations)) })
      ),
      ("max_difference", .number(tiki.maxDifference)),
    ])
  }

  private static func elements(_ result: ElementsResult) -> JSONValue {
    .object([
      ("elements", .number(Double(result.elements))),
      ("tracks", .number(Double(result.tracks))),
      ("ease", .string(result.ease)),
      ("continuous_us", number(result.continuous.median, digits: 2)),
      ("jumps_us", number(result.jumps.median, digits: 2)),
      ("target_us", .number(Targets.elementsMicroseconds)),
      ("continuous", summary(result.continuous)),
      ("jumps", summary(result.jumps)),
    ])
  }

  private static func limit(_ result: LimitResult) -> JSONValue {
    .object([
      ("name", .string(result.name)),
      ("shape", .string(result.shape)),
      ("setup_ms", number(result.setup.median, digits: 2)),
      ("allocated_mb", result.megabytes.map { number($0, digits: 1) } ?? .null),
      ("target_ms", .number(Targets.limitMilliseconds)),
      ("target_mb", .number(Targets.limitMegabytes)),
    ])
  }

  private static func scaling(_ result: ScalingResult) -> JSONValue {
    .object([
      ("tracks", .number(Double(result.tracks))),
      ("keyframes", .number(Double(result.keyframes))),
      ("mode", .string(result.mode)),
      ("ns_per_track", number(result.nanosecondsPerTrack, digits: 2)),
      ("ns_per_frame", number(result.frame.median, digits: 0)),
      ("spread", number(result.frame.relativeSpread, digits: 3)),
    ])
  }

  private static func allocations(_ report: AllocationReport) -> JSONValue {
    .object([
      ("name", .string(report.name)),
      ("path", .string(report.path)),
      ("frames", count(report.frames)),
      ("events", .object(report.events.map { ($0.kind, count($0)) })),
    ])
  }

  private static func count(_ count: AllocationReport.Count) -> JSONValue {
    .object([
      ("operations", .number(Double(count.operations))),
      ("allocations", AllocationCounter.isActive ? .number(Double(count.allocations)) : .null),
      (
        "first_use_allocations",
        AllocationCounter.isActive ? .number(Double(count.firstUse)) : .null
      ),
    ])
  }

  private static func target(_ check: TargetCheck) -> JSONValue {
    .object([
      ("name", .string(check.name)),
      ("requirement", .string(check.requirement)),
      ("value", .string(check.value)),
      ("met", .bool(check.met)),
    ])
  }

  private static func comparison(_ comparison: Comparison) -> JSONValue {
    .object([
      ("headerkit_ns", summary(comparison.headerKit)),
      ("handwritten_ns", summary(comparison.handwritten)),
      ("ratio", number(comparison.ratio, digits: 2)),
      ("ratios", summary(comparison.ratios)),
      ("generated_ns", summary(comparison.generated)),
      ("generated_ratio", number(comparison.generatedRatio, digits: 2)),
      ("generated_ratios", summary(comparison.generatedRatios)),
    ])
  }

  private static func load(_ load: LoadResult) -> JSONValue {
    .object([
      ("spec_us", summary(load.spec)),
      ("graph_us", summary(load.graph)),
      ("setup_us", summary(load.setup)),
    ])
  }

  private static func summary(_ summary: Summary) -> JSONValue {
    .object([
      ("median", number(summary.median, digits: 2)),
      ("p25", number(summary.p25, digits: 2)),
      ("p75", number(summary.p75, digits: 2)),
      ("min", number(summary.min, digits: 2)),
      ("max", number(summary.max, digits: 2)),
      ("runs", .number(Double(summary.count))),
    ])
  }

  /// A number rounded to `digits` decimals, so the report stays readable.
  private static func number(_ value: Double, digits: Int) -> JSONValue {
    guard value.isFinite else { return .null }
    let scale = Double(pow10(digits))
    return .number((value * scale).rounded() / scale)
  }

  private static func pow10(_ digits: Int) -> Int {
    (0..<digits).reduce(1) { result, _ in result * 10 }
  }
}
