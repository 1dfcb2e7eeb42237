/// Rows for labels along one line, so that labels that sit close together
/// are stacked instead of drawn over each other.
enum LabelRows {
  /// The gap kept between two labels in a row, in pixels.
  static let gap = 4.0

  /// Each label's row, 0 the first: in order of `starts`, a label takes the
  /// first row whose last label ends `gap` before it starts; when none of
  /// `maxRows` rows has room, the row that frees up first.
  /// - Parameters:
  ///   - starts: each label's left edge; `widths`: its width.
  static func rows(starts: [Double], widths: [Double], maxRows: Int) -> [Int] {
    var rowEnds: [Double] = []
    var rows = Array(repeating: 0, count: starts.count)
    for index in starts.indices.sorted(by: { starts[$0] < starts[$1] }) {
      let row =
        rowEnds.firstIndex { $0 + gap <= starts[index] }
        ?? (rowEnds.count < max(1, maxRows)
          ? rowEnds.count : rowEnds.indices.min { rowEnds[$0] < rowEnds[$1] }!)
      if row == rowEnds.count { rowEnds.append(0) }
      rowEnds[row] = starts[index] + widths[index]
      rows[index] = row
    }
    return rows
  }
}
