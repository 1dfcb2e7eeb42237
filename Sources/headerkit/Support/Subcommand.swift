import ArgumentParser
import HeaderKitDiagnostics

/// A `headerkit` subcommand whose usage errors show its own usage line.
///
/// ArgumentParser reports an error thrown from `run()` with the root
/// command's usage line; catching `ValidationError` here prints the
/// subcommand's own (`Usage: headerkit eval ...`) and exits 64 as usual.
/// The message may quote a path or a name: control characters in it are
/// shown escaped.
protocol Subcommand: ParsableCommand {
  /// The command's work; throw `ValidationError` for usage errors and
  /// `ExitCode.failure` after printing diagnostics.
  func execute() throws
}

extension Subcommand {
  func run() throws {
    do {
      try execute()
    } catch let error as ValidationError {
      let name = Self.configuration.commandName ?? "\(Self.self)".lowercased()
      Terminal.writeError(
        """
        Error: \(VisibleText.escaped(error.message))
        Usage: \(HeaderKitCommand.usageString(for: Self.self))
          See 'headerkit \(name) --help' for more information.

        """)
      throw ExitCode.validationFailure
    }
  }
}
