import Foundation
import HeaderKitRuntime
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

/// The preview's JavaScript takes its opcodes from Swift: the table it
/// evaluates with is `Opcode`'s, written into the script, and an opcode
/// Swift adds reaches the JavaScript without an edit of its table (which
/// then asks for the opcode's arithmetic, the one thing the port restates).
@Suite(
  "JavaScript opcode table",
  .enabled(
    if: Tools.node != nil || Tools.required,
    "node is not installed; CI installs it (.ci/steps/40-browser.sh)"))
struct JavaScriptOpcodeTableTests {
  struct Entry: Decodable, Equatable {
    var name: String
    var arity: Int
    var kind: String
  }

  /// Loads `script` in Node and prints its table of opcodes.
  static func table(of script: String) throws -> [Entry] {
    let node = try #require(Tools.node, "node is not installed")
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try script.write(
      to: directory.appendingPathComponent("evaluator.js"), atomically: true, encoding: .utf8)
    let runner = directory.appendingPathComponent("runner.js")
    try #"process.stdout.write(JSON.stringify(require("./evaluator.js").opcodes));"#
      .write(to: runner, atomically: true, encoding: .utf8)
    let output = try Tools.run(node, [runner.path])
    return try JSONDecoder().decode([Entry].self, from: Data(output.utf8))
  }

  @Test func theTableIsSwiftsOpcodes() throws {
    let expected = Opcode.allCases.map { op in
      Entry(
        name: op.rawValue, arity: op.arity,
        kind: op == .track ? "track" : op.readsList ? "list" : "scalar")
    }
    #expect(try Self.table(of: PreviewScript.evaluator) == expected)
    // Written in, not copied: the script holds Swift's table as Swift writes it.
    #expect(PreviewScript.evaluator.contains(Opcode.javaScriptTable))
  }

  /// An opcode added to Swift's table reaches the script; without its
  /// arithmetic the evaluator refuses to load, naming it.
  @Test func anOpcodeWithoutArithmeticIsNamed() throws {
    let table = Opcode.javaScriptTable
    let added = table.replacingOccurrences(
      of: "\n]", with: ",\n  { name: \"hypot\", arity: 2, kind: \"scalar\" }\n]")
    #expect(added != table)
    let script = PreviewScript.evaluator.replacingOccurrences(of: table, with: added)
    let node = try #require(Tools.node, "node is not installed")
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("evaluator.js")
    try script.write(to: file, atomically: true, encoding: .utf8)
    let result = try CLI.runProgram(URL(fileURLWithPath: node), [file.path])
    #expect(result.status != 0)
    #expect(result.stderr.contains("no arithmetic for opcode 'hypot'"), "\(result.stderr)")
  }
}
