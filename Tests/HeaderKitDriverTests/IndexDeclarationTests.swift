import Foundation
import HeaderKitTestSupport
import Testing

/// Every public call of HeaderKitRuntime, HeaderKitDriver and
/// HeaderKitTesting that takes an `Int`, as the sources declare it, is
/// accounted for: probed with indices out of range (``IndexProbeTests``),
/// or not an index (a count, an amount, a colour channel), or code only
/// generated headers call (`@_spi(Generated)`, where the engine asks for
/// indices below the counts it was given). A new one fails here until it
/// is classified, and so one that takes an index gets probed.
@Suite struct IndexDeclarationTests {
  enum Kind: Equatable {
    /// ``IndexProbeTests`` calls it with indices out of range.
    case probed
    /// Its `Int` is no index.
    case notAnIndex
    /// Declared `@_spi(Generated)`: the engine's, and generated code's.
    case generatedOnly
  }

  /// Each declaration, as "File.swift name(labels:)", and what it is.
  static let expected: [String: Kind] = [
    // HeaderKitDriver
    "ScrollDriver.swift init(header:input:)": .probed,
    "ScrollViewSimulator.swift animateContentOffset(to:steps:)": .probed,
    "ScrollViewSimulator.swift scrollToTop(_:steps:)": .probed,
    "ScrollViewSimulator.swift setSignal(_:to:)": .probed,
    "ScrollDriver.swift setSignal(_:to:)": .probed,
    // HeaderKitRuntime: the evaluator, targets, headers
    "HeaderEvaluator.swift paramValue(_:)": .probed,
    "HeaderEvaluator.swift setParam(_:to:)": .probed,
    "HeaderEvaluator.swift value(at:)": .probed,
    "HeaderEvaluator.swift keyframes(ofTrack:)": .probed,
    "HeaderEvaluator+Events.swift rawInput(_:)": .probed,
    "HeaderEvaluator+Events.swift restingInput(_:)": .probed,
    "HeaderEvaluator+Events.swift setInput(_:raw:)": .probed,
    "HeaderEvaluator+Events.swift scroll(_:toRaw:)": .probed,
    "HeaderEvaluator+Events.swift drag(_:by:)": .probed,
    "HeaderEvaluator+Events.swift endScrolling(_:)": .probed,
    "HeaderEvaluator+Events.swift endScrolling(_:velocity:)": .probed,
    "HeaderEvaluator+Events.swift isAnimating(state:)": .probed,
    "HeaderEvaluator+Events.swift isAnimating(transition:)": .probed,
    "HeaderEvaluator+Signals.swift setSignal(_:to:)": .probed,
    "HeaderEvaluator+Signals.swift signalValue(_:)": .probed,
    "HeaderEvaluator+Clocks.swift isRunning(clock:)": .probed,
    "ScrollDrivenHeader.swift setSignal(_:to:)": .probed,
    "ScrollDrivenHeader.swift signalValue(_:)": .probed,
    "ScrollDrivenHeader.swift isRunning(clock:)": .probed,
    "HeaderTarget.swift init(name:anchorX:anchorY:outputs:index:)": .probed,
    "HeaderTarget.swift init(name:output:)": .probed,
    "ScrollDrivenHeader.swift viewValues(ofTarget:width:height:)": .probed,
    "ScrollDrivenHeader.swift endScrolling(_:velocity:)": .probed,
    "ScrollDrivenHeader.swift isAnimating(transition:)": .probed,
    "ScrollDrivenHeader.swift value(at:)": .probed,
    "ScrollDrivenHeader.swift rawInput(_:)": .probed,
    "ScrollDrivenHeader.swift isAnimating(state:)": .probed,
    "ScrollDrivenHeader.swift setParam(_:to:)": .probed,
    "ScrollDrivenHeader.swift setInput(_:raw:)": .probed,
    "ScrollDrivenHeader.swift scroll(_:toRaw:)": .probed,
    "ScrollDrivenHeader.swift drag(_:by:)": .probed,
    "ScrollDrivenHeader.swift endScrolling(_:)": .probed,
    "EvaluationBudget.swift caseSetupCost(of:settingParams:listLength:)": .probed,
    // HeaderKitRuntime: amounts and channels
    "EvaluationBudget.swift init(work:)": .notAnIndex,
    "EvaluationBudget.swift spend(_:of:)": .notAnIndex,
    "EvaluationBudget.swift spend(work:)": .notAnIndex,
    "HeaderColor.swift init(red:green:blue:alpha:)": .notAnIndex,
    // HeaderKitRuntime: what generated code calls
    "HeaderCode.swift init(input:initial:rule:positionIsRaw:)": .generatedOnly,
    "HeaderCode.swift init(rule:targetCount:timing:flingSpeed:deceleration:movesInput:)":
      .generatedOnly,
    "HeaderCode.swift subscript(memory:)": .generatedOnly,
    "HeaderCode.swift rawInput(_:)": .generatedOnly,
    "HeaderCode.swift inputSetup(_:)": .generatedOnly,
    "HeaderCode.swift store(_:raw:offset:)": .generatedOnly,
    "HeaderCode.swift changeMemory(of:_:)": .generatedOnly,
    "HeaderCode.swift stateSetup(_:)": .generatedOnly,
    "HeaderCode.swift guards(_:)": .generatedOnly,
    "HeaderCode.swift subscript(model:)": .generatedOnly,
    "HeaderCode.swift subscript(shown:)": .generatedOnly,
    "HeaderCode.swift snapSetup(_:)": .generatedOnly,
    "HeaderCode.swift snapTarget(_:_:)": .generatedOnly,
    "HeaderCode.swift easeSnap(_:_:)": .generatedOnly,
    "HeaderCode.swift subscript(animation:)": .generatedOnly,
    "HeaderCode.swift changeAnimation(of:_:)": .generatedOnly,
    "HeaderCode.swift transitionSetup(_:)": .generatedOnly,
    "HeaderCode.swift condition(_:)": .generatedOnly,
    "HeaderCode.swift subscript(signal:)": .generatedOnly,
    "HeaderCode.swift signalDefault(_:)": .generatedOnly,
    "HeaderCode.swift latch(_:)": .generatedOnly,
    "HeaderCode.swift subscript(clock:)": .generatedOnly,
    "HeaderCode.swift subscript(clockRunning:)": .generatedOnly,
    "HeaderCode.swift clockCondition(_:)": .generatedOnly,
    "HeaderCode.swift clockPeriod(_:)": .generatedOnly,
    "HeaderEngine+Signals.swift setSignal(_:to:in:)": .generatedOnly,
    "HeaderEngine+Signals.swift signalValue(_:in:)": .generatedOnly,
    "HeaderEngine+Clocks.swift isRunning(clock:in:)": .generatedOnly,
    "HeaderEvaluator+Code.swift subscript(signal:)": .generatedOnly,
    "HeaderEvaluator+Code.swift signalDefault(_:)": .generatedOnly,
    "HeaderEvaluator+Code.swift latch(_:)": .generatedOnly,
    "HeaderEvaluator+Code.swift subscript(clock:)": .generatedOnly,
    "HeaderEvaluator+Code.swift subscript(clockRunning:)": .generatedOnly,
    "HeaderEvaluator+Code.swift clockCondition(_:)": .generatedOnly,
    "HeaderEvaluator+Code.swift clockPeriod(_:)": .generatedOnly,
    "HeaderCode.swift subscript(transition:)": .generatedOnly,
    "HeaderCode.swift easeTransition(_:on:_:)": .generatedOnly,
    "HeaderEngine.swift setInput(_:raw:in:)": .generatedOnly,
    "HeaderEngine.swift scroll(_:toRaw:in:)": .generatedOnly,
    "HeaderEngine.swift drag(_:by:in:)": .generatedOnly,
    "HeaderEngine.swift isAnimating(state:in:)": .generatedOnly,
    "HeaderEngine+Snaps.swift endScrolling(_:velocity:in:)": .generatedOnly,
    "HeaderEngine+Transitions.swift isAnimating(transition:in:)": .generatedOnly,
    "HeaderEvaluator+Code.swift subscript(memory:)": .generatedOnly,
    "HeaderEvaluator+Code.swift changeMemory(of:_:)": .generatedOnly,
    "HeaderEvaluator+Code.swift subscript(animation:)": .generatedOnly,
    "HeaderEvaluator+Code.swift changeAnimation(of:_:)": .generatedOnly,
    "HeaderEvaluator+Code.swift inputSetup(_:)": .generatedOnly,
    "HeaderEvaluator+Code.swift store(_:raw:offset:)": .generatedOnly,
    "HeaderEvaluator+Code.swift stateSetup(_:)": .generatedOnly,
    "HeaderEvaluator+Code.swift guards(_:)": .generatedOnly,
    "HeaderEvaluator+Code.swift subscript(model:)": .generatedOnly,
    "HeaderEvaluator+Code.swift subscript(shown:)": .generatedOnly,
    "HeaderEvaluator+Code.swift snapSetup(_:)": .generatedOnly,
    "HeaderEvaluator+Code.swift snapTarget(_:_:)": .generatedOnly,
    "HeaderEvaluator+Code.swift easeSnap(_:_:)": .generatedOnly,
    "HeaderEvaluator+Code.swift transitionSetup(_:)": .generatedOnly,
    "HeaderEvaluator+Code.swift condition(_:)": .generatedOnly,
    "HeaderEvaluator+Code.swift subscript(transition:)": .generatedOnly,
    "HeaderEvaluator+Code.swift easeTransition(_:on:_:)": .generatedOnly,
    "KeyframeTrack.swift segment(at:cursor:)": .generatedOnly,
    "KeyframeTrack.swift value(at:in:curves:)": .generatedOnly,
    "KeyframeTrack.swift append(position:value:curve:)": .generatedOnly,
    "KeyframeTrack.swift reserveCapacity(_:)": .generatedOnly,
    "ListParamCost.swift init(keyframes:work:keyframesPerElement:workPerElement:)": .generatedOnly,
    "ScalarOps.swift index(_:count:)": .generatedOnly,
    "SnapAnimation.swift target(for:count:rule:target:)": .generatedOnly,
    "SnapAnimation+Velocity.swift target(for:velocity:fling:deceleration:count:rule:target:)":
      .generatedOnly,
  ]

