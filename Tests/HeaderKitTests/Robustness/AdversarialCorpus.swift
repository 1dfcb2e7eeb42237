import HeaderKitDiagnostics

/// Hostile and broken inputs for every layer, each with the diagnostic code
/// and the line:column it must be reported at (worked out from the text).
enum AdversarialCorpus {
  typealias Case = AdversarialCase

  static let all: [Case] = yaml + spec + expressions + graph + traces

  // MARK: YAML

  static let yaml: [Case] = [
    // a: 11 nodes; each *a stands for 11, each *b for 111, each *c for 1111.
    // After b (110) and c (1110), the 8th *c in d passes 10,000: 1220 + 8 × 1111.
    Case(
      "alias bomb (billion laughs)",
      """
      a: &a [x, x, x, x, x, x, x, x, x, x]
      b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
      c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
      d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
      """, .aliasExpansion, at: 4, 36),
    // The top mapping is level 1, so the 64th '[' (column 4 + 63) is level 65.
    Case(
      "100-deep flow nesting",
      "x: " + String(repeating: "[", count: 100)
        + String(repeating: "]", count: 100), .nestingTooDeep, at: 1, 67),
    Case(
      "20,000-deep flow nesting", "x: " + String(repeating: "[", count: 20_000), .nestingTooDeep,
      at: 1, 67),
    // Under the size limit, huge scalars cost time only once: the
    // expression stops at 1,000 terms; the name is compared only with names
    // of similar length.
    Case(
      "huge expression scalar",
      Case.spec(targets: "  a: { alpha: " + String(repeating: "1+", count: 400_000) + "1 }\n"),
      .expressionTooComplex, at: 11, 15),
    Case(
      "huge misspelled name",
      Case.spec(targets: "  a: { alpha: " + String(repeating: "x", count: 500_000) + " }\n"),
      .unknownName, at: 11, 15),
    Case(
      "huge scalar (over 1 MiB)", "name: " + String(repeating: "x", count: 1 << 20),
      .fileTooLarge, at: 1, 1),
    Case(
      "invalid UTF-8", bytes: Array("version: 1\nname: caf".utf8) + [0xC3, 0x28, 0x0A],
      .invalidUTF8, at: 2, 10),
    Case(
      "NUL byte", bytes: Array("version: 1\nname: a".utf8) + [0, 0x62, 0x0A], .controlCharacter,
      at: 2, 8),
    Case(
      "NUL byte after lone CR line breaks", bytes: Array("version: 1\rname: ab".utf8) + [0],
      .controlCharacter, at: 2, 9),
    // The byte-order mark is not a column.
    Case(
      "UTF-8 BOM, then an error", "\u{FEFF}version: 2\nname: a\n", .unsupportedVersion, at: 1, 10),
    Case(
      "UTF-16 little-endian BOM",
      bytes: [0xFF, 0xFE]
        + Array("version: 1\n".utf16).flatMap {
          [UInt8($0 & 0xFF), UInt8($0 >> 8)]
        }, .unsupportedEncoding, at: 1, 1),
    Case(
      "UTF-16 big-endian BOM",
      bytes: [0xFE, 0xFF]
        + Array("version: 1\n".utf16).flatMap {
          [UInt8($0 >> 8), UInt8($0 & 0xFF)]
        }, .unsupportedEncoding, at: 1, 1),
    Case("tab indentation", "version: 1\nname: t\ninputs:\n\tscroll: {}\n", .yamlSyntax, at: 4, 1),
    Case("two documents", "version: 1\nname: a\n---\nversion: 1\n", .multipleDocuments, at: 3, 1),
    Case("merge key", Case.spec(targets: "  a:\n    <<: { alpha: 1 }\n"), .mergeKey, at: 12, 5),
    Case("custom tag", "version: 1\nname: !custom x\n", .unsupportedTag, at: 2, 7),
    Case("duplicate key", "version: 1\nname: a\nname: b\n", .duplicateKey, at: 3, 1),
    Case("undefined alias", "version: 1\nname: *nope\n", .undefinedAlias, at: 2, 7),
    Case("recursive alias", "version: 1\nname: a\nx: &x [*x]\n", .recursiveAlias, at: 3, 8),
    Case("empty file", "", .emptyDocument, at: 1, 1),
    Case("only a comment", "# nothing here\n", .emptyDocument, at: 1, 1),
    Case(
      "YAML 1.1 boolean", Case.spec(targets: "  a: { alpha: yes }\n"), .invalidBoolean, at: 11, 15),
    Case("complex key", "version: 1\n? [a]\n: 1\n", .complexKey, at: 2, 3),
    Case("next-line character", "version: 1\nname: a\u{85}b\n", .controlCharacter, at: 2, 8),
  ]

