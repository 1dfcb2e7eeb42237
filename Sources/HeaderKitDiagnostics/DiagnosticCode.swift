/// The stable identifier of every diagnostic HeaderKit reports.
///
/// Codes are part of HeaderKit's interface: tools match on them, and the
/// reference in `docs/diagnostics.md` lists each one. Never rename a case's raw
/// value; add a new code instead.
public enum DiagnosticCode: String, Sendable, Codable, CaseIterable {
  // MARK: File and YAML
  case fileTooLarge = "file-too-large"
  case unsupportedEncoding = "unsupported-encoding"
  case invalidUTF8 = "invalid-utf8"
  case controlCharacter = "control-character"
  case yamlSyntax = "yaml-syntax"
  case emptyDocument = "empty-document"
  case multipleDocuments = "multiple-documents"
  case nestingTooDeep = "nesting-too-deep"
  case undefinedAlias = "undefined-alias"
  case recursiveAlias = "recursive-alias"
  case aliasExpansion = "alias-expansion"
  case duplicateKey = "duplicate-key"
  case complexKey = "complex-key"
  case mergeKey = "merge-key"
  case unsupportedTag = "unsupported-tag"

  // MARK: Spec structure
  case unsupportedVersion = "unsupported-version"
  case missingKey = "missing-key"
  case unknownKey = "unknown-key"
  case deprecatedKey = "deprecated-key"
  case wrongType = "wrong-type"
  case invalidBoolean = "invalid-boolean"
  case nonFiniteNumber = "non-finite-number"
  case invalidValue = "invalid-value"
  case invalidName = "invalid-name"
  case duplicateName = "duplicate-name"
  case unknownName = "unknown-name"
  case unknownProperty = "unknown-property"
  case invalidEasing = "invalid-easing"
  case invalidEasingArgument = "invalid-easing-argument"
  case emptyKeyframes = "empty-keyframes"
  case keyframeOutsideRange = "keyframe-outside-range"
  case percentWithoutRange = "percent-without-range"
  case invalidColor = "invalid-color"
  case notConstant = "not-constant"
  case limitExceeded = "limit-exceeded"
  case snapTiming = "snap-timing"
  case invalidSpring = "invalid-spring"
  case transitionTiming = "transition-timing"

  // MARK: Expressions
  case expressionSyntax = "expression-syntax"
  case unknownFunction = "unknown-function"
  case wrongArity = "wrong-arity"
  case listMisuse = "list-misuse"
  case expressionTooComplex = "expression-too-complex"

  // MARK: Graph
  case cycle = "cycle"
  case stateDependency = "state-dependency"

  // MARK: Values (warnings by default)
  case zeroWidthRange = "zero-width-range"
  case divisionByZero = "division-by-zero"
  case keyframesOutOfOrder = "keyframes-out-of-order"
  case overriddenBinding = "overridden-binding"

  // MARK: Lint (warnings; errors under --strict)
  case discontinuity = "discontinuity"
  case alphaOutOfRange = "alpha-out-of-range"
  case unreachableKeyframe = "unreachable-keyframe"
  case overlappingTracks = "overlapping-tracks"
  case unusedParam = "unused-param"
  case unusedVar = "unused-var"
  case springMakesNoMotion = "spring-makes-no-motion"
  case unchangingTransition = "unchanging-transition"
  case lintIncomplete = "lint-incomplete"
  case plotIncomplete = "plot-incomplete"

  // MARK: Traces and tests
  case unknownEvent = "unknown-event"
  case negativeWait = "negative-wait"
  case expectationFailed = "expectation-failed"
  case goldenMismatch = "golden-mismatch"
  case goldenMissing = "golden-missing"
  case unreadableFile = "unreadable-file"
  case fileOutsideSpec = "file-outside-spec"

  // MARK: Compiled graphs
  case invalidGraph = "invalid-graph"
}
