import ArgumentParser
import HeaderKit
import HeaderKitRuntime

/// `--param NAME=VALUE`, shared by every command that evaluates.
struct ParamOptions: ParsableArguments {
  @Option(
    name: .customLong("param"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Override a param: NAME=VALUE, where VALUE is a number or a list like '[64, 88, 72]'. Repeatable.",
      valueName: "name=value"))
  var params: [String] = []

  /// The parsed overrides; a malformed one is a usage error.
  func overrides() throws -> [ParamOverride] {
    try params.map { text in
      do {
        return try ParamOverride(parsing: text)
      } catch {
        throw ValidationError("\(error)")
      }
    }
  }

  /// An evaluator for `graph` with the overrides applied.
  func evaluator(for loaded: LoadedGraph) throws -> HeaderEvaluator {
    let overrides = try overrides()
    do {
      return try ParamOverride.evaluator(
        for: loaded.graph, applying: overrides, bounds: loaded.paramBounds)
    } catch {
      throw ValidationError("\(error)")
    }
  }
}

/// Parses a number given on the command line; `nan` and `inf` are refused.
func parseNumber(_ text: String, option: String) throws -> Double {
  guard let value = Double(text.trimmingCharacters(in: " ")) else {
    throw ValidationError("\(option): '\(text)' is not a number")
  }
  guard value.isFinite else { throw ValidationError("\(option): '\(text)' is not a finite number") }
  return value
}

extension String {
  func trimmingCharacters(in character: Character) -> String {
    String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
  }
}
