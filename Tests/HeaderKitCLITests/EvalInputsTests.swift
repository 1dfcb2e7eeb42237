import Foundation
import HeaderKitTestSupport
import Testing

/// `eval --input NAME=VALUE` holds other inputs at raw offsets while one is
/// swept. Expected values are worked out by hand from the spec below.
@Suite struct EvalInputsTests {
  /// A list (scroll) and a gallery of 375-point pages: the page dots move 16
  /// points a page, and the title fades over the first 179 points of the list
  /// on the first page only (a product of both inputs).
  static let spec = """
    version: 1
    name: album
    inputs:
      scroll: { axis: vertical, bounds: [0, 300] }
      gallery: { axis: horizontal, bounds: [0, 750], inset: 10 }
    targets:
      dots:
        translateX: gallery / 375 * 16
      title:
        alpha: clamp(1 - scroll / 179, 0, 1) * clamp(1 - gallery / 375, 0, 1)
    """

  func run(_ arguments: [String]) throws -> CLI.Result {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("album.yaml")
    try Self.spec.write(to: path, atomically: true, encoding: .utf8)
    return try CLI.run(["eval", path.path] + arguments)
  }

  func json(_ result: CLI.Result) throws -> [String: Any] {
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  @Test func anotherInputIsHeldWhileOneIsSwept() throws {
    // Gallery raw 365: the author's offset is 365 + inset 10 = 375, page 2.
    let report = try json(
      try run([
        "--input", "scroll", "--input", "gallery=365", "--at", "0,89.5", "--format", "json",
      ]))
    #expect(report["input"] as? String == "scroll")
    #expect(report["otherInputs"] as? [String: Double] == ["gallery": 365])
    let frames = try #require(report["frames"] as? [[String: Any]])
    let values = frames.map { $0["values"] as? [String: Double] }
    // dots: 375 / 375 × 16 = 16 at both offsets; title: (1 − 375/375) = 0 whatever the list.
    #expect(values.map { $0?["dots.translateX"] } == [16, 16])
    #expect(values.map { $0?["title.alpha"] } == [0, 0])
  }

  @Test func withoutABareNameTheFirstInputNotHeldIsSwept() throws {
    // The list held at 89.5 (alpha factor 1 − 89.5/179 = 0.5); the gallery swept
    // at raw −10 (author 0) and 177.5 (author 187.5, factor 0.5).
    let report = try json(
      try run(["--input", "scroll=89.5", "--at", "-10,177.5", "--format", "json"]))
    #expect(report["input"] as? String == "gallery")
    #expect(report["otherInputs"] as? [String: Double] == ["scroll": 89.5])
    let frames = try #require(report["frames"] as? [[String: Any]])
    let alphas = frames.map { ($0["values"] as? [String: Double])?["title.alpha"] }
    #expect(alphas == [0.5, 0.25])
  }

  @Test func otherInputsRestByDefault() throws {
    // The gallery rests at raw −10 (its inset), author offset 0.
    let report = try json(try run(["--at", "0", "--format", "json"]))
    #expect(report["otherInputs"] as? [String: Double] == ["gallery": -10])
    let csv = try run(["--input", "gallery=365", "--at", "0", "--format", "csv"])
    #expect(csv.stdout == "offset,dots.translateX,title.alpha\n0,16,0\n")
  }

  @Test(arguments: [
    (
      ["--input", "galery=3"],
      "Error: unknown input 'galery'; did you mean 'gallery'? (inputs: scroll, gallery)"
    ),
    (
      ["--input", "gallery=3", "--input", "scrol"],
      "Error: unknown input 'scrol'; did you mean 'scroll'? (inputs: scroll, gallery)"
    ),
    (["--input", "zoom=3"], "Error: unknown input 'zoom' (inputs: scroll, gallery)"),
    (["--input", "gallery=abc"], "Error: --input gallery: 'abc' is not a number"),
    (["--input", "gallery=inf"], "Error: --input gallery: 'inf' is not a finite number"),
    (["--input", "gallery=1", "--input", "gallery=2"], "Error: --input sets 'gallery' twice"),
    (
      ["--input", "scroll", "--input", "scroll=2"],
      "Error: --input sets 'scroll', the input eval sweeps; give its offsets with --at or --from/--to"
    ),
    (
      ["--input", "scroll", "--input", "gallery"],
      "Error: --input names the input to sweep once ('scroll' and 'gallery'); hold others with --input NAME=VALUE"
    ),
  ])
  func mistakesAreUsageErrors(arguments: [String], message: String) throws {
    let result = try run(arguments + ["--at", "0"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasPrefix(
        message + "\nUsage: headerkit eval <spec> [--input <name[=value]> ...]"))
  }
}
