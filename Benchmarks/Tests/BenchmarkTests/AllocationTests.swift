import Foundation
import Testing

/// The evaluator's per-frame and per-event paths allocate nothing after
/// set-up, for every spec in Specs/.
///
/// Counting needs the malloc interposer preloaded into a process of its own,
/// so these tests run the built `headerkit-bench --allocations --json` (in
/// this package, which alone depends on malloc-interposer), which
/// re-executes itself with `LD_PRELOAD` and counts every `malloc` (and
/// `calloc`, `realloc`, `posix_memalign`…) around the evaluations. The debug
/// build `swift test` makes must hold the line too: unspecialised generic
/// code there allocates where optimised code does not.
@Suite struct AllocationTests {
  /// `headerkit-bench --allocations --json`, run once for all the tests.
  static let report = Result { try AllocationReport.run() }

  @Test func theCounterSeesAllocations() throws {
    let report = try Self.report.get()
    // The bench allocates on purpose with the counter on and must see it,
    // or every zero below would mean nothing.
    #expect(report.allocationCounter.active)
    #expect(report.allocationCounter.calibrationAllocations >= 2)
  }

  @Test func everyBundledSpecIsCounted() throws {
    let report = try Self.report.get()
    let counted = Set(report.allocations.map { URL(fileURLWithPath: $0.path).lastPathComponent })
    let bundled = Set(try BundledSpecs.names())
    #expect(counted == bundled)
  }

  @Test(arguments: try BundledSpecs.names())
  func noAllocationPerFrame(_ spec: String) throws {
    let counts = try Self.counts(of: spec)
    #expect(counts.frames.operations >= 1000)
    #expect(
      counts.frames.allocations == 0, "\(spec): \(counts.frames.allocations ?? -1) allocations")
  }

  @Test(arguments: try BundledSpecs.names())
  func noAllocationPerEvent(_ spec: String) throws {
    let counts = try Self.counts(of: spec)
    for kind in Self.eventKinds {
      let count = try #require(counts.events[kind], "\(spec): no '\(kind)' events counted")
      #expect(count.operations > 0, "\(spec): no '\(kind)' events run")
      #expect(
        count.allocations == 0, "\(spec): \(kind) made \(count.allocations ?? -1) allocations")
    }
  }

  /// The quick-return bars spring: ends at ±1,200 pt/s fling them to a
  /// target, and the spring's frames (exp, sin, cos by arithmetic) follow.
  @Test func quickReturnBarsSpringWithoutAllocating() throws {
    let counts = try Self.counts(of: "quick-return-bars.yaml")
    #expect(counts.events["end_flick"]?.operations ?? 0 >= 8)
    #expect(counts.events["wait_after_flick"]?.operations ?? 0 >= 20)
    #expect(counts.events["end_flick"]?.allocations == 0)
    #expect(counts.events["wait_after_flick"]?.allocations == 0)
  }

  /// The compact title's spring transition: each jump turns the running
  /// spring round, handing its velocity on, and each wait samples it.
  @Test func compactTitleSpringTransitionWithoutAllocating() throws {
    let counts = try Self.counts(of: "compact-title.yaml")
    #expect(counts.events["transition"]?.operations ?? 0 >= 20)
    #expect(counts.events["transition"]?.allocations == 0)
    #expect(counts.events["wait"]?.allocations == 0)
  }

  /// The Tiki header snaps: its `end` events start animations, and its waits
  /// sample them mid-way.
  @Test func tikiSnapsWithoutAllocating() throws {
    let counts = try Self.counts(of: "tiki-home.yaml")
    #expect(counts.name == "tiki-home")
    #expect(counts.events["end"]?.operations ?? 0 >= 8)
    #expect(counts.events["wait_mid_animation"]?.operations ?? 0 >= 20)
    #expect(Self.eventKinds.allSatisfy { counts.events[$0]?.allocations == 0 })
  }

  @Test func theBenchExitsZeroWithoutAllocations() throws {
    let report = try Self.report.get()
    #expect(report.status == 0)
    #expect(report.totalAllocations == 0)
  }

  /// Material's scrim: each flip starts or interrupts its 0.6 s transition.
  @Test func transitionsFlipWithoutAllocating() throws {
    let counts = try Self.counts(of: "material-collapsing-toolbar.yaml")
    #expect(counts.events["transition"]?.operations ?? 0 >= 20)
    #expect(counts.events["transition"]?.allocations == 0)
  }

  static let eventKinds = [
    "drag", "scroll", "end", "wait_mid_animation", "wait", "transition", "end_flick",
    "wait_after_flick",
  ]

  static func counts(of spec: String) throws -> AllocationReport.Spec {
    let report = try report.get()
    return try #require(
      report.allocations.first { URL(fileURLWithPath: $0.path).lastPathComponent == spec },
      "\(spec) is not in the report")
  }
}

/// The JSON `headerkit-bench --allocations --json` prints.
struct AllocationReport: Decodable, Sendable {
  struct Counter: Decodable, Sendable {
    var active: Bool
    var calibrationAllocations: Int
  }

  struct Count: Decodable, Sendable {
    var operations: Int
    /// Null when the counter is not loaded.
    var allocations: Int?
  }

  struct Spec: Decodable, Sendable {
    var name: String
    var path: String
    var frames: Count
    var events: [String: Count]
  }

  var allocationCounter: Counter
  var allocations: [Spec]
  var totalAllocations: Int
  /// The bench's exit status (not in the JSON).
  var status: Int32 = 0

  private enum CodingKeys: String, CodingKey {
    case allocationCounter, allocations, totalAllocations
  }

  /// Runs the bench built beside these tests and decodes what it printed.
  static func run() throws -> AllocationReport {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("headerkit-bench")
    process.arguments = ["--allocations", "--json"]
    let output = Pipe()
    process.standardOutput = output
    // Its progress is not read: a full pipe left unread would block it.
    process.standardError = FileHandle.nullDevice
    try process.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    var report = try decoder.decode(AllocationReport.self, from: printed)
    report.status = process.terminationStatus
    return report
  }
}

/// The spec files in the repository's Specs/ (not its tests or traces).
enum BundledSpecs {
  static func names() throws -> [String] {
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { root.deleteLastPathComponent() }
    let names = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("Specs").path)
    return names.filter {
      ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.contains(".test.")
        && !$0.contains(".trace.")
    }
    .sorted()
  }
}
