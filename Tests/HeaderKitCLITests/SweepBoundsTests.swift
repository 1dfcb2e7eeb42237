import Foundation
import HeaderKitTestSupport
import Testing

/// `--from` above `--to` is one usage error for `eval` and `plot`, with
/// numbers printed as every other message prints them.
@Suite struct SweepBoundsTests {
  @Test(arguments: [
    (["10", "0"], "Error: --from (10) must not be above --to (0)\n"),
    (["-0.5", "-2.25"], "Error: --from (-0.5) must not be above --to (-2.25)\n"),
  ])
  func fromAboveToIsOneMessage(bounds: [String], message: String) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let range = ["--from", bounds[0], "--to", bounds[1]]
    let eval = try CLI.run(["eval", "Specs/twitter-profile.yaml"] + range)
    let plot = try CLI.run(
      ["plot", "Specs/twitter-profile.yaml"] + range + ["-o", files.path("plot.svg")])
    for (command, result) in [("eval", eval), ("plot", plot)] {
      #expect(result.status == 64, "\(command)")
      #expect(result.stdout.isEmpty, "\(command)")
      #expect(result.stderr.hasPrefix(message), "\(command): \(result.stderr)")
    }
  }

  /// Equal bounds are one offset for eval, and no width for a plot's axis.
  @Test func equalBoundsAreAnOffsetButNoPlot() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let eval = try CLI.run(["eval", "Specs/twitter-profile.yaml", "--from", "5", "--to", "5"])
    #expect(eval.status == 0, "\(eval.stderr)")
    // The header row, the rule and the one offset.
    #expect(eval.stdoutLines.count == 3)
    #expect(eval.stdoutLines.last?.hasPrefix("     5 ") == true)
    let plot = try CLI.run([
      "plot", "Specs/twitter-profile.yaml", "--from", "5", "--to", "5", "-o", files.path("p.svg"),
    ])
    #expect(plot.status == 64)
    #expect(
      plot.stderr.hasPrefix("Error: --from and --to are both 5; a plot needs --to above --from\n"))
  }
}
