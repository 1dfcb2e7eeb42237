import ArgumentParser
import HeaderKitRuntime

@main
struct HeaderKitCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "headerkit",
    abstract: "Validate, compile, evaluate and test declarative scroll-driven headers.",
    discussion: """
      A spec (YAML) describes a header: its scroll inputs, params, ranges, vars,
      stateful values and the target properties they drive. Start with
        headerkit validate Specs/
        headerkit eval Specs/twitter-profile.yaml --from -60 --to 160 --step 20
      The spec format is documented in docs/spec.md.
      """,
    version: HeaderKitVersion.current,
    subcommands: [
      Validate.self, Compile.self, Generate.self, Eval.self, Simulate.self, Test.self,
      Plot.self, Filmstrip.self, Preview.self,
    ])

  /// Refuses an argument that is not UTF-8, then parses and runs the command
  /// as ArgumentParser's `main()` does, with usage errors shown escaped.
  static func main() {
    do {
      if let argument = CommandLineText.firstInvalidArgument() {
        throw CommandLineText.notUTF8(argument)
      }
      try CommandLineText.checkCommandName(of: self)
      var command = try parseAsRoot()
      try command.run()
    } catch {
      CommandLineText.exit(self, withError: error)
    }
  }
}
