import ArgumentParser

/// How a command prints its results.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
  case text, json
}

/// How `eval` and `simulate` print frames.
enum FrameFormat: String, ExpressibleByArgument, CaseIterable {
  case table, csv, json
}
