import Foundation
import HeaderKitTestSupport
import Testing

@testable import HeaderKit
@testable import HeaderKitCompiler
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
    #expect(names == ["logoAlpha", "logoALpha", "s12Output", "forEachValue_3"])
  }

  /// Issue 19's collisions: a name that is taken gets `_` and its output's
  /// index, which no camel-cased name has; generated members that could
  /// look like outputs start with `_`.
  @Test func takenNamesGetTheirIndex() {
    let outputs = [
      CompiledGraph.Output(target: "x", property: "alpha2", slot: 1),
      CompiledGraph.Output(target: "x", property: "alpha", slot: 2),
      CompiledGraph.Output(target: "x_", property: "alpha", slot: 3),
      CompiledGraph.Output(target: "snap", property: "Targets0", slot: 4),
      CompiledGraph.Output(target: "Self", property: "", slot: 5),
      CompiledGraph.Output(target: "set", property: "param", slot: 6),
    ]
    #expect(
      SwiftNames.outputNames(outputs) == [
        "xAlpha2", "xAlpha", "xAlpha_2", "snapTargets0", "selfOutput", "setParam_5",
      ])
  }

  /// Every public top-level type of HeaderKitRuntime is a reserved type
  /// name: a generated struct cannot hide one.
  @Test func everyRuntimeTypeIsReserved() throws {
    let folder = Fixtures.root.appendingPathComponent("Sources/HeaderKitRuntime")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
    var names = Set<String>()
    let declaration = /^public (?:final )?(?:struct|enum|protocol|class|actor|typealias) (\w+)/
    for file in files {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      for line in text.split(separator: "\n") {
        if let match = line.firstMatch(of: declaration) { names.insert(String(match.1)) }
      }
    }
    #expect(names.contains("ScrollDrivenHeader") && names.contains("ViewTransform"))
    #expect(names.subtracting(SwiftGenerator.reservedTypeNames).isEmpty)
  }

  @Test(arguments: [
    "Void", "Self", "Any", "class", "init", "Type", "Protocol", "_", "ScrollDrivenHeader",
    "GeneratedHeader", "CompiledGraph", "Swift", "HeaderKitRuntime", "Double", "1Header",
    "my-header", "Héader", "",
  ])
  func refusedTypeNames(_ name: String) {
    #expect(SwiftGenerator.typeNameProblem(name) != nil)
  }

  @Test func specNamesNeverGiveARefusedType() {
    for name in ["scroll driven", "generated", "", "3d", "view transform", "void", "self"] {
      let type = SwiftGenerator.typeName(forSpec: name)
      #expect(SwiftGenerator.typeNameProblem(type) == nil, "\(name) gives \(type)")
    }
    #expect(SwiftGenerator.typeName(forSpec: "scroll driven") == "SpecScrollDrivenHeader")
  }

  @Test func oneWordNamesAreNotKeywords() {
    let outputs = [
      CompiledGraph.Output(target: "default", property: "", slot: 1),
      CompiledGraph.Output(target: "é", property: "", slot: 2),
    ]
    #expect(SwiftNames.outputNames(outputs) == ["defaultOutput", "outputOutput"])
  }

  @Test func commentsStayOnOneLineAndShowWhatWouldAct() {
    // Found by the generator fuzz target: a spec named "\u{202E}x" put a
    // right-to-left override into the generated header's doc comment.
    #expect(
      SwiftNames.comment("a\nb\u{2028}c\td\u{202E}e\u{1B}f")
        == #"a\u{A}b\u{2028}c\u{9}d\u{202E}e\u{1B}f"#)
  }

  @Test func stringsAreEscaped() {
    #expect(SwiftNames.string("a\"b\\c\nd") == #""a\"b\\c\nd""#)
    #expect(SwiftNames.string("e\u{202E}f\u{85}g") == #""e\u{202e}f\u{85}g""#)
  }
}
