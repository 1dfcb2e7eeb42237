import ArgumentParser
import HeaderKit

/// How a command prints its results.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// How `eval` and `simulate` print frames.
enum FrameFormat: String, ExpressibleByArgument, CaseIterable {
  case table, csv, json

  /// The frames as this format prints them, ending with a line break.
  func render(_ series: FrameSeries) -> String {
    switch self {
    case .table: series.table()
    case .csv: series.csv()
    case .json: series.json().text() + "\n"
    }
  }
}
