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
  /// For each Unicode scalar of the value, the source it was read from.
  public private(set) var spans: [SourceRange]
  /// Just past the value's last character: where an offset at the end goes.
  public private(set) var end: SourceLocation

  init(spans: [SourceRange], end: SourceLocation) {
    self.spans = spans
    self.end = end
  }

  /// How many Unicode scalars the value has.
  public var count: Int { spans.count }

  /// The source of the value's scalars `from..<to`.
  ///
  /// Offsets past the end continue on the end's line, one column each, so a
  /// caret "at the end of the expression" lands just after its last character.
  public func range(from: Int, to: Int) -> SourceRange {
    let start = location(of: from)
    guard to > from else { return SourceRange(at: start) }
    if to <= count { return SourceRange(start: start, end: spans[to - 1].end) }
    if from >= count { return SourceRange(start: start, end: shifted(end, by: to - from)) }
    return SourceRange(start: start, end: shifted(end, by: to - count))
  }

  /// Where the scalar at `offset` starts; past the end, the end moved on.
  private func location(of offset: Int) -> SourceLocation {
    let offset = max(0, offset)
    return offset < count ? spans[offset].start : shifted(end, by: offset - count)
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
