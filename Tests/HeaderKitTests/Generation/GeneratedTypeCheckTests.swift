import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Generated Swift type-checks in time and memory that grow linearly with
/// the spec: `swiftc -frontend -typecheck` of what `generate` writes, its
/// address space capped (an allocation past the cap aborts it, and the test
/// fails) and its CPU time read from its own statistics. A literal of
/// 2,000 `(String, Int)` pairs took the type checker 762 MB, an array of
/// 2,000 targets more than 4 GB, and 10,000 frame locals 5 minutes.
///
/// The largest specs the limits allow (a 1 MiB file of custom numbers or
/// colours, 100,000 expression terms) run when HEADERKIT_TYPECHECK_LARGEST=1
/// (.ci/steps/45-generated-typecheck.sh): docs/limits.md states their bounds.
@Suite(.enabled(if: Swiftc.path != nil, "swiftc is not on the PATH"), .serialized)
struct GeneratedTypeCheckTests {
  /// The Swift `generate` writes for `yaml`.
  static func generated(_ yaml: String) throws -> String {
    let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "large.yaml")
    let graph = try #require(
      loaded.compiled?.graph, "\(loaded.diagnostics.prefix(3).map(\.message))")
    return SwiftGenerator(evaluator: HeaderEvaluator(graph: graph)).source(origin: "large.yaml")
  }

  /// Type-checks `source` against the built HeaderKitRuntime with at most
  /// `megabytes` of address space; returns the CPU seconds it took.
  static func typeCheck(_ source: String, megabytes: Int) throws -> Double {
    let swiftc = try #require(Swiftc.path)
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Header.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    let stats = directory.appendingPathComponent("stats")
    try FileManager.default.createDirectory(at: stats, withIntermediateDirectories: true)
    let arguments = [
      "-c", "ulimit -v \(megabytes * 1024) && exec \"$0\" \"$@\"", swiftc.path, "-frontend",
      "-typecheck", "-I", CLI.buildDirectory.appendingPathComponent("Modules").path,
      "-module-name", "Checked", file.path, "-stats-output-dir", stats.path,
    ]
    let result = try CLI.runProgram(URL(fileURLWithPath: "/bin/sh"), arguments)
    try #require(
      result.status == 0,
      "swiftc exited \(result.status) within \(megabytes) MB: \(result.stderr.suffix(1_000))")
    for name in try FileManager.default.contentsOfDirectory(atPath: stats.path) {
      let data = try Data(contentsOf: stats.appendingPathComponent(name))
      let counters = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      for (key, value) in counters
      where key.hasPrefix("time.swift-frontend.") && key.hasSuffix(".user") {
        return try #require(value as? Double)
      }
    }
    Issue.record("no CPU time in swiftc's statistics")
    return 0
  }

  static func spec(targets: String, vars: String = "") -> String {
    "version: 1\nname: large\ninputs:\n  s: { axis: vertical }\n\(vars)targets:\n\(targets)"
  }

  /// 6,000 custom numbers on one target, each its own arithmetic: 12,000
  /// frame instructions and one target with 6,000 outputs. About 5 s and
  /// 200 MB here.
  @Test func customNumbersOnOneTarget() throws {
    let customs = (0..<6_000).map { "      c\($0): s * \($0 + 2)" }
    let source = try Self.generated(
      Self.spec(targets: "  t:\n    custom:\n" + customs.joined(separator: "\n") + "\n"))
    let seconds = try Self.typeCheck(source, megabytes: 600)
    #expect(seconds < 30, "\(seconds) s")
  }

  /// 2,000 targets of three outputs each. About 3 s and 160 MB here.
  @Test func twoThousandTargets() throws {
    let targets = (0..<2_000).map { "  t\($0): {alpha: s, translateY: s, custom: {a: s}}" }
    let source = try Self.generated(Self.spec(targets: targets.joined(separator: "\n") + "\n"))
    let seconds = try Self.typeCheck(source, megabytes: 600)
    #expect(seconds < 30, "\(seconds) s")
  }

  /// The largest specs the limits allow, each about 1 MiB: 65,000 custom
  /// numbers on one target; 7,000 targets of five colours (140,000
  /// outputs); 100 vars of 960 terms (96,000 of the 100,000 allowed).
  @Test(
    .enabled(if: ProcessInfo.processInfo.environment["HEADERKIT_TYPECHECK_LARGEST"] == "1"),
    arguments: ["customs", "colours", "terms"])
  func theLargestSpecs(shape: String) throws {
    let yaml: String
    switch shape {
    case "customs":
      let customs = (0..<65_000).map { "      c\($0): s" }
      yaml = Self.spec(targets: "  t:\n    custom:\n" + customs.joined(separator: "\n") + "\n")
    case "colours":
      let colour = "'#ffffff'"
      let targets = (0..<7_000).map {
        "  t\($0): {backgroundColor: \(colour), tintColor: \(colour), textColor: \(colour), "
          + "borderColor: \(colour), shadowColor: \(colour)}"
      }
      yaml = Self.spec(targets: targets.joined(separator: "\n") + "\n")
    default:
      let vars = (0..<100).map { v in
        "  v\(v): " + (0..<240).map { "min(s, \($0 + 2 + v))" }.joined(separator: " + ")
      }
      let customs = (0..<100).map { "      c\($0): v\($0)" }
      yaml = Self.spec(
        targets: "  t:\n    custom:\n" + customs.joined(separator: "\n") + "\n",
        vars: "vars:\n" + vars.joined(separator: "\n") + "\n")
    }
    #expect(yaml.utf8.count <= 1 << 20)
    let seconds = try Self.typeCheck(try Self.generated(yaml), megabytes: 2_048)
    #expect(seconds < 90, "\(shape): \(seconds) s")
  }
}

/// The compiler the tests run.
enum Swiftc {
  /// `swiftc` on the PATH, on Linux (elsewhere `-frontend` needs the SDK spelt out).
  static let path: URL? = {
    #if os(Linux)
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { URL(fileURLWithPath: "\($0)/swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    #else
    return nil
    #endif
  }()
}
