import Foundation
import HeaderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Every command ends within its limits on any input within HeaderKit's
/// limits (docs/limits.md), or stops early saying which limit it met: the
/// reproducers of issue 19, on inputs generated here.
@Suite struct CommandBudgetTests {
  // MARK: eval and simulate

  @Test func aLimitOf100000OffsetsMeans100000Rows() throws {
    let spec = "Specs/fade-top-view.yaml"
    let most = try CLI.run([
      "eval", spec, "--from", "0", "--to", "99999", "--step", "1", "--format", "csv",
    ])
    #expect(most.status == 0, "\(most.stderr)")
    // A header row, then one row per offset 0, 1, ..., 99999.
    #expect(most.stdoutLines.count == 1 + 100_000)
    #expect(most.stdoutLines.last?.hasPrefix("99999,") == true)
    let more = try CLI.run(["eval", spec, "--from", "0", "--to", "100000", "--step", "1"])
    #expect(more.status == 64)
    #expect(
      more.stderr.hasPrefix(
        "Error: --step 1 gives more than 100000 offsets from 0 to 100000; use a larger step\n"))
  }

  @Test func aSweepOverTheWholeNumberLineNeedsNoStep() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "line.yaml",
      """
      version: 1
      name: line
      inputs:
        scroll: {bounds: [-1.7e308, 1.7e308]}
      targets:
        box: {alpha: 1}

      """)
    for extra in [[], ["--from", "-1.7e308", "--to", "1.7e308"]] {
      let result = try CLI.run(["eval", path, "--format", "csv"] + extra)
      #expect(result.status == 0, "\(extra): \(result.stderr)")
      // 21 offsets from one end to the other, both included.
      #expect(result.stdoutLines.count == 22)
      #expect(result.stdoutLines[1] == "-1.7e+308,1")
      #expect(result.stdoutLines[11] == "0,1")
      #expect(result.stdoutLines[21] == "1.7e+308,1")
      #expect(!result.stderr.contains("inf"))
    }
  }

  @Test func evalRefusesToPrintMoreThanTenMillionValues() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("many.yaml", GeneratedSpecs.manyTargets(10_000))
    for format in ["csv", "table", "json"] {
      let result = try CLI.run([
        "eval", path, "--from", "0", "--to", "999", "--step", "1", "--format", format,
      ])
      // 1,000 offsets × (the offset and 10,000 properties) = 10,001,000 values.
      #expect(result.status == 64)
      #expect(
        result.stderr.hasPrefix(
          "Error: 1000 offsets of 10001 values each are more than the 10000000 values one eval prints; use fewer offsets or a larger --step\n"
        ))
      #expect(result.stdout.isEmpty)
    }
  }

  @Test func simulateRefusesATraceWhoseFramesPassTheValueLimit() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write("many.yaml", GeneratedSpecs.manyTargets(10_000))
    let trace = try files.write("long.yaml", GeneratedSpecs.trace(events: 1_000, event: "drag: 1"))
    let result = try CLI.run(["simulate", spec, "--trace", trace, "--format", "csv"])
    // Each frame has the time, the offset and 10,000 values: 10,000,000 / 10,002
    // is 999 frames; the 1,000th event, on line 1,001, passes the limit.
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "\(trace):1001:3: error: 1000 frames of 10002 values each are more than the 10000000 values HeaderKit prints at once; the frames from this event on would pass the limit [limit-exceeded]\n"
      ))
    #expect(result.stdout.isEmpty)
  }

  // MARK: test

  @Test func aCaseThatWouldPassTheTestBudgetIsNotRunAndSaysSo() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    // Each target adds its own number: no two compute the same value.
    let targets = (0..<10_000).map { "  t\($0): {alpha: scroll + \($0)}" }
    let spec = try files.write(
      "many.yaml",
      (["version: 1", "name: many", "inputs:", "  scroll: {}", "targets:"] + targets)
        .joined(separator: "\n") + "\n")
    try files.write(
      "many.test.yaml",
      """
      tests:
        - name: long sweep
          sweep: {from: 0, to: 99999, step: 1}
          bounds: {t0.alpha: [0, 100000]}
        - name: at rest
          at: 0
          expect: {t0.alpha: 0}

      """)
    let result = try CLI.run(["test", spec])
    // An evaluation of 10,000 additions into 10,000 outputs costs 20,000 units:
    // 100,000 of them are 2e9, past the budget of 1e9.
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "many.test.yaml:2:11: error: long sweep: its 100000 evaluations would pass the work the cases of one spec may do together (1000000000 frame instructions); it was not run [limit-exceeded]"
      ))
    #expect(result.stderr.contains("note: the 1 case after it was not run either"))
    #expect(result.stdoutLines.last == "0 passed, 2 failed")
  }

  // MARK: plot and filmstrip

  @Test func aPlotChartsAtMostAHundredPropertiesAndSaysSo() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write("many.yaml", GeneratedSpecs.manyTargets(300))
    let output = files.path("many.svg")
    let result = try CLI.run(["plot", spec, "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    let svg = try String(contentsOfFile: output, encoding: .utf8)
    #expect(svg.components(separatedBy: "<g class=\"chart\"").count - 1 == 100)
    #expect(svg.contains("Only the first 100 of 300 properties are charted"))
    // Target t100 is on line 106 (five lines before the first target).
    #expect(
      result.stderr.contains(
        "\(spec):106:10: warning: the plot is incomplete: only the first 100 of 300 properties are charted (the most one plot draws) [plot-incomplete]"
      ))
  }

  @Test func aPlotSamplesAtMost2000KeyframePositions() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write("list.yaml", GeneratedSpecs.listTracks(5))
    let list = "[" + (0..<10_000).map { String($0 % 50) + "e-2" }.joined(separator: ",") + "]"
    let result = try CLI.run(["plot", spec, "--param", "xs=\(list)", "-o", files.path("list.svg")])
    // Five tracks of 10,000 keyframes at distinct positions within the bounds.
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "warning: the plot is incomplete: 2000 of 50000 keyframe positions are sampled, spread over them [plot-incomplete]"
      ))
  }

  @Test func aPlotOfChainedTracksFollowsAtMost256Drivers() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write("chain.yaml", GeneratedSpecs.chain(300))
    let result = try CLI.run(["plot", spec, "-o", files.path("chain.svg")])
    // The last target reads v299, whose track runs over v298, ... over the input:
    // 299 vars drive tracks the charted properties depend on.
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "\(spec):2:7: warning: the plot is incomplete: keyframes of tracks over 256 of 299 vars and states are marked [plot-incomplete]"
      ))
  }

  @Test func aPlottedTraceHasAtMost10000Events() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let trace = try files.write("long.yaml", GeneratedSpecs.trace(events: 10_001))
    let result = try CLI.run([
      "plot", "Specs/tiki-home.yaml", "--trace", trace, "-o", files.path("plot.svg"),
    ])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "\(trace):10002:3: error: more than 10000 events in a plotted trace; HeaderKit allows at most 10000 [limit-exceeded]\n"
      ))
    #expect(!FileManager.default.fileExists(atPath: files.path("plot.svg")))
  }

  @Test func aFilmstripDrawsAtMost100Frames() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let trace = try files.write("long.yaml", GeneratedSpecs.trace(events: 101))
    let result = try CLI.run([
      "filmstrip", "Specs/tiki-home.yaml", "--trace", trace, "-o", files.path("film.svg"),
    ])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "\(trace):102:3: error: more than 100 frames in a filmstrip; HeaderKit allows at most 100 [limit-exceeded]\n"
      ))
    let offsets = (0...100).map(String.init).joined(separator: ",")
    let tooMany = try CLI.run([
      "filmstrip", "Specs/twitter-profile.yaml", "--at", offsets, "-o", files.path("film.svg"),
    ])
    #expect(tooMany.status == 64)
    #expect(tooMany.stderr.hasPrefix("Error: --at takes 1 to 100 offsets\n"))
  }

  @Test func aFilmstripDrawsAtMost50000Boxes() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write("many.yaml", GeneratedSpecs.manyTargets(600))
    let offsets = (0..<100).map(String.init).joined(separator: ",")
    let result = try CLI.run(["filmstrip", spec, "--at", offsets, "-o", files.path("film.svg")])
    // 600 element bars and the list's items, in each of 100 frames.
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("\(spec):2:7: error: 100 frames of "))
    #expect(
      result.stderr.contains(
        " elements each are more than the 50000 boxes one filmstrip draws [limit-exceeded]"))
    let five = try CLI.run(["filmstrip", spec, "-o", files.path("film.svg")])
    #expect(five.status == 0, "\(five.stderr)")
  }

  // MARK: simulate's snap targets

  @Test func aSpecHasAtMost1000SnapTargets() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let fine = try files.write("fine.yaml", GeneratedSpecs.snapTargets(1_000))
    #expect(try CLI.run(["validate", fine]).status == 0)
    let spec = try files.write("snaps.yaml", GeneratedSpecs.snapTargets(1_001))
    let result = try CLI.run(["validate", spec])
    // The 1,001st target, 1000, follows "      to: [" and "0, 1, ..., 999, ".
    let column = 1 + "      to: [".count + (0..<1_000).map { "\($0), " }.joined().count
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "\(spec):13:\(column): error: more than 1000 snap targets; HeaderKit allows at most 1000 [limit-exceeded]\n"
      ))
  }

  @Test func aCompiledGraphHasAtMost1000SnapTargets() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let compiled = try CLI.run([
      "compile", try files.write("snaps.yaml", GeneratedSpecs.snapTargets(1_000)),
    ])
    #expect(compiled.status == 0)
    // The first target's slot once more: 1,001 targets.
    let edited = compiled.stdout.replacingOccurrences(
      of: #""targetSlots": \[(\d+),"#, with: #""targetSlots": [$1, $1,"#,
      options: .regularExpression)
    #expect(edited != compiled.stdout)
    let graph = try files.write("snaps.json", edited)
    let result = try CLI.run(["eval", graph])
    #expect(result.status == 1)
    // At the `states` key, on its own line.
    let line = try #require(edited.split(separator: "\n").firstIndex(of: #"  "states": ["#)) + 1
    #expect(
      result.stderr.hasPrefix(
        "\(graph):\(line):3: error: 1001 snap targets, more than the 1000 allowed [invalid-graph]\n"
      ))
  }

  // MARK: Files that are not regular files

  @Test func aFIFONamedLikeASpecIsRefusedNotOpened() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    try files.write("a.yaml", minimalSpec)
    let fifo = files.path("b.yaml")
    #expect(mkfifo(fifo, 0o644) == 0)
    for command in ["validate", "test"] {
      // Opening the FIFO for reading would wait for a writer forever.
      let result = try CLI.run([command, files.directory.path])
      #expect(result.status == 64, "\(command): \(result.stderr)")
      #expect(
        result.stderr.contains("Error: cannot read '\(fifo)': it is a FIFO, not a regular file"))
    }
    // A folder named like a spec is searched like any folder.
    try FileManager.default.removeItem(atPath: fifo)
    try files.write("old.yaml/c.yaml", minimalSpec)
    let folders = try CLI.run(["validate", files.directory.path])
    #expect(folders.status == 0, "\(folders.stderr)")
    #expect(folders.stdoutLines.last == "2 specs: 2 valid, 0 invalid")
    let stdin = try CLI.run(["validate", "/dev/stdin"], stdin: minimalSpec)
    #expect(stdin.status == 64)
    #expect(
      stdin.stderr.hasPrefix("Error: cannot read '/dev/stdin': it is a FIFO, not a regular file\n"))
  }
}
