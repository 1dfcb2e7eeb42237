import HeaderKitYAML
import Testing

/// Syntax errors, empty files, several documents and nesting depth.
@Suite struct StructureTests {
  @Test func unclosedFlowSequence() throws {
    let result = parse("[1, 2")
    expectFailure(
      result, .yamlSyntax, at: at(1, 6), "YAML syntax error: did not find expected ',' or ']'")
    let note = try #require(result.diagnostics.first?.notes.first)
    #expect(note.message == "while parsing a flow sequence")
    #expect(note.range?.start == at(1, 1))
  }

  @Test func syntaxErrorAfterContent() {
    expectFailure(
      parse("a: 1\nb: 2\n- c\n"), .yamlSyntax, at: at(3, 1),
      "YAML syntax error: did not find expected key")
  }

  @Test(arguments: ["", "# only a comment\n", "\n\n  \n", "---\n", "---\n...\n", "--- # nothing\n"])
  func emptyDocument(text: String) {
    expectFailure(
      parse(text), .emptyDocument, at: at(1, 1),
      "the file holds no YAML document; a spec starts with 'version: 1'")
  }

  @Test func explicitNullIsADocument() throws {
    let result = parse("--- ~\n")
    #expect(result.diagnostics.isEmpty)
    let document = try #require(result.document)
    #expect(document[document.root].kind == .scalar)
    #expect(document[document.root].value == .null)
  }

  @Test func twoDocuments() {
    expectFailure(
      parse("a: 1\n---\nb: 2\n"), .multipleDocuments, at: at(2, 1),
      "a file holds one YAML document; a second one starts here")
  }

  @Test func emptySecondDocument() {
    expectFailure(
      parse("a: 1\n--- \n"), .multipleDocuments, at: at(2, 1),
      "a file holds one YAML document; a second one starts here")
  }

  @Test func explicitDocumentWithEndMarker() throws {
    let result = parse("---\na: 1\n...\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.document?.rootValue("a")?.value == .number(1))
  }

  @Test func twentyThousandOpenBracketsStopAtDepth65() {
    // libyaml's scanner is quadratic in depth: stopping early keeps this fast.
    expectFailure(
      parse(String(repeating: "[", count: 20_000)), .nestingTooDeep, at: at(1, 65),
      "collections are nested more than 64 levels deep")
  }

  @Test func deepBlockNestingStops() {
    // Each line opens a mapping one level deeper.
    var text = ""
    for level in 0..<100 { text += String(repeating: " ", count: level) + "k:\n" }
    expectFailure(
      parse(text), .nestingTooDeep, at: at(65, 65),
      "collections are nested more than 64 levels deep")
  }

  @Test func sixtyFourLevelsAreAllowed() throws {
    let text = String(repeating: "[", count: 64) + "1" + String(repeating: "]", count: 64)
    let result = parse(text)
    #expect(result.diagnostics.isEmpty)
    var id = try #require(result.document).root
    let document = try #require(result.document)
    for _ in 0..<64 {
      let items = document.items(of: id)
      try #require(items.count == 1)
      id = items[items.startIndex]
    }
    #expect(document[id].value == .number(1))
  }

  @Test func depthLimitIsConfigurable() {
    var limits = YAMLLimits()
    limits.maxDepth = 2
    #expect(parse("a: [1]", limits: limits).document != nil)
    expectFailure(
      parse("a: [[1]]", limits: limits), .nestingTooDeep, at: at(1, 5),
      "collections are nested more than 2 levels deep")
  }
}