  static let modules = ["HeaderKitRuntime", "HeaderKitDriver", "HeaderKitTesting"]

  /// A declaration of a function, an initialiser or a subscript: its name
  /// (none for the last two) and its parameters up to the first `)`.
  static var declaration: Regex<AnyRegexOutput> {
    try! Regex(
      #"(?m)^[ \t]*(?:public\s+)?(?:static\s+)?(?:mutating\s+)?(?:func\s+(\w+)|init|subscript)\s*(?:<[^>]*>)?\s*\(([^)]*)\)"#
    )
  }
  /// A public protocol's body: its requirements are public without the word.
  static var publicProtocol: Regex<AnyRegexOutput> {
    try! Regex(#"(?m)^public protocol [^\n]*\{[\s\S]*?\n\}"#)
  }
  /// A parameter of type `Int` (not `Int?`, not `[Int]`).
  static var intParameter: Regex<AnyRegexOutput> {
    try! Regex(#":\s*(?:inout\s+)?Int\b(?!\?)"#)
  }

  /// "File.swift name(labels:)" of each declaration in `source` that takes
  /// an `Int`: public ones, and the requirements of public protocols.
  static func declarations(in source: String, file: String) -> [String] {
    let protocols = source.matches(of: publicProtocol).map(\.range)
    return source.matches(of: declaration).compactMap { match in
      let text = source[match.range]
      let isPublic =
        text.contains("public ") || protocols.contains { $0.contains(match.range.lowerBound) }
      let parameters = match.output[2].substring.map(String.init) ?? ""
      guard isPublic, parameters.contains(intParameter) else { return nil }
      let name =
        match.output[1].substring.map(String.init)
        ?? (text.contains("subscript") ? "subscript" : "init")
      let labels = parameters.split(separator: ",").map { parameter in
        let words = parameter.split(separator: ":")[0].split(whereSeparator: \.isWhitespace)
        return "\(words.first ?? "_"):"
      }
      return "\(file) \(name)(\(labels.joined()))"
    }
  }

  @Test func everyIndexTakingDeclarationIsAccountedFor() throws {
    var found: Set<String> = []
    for module in Self.modules {
      let directory = Fixtures.root.appending(path: "Sources/\(module)")
      for file in try FileManager.default.contentsOfDirectory(atPath: directory.path)
      where file.hasSuffix(".swift") {
        let source = try String(contentsOf: directory.appending(path: file), encoding: .utf8)
        found.formUnion(Self.declarations(in: source, file: file))
      }
    }
    #expect(found.subtracting(Self.expected.keys).sorted() == [], "not classified")
    #expect(Set(Self.expected.keys).subtracting(found).sorted() == [], "no longer declared")
  }

  /// What is classified as generated code's is declared `@_spi(Generated)`:
  /// in its file, or for an extension (`Type+Part.swift`) in its type's.
  @Test func generatedOnlyIsSPI() throws {
    let files = Set(
      Self.expected.filter { $0.value == .generatedOnly }.keys.map {
        String($0.split(separator: " ")[0])
      })
    let directory = Fixtures.root.appending(path: "Sources/HeaderKitRuntime")
    func source(_ file: some StringProtocol) throws -> String {
      try String(contentsOf: directory.appending(path: String(file)), encoding: .utf8)
    }
    for file in files {
      let type = file.split(separator: "+")[0].replacing(".swift", with: "") + ".swift"
      #expect(
        try source(file).contains("@_spi(Generated)") || source(type).contains("@_spi(Generated)"),
        "\(file)")
    }
  }
}
