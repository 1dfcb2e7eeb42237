public import HeaderKitDiagnostics

/// Where each Unicode scalar of a scalar node's value is written in its file.
///
/// A value is not always a copy of its source: YAML folds line breaks into
/// spaces, drops block indentation, and reads quotes and escapes. The map
/// undoes that, so an offset into the value (a token of an expression) is
/// placed exactly where the user wrote it, on whichever line that is.
///
/// Characters of the value that nothing in the source spells out one by one
/// are placed at the nearest exact position instead: a line break folded
/// into a space, or kept as `"\n"`, sits at the break it stands for (just
/// past that line's last character, zero columns wide); an escape such as
/// `\x2A` covers the whole escape; a doubled quote `''` covers both quotes.
public struct ScalarSourceMap: Sendable, Equatable {
  /// Scalars of the value read one after another from the source: copied
  /// column by column from one line, or one scalar standing for a break,
  /// an escape or a doubled quote.
  struct Run: Sendable, Equatable {
    /// The value offset of the run's first scalar.
    var offset: Int
    var count: Int
    /// Where the run's first scalar is written.
    var start: SourceLocation
    /// `nil` for copied text, one column a scalar; otherwise the columns the
    /// run's one scalar spans (0 for a line break).
    var width: Int?
  }

  /// The runs in value order, together covering the whole value.
  let runs: [Run]
  /// How many Unicode scalars the value has.
  public let count: Int
  /// Just past the value's last character: where an offset at the end goes.
  public let end: SourceLocation

  init(runs: [Run], count: Int, contentStart: SourceLocation) {
    self.runs = runs
    self.count = count
    self.end = runs.isEmpty ? contentStart : Self.span(count - 1, in: runs).end
  }

  /// The source of the value's scalars `from..<to`.
  ///
  /// Offsets past the end continue on the end's line, one column each, so a
  /// caret "at the end of the expression" lands just after its last character.
  public func range(from: Int, to: Int) -> SourceRange {
    let from = max(0, from)
    let start = from < count ? Self.span(from, in: runs).start : shifted(end, by: from - count)
    guard to > from else { return SourceRange(at: start) }
    let last = to <= count ? Self.span(to - 1, in: runs).end : shifted(end, by: to - count)
    return SourceRange(start: start, end: last)
  }

  /// Where the value's scalar at `offset` (within the value) is written.
  private static func span(_ offset: Int, in runs: [Run]) -> SourceRange {
    // The last run that starts at or before `offset`; the first starts at 0.
    let run = runs[runs.prefixCount { $0.offset <= offset } - 1]
    if let width = run.width {
      return SourceRange(line: run.start.line, column: run.start.column, length: width)
    }
    return SourceRange(
      line: run.start.line, column: run.start.column + offset - run.offset, length: 1)
  }

  private func shifted(_ location: SourceLocation, by columns: Int) -> SourceLocation {
    SourceLocation(line: location.line, column: location.column + columns)
  }
}

extension YAMLDocument {
  /// Where each character of a scalar's value is written, or `nil` when the
  /// node is not a scalar, the document was built without its source, or the
  /// value could not be traced character by character (callers then place
  /// everything at the node's start).
  public func sourceMap(of id: NodeID) -> ScalarSourceMap? {
    let node = self[id]
    guard node.kind == .scalar, let source else { return nil }
    return ScalarTracer.map(node, in: source)
  }
}
