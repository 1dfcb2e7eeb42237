import ArgumentParser
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

/// eval's `--input` values: at most one bare name, the input to sweep, and
/// any number of `NAME=VALUE`, other inputs held at a raw offset.
struct EvalInputs {
  /// The input swept.
  var swept: Int
  /// Other inputs and the raw offsets they are held at, in the order given.
  var held: [(input: Int, raw: Double)]

  /// Parses `arguments` for `graph`; a name that is no input, a name given
  /// twice, a second bare name, or the swept input given a value is a usage error.
  init(_ arguments: [String], in graph: CompiledGraph) throws {
    var bare: String?
    var held: [(input: Int, raw: Double)] = []
    for argument in arguments {
      guard let equals = argument.firstIndex(of: "=") else {
        if let bare {
          throw ValidationError(
            "--input names the input to sweep once ('\(VisibleText.escaped(bare))' and '\(VisibleText.escaped(argument))'); hold others with --input NAME=VALUE"
          )
        }
        bare = argument
        continue
      }
      let name = String(argument[..<equals]).trimmingCharacters(in: " ")
      let input = try InputChoice.index(name, in: graph)
      let raw = try parseNumber(
        String(argument[argument.index(after: equals)...]),
        option: "--input \(VisibleText.escaped(name))")
      if held.contains(where: { $0.input == input }) {
        throw ValidationError("--input sets '\(VisibleText.escaped(name))' twice")
      }
      held.append((input, raw))
    }
    let swept: Int
    if let bare {
      swept = try InputChoice.index(bare, in: graph)
    } else {
      // The first input that is not held.
      guard !graph.inputs.isEmpty else { throw ValidationError("the graph has no inputs") }
      swept = graph.inputs.indices.first { index in !held.contains { $0.input == index } } ?? 0
    }
    if let clash = held.first(where: { $0.input == swept }) {
      throw ValidationError(
        "--input sets '\(VisibleText.escaped(graph.inputs[clash.input].name))', the input eval sweeps; give its offsets with --at or --from/--to"
      )
    }
    self.swept = swept
    self.held = held
  }

  /// Holds the other inputs at their offsets (the stateless path, as each
  /// offset of the sweep is set).
  func apply(to evaluator: inout HeaderEvaluator) {
    for (input, raw) in held { evaluator.setInput(input, raw: raw) }
  }
}
