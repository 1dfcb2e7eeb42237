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

  /// Refuses `headerkit help NAME` for a NAME that is no command:
  /// ArgumentParser printed the root help for it and exited 0, so a typo
  /// (`help evl`) looked like an answer.
  static func checkHelpTopic(of command: HeaderKitCommand.Type) throws {
    let arguments = CommandLine.arguments.dropFirst()
    guard arguments.first == "help", let topic = arguments.dropFirst().first,
      !topic.hasPrefix("-")
    else { return }
    let names = command.configuration.subcommands.map { $0._commandName }
    guard !names.contains(topic) else { return }
    let suggestion = Suggestions.closest(to: topic, in: names).map { "; did you mean '\($0)'?" }
    throw ValidationError(
      "no command '\(topic)'\(suggestion ?? "") (commands: \(names.joined(separator: ", ")))")
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
