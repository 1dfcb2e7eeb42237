/// A position in a source file, 1-based, as editors show it.
///
/// Columns count Unicode scalars, matching libyaml's marks, so a caret lines up
/// under the character an editor puts at that column.
public struct SourceLocation: Hashable, Sendable, Codable, Comparable {
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in Unicode scalars.
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A half-open span of source text, from `start` up to `end`.
public struct SourceRange: Hashable, Sendable, Codable {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// An empty range at one location.
  public init(at location: SourceLocation) {
    self.init(start: location, end: location)
  }

  /// A range on one line, from `column` spanning `length` scalars.
  public init(line: Int, column: Int, length: Int = 0) {
    self.init(
      start: SourceLocation(line: line, column: column),
      end: SourceLocation(line: line, column: column + length))
  }
}
