import HeaderKitTestSupport
import Testing

/// A usage error found while a subcommand runs (an unknown param, a missing
/// path) shows that subcommand's usage line, as a parsing error does.
@Suite struct UsageLineTests {
  @Test func anUnknownParamShowsEvalsUsage() throws {
    let result = try CLI.run([
      "eval", "Specs/pinterest-pager.yaml", "--param", "tabWidht=3", "--at", "0",
    ])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        """
        Error: unknown param 'tabWidht'; did you mean 'tabWidths'? (params: pageWidth, tabWidths, tabSpacing, tabInset)
        Usage: headerkit eval <spec>
        """))
    #expect(result.stderr.hasSuffix("  See 'headerkit eval --help' for more information.\n"))
  }

  @Test func aMissingPathShowsValidatesUsage() throws {
    let result = try CLI.run(["validate", "no/such/spec.yaml"])
    #expect(result.status == 64)
    #expect(
      result.stderr == """
        Error: no such file or directory: no/such/spec.yaml
        Usage: headerkit validate <paths> ... [--strict] [--format <format>] [--color <when>]
          See 'headerkit validate --help' for more information.

        """)
  }

  /// `help` with a name that is no command is a usage error (it printed the
  /// root help and exited 0); a command's name still gets its help.
  @Test func helpForNoCommandIsAUsageError() throws {
    let typo = try CLI.run(["help", "evl"])
    #expect(typo.status == 64)
    #expect(typo.stdout.isEmpty)
    #expect(
      typo.stderr.hasPrefix(
        """
        Error: no command 'evl'; did you mean 'eval'? (commands: validate, compile, generate, eval, simulate, test, plot, filmstrip, preview)
        Usage: headerkit <subcommand>
        """))
    let eval = try CLI.run(["help", "eval"])
    #expect(eval.status == 0)
    #expect(eval.stdout.hasPrefix("OVERVIEW: Evaluate a header at scroll offsets"))
  }

  /// A command name that is no command says which it most likely means:
  /// another tool's name for `validate` (`lint`, `check`), or the closest
  /// spelling; it said "2 unexpected arguments: 'lint', 'X'".
  @Test func aNameThatIsNoCommandSaysWhichItMeans() throws {
    let commands =
      "(commands: validate, compile, generate, eval, simulate, test, plot, filmstrip, preview)"
    for (arguments, meant) in [
      (["lint", "Specs/tiki-home.yaml"], "'lint'; did you mean 'validate'?"),
      (["check", "Specs/"], "'check'; did you mean 'validate'?"),
      (["help", "lint"], "'lint'; did you mean 'validate'?"),
      (["evl", "Specs/tiki-home.yaml"], "'evl'; did you mean 'eval'?"),
      (["frobnicate"], "'frobnicate'"),
    ] {
      let result = try CLI.run(arguments)
      #expect(result.status == 64, "\(arguments)")
      #expect(result.stdout.isEmpty)
      #expect(
        result.stderr.hasPrefix(
          """
          Error: no command \(meant) \(commands)
          Usage: headerkit <subcommand>
          """), "\(arguments): \(result.stderr)")
    }
  }
}
