/// How serious a diagnostic is.
public enum Severity: String, Sendable, Codable, Comparable {
  case note
  case warning
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A problem found in a spec, trace or test file, as data.
///
/// The library never prints diagnostics; ``DiagnosticRenderer`` turns them into
/// text and the command line decides where that text goes. Messages are built
/// in one place, `Messages.swift`, so wording stays consistent and testable.
public struct Diagnostic: Hashable, Sendable, Codable {
  /// Extra information attached to a diagnostic, optionally at its own location.
  public struct Note: Hashable, Sendable, Codable {
    public var message: String
    public var range: SourceRange?

    public init(_ message: String, at range: SourceRange? = nil) {
      self.message = message
      self.range = range
    }
  }

  public var severity: Severity
  public var code: DiagnosticCode
  public var message: String
  /// Where the problem is; `nil` only for problems with the file as a whole
  /// that have no better place, which the renderer reports at 1:1.
  public var range: SourceRange?
  public var notes: [Note]

  public init(
    _ severity: Severity, _ code: DiagnosticCode, _ message: String,
    at range: SourceRange?, notes: [Note] = []
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.range = range
    self.notes = notes
  }

  /// The location a renderer points at: the start of the range, or 1:1.
  public var location: SourceLocation { range?.start ?? SourceLocation(line: 1, column: 1) }

  /// A copy with a different severity (used by `--strict` and lint levels).
  public func with(severity: Severity) -> Diagnostic {
    var copy = self
    copy.severity = severity
    return copy
  }
}

extension Array where Element == Diagnostic {
  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// The diagnostics in source order, errors before warnings at the same place.
  public var sortedByLocation: [Diagnostic] {
    enumerated().sorted { lhs, rhs in
      if lhs.element.location != rhs.element.location {
        return lhs.element.location < rhs.element.location
      }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}

/// Diagnostics can be thrown where one problem ends a step (an expression
/// stops parsing at its first error).
extension Diagnostic: Error {}
