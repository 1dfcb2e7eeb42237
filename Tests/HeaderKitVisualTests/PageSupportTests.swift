import Foundation
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

/// The preview page's helpers (`HeaderKitPage`) run in Node: CSS lengths that
/// are never Infinity or NaN, and the velocity a scroll of the list ends with.
/// Expected numbers are worked out by hand from the samples given.
@Suite(
  "Preview page helpers in Node",
  .enabled(
    if: Tools.node != nil || Tools.required,
    "node is not installed; CI installs it (.ci/steps/40-browser.sh)"))
struct PageSupportTests {
  /// Runs `body` (JavaScript with `Page` bound to `HeaderKitPage`) in Node;
  /// what it writes with `out(value)` comes back as JSON.
  static func run(_ body: String) throws -> Any {
    let node = try #require(Tools.node)
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try PreviewScript.pageSupport.write(
      to: directory.appendingPathComponent("page.js"), atomically: true, encoding: .utf8)
    let runner = directory.appendingPathComponent("runner.js")
    try """
    const Page = require("./page.js");
    const results = [];
    const out = (value) => results.push(value);
    \(body)
    process.stdout.write(JSON.stringify(results));
    """.write(to: runner, atomically: true, encoding: .utf8)
    return try JSONSerialization.jsonObject(
      with: Data(try Tools.run(node, [runner.path]).utf8))
  }

  /// Runs `body` with a `ScrollVelocity` as `v` and expects the velocities it
  /// writes with `out` to be `expected` (±1e-9 pt/s).
  static func expectVelocities(
    _ body: String, _ expected: [Double],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    let script = "const v = new Page.ScrollVelocity();\n" + body
    let result = try #require(try run(script) as? [Double], sourceLocation: sourceLocation)
    #expect(result.count == expected.count, sourceLocation: sourceLocation)
    for (value, expected) in zip(result, expected) {
      #expect(abs(value - expected) <= 1e-9, "\(result)", sourceLocation: sourceLocation)
    }
  }

  @Test("CSS lengths are finite and within ±1,000,000 px")
  func lengths() throws {
    let result = try #require(
      try Self.run(
        """
        [NaN, Infinity, -Infinity, 1.7976931348623157e308, -1e7, 1e6, 12.5, -0, 0.0625, -3]
          .forEach((v) => out(Page.px(v)));
        out(Page.MAX_LENGTH);
        """) as? [Any])
    #expect(
      result.dropLast().compactMap { $0 as? String } == [
        "0px", "1000000px", "-1000000px", "1000000px", "-1000000px", "1000000px", "12.5px",
        "0px", "0.0625px", "-3px",
      ])
    #expect(result.last as? Double == 1e6)
  }

  @Test("a flick ends with its velocity in points per second, positive as the offset grows")
  func flick() throws {
    // 5 points every 10 ms is 500 pt/s; upward (the offset falling) it is −500.
    try Self.expectVelocities(
      """
        [[100, 5], [110, 10], [120, 15], [130, 20]].forEach((s) => v.move(s[0], s[1]));
        out(v.end());
        out(v.end());   // the next scroll starts over, at rest
        [[0, -5], [10, -10], [20, -15]].forEach((s) => v.move(s[0], s[1]));
        out(v.end());
        v.move(0, 40);  // one move alone (a jump) has no velocity
        out(v.end());
      """, [500.0, 0, -500, 0])
  }

  @Test("without a lift the fastest move since scrolling began or turned stands in for it")
  func coasting() throws {
    // A flick at 1,000 pt/s (10 pt per 10 ms) the browser coasts to a stop: 5, 2, 1
    // pt per 10 ms after it. The window of 100 ms at the last move (t = 80) covers
    // 0…80, 45 points in 80 ms: 562.5 pt/s; the fastest window is 0…10, 1,000.
    // Then a scroll turns at t = 20: 20 pt back in 20 ms from there is −1,000 pt/s,
    // the flick before it forgotten.
    try Self.expectVelocities(
      """
        const samples = [[0, 0], [10, 10], [20, 20], [30, 30], [40, 35], [50, 40],
          [60, 42], [70, 44], [80, 45]];
        samples.forEach((s) => v.move(s[0], s[1]));
        out(v.at(80));
        out(v.end());
        [[0, 0], [10, 10], [20, 20], [30, 10], [40, 0]].forEach((s) => v.move(s[0], s[1]));
        out(v.end());
      """, [562.5, 1000, -1000])
  }

  @Test("a touch ends with the velocity at its lift, 0 for a finger held still")
  func touch() throws {
    // 12 pt per 10 ms is 1,200 pt/s at a lift 5 ms after the last move; a finger held
    // 150 ms before lifting has no move in the last 100 ms: 0, though it flicked before.
    // Coasting after the lift does not change the lift's velocity.
    try Self.expectVelocities(
      """
        v.touch();
        [[0, 0], [10, 12], [20, 24], [30, 36]].forEach((s) => v.move(s[0], s[1]));
        v.lift(35);
        [[40, 40], [50, 42], [60, 43]].forEach((s) => v.move(s[0], s[1]));
        out(v.end());
        v.touch();
        [[0, 0], [10, 30], [20, 60]].forEach((s) => v.move(s[0], s[1]));
        v.lift(170);
        out(v.end());
      """, [1200.0, 0])
  }
}
