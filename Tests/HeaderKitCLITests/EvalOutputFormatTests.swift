import Foundation
import HeaderKitTestSupport
import Testing

/// `eval`'s table (the default) and CSV, and its handling of invalid specs.
@Suite struct EvalOutputFormatTests {
  /// fade-top-view at raw offsets −250, −150 and −75: (translateY, alpha) by the seed's formulas.
  static let offsets = [-250.0, -150, -75]
  static let expected: [(translateY: Double, alpha: Double)] = [(0, 1), (-50, 0.75), (-125, 0.375)]

  @Test func csvHasAHeaderAndOneRowPerOffset() throws {
    let result = try CLI.run([
      "eval", "Specs/fade-top-view.yaml", "--at", "-250,-150,-75", "--format", "csv",
    ])
    #expect(result.status == 0)
    let lines = result.stdoutLines
    try #require(lines.count == 4, "\(result.stdout)")
    let header = lines[0].split(separator: ",").map(String.init)
    #expect(header.first == "offset")
    #expect(Set(header.dropFirst()) == ["topView.translateY", "topView.alpha"])
    for (row, (offset, values)) in zip(lines.dropFirst(), zip(Self.offsets, Self.expected)) {
      let cells = row.split(separator: ",").compactMap { Double($0) }
      try #require(cells.count == header.count, "\(row)")
      #expect(cells[0] == offset)
      let byKey = Dictionary(uniqueKeysWithValues: zip(header, cells))
      #expect(close(byKey["topView.translateY"], values.translateY))
      #expect(close(byKey["topView.alpha"], values.alpha))
    }
  }

  @Test func tableIsTheDefault() throws {
    let result = try CLI.run(["eval", "Specs/fade-top-view.yaml", "--at", "-250,-150,-75"])
    #expect(result.status == 0)
    let lines = result.stdoutLines
    try #require(lines.count == 5, "\(result.stdout)")
    let header = lines[0].split(separator: " ").map(String.init)
    #expect(header.first == "offset")
    #expect(Set(header.dropFirst()) == ["topView.translateY", "topView.alpha"])
    // A rule under the header, as wide as the header.
    #expect(lines[1].allSatisfy { $0 == "─" || $0 == " " } && lines[1].contains("─"))
    #expect(lines[1].count == lines[0].count)
    for (row, (offset, values)) in zip(lines.dropFirst(2), zip(Self.offsets, Self.expected)) {
      // Right-aligned columns: every row is as wide as the header.
      #expect(row.count == lines[0].count, "\(row)")
      let cells = row.split(separator: " ").compactMap { Double($0) }
      try #require(cells.count == header.count, "\(row)")
      #expect(cells[0] == offset)
      let byKey = Dictionary(uniqueKeysWithValues: zip(header, cells))
      // The table rounds to 4 decimals.
      #expect(close(byKey["topView.translateY"], values.translateY, tolerance: 5e-5))
      #expect(close(byKey["topView.alpha"], values.alpha, tolerance: 5e-5))
    }
  }

  @Test func withoutOffsetsTheDeclaredBoundsAreSweptInTwentySteps() throws {
    // twitter-profile declares bounds [-120, 200].
    let result = try CLI.run(["eval", "Specs/twitter-profile.yaml"])
    #expect(result.status == 0)
    let lines = result.stdoutLines
    try #require(lines.count == 2 + 21, "\(result.stdout)")
    let offsets = lines.dropFirst(2).compactMap {
      $0.split(separator: " ").first.flatMap { Double($0) }
    }
    #expect(offsets == stride(from: -120.0, through: 200, by: 16).map { $0 })
  }

  @Test func invalidSpecPrintsWhatValidatePrintsAndExitsOne() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "broken.yaml",
      """
      version: 1
      name: broken
      params:
        size: 10
      inputs:
        scroll: {}
      targets:
        box:
          alpha: 1 - scroll / siz
          translateY: { over: scrol, keyframes: [{ at: 0, value: 0 }] }

      """)
    let validate = try CLI.run(["validate", path])
    let eval = try CLI.run(["eval", path, "--at", "0", "--format", "json"])
    #expect(validate.status == 1)
    #expect(eval.status == 1)
    #expect(eval.stdout.isEmpty)
    #expect(validate.diagnosticHeaders.count == 2)
    #expect(eval.stderr == validate.stderr)
  }

  @Test func badOffsetsAreUsageErrors() throws {
    for arguments in [
      ["--at", "0,nan"], ["--at", "1e400"], ["--from", "10", "--to", "0"], ["--from", "0"],
      ["--from", "0", "--to", "10", "--step", "0"], ["--at", "0", "--from", "0", "--to", "1"],
    ] {
      let result = try CLI.run(["eval", "Specs/twitter-profile.yaml"] + arguments)
      #expect(result.status == 64, "\(arguments): \(result.stderr)")
      #expect(result.stdout.isEmpty, "\(arguments)")
    }
  }
}
