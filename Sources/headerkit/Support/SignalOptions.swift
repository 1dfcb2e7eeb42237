import ArgumentParser
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

/// `--signal NAME=VALUE`: signals an app would have set before the frames.
struct SignalOptions: ParsableArguments {
  @Option(
    name: .customLong("signal"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Set a signal: NAME=VALUE, where VALUE is a number, true or false. Repeatable.",
      valueName: "name=value"))
  var signals: [String] = []

  /// Sets each signal in order, then lets every transition come to rest
  /// where the signals take it (eval holds transitions at rest); an unknown
  /// name or a value that is not a number is a usage error.
  func apply(to evaluator: inout HeaderEvaluator) throws {
    guard !signals.isEmpty else { return }
    for text in signals {
      guard let equals = text.firstIndex(of: "=") else {
        throw ValidationError("--signal: '\(text)' is not NAME=VALUE")
      }
      let name = String(text[..<equals])
      let valueText = String(text[text.index(after: equals)...]).trimmingCharacters(in: " ")
      let value =
        valueText == "true"
        ? 1 : valueText == "false" ? 0 : try parseNumber(valueText, option: "--signal")
      let names = evaluator.graph.signals.map(\.name)
      guard let index = names.firstIndex(of: name) else {
        let message = Diagnostic.suggesting(
          "--signal: unknown signal '\(name)'", Suggestions.closest(to: name, in: names))
        throw ValidationError(
          "\(message) (signals: \(names.isEmpty ? "none" : names.joined(separator: ", ")))")
      }
      evaluator.setSignal(index, to: value)
    }
    // The longest wait there is: a transition a signal started is at rest.
    evaluator.advance(by: .greatestFiniteMagnitude)
  }
}
