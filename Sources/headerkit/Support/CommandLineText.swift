import ArgumentParser
import Foundation
import HeaderKitDiagnostics

/// Text from the command line: it must be UTF-8, and ArgumentParser's own
/// usage errors show it with control characters escaped, as HeaderKit's do.
enum CommandLineText {
  /// The first argument that is not valid UTF-8, as it reads with U+FFFD
  /// in place of the bytes that are not; nil when every argument is.
  ///
  /// Swift reads arguments as strings and puts U+FFFD in place of bytes that
  /// are not UTF-8, so `-o $'\xff.json'` wrote a file named `\u{FFFD}.json`
  /// and `validate $'\xfe.yaml'` found no such file.
  static func firstInvalidArgument() -> String? {
    // A stride, not 1..<argc: a process started with no arguments at all
    // (argc 0) would trap on a range whose end is below its start.
    for index in stride(from: 1, to: Int(CommandLine.argc), by: 1) {
      guard let argument = CommandLine.unsafeArgv[index] else { continue }
      if String(validatingCString: argument) == nil { return String(cString: argument) }
    }
    return nil
  }

  /// Refuses a command name, or `help NAME`, that names no command, with
  /// the command it most likely means: ArgumentParser said "2 unexpected
  /// arguments" for `lint X`, and printed the root help for `help evl` and
  /// exited 0, so a typo looked like an answer.
  static func checkCommandName(of command: HeaderKitCommand.Type) throws {
    var arguments = CommandLine.arguments.dropFirst()
    if arguments.first == "help" { arguments = arguments.dropFirst() }
    guard let word = arguments.first, !word.hasPrefix("-") else { return }
    let names = command.configuration.subcommands.map { $0._commandName }
    guard !names.contains(word) else { return }
    let suggestion = meant(word, in: names).map { "; did you mean '\($0)'?" }
    throw ValidationError(
      "no command '\(word)'\(suggestion ?? "") (commands: \(names.joined(separator: ", ")))")
  }

  /// What other tools call a command, and the command: `validate` also lints.
  private static let aliases = ["lint": "validate", "check": "validate"]

  /// The command `word` most likely means: the one it is another tool's
  /// name for, else the closest spelling.
  private static func meant(_ word: String, in names: [String]) -> String? {
    aliases[word.lowercased()] ?? Suggestions.closest(to: word, in: names)
  }

  /// The usage error for an argument that is not UTF-8.
  static func notUTF8(_ argument: String) -> ValidationError {
    ValidationError(
      "'\(argument)' is not UTF-8 (its bad bytes show as \u{FFFD}); name files with UTF-8 names")
  }

  /// Exits as `exit(withError:)` does, but an error message shows control
  /// characters escaped: ArgumentParser quotes arguments as given
  /// (`Unknown option '--\e[2J'` cleared the screen).
  static func exit(_ command: HeaderKitCommand.Type, withError error: Error) -> Never {
    let text = command.fullMessage(for: error)
    let code = command.exitCode(for: error)
    guard code != .success, !text.isEmpty else { command.exit(withError: error) }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    Terminal.writeError(lines.map { VisibleText.escaped($0) }.joined(separator: "\n") + "\n")
    Foundation.exit(code.rawValue)
  }
}
