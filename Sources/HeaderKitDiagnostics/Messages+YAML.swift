// Every message of the file and YAML layer. Specs, expressions, graphs, lint and
// tests have their own `Messages+*.swift` files beside this one, so all wording
// lives in this module.

extension Diagnostic {
  static func error(
    _ code: DiagnosticCode, _ message: String, at range: SourceRange?, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.error, code, message, at: range, notes: notes)
  }

  static func warning(
    _ code: DiagnosticCode, _ message: String, at range: SourceRange?, notes: [Note] = []
  ) -> Diagnostic {
    Diagnostic(.warning, code, message, at: range, notes: notes)
  }

  /// `bytes` may be only `limit + 1` when the reader stopped there, so the
  /// message names the limit rather than a size that may be truncated.
  public static func fileTooLarge(bytes: Int, limit: Int) -> Diagnostic {
    .error(
      .fileTooLarge,
      "file is larger than \(formatBytes(limit)), the most a spec, trace or test file may have",
      at: SourceRange(line: 1, column: 1))
  }

  /// A compiled graph's JSON past the most the runtime reads
  /// (`GraphLimit.jsonBytes`), named as ``fileTooLarge(bytes:limit:)`` names
  /// a spec's: by the limit, as only one byte past it is read.
  public static func graphTooLarge(limit: Int) -> Diagnostic {
    .error(
      .invalidGraph,
      "the graph's JSON is larger than \(formatBytes(limit)), the most a compiled graph may have",
      at: SourceRange(line: 1, column: 1))
  }

  public static func unsupportedEncoding(_ encoding: String) -> Diagnostic {
    .error(
      .unsupportedEncoding,
      "file is encoded as \(encoding) (it starts with a byte-order mark); save it as UTF-8",
      at: SourceRange(line: 1, column: 1))
  }

  public static func invalidUTF8(byte: UInt8, at location: SourceLocation) -> Diagnostic {
    .error(
      .invalidUTF8, "invalid UTF-8 byte \(hex(byte)); save the file as UTF-8",
      at: SourceRange(at: location))
  }

  public static func controlCharacter(_ scalar: UInt32, at location: SourceLocation) -> Diagnostic {
    let name = scalar == 0 ? "NUL byte" : "control character \(codePoint(scalar))"
    return .error(
      .controlCharacter, "\(name) is not allowed in a YAML file", at: SourceRange(at: location))
  }

  /// NEL, LS or PS: libyaml reads them as line breaks, editors mostly do not.
  public static func unusualLineBreak(_ scalar: UInt32, at location: SourceLocation) -> Diagnostic {
    let name =
      switch scalar {
      case 0x85: "next-line character"
      case 0x2028: "line separator"
      case 0x2029: "paragraph separator"
      default: "line break"
      }
    return .error(
      .controlCharacter,
      "\(name) \(codePoint(scalar)) is not allowed in a YAML file: YAML 1.1 reads it as a line break; use an ordinary line break, or an escape in a double-quoted string",
      at: SourceRange(at: location))
  }

  public static func yamlSyntax(
    problem: String, at range: SourceRange, context: String?, contextRange: SourceRange?
  ) -> Diagnostic {
    var notes: [Note] = []
    if let context { notes.append(Note(context, at: contextRange)) }
    return .error(.yamlSyntax, "YAML syntax error: \(problem)", at: range, notes: notes)
  }

  public static func emptyDocument() -> Diagnostic {
    .error(
      .emptyDocument, "the file holds no YAML document; a spec starts with 'version: 1'",
      at: SourceRange(line: 1, column: 1))
  }

  /// An empty trace file (`--trace`, or a test case's `trace:`): what a trace holds.
  public static func emptyTraceDocument() -> Diagnostic {
    .error(
      .emptyDocument,
      "the file holds no YAML document; a trace lists its events, such as 'events: [drag: 10, end, wait: 0.1]'",
      at: SourceRange(line: 1, column: 1))
  }

  /// An empty test file (`NAME.test.yaml`): what a test file holds.
  public static func emptyTestDocument() -> Diagnostic {
    .error(
      .emptyDocument,
      "the file holds no YAML document; a test file lists its cases under 'tests:', each with a 'name' and what it checks (see docs/testing.md)",
      at: SourceRange(line: 1, column: 1))
  }

  public static func multipleDocuments(at range: SourceRange) -> Diagnostic {
    .error(
      .multipleDocuments, "a file holds one YAML document; a second one starts here", at: range)
  }

  public static func nestingTooDeep(limit: Int, at range: SourceRange) -> Diagnostic {
    .error(
      .nestingTooDeep, "collections are nested more than \(limit) levels deep", at: range)
  }

  public static func undefinedAlias(_ name: String, at range: SourceRange) -> Diagnostic {
    .error(.undefinedAlias, "alias '*\(name)' refers to no anchor defined before it", at: range)
  }

  public static func recursiveAlias(_ name: String, at range: SourceRange, anchor: SourceRange)
    -> Diagnostic
  {
    .error(
      .recursiveAlias, "alias '*\(name)' refers to a collection that contains it", at: range,
      notes: [Note("anchor '&\(name)' is here", at: anchor)])
  }

  public static func aliasExpansion(limit: Int, at range: SourceRange) -> Diagnostic {
    .error(
      .aliasExpansion,
      "aliases expand the document to more than \(limit) nodes; write the values out instead",
      at: range)
  }

  /// Aliases that repeat more text than a file may hold: one alias of a long
  /// string is one node, but its text lands wherever the value is shown.
  public static func aliasTextExpansion(limit: Int, at range: SourceRange) -> Diagnostic {
    .error(
      .aliasExpansion,
      "aliases repeat more than \(limit) bytes of text; write the values out instead",
      at: range)
  }

  public static func duplicateKey(_ key: String, at range: SourceRange, first: SourceRange)
    -> Diagnostic
  {
    .error(
      .duplicateKey, "duplicate key '\(key)'", at: range,
      notes: [Note("'\(key)' is first defined here", at: first)])
  }

  public static func complexKey(at range: SourceRange) -> Diagnostic {
    .error(.complexKey, "a mapping key must be a scalar, not a collection", at: range)
  }

  public static func mergeKey(at range: SourceRange) -> Diagnostic {
    .error(
      .mergeKey,
      "merge keys ('<<') are not supported; write the keys out, or alias a whole value",
      at: range)
  }

  public static func unsupportedTag(_ tag: String, at range: SourceRange) -> Diagnostic {
    .error(
      .unsupportedTag,
      "tag '\(tag)' is not supported; only the core schema tags !!str, !!int, !!float, !!bool, !!null, !!seq and !!map are",
      at: range)
  }

  /// A plain value YAML 1.1 reads as a boolean, which HeaderKit keeps as text.
  public static func invalidBoolean(_ text: String, at range: SourceRange) -> Diagnostic {
    .error(
      .invalidBoolean,
      "'\(text)' is not a boolean here: HeaderKit reads only true and false as booleans; write true or false, or quote the text",
      at: range)
  }

  /// A core-schema tag whose node does not fit it, like `!!int abc` or `!!seq {a: 1}`.
  ///
  /// `value` is the quoted text of a scalar, or "a sequence" / "a mapping".
  public static func tagMismatch(_ tag: String, value: String, at range: SourceRange)
    -> Diagnostic
  {
    .error(
      .wrongType, "\(value) does not fit tag '\(tag)'; remove the tag or change the value",
      at: range)
  }
}

/// "2.0 MiB", "512 KiB", "300 bytes".
func formatBytes(_ count: Int) -> String {
  if count >= 1 << 20 {
    let mib = Double(count) / Double(1 << 20)
    return mib == mib.rounded() ? "\(Int(mib)) MiB" : "\((mib * 10).rounded() / 10) MiB"
  }
  if count >= 1 << 10 { return "\(count >> 10) KiB" }
  return "\(count) bytes"
}

func hex(_ byte: UInt8) -> String {
  let digits = String(byte, radix: 16, uppercase: true)
  return "0x" + (digits.count == 1 ? "0" + digits : digits)
}

func codePoint(_ scalar: UInt32) -> String {
  let digits = String(scalar, radix: 16, uppercase: true)
  return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
