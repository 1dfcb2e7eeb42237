import Foundation
import HeaderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Files a spec names — the traces of its test cases, its sidecar, its
/// golden timeline — are read from the spec's folder only, and only when
/// they are regular files: the reproducers of issue 19.
@Suite struct SpecFolderTests {
  /// A folder with the minimal spec and a sidecar whose one case runs `trace`.
  func folder(trace: String) throws -> TemporaryFiles {
    let files = try TemporaryFiles()
    try files.write("spec.yaml", minimalSpec)
    try files.write(
      "spec.test.yaml",
      """
      tests:
        - name: traced
          trace: \(trace)
          expect: {box.alpha: 1}

      """)
    return files
  }

  /// `headerkit test` of the folder's spec, which must end (not hang) and fail.
  func test(_ files: TemporaryFiles) throws -> CLI.Result {
    let result = try CLI.run(["test", files.path("spec.yaml")])
    #expect(result.status == 1, "\(result.stderr)")
    return result
  }

  @Test func anAbsoluteTraceIsRefusedUnread() throws {
    for path in ["/proc/self/environ", "/dev/stdin", "/dev/urandom"] {
      let files = try folder(trace: path)
      defer { files.remove() }
      let result = try test(files)
      #expect(
        result.stderr.hasPrefix(
          """
          \(files.path("spec.test.yaml")):3:12: error: cannot read trace '\(path)': absolute paths are not allowed; name a file in the spec's folder, relative to it [file-outside-spec]
              3 |     trace: \(path)
                |            ^\(String(repeating: "~", count: path.count - 1))
          \(files.path("spec.test.yaml")):3:12: note: a spec reads files from its own folder only, so that what it names cannot reach other files

          """), "\(result.stderr)")
      #expect(!result.stderr.contains("PATH="))
    }
  }

  @Test func aTraceUpTheTreeIsRefused() throws {
    let files = try folder(trace: "../spec.trace.yaml")
    defer { files.remove() }
    try GeneratedSpecs.trace(events: 1).write(
      to: files.directory.deletingLastPathComponent().appendingPathComponent("spec.trace.yaml"),
      atomically: true, encoding: .utf8)
    defer {
      try? FileManager.default.removeItem(
        at: files.directory.deletingLastPathComponent().appendingPathComponent("spec.trace.yaml"))
    }
    let result = try test(files)
    #expect(
      result.stderr.contains(
        "error: cannot read trace '../spec.trace.yaml': '..' would leave the spec's folder; name a file in the spec's folder [file-outside-spec]"
      ))
  }

  @Test func aSymbolicLinkOutOfTheFolderIsRefused() throws {
    let outside = try TemporaryFiles()
    defer { outside.remove() }
    let secret = try outside.write("secret.yaml", "events: [end]  # SECRET\n")
    for target in [secret, "/dev/urandom"] {
      let files = try folder(trace: "link.yaml")
      defer { files.remove() }
      try FileManager.default.createSymbolicLink(
        atPath: files.path("link.yaml"), withDestinationPath: target)
      let result = try test(files)
      #expect(
        result.stderr.contains(
          "error: cannot read trace 'link.yaml': it is a symbolic link to a file outside the spec's folder [file-outside-spec]"
        ))
      #expect(!result.stderr.contains("SECRET"))
    }
  }

  @Test func aTraceInTheFolderOrBelowIsRead() throws {
    let files = try folder(trace: "traces/scroll.yaml")
    defer { files.remove() }
    try files.write("traces/scroll.yaml", "events: [{scroll: 50}]\n")
    try files.write(
      "spec.test.yaml",
      """
      tests:
        - name: below
          trace: traces/scroll.yaml
          expect: {box.alpha: 0.5}
        - name: through a link that stays inside
          trace: link.yaml
          expect: {box.alpha: 0.5}

      """)
    try FileManager.default.createSymbolicLink(
      atPath: files.path("link.yaml"), withDestinationPath: "traces/scroll.yaml")
    let result = try CLI.run(["test", files.path("spec.yaml")])
    // alpha = clamp(1 - 50 / 100, 0, 1) = 0.5 after scrolling to 50.
    #expect(result.stdoutLines.first == "\(files.path("spec.yaml")): 2 passed, 0 failed")
  }

  @Test func onlyRegularFilesAreRead() throws {
    let files = try folder(trace: "x.yaml")
    defer { files.remove() }
    #expect(mkfifo(files.path("x.yaml"), 0o644) == 0)
    let fifo = try test(files)
    #expect(
      fifo.stderr.contains(
        "error: cannot read trace 'x.yaml': it is a FIFO, not a regular file [unreadable-file]"))
    try FileManager.default.removeItem(atPath: files.path("x.yaml"))
    try FileManager.default.createDirectory(
      atPath: files.path("x.yaml"), withIntermediateDirectories: false)
    let directory = try test(files)
    #expect(
      directory.stderr.contains(
        "error: cannot read trace 'x.yaml': it is a directory [unreadable-file]"))
  }

  @Test func aSidecarThatLeadsOutOfTheFolderIsRefused() throws {
    let outside = try TemporaryFiles()
    defer { outside.remove() }
    let secret = try outside.write("secret.yaml", "tests: []  # SECRET\n")
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write("spec.yaml", minimalSpec)
    try FileManager.default.createSymbolicLink(
      atPath: files.path("spec.test.yaml"), withDestinationPath: secret)
    let result = try CLI.run(["test", spec])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "\(files.path("spec.test.yaml")):1:1: error: cannot read test file '\(files.path("spec.test.yaml"))': it is a symbolic link to a file outside the spec's folder [file-outside-spec]\n"
      ), "\(result.stderr)")
    #expect(!result.stderr.contains("SECRET"))
  }

  // MARK: Golden timelines

  @Test func aGoldenTimelineThatLeadsOutOfTheFolderIsNotReadAndRecordReplacesTheLink() throws {
    let outside = try TemporaryFiles()
    defer { outside.remove() }
    let target = try outside.write("bashrc", "echo SECRET\n")
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write("spec.yaml", minimalSpec)
    let golden = files.path("spec.timeline.txt")
    try FileManager.default.createSymbolicLink(atPath: golden, withDestinationPath: target)

    let compared = try CLI.run(["test", spec])
    #expect(compared.status == 1)
    // Located at the spec's name (line 2, column 7), where a missing golden is.
    #expect(
      compared.stderr.hasPrefix(
        "\(spec):2:7: error: cannot read golden timeline '\(golden)': it is a symbolic link to a file outside the spec's folder [file-outside-spec]\n"
      ), "\(compared.stderr)")
    #expect(!compared.stderr.contains("SECRET"))

    let recorded = try CLI.run(["test", "--record", spec])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "echo SECRET\n")
    let attributes = try FileManager.default.attributesOfItem(atPath: golden)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect(try CLI.run(["test", spec]).status == 0)
  }

  @Test func namesWrittenIntoATimelineAreEscaped() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write(
      "spec.yaml",
      """
      version: 1
      name: "evil\\necho pwned # \\e[2J"
      inputs:
        scroll: {bounds: [0, 10]}
      targets:
        box: {alpha: scroll / 10}
      tests:
        - name: "a \\"quoted\\" name\\n[sweep injected]"
          trace: {events: [{scroll: 5}]}
          expect: {box.alpha: 0.5}

      """)
    let recorded = try CLI.run(["test", "--record", spec])
    #expect(recorded.status == 0, "\(recorded.stderr)")
    let lines = try String(contentsOfFile: files.path("spec.timeline.txt"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines.first
        == "# Golden timeline of 'evil\\u{A}echo pwned # \\u{1B}[2J', written by 'headerkit test --record'; 'headerkit test' compares."
    )
    #expect(lines.contains("[trace \"a \\\"quoted\\\" name\\u{A}[sweep injected]\"]"))
    #expect(!lines.contains { $0.hasPrefix("echo") || $0.hasPrefix("[sweep injected") })
    #expect(try CLI.run(["test", spec]).status == 0)
  }
}
