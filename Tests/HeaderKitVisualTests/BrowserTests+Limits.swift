import Foundation
import HeaderKitTestSupport
import Testing

extension BrowserTests {
  /// A URL whose list of a million elements the runtime would refuse (with
  /// `ys`'s one, 1,000,001 list elements of the 524,288 allowed): the page
  /// leaves the param as it was, says why under the params, and still sets
  /// the other params and runs the commands. (Chromium takes its URL as
  /// one command-line argument, at most 128 KiB: a script run before the
  /// page's own gives it the long hash.)
  @Test func aListTheRuntimeRefusesIsNotSet() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = directory.appendingPathComponent("lists.yaml")
    try PageLimitsTests.yaml(position: "index").write(to: spec, atomically: true, encoding: .utf8)
    let page = directory.appendingPathComponent("lists.html")
    let result = try CLI.run(["preview", spec.path, "-o", page.path])
    try #require(result.status == 0, "\(result.stderr)")
    let hash =
      "#param.xs=" + Array(repeating: "1", count: 1_000_000).joined(separator: ",")
      + "&param.ys=2,3&at=0"
    let html = try String(contentsOf: page, encoding: .utf8)
    let script =
      "<body>\n<script>history.replaceState(null, \"\", location.pathname + \"\(hash)\");</script>"
    try html.replacingOccurrences(of: "<body>", with: script)
      .write(to: page, atomically: true, encoding: .utf8)

    let dom = try Self.dom(page, query: "")
    let notice = try #require(
      Markup.tags(in: dom).first { $0.name == "p" && $0["id"] == "hk-notice" }, "no notice")
    #expect(notice["hidden"] == nil, "the notice is hidden")
    #expect(
      dom.contains(
        "xs not set: 1000001 list elements, more than the 524288 allowed (all lists together)."),
      "the notice does not say why")
    let entry = try #require(try Self.report(in: dom, query: "hash").first)
    // u.alpha = sum(ys) = 2 + 3: the other param was set; t0 at offset 0 is 0 either way.
    #expect(entry.values.last == 5)
  }
}
