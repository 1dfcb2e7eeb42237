import HeaderKit
import HeaderKitDiagnostics
import Testing

/// One hostile or broken input and the diagnostic it must get.
struct AdversarialCase: CustomTestStringConvertible, Sendable {
  enum Kind: Sendable {
    /// Read through the whole spec pipeline, as `headerkit validate` does.
    case spec
    /// Read as a trace, as `headerkit simulate --trace` does.
    case trace
  }

  var name: String
  var kind: Kind = .spec
  var bytes: [UInt8]
  var code: DiagnosticCode
  var line: Int
  var column: Int
  /// Warnings leave the spec valid; errors make it invalid.
  var severity: Severity = .error

  /// A spec given as text.
  init(
    _ name: String, _ text: String, _ code: DiagnosticCode, at line: Int, _ column: Int,
    severity: Severity = .error
  ) {
    self.init(name, bytes: Array(text.utf8), code, at: line, column, severity: severity)
  }

  /// A spec given as bytes.
  init(
    _ name: String, bytes: [UInt8], _ code: DiagnosticCode, at line: Int, _ column: Int,
    severity: Severity = .error
  ) {
    self.name = name
    self.bytes = bytes
    self.code = code
    self.line = line
    self.column = column
    self.severity = severity
  }

  /// A trace given as text.
  static func trace(
    _ name: String, _ text: String, _ code: DiagnosticCode, at line: Int, _ column: Int
  ) -> AdversarialCase {
    var input = AdversarialCase(name, text, code, at: line, column)
    input.kind = .trace
    return input
  }

  var testDescription: String { name }

  /// The diagnostics of the input, and whether it was accepted.
  func run() -> (diagnostics: [Diagnostic], accepted: Bool) {
    switch kind {
    case .spec:
      let loaded = SpecLoader.load(bytes: bytes, path: "adversarial.yaml")
      return (loaded.diagnostics, loaded.isValid)
    case .trace:
      let decoded = TraceDecoder.decode(bytes: bytes)
      return (decoded.diagnostics, decoded.trace != nil)
    }
  }

  /// A valid beginning of a spec (10 lines: version … `targets:`), to which
  /// cases add targets from line 11 on.
  static let head = """
    version: 1
    name: adversarial
    inputs:
      scroll: {}
    params:
      zero: 0
      widths: [1, 2, 3]
    ranges:
      top: { input: scroll, from: 0, to: 100 }
    targets:

    """

  /// `head`, then `targets` (from line 11).
  static func spec(targets: String) -> String { head + targets }
}
