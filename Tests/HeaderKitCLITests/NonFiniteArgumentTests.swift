import Foundation
import HeaderKitTestSupport
import Testing

/// `--at`, `--from`, `--to`, `--step` and `--param` refuse NaN and infinity
/// with a usage error (exit 64) naming the option; a trace's non-finite
/// number is a located diagnostic (exit 1).
@Suite struct NonFiniteArgumentTests {
  static let spec = "Specs/twitter-profile.yaml"

  @Test(arguments: [
    ["--at", "nan"], ["--at", "0,inf"], ["--at", "-inf"], ["--at", "1e309"], ["--at", "infinity"],
    ["--from", "nan", "--to", "1"], ["--from", "0", "--to", "inf"],
    ["--from", "0", "--to", "10", "--step", "inf"], ["--from", "0", "--to", "10", "--step", "nan"],
  ])
  func evalRejectsNonFiniteOffsets(_ arguments: [String]) throws {
    let result = try CLI.run(["eval", Self.spec] + arguments)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(
      result.stderr.contains("is not a finite number") || result.stderr.contains("is not a number"))
    #expect(result.stdout.isEmpty)
  }

  @Test(arguments: [
    "headerHeight=nan", "headerHeight=inf", "headerHeight=-Infinity", "headerHeight=1e400",
  ])
  func evalRejectsNonFiniteParams(_ param: String) throws {
    let result = try CLI.run(["eval", Self.spec, "--at", "0", "--param", param])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("param 'headerHeight'"))
    #expect(result.stderr.contains("is not a finite number"))
  }

  @Test func evalRejectsNonFiniteListElements() throws {
    let result = try CLI.run([
      "eval", "Specs/pinterest-pager.yaml", "--at", "0", "--param", "tabWidths=[64, nan, 72]",
    ])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("param 'tabWidths': 'nan' is not a finite number"))
  }

  @Test func simulateReportsANonFiniteTraceNumberWhereItIs() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("bad.trace.yaml")
    try Data("events:\n  - drag: 10\n  - wait: .inf\n".utf8).write(to: trace)
    let result = try CLI.run(["simulate", "Specs/tiki-home.yaml", "--trace", trace.path])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.contains("bad.trace.yaml:3:11: error:"))
    #expect(result.stderr.contains("[non-finite-number]"))
    #expect(result.stdout.isEmpty)
  }

  /// Regression: an inset that overflowed to NaN trapped the default sweep.
  @Test func evalSweepsASpecWhoseInsetOverflows() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = directory.appendingPathComponent("inset.yaml")
    let text = """
      version: 1
      name: overflowing-inset
      inputs:
        scroll: { inset: p * 10 - p * 10 }
      params:
        p: 1e308
      targets:
        a: { alpha: { over: scroll, keyframes: [{ at: 0, value: 0 }, { at: 100, value: 1 }] } }

      """
    try Data(text.utf8).write(to: spec)
    let result = try CLI.run(["eval", spec.path, "--format", "csv"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("offset,a.alpha\n-20,0\n"))
  }
}
