import HeaderKitDiagnostics
import Testing

/// Keeps the rendered-message tests in step with ``DiagnosticCode``: a new code
/// fails this test until it gets a test of its own and is listed here.
@Suite struct DiagnosticCoverageTests {
  /// Codes whose whole rendered message is tested in this folder.
  static let testedHere: Set<DiagnosticCode> = [
    // FileDiagnosticTests
    .fileTooLarge, .unsupportedEncoding, .invalidUTF8, .controlCharacter, .emptyDocument,
    // YAMLDiagnosticTests
    .yamlSyntax, .multipleDocuments, .nestingTooDeep, .duplicateKey, .complexKey, .mergeKey,
    .unsupportedTag, .invalidBoolean,
    // AliasDiagnosticTests
    .undefinedAlias, .recursiveAlias, .aliasExpansion,
    // SpecStructureDiagnosticTests
    .unsupportedVersion, .missingKey, .unknownKey, .wrongType, .nonFiniteNumber, .invalidValue,
    .invalidName, .limitExceeded,
    // NameDiagnosticTests
    .duplicateName, .unknownName, .unknownProperty,
    // TrackDiagnosticTests
    .invalidEasing, .emptyKeyframes, .keyframeOutsideRange, .percentWithoutRange,
    .keyframesOutOfOrder, .notConstant,
    // ExpressionDiagnosticTests
    .expressionSyntax, .unknownFunction, .wrongArity, .listMisuse, .expressionTooComplex,
    .divisionByZero,
    // GraphDiagnosticTests
    .cycle, .stateDependency, .zeroWidthRange,
  ]

  /// Codes of lint, traces and test files, tested with those features.
  static let testedElsewhere: Set<DiagnosticCode> = [
    .discontinuity, .alphaOutOfRange, .unreachableKeyframe, .overlappingTracks, .unusedParam,
    .unusedVar, .unknownEvent, .negativeWait, .expectationFailed, .goldenMismatch,
    .goldenMissing,
  ]

  @Test func everyCodeHasARenderedMessageTest() {
    let untested = Set(DiagnosticCode.allCases).subtracting(Self.testedHere)
      .subtracting(Self.testedElsewhere)
    #expect(untested.isEmpty, "codes without a test: \(untested.map(\.rawValue).sorted())")
    #expect(Self.testedHere.isDisjoint(with: Self.testedElsewhere))
  }
}
