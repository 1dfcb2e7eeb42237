import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--color auto|always|never`, shared by every command: whether the
/// diagnostics on standard error are coloured.
struct ColorOptions: ParsableArguments {
  /// When to colour.
  enum Mode: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never
  }

  @Option(
    help: ArgumentHelp(
      "Colour diagnostics: auto (on a terminal, unless NO_COLOR is set), always or never.",
      valueName: "when"))
  var color: Mode = .auto

  /// Diagnostics printed as text on standard error, coloured as chosen.
  var diagnostics: DiagnosticOutput {
    DiagnosticOutput(format: .text, colors: colorsStandardError)
  }

  /// Diagnostics in `format`, coloured as chosen when they are text.
  func diagnostics(_ format: OutputFormat) -> DiagnosticOutput {
    DiagnosticOutput(format: format, colors: colorsStandardError)
  }

  /// Whether standard error gets colours, from the flag, the environment
  /// and whether standard error is a terminal.
  var colorsStandardError: Bool {
    color.colors(
      environment: ProcessInfo.processInfo.environment,
      isTerminal: isatty(STDERR_FILENO) != 0)
  }
}

extension ColorOptions.Mode {
  /// Whether to colour. `always` and `never` are final: a flag on the
  /// command line beats the environment. In `auto`, a non-empty `NO_COLOR`
  /// turns colours off (no-color.org); else `FORCE_COLOR` or
  /// `CLICOLOR_FORCE` set to anything but empty or `0` turns them on off a
  /// terminal (a CI log that shows them); else colours are used only on a
  /// terminal.
  func colors(environment: [String: String], isTerminal: Bool) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      func isSet(_ name: String) -> Bool {
        guard let value = environment[name] else { return false }
        return !value.isEmpty && value != "0"
      }
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if isSet("FORCE_COLOR") || isSet("CLICOLOR_FORCE") { return true }
      return isTerminal
    }
  }
}
