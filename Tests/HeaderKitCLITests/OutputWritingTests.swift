import Foundation
import HeaderKitTestSupport
import Testing

/// Every command that writes a file writes a temporary file beside it and
/// renames it into place, refuses to overwrite a file it reads, and reports
/// a failed write as `headerkit: cannot write PATH: reason` with exit 1.
@Suite struct OutputWritingTests {
  /// Each writing command, given its spec and output path.
  static func commands(_ spec: String, _ output: String) -> [[String]] {
    [
      ["compile", spec, "-o", output],
      ["generate", spec, "-o", output],
      ["plot", spec, "-o", output],
      ["filmstrip", spec, "-o", output],
      ["preview", spec, "-o", output],
    ]
  }

  @Test func anOutputThatIsTheInputIsRefused() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write("spec.yaml", minimalSpec)
    try FileManager.default.createSymbolicLink(
      atPath: files.path("link.yaml"), withDestinationPath: spec)
    try FileManager.default.linkItem(atPath: spec, toPath: files.path("hard.yaml"))
    for arguments in Self.commands(spec, spec) {
      let result = try CLI.run(arguments)
      #expect(result.status == 1, "\(arguments)")
      #expect(
        result.stderr
          == "headerkit: cannot write \(spec): it is the input file; write the output to another file\n"
      )
    }
    // The same file by another name: its device and inode tell.
    for output in [files.path("link.yaml"), files.path("hard.yaml")] {
      let result = try CLI.run(["compile", spec, "-o", output])
      #expect(result.status == 1)
      #expect(
        result.stderr
          == "headerkit: cannot write \(output): it is '\(spec)', a file this command reads\n")
    }
    #expect(try String(contentsOfFile: spec, encoding: .utf8) == minimalSpec)
  }

  @Test func anOutputThatIsTheTraceIsRefused() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let trace = try files.write("scroll.yaml", "events: [{drag: 10}, end]\n")
    for command in ["plot", "filmstrip"] {
      let result = try CLI.run([command, "Specs/tiki-home.yaml", "--trace", trace, "-o", trace])
      #expect(result.status == 1)
      #expect(
        result.stderr
          == "headerkit: cannot write \(trace): it is the input file; write the output to another file\n"
      )
    }
    #expect(try String(contentsOfFile: trace, encoding: .utf8) == "events: [{drag: 10}, end]\n")
  }

  /// compact-title's spec, sidecar, trace and golden timeline, copied
  /// into a fresh folder, with the path of each.
  static func compactTitle(in files: TemporaryFiles) throws -> [String: String] {
    var paths: [String: String] = [:]
    for suffix in ["yaml", "test.yaml", "trace.yaml", "timeline.txt"] {
      let name = "compact-title.\(suffix)"
      let text = try String(contentsOf: Fixtures.spec(name), encoding: .utf8)
      paths[suffix] = try files.write(name, text)
    }
    return paths
  }

  /// `compile --tests` reads the spec, its sidecar, the traces its cases
  /// name and its golden timeline: none of them is written over, by its
  /// own name, a symbolic link, a hard link or a path through `..` (issue
  /// 33: `-o TRACE` overwrote the trace, and `test` then failed).
  @Test func compileTestsRefusesEveryFileItReads() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let paths = try Self.compactTitle(in: files)
    let trace = try #require(paths["trace.yaml"])
    try FileManager.default.createDirectory(
      atPath: files.path("sub"), withIntermediateDirectories: false)
    try FileManager.default.createSymbolicLink(
      atPath: files.path("link.yaml"), withDestinationPath: trace)
    try FileManager.default.linkItem(atPath: trace, toPath: files.path("hard.yaml"))
    let spec = try #require(paths["yaml"])
    for (suffix, path) in paths {
      let result = try CLI.run(["compile", "--tests", spec, "-o", path])
      #expect(result.status == 1, "\(suffix)")
      #expect(
        result.stderr
          == "headerkit: cannot write \(path): it is the input file; write the output to another file\n",
        "\(suffix)")
    }
    for output in [
      files.path("link.yaml"), files.path("hard.yaml"),
      files.path("sub/../compact-title.trace.yaml"),
    ] {
      let result = try CLI.run(["compile", "--tests", spec, "-o", output])
      #expect(result.status == 1, "\(output)")
      #expect(
        result.stderr
          == "headerkit: cannot write \(output): it is '\(trace)', a file this command reads\n")
    }
    for (suffix, path) in paths {
      let original = try String(
        contentsOf: Fixtures.spec("compact-title.\(suffix)"), encoding: .utf8)
      #expect(try String(contentsOfFile: path, encoding: .utf8) == original, "\(suffix)")
    }
    // The tests still run, and compile to another file.
    #expect(try CLI.run(["test", spec]).status == 0)
    #expect(try CLI.run(["compile", "--tests", spec, "-o", files.path("out.json")]).status == 0)
  }

  /// `test --record` writes a golden timeline beside each spec: never over
  /// a trace its cases read, as it would be if a trace had the golden's name.
  @Test func recordingRefusesAGoldenTimelineThatIsATraceItReads() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let golden = try files.write("spec.timeline.txt", "events: [drag: 10, end]\n")
    try files.write(
      "spec.test.yaml",
      "tests:\n  - name: drags\n    trace: spec.timeline.txt\n    expect: { offset: 10 }\n")
    let spec = try files.write("spec.yaml", minimalSpec)
    let result = try CLI.run(["test", "--record", spec])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasSuffix(
        "headerkit: cannot write \(golden): it is the input file; write the output to another file\n"
      ),
      "\(result.stderr)")
    #expect(try String(contentsOfFile: golden, encoding: .utf8) == "events: [drag: 10, end]\n")
  }

  /// Standard input redirected from a file is that file: no command writes
  /// over it.
  @Test func standardInputFromAFileIsAFileTheCommandReads() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write("spec.yaml", minimalSpec)
    for command in ["compile", "generate", "plot", "filmstrip", "preview"] {
      let result = try CLI.run(
        URL(fileURLWithPath: "/bin/sh"), "exec \"$0\" \(command) - -o \"$1\" < \"$1\"", spec)
      #expect(result.status == 1, "\(command)")
      #expect(
        result.stderr
          == "headerkit: cannot write \(spec): it is '<stdin>', a file this command reads\n",
        "\(command)")
    }
    #expect(try String(contentsOfFile: spec, encoding: .utf8) == minimalSpec)
  }

  @Test func aFailedWriteSaysWhyInWordsAndExits1() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write("spec.yaml", minimalSpec)
    let directory = files.directory.path
    let missing = files.path("no/such/out.json")
    for (output, reason) in [
      (directory, "it is a directory"), (missing, "no such file or directory"),
    ] {
      for arguments in Self.commands(spec, output) {
        let result = try CLI.run(arguments)
        #expect(result.status == 1, "\(arguments)")
        #expect(result.stderr == "headerkit: cannot write \(output): \(reason)\n", "\(arguments)")
      }
    }
  }

  @Test func aFailedWriteToStandardOutputExits1() throws {
    for command in [
      ["eval", "Specs/fade-top-view.yaml"], ["compile", "Specs/fade-top-view.yaml"],
    ] {
      let result = try CLI.run(
        URL(fileURLWithPath: "/bin/sh"), "exec \"$0\" \(command.joined(separator: " ")) > \"$1\"",
        "/dev/full")
      #expect(result.status == 1, "\(command)")
      #expect(result.stderr == "headerkit: cannot write standard output: no space left on device\n")
    }
  }

  @Test func aWriteCutShortLeavesTheOldFileAsItWas() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let output = try files.write("plot.svg", "the old plot\n")
    // A file-size limit of one block: the SVG cannot be written whole.
    let result = try CLI.run(
      URL(fileURLWithPath: "/bin/sh"),
      "ulimit -f 1; exec \"$0\" plot Specs/twitter-profile.yaml -o \"$1\"", output)
    #expect(result.status == 1)
    #expect(result.stderr == "headerkit: cannot write \(output): file too large\n")
    #expect(try String(contentsOfFile: output, encoding: .utf8) == "the old plot\n")
    // No temporary file is left beside it.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: files.directory.path) == ["plot.svg"])
  }

  @Test func aSymbolicLinkAtTheOutputIsReplacedNotWrittenThrough() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let target = try files.write("target.txt", "keep me\n")
    let output = files.path("graph.json")
    try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: target)
    let result = try CLI.run(["compile", "Specs/fade-top-view.yaml", "-o", output])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep me\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: output)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("{"))
  }

  @Test func anyNameAFileMayHaveIsWritten() throws {
    // 60 emoji are 240 bytes, within the 255 a name may have; the temporary
    // file beside it was named after 64 characters and was too long.
    let files = try TemporaryFiles()
    defer { files.remove() }
    let emoji = String(repeating: "\u{1F600}", count: 60) + ".json"
    let accents = "a" + String(repeating: "\u{301}", count: 120) + ".json"
    for name in [emoji, accents, String(repeating: "x", count: 250) + ".json"] {
      #expect(name.utf8.count <= 255)
      let output = files.path(name)
      let result = try CLI.run(["compile", "Specs/fade-top-view.yaml", "-o", output])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("{"))
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: files.directory.path).count == 3)
  }

  @Test func anArgumentThatIsNotUTF8IsAUsageError() throws {
    // Read as a string, the byte 0xFF became U+FFFD: the output was written
    // to a file of another name, and an input was not found.
    let files = try TemporaryFiles()
    defer { files.remove() }
    let script = "cd \"$1\" && exec \"$0\" compile \"$2\" -o \"$(printf '\\377.json')\""
    let result = try CLI.runProgram(
      URL(fileURLWithPath: "/bin/sh"),
      [
        "-c", script, CLI.executable().path, files.directory.path,
        Fixtures.spec("fade-top-view.yaml").path,
      ])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: '\u{FFFD}.json' is not UTF-8 (its bad bytes show as \u{FFFD}); name files with UTF-8 names\n"
      ), "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: files.directory.path).isEmpty)
  }

  @Test func aNewOutputIsReadableByOthersAsUsual() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let output = files.path("graph.json")
    let result = try CLI.run(
      URL(fileURLWithPath: "/bin/sh"),
      "umask 022; exec \"$0\" compile Specs/fade-top-view.yaml -o \"$1\"", output)
    #expect(result.status == 0, "\(result.stderr)")
    let attributes = try FileManager.default.attributesOfItem(atPath: output)
    #expect((attributes[.posixPermissions] as? Int) == 0o644)
  }
}

extension CLI {
  /// Runs `headerkit` through a shell `script`, which gets the binary as `$0`
  /// and `argument` as `$1`.
  static func run(_ shell: URL, _ script: String, _ argument: String) throws -> Result {
    try runProgram(shell, ["-c", script, executable().path, argument])
  }
}