  // MARK: Spec structure

  static let spec: [Case] = [
    Case("top level is a list", "- version\n- 1\n", .wrongType, at: 1, 1),
    Case(
      "inputs as a list", "version: 1\nname: a\ninputs: [scroll]\ntargets: {}\n", .wrongType, at: 3,
      9),
    Case("missing targets", "version: 1\nname: a\ninputs:\n  scroll: {}\n", .missingKey, at: 1, 1),
    Case(
      "misspelled top-level key", "version: 1\nname: a\ninputs:\n  scroll: {}\ntargts: {}\n",
      .unknownKey, at: 5, 1),
    Case(
      "unknown name in a binding", Case.spec(targets: "  a: { alpha: pul }\n"), .unknownName,
      at: 11, 15),
    Case(
      "a param as a track driver",
      Case.spec(targets: "  a: { alpha: { over: zero, keyframes: [{ at: 0, value: 1 }] } }\n"),
      .unknownName, at: 11, 23),
    Case(
      "duplicate target", Case.spec(targets: "  a: { alpha: 1 }\n  a: { alpha: 0 }\n"),
      .duplicateKey, at: 12, 3),
    Case(
      "param and input with one name",
      "version: 1\nname: a\ninputs:\n  scroll: {}\nparams:\n  scroll: 1\ntargets: {}\n",
      .duplicateName, at: 6, 3),
    Case(
      "scale and scaleX together", Case.spec(targets: "  a: { scale: 1, scaleX: 2 }\n"),
      .duplicateName, at: 11, 18),
    Case(
      "empty keyframe list",
      Case.spec(targets: "  a:\n    alpha: { over: scroll, keyframes: [] }\n"), .emptyKeyframes,
      at: 12, 39),
    Case(
      "unsorted keyframes",
      Case.spec(
        targets: """
            a:
              alpha:
                over: scroll
                keyframes:
                  - { at: 10, value: 0 }
                  - { at: 5, value: 1 }

          """), .keyframesOutOfOrder, at: 16, 17, severity: .warning),
    Case(
      "'at' outside a range",
      Case.spec(targets: "  a: { alpha: { over: top, keyframes: [{ at: 1.5, value: 1 }] } }\n"),
      .keyframeOutsideRange, at: 11, 46),
    Case(
      "percentage outside a range",
      Case.spec(targets: "  a: { alpha: { over: top, keyframes: [{ at: 150%, value: 1 }] } }\n"),
      .keyframeOutsideRange, at: 11, 46),
    Case(
      "percentage without a range",
      Case.spec(targets: "  a: { alpha: { over: scroll, keyframes: [{ at: 50%, value: 1 }] } }\n"),
      .percentWithoutRange, at: 11, 49),
    Case("version 2", "version: 2\nname: a\n", .unsupportedVersion, at: 1, 10),
    Case(
      "a name starting with a digit",
      "version: 1\nname: a\ninputs:\n  scroll: {}\nparams:\n  1x: 1\ntargets: {}\n", .invalidName,
      at: 6, 3),
    Case(
      "unknown easing",
      Case.spec(
        targets:
          "  a: { alpha: { over: scroll, ease: bounce, keyframes: [{ at: 0, value: 1 }] } }\n"),
      .invalidEasing, at: 11, 37),
    Case(
      "infinite keyframe value",
      Case.spec(targets: "  a: { alpha: { over: scroll, keyframes: [{ at: 0, value: .inf }] } }\n"),
      .nonFiniteNumber, at: 11, 59),
    Case(
      "a range bound that changes with the scroll",
      "version: 1\nname: a\ninputs:\n  scroll: {}\nranges:\n  r: { input: scroll, from: scroll, to: 1 }\ntargets: {}\n",
      .notConstant, at: 6, 29),
    Case(
      "alpha on a constraint", Case.spec(targets: "  c: { kind: constraint, alpha: 1 }\n"),
      .unknownProperty, at: 11, 26),
    Case(
      "'each' over a number",
      Case.spec(
        targets:
          "  a: { alpha: { over: scroll, keyframes: [{ each: zero, at: index, value: 1 }] } }\n"),
      .unknownName, at: 11, 51),
    Case(
      "'index' outside 'each'", Case.spec(targets: "  a: { alpha: index }\n"), .unknownName,
      at: 11, 15),
  ]

