import HeaderKitYAML
import Testing

/// Anchors and aliases: references, not copies, with bounded expansion.
@Suite struct AliasTests {
  @Test func aliasRefersToTheAnchorsNode() throws {
    let document = try #require(parse("a: &x [1, 2]\nb: *x\n").document)
    let a = try #require(document.value(of: "a", in: document.root))
    let b = try #require(document.value(of: "b", in: document.root))
    #expect(a == b)
    #expect(document[b].range == span(at(1, 4), at(1, 13)))
  }

  @Test func redefinedAnchorUsesTheLatestDefinition() throws {
    let document = try #require(parse("a: &x 1\nb: &x 2\nc: *x\n").document)
    #expect(
      document.value(of: "c", in: document.root) == document.value(of: "b", in: document.root))
    #expect(document.rootValue("c")?.value == .number(2))
  }

  @Test func undefinedAlias() {
    expectFailure(
      parse("a: 1\nb: *nope\n"), .undefinedAlias, at: at(2, 4),
      "alias '*nope' refers to no anchor defined before it")
  }

  @Test func aliasBeforeItsAnchorIsUndefined() {
    expectFailure(
      parse("a: *x\nb: &x 1\n"), .undefinedAlias, at: at(1, 4),
      "alias '*x' refers to no anchor defined before it")
  }

  @Test func selfReferencingSequence() throws {
    let result = parse("&x [*x]")
    expectFailure(
      result, .recursiveAlias, at: at(1, 5), "alias '*x' refers to a collection that contains it")
    let note = try #require(result.diagnostics.first?.notes.first)
    #expect(note.message == "anchor '&x' is here")
    #expect(note.range == span(at(1, 1), at(1, 3)))
  }

  @Test func selfReferencingMapping() throws {
    let result = parse("a: &x {b: *x}\n")
    expectFailure(
      result, .recursiveAlias, at: at(1, 11), "alias '*x' refers to a collection that contains it")
    #expect(result.diagnostics.first?.notes.first?.range?.start == at(1, 4))
  }

  /// Nine levels of nine-item lists, each level aliasing the one before.
  static let billionLaughs: String = {
    var text = "a: &a [\"lol\"" + String(repeating: ", \"lol\"", count: 8) + "]\n"
    let names = "abcdefghi".map(String.init)
    for (previous, name) in zip(names, names.dropFirst()) {
      text += "\(name): &\(name) [*\(previous)" + String(repeating: ", *\(previous)", count: 8)
      text += "]\n"
    }
    return text
  }()

  @Test func billionLaughsStopsAtTheExpansionLimit() {
    // a stands for 10 nodes, b for 91, c for 820, d for 7381: aliases in b, c
    // and d stand for 90 + 819 + 7380 = 8289 nodes, and the first *d in e
    // takes the total past 10,000.
    expectFailure(
      parse(Self.billionLaughs), .aliasExpansion, at: at(5, 8),
      "aliases expand the document to more than 10000 nodes; write the values out instead")
  }

  @Test func expansionLimitIsConfigurable() {
    var limits = YAMLLimits()
    limits.maxAliasNodes = 3
    let text = "a: &a [1, 2]\nb: *a\nc: *a\n"
    #expect(parse(text).document != nil)
    // Each *a stands for 3 nodes: the first fits, the second does not.
    expectFailure(
      parse(text, limits: limits), .aliasExpansion, at: at(3, 4),
      "aliases expand the document to more than 3 nodes; write the values out instead")
  }

  @Test func aliasesOfScalarsCountOneNodeEach() throws {
    var limits = YAMLLimits()
    limits.maxAliasNodes = 2
    #expect(parse("a: &a 1\nb: *a\nc: *a\n", limits: limits).document != nil)
  }

  @Test func aliasesRepeatAtMostAMebibyteOfText() {
    // One alias of a 600,000-byte string is one node, but its text reaches
    // every output that shows the value: 1,000 such test case names made a
    // 1 MiB file take 9 GB of memory. The second alias passes 1 MiB.
    let long = String(repeating: "n", count: 600_000)
    let text = "a: &a \(long)\nb: *a\nc: *a\n"
    expectFailure(
      parse(text), .aliasExpansion, at: at(3, 4),
      "aliases repeat more than 1048576 bytes of text; write the values out instead")
    #expect(parse("a: &a \(long)\nb: *a\n").document != nil)
  }

  @Test func aCollectionsAliasRepeatsItsKeysAndValues() {
    var limits = YAMLLimits()
    limits.maxAliasBytes = 12
    // The mapping's text is 'ab', 'cd', 'ef' and 'gh': 8 bytes an alias.
    let text = "x: &m {ab: cd, ef: gh}\ny: *m\nz: *m\n"
    expectFailure(
      parse(text, limits: limits), .aliasExpansion, at: at(3, 4),
      "aliases repeat more than 12 bytes of text; write the values out instead")
    limits.maxAliasBytes = 16
    #expect(parse(text, limits: limits).document != nil)
  }
}
