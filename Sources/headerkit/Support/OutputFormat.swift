import ArgumentParser
import HeaderKit

/// How a command prints its results.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// How `eval` and `simulate` print frames.
enum FrameFormat: String, ExpressibleByArgument, CaseIterable {
  case table, csv, json

  /// Prints frames as `produce` evaluates them, without holding them.
  ///
  /// `produce` hands each frame to the function it is given, in order; it is
  /// called once, or twice for a table, whose column widths are measured
  /// over every frame before the first row is printed. Each call must give
  /// the same frames.
  func write(
    _ columns: FrameColumns, _ produce: ((FrameSeries.Frame) -> Void) -> Void
  ) throws {
    let style: FrameText.Style
    switch self {
    case .table:
      var widths = TableWidths(columns)
      produce { widths.measure($0, columns) }
      style = .table(widths.widths)
    case .csv: style = .csv
    case .json: style = .json
    }
    var writer = FrameText(style, columns: columns)
    var output = StandardOutput()
    output.write(writer.opening())
    produce { output.write(writer.frame($0)) }
    output.write(writer.closing())
    try output.finish()
  }
}