  // MARK: Expressions

  static let expressions: [Case] = [
    Case(
      "unfinished expression", Case.spec(targets: "  a: { alpha: '1 +' }\n"), .expressionSyntax,
      at: 11, 19),
    Case(
      "unknown function", Case.spec(targets: "  a: { alpha: foo(1) }\n"), .unknownFunction, at: 11,
      15),
    Case(
      "wrong arity", Case.spec(targets: "  a: { alpha: 'clamp(1, 2)' }\n"), .wrongArity, at: 11, 16),
    Case(
      "division by a param that is 0", Case.spec(targets: "  a: { alpha: 1 / zero }\n"),
      .divisionByZero, at: 11, 19, severity: .warning),
    Case(
      "10,000-term expression",
      Case.spec(
        targets: "  a: { alpha: " + Array(repeating: "1", count: 10_000).joined(separator: "+")
          + " }\n"),
      .expressionTooComplex, at: 11, 15),
    // The 65th '(' (column 15 + 64) opens level 65; the error points at what follows it.
    Case(
      "deeply nested parentheses",
      Case.spec(
        targets: "  a: { alpha: " + String(repeating: "(", count: 100) + "1"
          + String(repeating: ")", count: 100) + " }\n"), .expressionTooComplex, at: 11, 80),
    Case(
      "a list as a number", Case.spec(targets: "  a: { alpha: widths + 1 }\n"), .listMisuse, at: 11,
      15),
    Case(
      "number out of range", Case.spec(targets: "  a: { alpha: scroll * 1e999 }\n"),
      .expressionSyntax, at: 11, 24),
    Case(
      "chained comparison", Case.spec(targets: "  a: { alpha: 1 < 2 < 3 }\n"), .expressionSyntax,
      at: 11, 21),
    Case(
      "stray character", Case.spec(targets: "  a: { alpha: scroll $ 2 }\n"), .expressionSyntax,
      at: 11, 22),
  ]

  // MARK: Graph

  static let graph: [Case] = [
    Case(
      "self-reference",
      "version: 1\nname: a\ninputs:\n  scroll: {}\nvars:\n  a: a + 1\ntargets: {}\n", .cycle,
      at: 6, 3),
    // v0 → v1 → … → v999 → v0; the cycle is reported at its first member.
    Case(
      "1,000-long cycle",
      "version: 1\nname: a\ninputs:\n  scroll: {}\nvars:\n"
        + (0..<1000).map { "  v\($0): v\(($0 + 1) % 1000) + 1\n" }.joined() + "targets: {}\n",
      .cycle, at: 6, 3),
    Case(
      "a guard that reads its own state through a var",
      """
      version: 1
      name: a
      inputs:
        scroll: {}
      states:
        s: { input: scroll, initial: 0, min: 0, max: 10, down: v > 0 }
      vars:
        v: s + 1
      targets: {}

      """, .stateDependency, at: 6, 58),
    Case(
      "zero-width range",
      "version: 1\nname: a\ninputs:\n  scroll: {}\nranges:\n  r: { input: scroll, from: 5, to: 5 }\ntargets: {}\n",
      .zeroWidthRange, at: 6, 3, severity: .warning),
  ]

  // MARK: Traces

  static let traces: [Case] = [
    Case.trace("unknown event", "events:\n  - jump: 3\n", .unknownEvent, at: 2, 5),
    Case.trace("unknown bare event", "events:\n  - stop\n", .unknownEvent, at: 2, 5),
    Case.trace("negative wait", "events:\n  - wait: -1\n", .negativeWait, at: 2, 11),
    Case.trace("NaN drag", "events:\n  - drag: .nan\n", .nonFiniteNumber, at: 2, 11),
    Case.trace("infinite scroll", "events:\n  - scroll: -.inf\n", .nonFiniteNumber, at: 2, 13),
    Case.trace("drag without a distance", "events:\n  - drag\n", .wrongType, at: 2, 5),
    Case.trace("events not a list", "events: 3\n", .wrongType, at: 1, 9),
  ]
}
