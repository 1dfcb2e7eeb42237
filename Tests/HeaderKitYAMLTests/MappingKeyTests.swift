import HeaderKitYAML
import Testing

/// Duplicate, complex and merge keys are reported; the document keeps the rest.
@Suite struct MappingKeyTests {
  @Test func duplicateKeyKeepsTheFirstPair() throws {
    let result = parse("a: 1\n\"a\": 2\nb: 3\n")
    expectDiagnostic(result, .duplicateKey, at: at(2, 1), "duplicate key 'a'")
    let note = try #require(result.diagnostics.first?.notes.first)
    #expect(note.message == "'a' is first defined here")
    #expect(note.range == span(at(1, 1), at(1, 2)))
    let document = try #require(result.document)
    let pairs = document.pairs(of: document.root)
    #expect(pairs.map { document[$0.key].text } == ["a", "b"])
    #expect(pairs.map { document[$0.value].value } == [.number(1), .number(3)])
  }

  @Test func duplicateKeysAreCheckedPerMapping() throws {
    let result = parse("a: {x: 1}\nb: {x: 2}\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.document != nil)
  }

  @Test func duplicateKeyThroughAnAlias() throws {
    let result = parse("k: &k a\nm:\n  a: 1\n  *k : 2\n")
    expectDiagnostic(result, .duplicateKey, at: at(4, 3), "duplicate key 'a'")
    #expect(result.document != nil)
  }

  @Test func complexKey() throws {
    let result = parse("[a, b]: 1\nc: 2\n")
    expectDiagnostic(
      result, .complexKey, at: at(1, 1), "a mapping key must be a scalar, not a collection")
    let document = try #require(result.document)
    #expect(document.pairs(of: document.root).map { document[$0.key].text } == ["c"])
  }

  @Test func explicitMappingKey() {
    expectDiagnostic(
      parse("? {a: 1}\n: 2\n"), .complexKey, at: at(1, 3),
      "a mapping key must be a scalar, not a collection")
  }

  @Test func mergeKey() throws {
    let result = parse("base: &b {x: 1}\nd:\n  <<: *b\n  y: 2\n")
    expectDiagnostic(
      result, .mergeKey, at: at(3, 3),
      "merge keys ('<<') are not supported; write the keys out, or alias a whole value")
    let document = try #require(result.document)
    let d = try #require(document.value(of: "d", in: document.root))
    #expect(document.pairs(of: d).map { document[$0.key].text } == ["y"])
  }

  @Test func quotedMergeKeyIsAnOrdinaryKey() throws {
    let result = parse("\"<<\": 1\n")
    #expect(result.diagnostics.isEmpty)
    #expect(result.document?.rootValue("<<")?.value == .number(1))
  }
}
