import HeaderKit

/// The JSON reports of `validate` and `test`, in the one JSON style every
/// output of HeaderKit has (``JSONValue``): two-space indentation,
/// `"key": value`, keys in the order the report declares them, and names
/// escaped so that a report shown on a terminal shows them as written.
enum JSONReport {
  /// The layout version of the reports of `validate` and `test`: it changes
  /// when a key is removed, renamed or changes meaning (docs/cli.md, "JSON
  /// output"); schemas/ has a schema for each.
  static let formatVersion = 1

  /// Prints `report` on standard output.
  static func print(_ report: some Encodable) throws {
    var output = StandardOutput()
    output.write(try JSONValue(encoding: report).text() + "\n")
    try output.finish()
  }
}
