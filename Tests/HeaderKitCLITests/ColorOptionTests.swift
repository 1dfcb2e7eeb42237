import Foundation
import HeaderKitTestSupport
import Testing

/// `--color auto|always|never` beside NO_COLOR, FORCE_COLOR and
/// CLICOLOR_FORCE: diagnostics are coloured on a terminal in auto mode only,
/// the flag beats the environment, NO_COLOR beats the forcing variables.
@Suite final class ColorOptionTests {
  static let escape = "\u{1B}["
  let files: TemporaryFiles
  /// An invalid spec: its diagnostic is what gets coloured.
  let invalid: String

  init() throws {
    files = try TemporaryFiles()
    invalid = try files.write(
      "unknown-name.yaml", minimalSpec.replacingOccurrences(of: "scroll / 100", with: "pul / 100"))
  }

  deinit { files.remove() }

  @Test func autoColoursOnATerminal() throws {
    let result = try runOnTerminal(["validate", invalid])
    #expect(result.status == 1)
    #expect(result.stderr.contains("unknown name 'pul'"), "\(result.stderr)")
    #expect(result.stderr.contains(Self.escape))
  }

  @Test func autoDoesNotColourAPipe() throws {
    let result = try CLI.run(["validate", invalid], environment: ["NO_COLOR": ""])
    #expect(result.status == 1)
    #expect(result.stderr.contains("unknown name 'pul'"))
    #expect(!result.stderr.contains(Self.escape))
  }

  @Test(arguments: [["--color", "never"], ["--color=never"]])
  func neverDoesNotColourATerminal(_ flag: [String]) throws {
    let result = try runOnTerminal(["validate", invalid] + flag)
    #expect(result.stderr.contains("unknown name 'pul'"), "\(result.stderr)")
    #expect(!result.stderr.contains(Self.escape))
  }

  @Test func alwaysColoursAPipeDespiteNoColor() throws {
    let result = try CLI.run(["validate", "--color", "always", invalid])
    #expect(result.stderr.contains(Self.escape + "1;31merror"), "\(result.stderr)")
  }

  @Test func noColorTurnsAutoOffOnATerminal() throws {
    let result = try runOnTerminal(["validate", invalid], environment: ["NO_COLOR": "1"])
    #expect(result.stderr.contains("unknown name 'pul'"))
    #expect(!result.stderr.contains(Self.escape))
  }

  /// An empty NO_COLOR is no NO_COLOR (no-color.org).
  @Test func anEmptyNoColorIsIgnored() throws {
    let result = try runOnTerminal(["validate", invalid], environment: ["NO_COLOR": ""])
    #expect(result.stderr.contains(Self.escape))
  }

  @Test(arguments: ["FORCE_COLOR", "CLICOLOR_FORCE"])
  func aForcingVariableColoursAPipe(_ name: String) throws {
    let on = try CLI.run(["validate", invalid], environment: ["NO_COLOR": "", name: "1"])
    #expect(on.stderr.contains(Self.escape), "\(name)=1: \(on.stderr)")
    let off = try CLI.run(["validate", invalid], environment: ["NO_COLOR": "", name: "0"])
    #expect(!off.stderr.contains(Self.escape), "\(name)=0")
  }

  @Test func noColorBeatsForceColor() throws {
    let result = try CLI.run(
      ["validate", invalid], environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"])
    #expect(!result.stderr.contains(Self.escape))
  }

  /// Every command takes the flag, and a command whose spec is invalid
  /// colours its diagnostics with it.
  @Test(arguments: [
    ["compile"], ["generate"], ["eval"], ["simulate", "--trace", "Specs/tiki-home.trace.yaml"],
    ["test"], ["plot", "-o", "/dev/null"], ["filmstrip", "-o", "/dev/null"],
    ["preview", "-o", "/dev/null"],
  ])
  func everyCommandTakesTheFlag(_ command: [String]) throws {
    let arguments = [command[0], invalid] + command.dropFirst() + ["--color", "always"]
    let result = try CLI.run(arguments)
    #expect(result.status == 1, "\(arguments): \(result.stderr)")
    #expect(result.stderr.contains(Self.escape + "1;31merror"), "\(arguments): \(result.stderr)")
  }

  @Test func anUnknownModeIsAUsageError() throws {
    let result = try CLI.run(["validate", "--color", "sometimes", invalid])
    #expect(result.status == 64)
    #expect(result.stderr.contains("'sometimes'"))
  }
}
