import Foundation
import HeaderKitTestSupport
import Testing

/// The command line enforces the limits of docs/limits.md: a located error
/// for a file, a usage error naming the option for an argument.
@Suite struct ResourceLimitCLITests {
  /// Writes `contents` to a file in a fresh directory and runs `body` with its path.
  static func withFile(
    _ name: String, _ contents: Data, _ body: (String) throws -> Void
  ) throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent(name)
    try contents.write(to: url)
    try body(url.path)
  }

  @Test func aFileOverOneMebibyteIsRefused() throws {
    let text = "version: 1\n#" + String(repeating: "x", count: 1 << 20)
    try Self.withFile("big.yaml", Data(text.utf8)) { path in
      let result = try CLI.run(["validate", path])
      #expect(result.status == 1)
      #expect(result.stderr.contains("big.yaml:1:1: error:"))
      #expect(result.stderr.contains("[file-too-large]"))
    }
  }

  // (`--at` with 100,001 offsets cannot be tested: Linux refuses a single
  // argument longer than 128 KiB.)
  @Test func tooManyOffsetsAreAUsageError() throws {
    let sweep = try CLI.run([
      "eval", "Specs/twitter-profile.yaml", "--from", "0", "--to", "1e6", "--step", "1",
    ])
    #expect(sweep.status == 64)
    #expect(sweep.stderr.contains("more than 100000 offsets"))
  }

  @Test func aListOverrideOverTheLimitIsAUsageError() throws {
    let widths = Array(repeating: "1", count: 10_001).joined(separator: ",")
    let result = try CLI.run([
      "eval", "Specs/pinterest-pager.yaml", "--at", "0", "--param", "tabWidths=[\(widths)]",
    ])
    #expect(result.status == 64)
    #expect(result.stderr.contains("param 'tabWidths' has more than 10000 elements"))
  }

  @Test func anOversizedCompiledGraphIsRefused() throws {
    let compiled = try CLI.run(["compile", "Specs/twitter-profile.yaml"])
    #expect(compiled.status == 0)
    // A slot count past what a graph of this size may ask for.
    let edited = compiled.stdout.replacingOccurrences(
      of: #""slotCount": \d+"#, with: "\"slotCount\": 4194305", options: .regularExpression)
    #expect(edited != compiled.stdout)
    try Self.withFile("graph.json", Data(edited.utf8)) { path in
      let result = try CLI.run(["eval", path, "--at", "0"])
      #expect(result.status == 1)
      #expect(result.stderr.contains("4194305 slots, more than the"))
      #expect(result.stdout.isEmpty)
    }
  }
}
