import HeaderKit
import HeaderKitDiagnostics
import Testing

/// Preview blocks are checked by `validate`: each mistake is a located diagnostic.
@Suite("Preview geometry diagnostics")
struct PreviewCheckTests {
  /// A valid spec with a header element and a constraint; `extra` is appended
  /// to the top-level `preview:` block, `target` to the header's preview.
  static func spec(target: String = "", constraint: String = "", screen: String = "") -> String {
    """
    version: 1
    name: check
    inputs:
      scroll: { axis: vertical }
    targets:
      header:
        alpha: 1
        preview:
          frame: [0, 0, 375, 100]
    \(target)
      height:
        kind: constraint
        constant: 100
        preview:
    \(constraint.isEmpty ? "      drives: { target: header, edge: height }" : constraint)
    preview:
      screen: [375, 400]
    \(screen)
    """
  }

  /// The only diagnostic, which must be an error with `code` and `message` at line:column.
  func expectOne(
    _ yaml: String, _ code: DiagnosticCode, _ message: String, line: Int, column: Int,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let diagnostics = Load.diagnostics(yaml)
    #expect(diagnostics.count == 1, "\(diagnostics.map(\.message))", sourceLocation: sourceLocation)
    guard let diagnostic = diagnostics.first else { return }
    #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
    #expect(diagnostic.code == code, sourceLocation: sourceLocation)
    #expect(diagnostic.message == message, sourceLocation: sourceLocation)
    #expect(
      diagnostic.location == HeaderKitDiagnostics.SourceLocation(line: line, column: column),
      sourceLocation: sourceLocation)
  }

  @Test("the template itself is valid")
  func templateIsValid() {
    #expect(Load.diagnostics(Self.spec()).isEmpty)
  }

  @Test("a parent that names no element")
  func unknownParent() {
    let yaml = Self.spec(
      screen: "  elements:\n    title: { parent: haeder, frame: [0, 0, 10, 10] }")
    expectOne(
      yaml, .unknownName, "unknown element 'haeder'; did you mean 'header'?", line: 19, column: 22)
  }

  @Test("a constraint that drives no element")
  func unknownDrivenElement() {
    let yaml = Self.spec(constraint: "      drives: { target: headr, edge: height }")
    expectOne(
      yaml, .unknownName, "unknown element 'headr'; did you mean 'header'?", line: 15, column: 25)
  }

  @Test("a constraint cannot drive another constraint")
  func drivesAConstraint() {
    let yaml = Self.spec(constraint: "      drives: { target: height, edge: height }")
    expectOne(yaml, .unknownName, "unknown element 'height'", line: 15, column: 25)
  }

  @Test("an element that scrolls with no input")
  func unknownScrollInput() {
    let yaml = Self.spec(target: "      scrolls: scrol")
    expectOne(
      yaml, .unknownName, "unknown input 'scrol'; did you mean 'scroll'?", line: 10, column: 16)
  }

  @Test("a list under an unknown input or element")
  func unknownListNames() {
    let yaml = Self.spec(screen: "  list: { input: pager, below: header }")
    expectOne(yaml, .unknownName, "unknown input 'pager'", line: 18, column: 18)
    let below = Self.spec(screen: "  list: { input: scroll, below: footer }")
    expectOne(below, .unknownName, "unknown element 'footer'", line: 18, column: 33)
  }

  @Test("a list needs its input")
  func listWithoutInput() {
    let yaml = Self.spec(screen: "  list: { size: 40 }")
    expectOne(yaml, .missingKey, "'list' needs the key 'input'", line: 18, column: 9)
  }

  @Test("a preview element named like a target")
  func elementNamedLikeTarget() {
    let yaml = Self.spec(screen: "  elements:\n    header: { frame: [0, 0, 10, 10] }")
    expectOne(
      yaml, .duplicateName, "preview element 'header' has the same name as a target", line: 19,
      column: 5)
  }

  @Test("parents in a cycle are reported once, at the first member declared")
  func parentCycle() {
    let yaml = Self.spec(
      screen: """
          elements:
            a: { parent: b, frame: [0, 0, 10, 10] }
            b: { parent: c, frame: [0, 0, 10, 10] }
            c: { parent: a, frame: [0, 0, 10, 10] }
            d: { parent: a, frame: [0, 0, 10, 10] }
        """)
    expectOne(
      yaml, .cycle, "the preview parents form a cycle: 'a' → 'b' → 'c' → 'a'", line: 19, column: 18)
  }

  @Test("an element that is its own parent")
  func ownParent() {
    let yaml = Self.spec(target: "      parent: header")
    expectOne(
      yaml, .cycle, "the preview parents form a cycle: 'header' → 'header'", line: 10, column: 15)
  }

  @Test("sizes: a negative frame, an empty screen, a list item of size 0, a fractional count")
  func sizes() {
    expectOne(
      Self.spec(
        target:
          "      corner: 4\n      order: 1\n      clips: true\n      pin: [top]\n"
          + "      label: Header\n      text: \"#ffffff\"\n      fill: image"
      ).replacingOccurrences(
        of: "[0, 0, 375, 100]", with: "[0, 0, -1, 100]"),
      .invalidValue, "a frame's width and height must not be negative", line: 9, column: 14)
    expectOne(
      Self.spec().replacingOccurrences(of: "[375, 400]", with: "[0, 400]"), .invalidValue,
      "a screen's width and height must be above 0 and at most 10000", line: 17, column: 11)
    expectOne(
      Self.spec(screen: "  list: { input: scroll, size: 0 }"), .invalidValue,
      "a list item's 'size' must be above 0",
      line: 18, column: 32)
    expectOne(
      Self.spec(screen: "  list: { input: scroll, count: 2.5 }"), .invalidValue,
      "a list's 'count' must be a whole number from 0 to 1000", line: 18, column: 33)
  }

  @Test("a pin that is no edge")
  func badPin() {
    expectOne(
      Self.spec(target: "      pin: [botom]"), .invalidValue,
      "each element of 'pin' must be one of top, bottom, leading, trailing, found 'botom'; did you mean 'bottom'?",
      line: 10, column: 13)
  }

  @Test("a misspelled preview key")
  func unknownKey() {
    expectOne(
      Self.spec(target: "      clip: true"), .unknownKey,
      "unknown key 'clip' in 'preview'; did you mean 'clips'?",
      line: 10, column: 7)
    expectOne(
      Self.spec(screen: "  lists: { input: scroll }"), .unknownKey,
      "unknown key 'lists' in 'preview'; did you mean 'list'?",
      line: 18, column: 3)
  }
}
