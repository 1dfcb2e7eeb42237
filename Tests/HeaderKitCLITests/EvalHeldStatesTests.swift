import Foundation
import HeaderKitTestSupport
import Testing

/// `eval` sets offsets directly, so a stateful spec's states stay at their
/// initial values: a note on standard error says so and points at
/// `simulate`, and the JSON lists them under `heldStates`.
@Suite struct EvalHeldStatesTests {
  static let note =
    "headerkit: note: eval sets each offset directly and holds states at their initial values (height); 'headerkit simulate Specs/tiki-home.yaml --trace TRACE' runs a scroll that moves them\n"

  @Test(arguments: ["table", "csv", "json"])
  func aStatefulSpecGetsANote(format: String) throws {
    let result = try CLI.run(["eval", "Specs/tiki-home.yaml", "--at", "0", "--format", format])
    #expect(result.status == 0)
    #expect(result.stderr == Self.note)
  }

  @Test func theJSONListsTheHeldStates() throws {
    let result = try CLI.run(["eval", "Specs/tiki-home.yaml", "--at", "0,40", "--format", "json"])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(report["heldStates"] as? [String] == ["height"])
    // Held at 88, its initial value: the header stays 88 tall at offset 40.
    let frames = try #require(report["frames"] as? [[String: Any]])
    let heights = frames.map { ($0["values"] as? [String: Double])?["headerHeight.constant"] }
    #expect(heights == [88, 88])
  }

  /// Transitions move only on events too: held at rest, named after the states.
  @Test func transitionsAreHeldAtRestToo() throws {
    let result = try CLI.run([
      "eval", "Specs/material-collapsing-toolbar.yaml", "--at", "0,400", "--format", "json",
    ])
    #expect(
      result.stderr
        == "headerkit: note: eval sets each offset directly and holds states and transitions at their values at rest (collapsed, scrim); 'headerkit simulate Specs/material-collapsing-toolbar.yaml --trace TRACE' runs a scroll that moves them\n"
    )
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(report["heldStates"] as? [String] == ["collapsed", "scrim"])
    // The scrim rests off (visible height 256 >= 112 at rest) at every offset.
    let frames = try #require(report["frames"] as? [[String: Any]])
    let alphas = frames.map { ($0["values"] as? [String: Double])?["contentScrim.alpha"] }
    #expect(alphas == [0, 0])
  }

  @Test func aStatelessSpecGetsNoNoteAndNoHeldStates() throws {
    let result = try CLI.run(["eval", "Specs/fade-top-view.yaml", "--at", "0", "--format", "json"])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(report?["heldStates"] as? [String] == [])
  }

  /// A compiled graph keeps its states, and eval says the same of them.
  @Test func aCompiledGraphGetsTheNoteToo() throws {
    let graph = try CLI.run(["compile", "Specs/exit-until-collapsed.yaml"])
    let result = try CLI.run(["eval", "-", "--at", "0"], stdin: graph.stdout)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.hasPrefix(
        "headerkit: note: eval sets each offset directly and holds states at their initial values (collapsed); 'headerkit simulate - --trace TRACE'"
      ))
  }
}
