import HeaderKitRuntime
import Testing

@testable import HeaderKit
@testable import HeaderKitCompiler

/// The spec decoder and the runtime hold names to one rule (``NameRule``,
/// in the runtime, which HeaderKit depends on).
@Suite struct NameRuleTests {
  /// The names the rule reserves for functions are the expression
  /// language's functions, no more and no fewer.
  @Test func reservedFunctionNamesAreTheBuiltins() {
    #expect(Set(NameRule.functionNames) == Set(Builtin.all.map(\.name)))
    #expect(NameRule.functionNames.count == Builtin.all.count)
    #expect(Set(NameRule.constantNames) == Set(Builtin.constants.keys))
  }

  /// A name a graph may not have, a spec may not declare, for the same reason.
  @Test(arguments: [
    ("1x", NameProblem.characters), ("sqrt", .builtinFunction), ("item", .reservedForEach),
    ("atan2", .builtinFunction), ("pi", .builtinConstant),
    (String(repeating: "a", count: 65), .tooLong),
  ])
  func aSpecRefusesWhatAGraphRefuses(name: String, problem: NameProblem) {
    #expect(NameRule.problem(with: name) == problem)
    let loaded = SpecLoader.load(
      bytes: Array(
        """
        version: 1
        name: n
        inputs:
          scroll: {}
        params:
          "\(name)": 1
        targets:
          box: { alpha: 1 }

        """.utf8), path: "n.yaml")
    #expect(loaded.diagnostics.map(\.code) == [.invalidName])
    #expect(
      loaded.diagnostics.first?.message == "'\(name)' cannot be used as a name: \(problem)")
  }
}
