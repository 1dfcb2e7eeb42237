import Foundation
import HeaderKitTestSupport
import Testing

/// Help at the width a pipe or an 80-column terminal gets: the discussion
/// (every paragraph after the one-line overview) is printed as written, so no
/// example is wrapped mid-command and copy-paste works.
@Suite struct HelpWidthTests {
  static let subcommands = [
    "", "validate", "compile", "generate", "eval", "simulate", "test", "plot", "filmstrip",
    "preview",
  ]

  /// The help's text from the line after the overview up to the usage line.
  static func discussion(_ subcommand: String, columns: Int) throws -> [Substring] {
    let result = try CLI.run(
      ["help"] + (subcommand.isEmpty ? [] : [subcommand]),
      environment: ["COLUMNS": String(columns), "LINES": "24"])
    #expect(result.status == 0, "\(subcommand): \(result.stderr)")
    let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex(of: ""), "\(subcommand): no discussion") + 1
    let end = try #require(lines.firstIndex { $0.hasPrefix("USAGE:") }, "\(subcommand)")
    return Array(lines[start..<end])
  }

  @Test(arguments: subcommands)
  func theDiscussionIsNotWrappedAt80Columns(subcommand: String) throws {
    let narrow = try Self.discussion(subcommand, columns: 80)
    let wide = try Self.discussion(subcommand, columns: 1000)
    #expect(narrow == wide, "\(subcommand): a line is wrapped at 80 columns")
    // The help wraps any line of 80 characters or more at 80 columns.
    let long = wide.filter { $0.count >= 80 }
    #expect(long.isEmpty, "\(subcommand): \(long)")
  }

  /// An example split with `\` continues on an indented line, and every
  /// bundled spec an example names exists.
  @Test(arguments: subcommands)
  func examplesRunAsPrinted(subcommand: String) throws {
    let lines = try Self.discussion(subcommand, columns: 80)
    var commands: [String] = []
    var continues = false
    for line in lines {
      var text = line.trimmingCharacters(in: .whitespaces)
      let isContinuation = continues
      continues = text.hasSuffix("\\")
      if continues { text = text.dropLast().trimmingCharacters(in: .whitespaces) }
      if isContinuation {
        #expect(line.hasPrefix("    "), "\(subcommand): '\(line)' continues a command")
        commands[commands.count - 1] += " " + text
      } else if text.hasPrefix("headerkit ") {
        commands.append(text)
      } else {
        continues = false
      }
    }
    #expect(!commands.isEmpty, "\(subcommand) has no examples")
    for command in commands {
      for word in command.split(separator: " ") where word.hasPrefix("Specs/") {
        let path = Fixtures.root.appendingPathComponent(String(word)).path
        #expect(FileManager.default.fileExists(atPath: path), "\(subcommand): \(command)")
      }
    }
  }
}
