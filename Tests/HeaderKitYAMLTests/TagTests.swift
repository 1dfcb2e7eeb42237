import HeaderKitYAML
import Testing

/// Core-schema tags resolve their scalars; other tags are reported.
@Suite struct TagTests {
  static func unsupported(_ tag: String) -> String {
    "tag '\(tag)' is not supported; only the core schema tags !!str, !!int, !!float, !!bool, !!null, !!seq and !!map are"
  }

  @Test(arguments: [
    ("a: !!binary aGVsbG8=\n", "!!binary"),
    ("a: !foo bar\n", "!foo"),
    ("a: !!set {x: null}\n", "!!set"),
    ("a: !!omap [x: 1]\n", "!!omap"),
    ("a: !<tag:example.com,2000:x> 1\n", "tag:example.com,2000:x"),
    ("%TAG !e! tag:example.com,2000:\n---\na: !e!x 1\n", "tag:example.com,2000:x"),
  ])
  func unsupportedTag(text: String, tag: String) throws {
    let result = parse(text)
    let line = text.hasPrefix("%") ? 3 : 1
    expectDiagnostic(result, .unsupportedTag, at: at(line, 4), Self.unsupported(tag))
    // The document is still built, so the spec layer can report more.
    #expect(result.document != nil)
  }

  @Test func unsupportedTagKeepsTheScalarAsText() throws {
    let document = try #require(parse("a: !!binary aGVsbG8=\n").document)
    #expect(document.rootValue("a")?.value == .string("aGVsbG8="))
  }

  @Test func coreTagsResolveTheirScalars() throws {
    let text = """
      s: !!str 3
      i: !!int "3"
      h: !!int 0x10
      f: !!float 1
      g: !!float "2.5"
      b: !!bool true
      n: !!null ""
      t: ! 12
      q: !!seq [1]
      m: !!map {x: 1}

      """
    let result = parse(text)
    #expect(result.diagnostics.isEmpty)
    let document = try #require(result.document)
    #expect(document.rootValue("s")?.value == .string("3"))
    #expect(document.rootValue("i")?.value == .number(3))
    #expect(document.rootValue("h")?.value == .number(16))
    #expect(document.rootValue("f")?.value == .number(1))
    #expect(document.rootValue("g")?.value == .number(2.5))
    #expect(document.rootValue("b")?.value == .bool(true))
    #expect(document.rootValue("n")?.value == .null)
    #expect(document.rootValue("t")?.value == .string("12"))
    #expect(document.rootValue("q")?.kind == .sequence)
    #expect(document.rootValue("m")?.kind == .mapping)
  }

  @Test func taggedYAML11BooleanIsNotReportedTwice() throws {
    // `!!str` says the text is meant: no boolean warning.
    let result = parse("a: !!str yes\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.document?.rootValue("a")?.value == .string("yes"))
  }

  @Test(arguments: [
    ("a: !!int abc\n", "'abc' does not fit tag '!!int'"),
    ("a: !!float x1\n", "'x1' does not fit tag '!!float'"),
    ("a: !!bool yes\n", "'yes' does not fit tag '!!bool'"),
    ("a: !!null 0\n", "'0' does not fit tag '!!null'"),
    ("a: !!seq x\n", "'x' does not fit tag '!!seq'"),
    ("a: !!seq {x: 1}\n", "a mapping does not fit tag '!!seq'"),
    ("a: !!str [1]\n", "a sequence does not fit tag '!!str'"),
  ])
  func valueThatDoesNotFitItsTag(text: String, message: String) throws {
    let result = parse(text)
    expectDiagnostic(
      result, .wrongType, at: at(1, 4), message + "; remove the tag or change the value")
    // Scalars read as text so the document still builds.
    let document = try #require(result.document)
    if document.rootValue("a")?.kind == .scalar {
      #expect(document.rootValue("a")?.value == .string(document.rootValue("a")?.text ?? ""))
    }
  }
}
