import Testing

@testable import HeaderKit
@testable import HeaderKitRuntime

/// Generated code spells every double so that it reads back exactly, and
/// names that cannot clash.
@Suite struct SwiftNamesTests {
  @Test(arguments: [
    0.0, -0.0, 88, 0.1, -1.4, 1e-5, 2.2250738585072014e-308, 1.7976931348623157e308, 2.0 / 3,
    1e22,
  ])
  func literalsReadBackBitForBit(_ value: Double) throws {
    var text = SwiftNames.literal(value)
    if text.hasPrefix("(") { text = String(text.dropFirst().dropLast()) }
    let parsed = try #require(Double(text))
    #expect(parsed.bitPattern == value.bitPattern)
  }

  @Test func subnormalsAreSpelledByTheirBits() {
    #expect(SwiftNames.literal(.leastNonzeroMagnitude) == "Double(bitPattern: 0x1)")
    #expect(
      SwiftNames.literal(-Double.leastNonzeroMagnitude)
        == "Double(bitPattern: 0x8000000000000001)")
  }

  @Test func nonFiniteLiteralsAreNamed() {
    #expect(SwiftNames.literal(.infinity) == "Double.infinity")
    #expect(SwiftNames.literal(-.infinity) == "(-Double.infinity)")
    #expect(SwiftNames.literal(.nan) == "Double.nan")
  }

  @Test func typeNamesComeFromTheSpecName() {
    #expect(SwiftGenerator.typeName(forSpec: "tiki-home") == "TikiHomeHeader")
    #expect(SwiftGenerator.typeName(forSpec: "exit_until collapsed") == "ExitUntilCollapsedHeader")
    #expect(SwiftGenerator.typeName(forSpec: "3d-pager") == "Spec3dPagerHeader")
    #expect(SwiftGenerator.typeName(forSpec: "generated") == "SpecGeneratedHeader")
  }

  @Test func outputNamesAreUniqueIdentifiers() {
    let outputs = [
      CompiledGraph.Output(target: "logo", property: "alpha", slot: 1),
      CompiledGraph.Output(target: "logoA", property: "lpha", slot: 2),
      CompiledGraph.Output(target: "s", property: "12", slot: 3),
      CompiledGraph.Output(target: "for", property: "eachValue", slot: 4),
    ]
    let names = SwiftNames.outputNames(outputs)
    #expect(names == ["logoAlpha", "logoALpha", "s12Output", "forEachValue3"])
  }

  @Test func oneWordNamesAreNotKeywords() {
    let outputs = [
      CompiledGraph.Output(target: "default", property: "", slot: 1),
      CompiledGraph.Output(target: "é", property: "", slot: 2),
    ]
    #expect(SwiftNames.outputNames(outputs) == ["defaultOutput", "outputOutput"])
  }

  @Test func commentsStayOnOneLine() {
    #expect(SwiftNames.comment("a\nb\u{2028}c\td") == "a b c d")
  }

  @Test func stringsAreEscaped() {
    #expect(SwiftNames.string("a\"b\\c\nd") == #""a\"b\\c\nd""#)
  }
}
