import Foundation
import HeaderKitTestSupport
import Testing

/// Text from a spec or a graph reaches a terminal, a table or CSV escaped:
/// control characters show as `\u{1B}`, never raw (issue 19).
@Suite struct EscapedTextTests {
  /// Characters that act rather than show, other than the line breaks of a layout.
  enum VisibleTextCheck {
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
      (scalar.value < 0x20 && scalar != "\n") || (0x7F...0x9F).contains(scalar.value)
        || [0x200B, 0x202E, 0x2028, 0x2029].contains(scalar.value)
    }
  }

  /// Whether `text` holds a control character other than a line break.
  static func hasRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F }
  }

  @Test func diagnosticsShowNamesKeysAndEasingsEscaped() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "evil.yaml",
      #"""
      version: 1
      name: evil
      inputs:
        "scr\eoll": {}
        scroll: {}
      targets:
        box:
          "trans\elateY": 1
          translateX:
            over: scroll
            ease: "ease\eIn"
            keyframes: [{at: 0, value: 0}, {at: 1, value: 1}]
        "valid (ok)\r\ntar\nget": {alpha: 1}
        other: {alpha: "scroll + \e[2J"}

      """#)
    let result = try CLI.run(["validate", path])
    #expect(result.status == 1)
    #expect(!Self.hasRawControl(result.stderr), "\(result.stderr)")
    let expected = [
      "\(path):4:3: error: 'scr\\u{1B}oll' cannot be used as a name: names start with a letter or '_' and contain only letters, digits and '_' [invalid-name]",
      "\(path):8:5: error: unknown key 'trans\\u{1B}lateY' in target 'box'; did you mean 'translateY'? [unknown-key]",
      "\(path):11:13: error: 'ease\\u{1B}In' is not an easing;",
      "\(path):13:3: error: 'valid (ok)\\u{D}\\u{A}tar\\u{A}get' cannot be used as a name:",
      "error: invalid expression: unexpected character '\\u{1B}' [expression-syntax]",
    ]
    for line in expected { #expect(result.stderr.contains(line), "\(line)") }
    // The forged line never starts a line of its own.
    #expect(!result.stderr.split(separator: "\n").contains { $0.hasPrefix("get") })
  }

  @Test func jsonReportsEscapeWhatATerminalWouldRun() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let name = "a\u{9B}2J\u{202E}b\u{1B}"
    let path = try files.write(
      "c1.yaml",
      """
      version: 1
      name: c1
      inputs:
        "a\\u009B2J\\u202Eb\\e": {}
      targets:
        box: {alpha: 1}

      """)
    let result = try CLI.run(["validate", "--format", "json", path])
    #expect(result.status == 1)
    #expect(!result.stdout.unicodeScalars.contains { VisibleTextCheck.isHidden($0) })
    #expect(result.stdout.contains(#"'a\u009b2J\u202eb\u001b' cannot be used as a name"#))
    // Escaped as JSON: a JSON reader gets the name back as written.
    let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let file = try #require((report?["files"] as? [[String: Any]])?.first)
    let message = try #require(
      (file["diagnostics"] as? [[String: Any]])?.first?["message"] as? String)
    #expect(message.hasPrefix("'\(name)' cannot be used as a name"))
  }

  @Test func testCaseNamesAndKeysAreEscaped() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write("spec.yaml", minimalSpec)
    try files.write(
      "spec.test.yaml",
      #"""
      tests:
        - name: "fails\e]8;;http://x\e\\link"
          at: 0
          expect: {box.alpha: 0.5, "bo\ex.alpha": 1}

      """#)
    let result = try CLI.run(["test", spec])
    #expect(result.status == 1)
    #expect(!Self.hasRawControl(result.stderr), "\(result.stderr)")
    #expect(
      result.stderr.contains(
        "error: fails\\u{1B}]8;;http://x\\u{1B}\\link: at offset 0, box.alpha expected 0.5, got 1 (tolerance 1e-06) [expectation-failed]"
      ))
    #expect(result.stderr.contains("error: unknown target property 'bo\\u{1B}x.alpha'"))
  }

  @Test func aLongCaseNameIsShortenedInEachOfItsFailures() throws {
    // Each failure begins with the case's name: a 300 KB name failing for
    // each of 10,000 targets printed 3 GB and took 10 GB of memory.
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write("spec.yaml", minimalSpec)
    let name = String(repeating: "N", count: 300_000)
    try files.write(
      "spec.test.yaml",
      "tests:\n  - name: \(name)\n    at: 0\n    expect: {box.alpha: 5}\n"
        + "  - {name: \(name), at: 0, expect: {box.alpha: 1}}\n")
    let result = try CLI.run(["test", spec])
    #expect(result.status == 1)
    #expect(result.stderr.utf8.count < 10_000)
    let shown = String(repeating: "N", count: 199) + "…"
    #expect(result.stderr.contains("error: \(shown): at offset 0, box.alpha expected 5, got 1"))
    #expect(
      result.stderr.contains(
        "error: test case '\(shown)' has the same name as a test case [duplicate-name]"))
  }

  @Test func fileNamesArePrintedEscaped() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("a\u{1B}[2J\nb.yaml", minimalSpec)
    let shown = files.path("a\\u{1B}[2J\\u{A}b.yaml")
    let result = try CLI.run(["validate", path])
    #expect(result.status == 0)
    #expect(result.stdout == "\(shown): valid (ok)\n")
    let unreadable = try CLI.run(["eval", path + "x"])
    #expect(unreadable.stderr.hasPrefix("Error: cannot read '\(shown)x': no such file\n"))
    #expect(!Self.hasRawControl(unreadable.stderr))
  }

  @Test func usageErrorsShowNamesEscaped() throws {
    let result = try CLI.run(["eval", "Specs/fade-top-view.yaml", "--input", "a\u{1B}[2Jb"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: unknown input 'a\\u{1B}[2Jb' (inputs: scroll)\n"))
  }

  @Test(
    "ArgumentParser's own usage errors show arguments escaped",
    arguments: [
      (["eval", "Specs/fade-top-view.yaml", "--\u{1B}[2Jx"], "Unknown option '--\\u{1B}[2Jx'"),
      (
        ["eval", "Specs/fade-top-view.yaml", "--format", "\u{1B}]0;x\u{7}"],
        "The value '\\u{1B}]0;x\\u{7}' is invalid for '--format <format>'"
      ),
      (["eval", "Specs/fade-top-view.yaml", "a\u{1B}[2J"], "Unexpected argument 'a\\u{1B}[2J'"),
      // A first argument that is no command is HeaderKit's error, shown the same way.
      (["\u{202E}x"], "no command '\\u{202E}x'"),
      (
        ["generate", "Specs/fade-top-view.yaml", "--type-name", "A\u{1B}[2J"],
        "--type-name: 'A\\u{1B}[2J' is not a Swift type name"
      ),
    ])
  func argumentParserErrorsShowArgumentsEscaped(arguments: [String], message: String) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: \(message)"), "\(result.stderr)")
    #expect(!Self.hasRawControl(result.stderr), "\(result.stderr)")
    #expect(result.stderr.contains("\nUsage: headerkit"))
  }

  @Test func helpAndVersionStillGoToStandardOutput() throws {
    let version = try CLI.run(["--version"])
    #expect(version.status == 0)
    #expect(version.stdout == "0.1.0\n" && version.stderr.isEmpty)
    let help = try CLI.run(["eval", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("OVERVIEW: Evaluate a header") && help.stderr.isEmpty)
  }

  /// The minimal spec compiled, with `edit` applied to its JSON.
  func graph(_ files: TemporaryFiles, _ edit: (String) -> String) throws -> String {
    let compiled = try CLI.run(["compile", try files.write("spec.yaml", minimalSpec)])
    #expect(compiled.status == 0)
    let edited = edit(compiled.stdout)
    #expect(edited != compiled.stdout)
    return try files.write("graph.json", edited)
  }

  @Test func graphNamesMeetTheRulesOfSpecNames() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let hostile = [
      (#"=HYPERLINK(\"http://x\",\"y\")"#, #"=HYPERLINK("http://x","y")"#),
      (#"a,b\nc"#, #"a,b\u{A}c"#), (#"\u001b[2J"#, #"\u{1B}[2J"#),
    ]
    for (json, shown) in hostile {
      // The output's target, and the same name in the graph's targets.
      let path = try graph(files) {
        $0.replacingOccurrences(of: #""target": "box""#, with: #""target": "\#(json)""#)
          .replacingOccurrences(of: #""name": "box""#, with: #""name": "\#(json)""#)
      }
      // At the output's target, as the JSON writes it.
      let (line, column) = try #require(
        textPosition(
          of: #""\#(json)""#, after: #""target": "#,
          in: String(contentsOfFile: path, encoding: .utf8)))
      for command in [
        ["eval", path, "--format", "csv"], ["eval", path],
        ["plot", path, "-o", files.path("p.svg")],
      ] {
        let result = try CLI.run(command)
        #expect(result.status == 1, "\(command)")
        #expect(
          result.stderr.hasPrefix(
            "\(path):\(line):\(column): error: the target of output 0 is named '\(shown)', which is not a valid name: names start with a letter or '_' and contain only letters, digits and '_' [invalid-graph]\n"
          ))
        expectOnlyVisibleText(result.stderr)
        #expect(result.stdout.isEmpty)
      }
    }
    let property = try graph(files) {
      $0.replacingOccurrences(of: #""property": "alpha""#, with: #""property": "=cmd""#)
    }
    let result = try CLI.run(["eval", property])
    #expect(result.status == 1)
    let (line, column) = try #require(
      textPosition(
        of: #""=cmd""#, after: #""property": "#,
        in: String(contentsOfFile: property, encoding: .utf8)))
    #expect(
      result.stderr.hasPrefix(
        "\(property):\(line):\(column): error: output 0 sets an unknown property '=cmd'; properties are alpha, translateX, translateY, scaleX, scaleY, rotation, zPosition, cornerRadius, borderWidth, shadowOpacity, shadowRadius, blurRadius, constant, backgroundColor.r/g/b/a, tintColor.r/g/b/a, textColor.r/g/b/a, borderColor.r/g/b/a, shadowColor.r/g/b/a and custom.NAME [invalid-graph]\n"
      ))
    expectOnlyVisibleText(result.stderr)
  }

  /// A diagnostic and the three lines of its snippet, with no control
  /// character but their line breaks.
  func expectOnlyVisibleText(_ stderr: String) {
    #expect(stderr.split(separator: "\n").count == 3, "\(stderr)")
    #expect(!stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(stderr)")
  }

  @Test func csvQuotesAndNeutralisesNamesButNotNumbers() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "spec.yaml",
      """
      version: 1
      name: "a,\\"b\\"\\n=c"
      inputs:
        scroll: {}
      targets:
        box: {translateY: -scroll}

      """)
    let csv = try CLI.run(["eval", path, "--at", "-1,2", "--format", "csv"])
    #expect(csv.status == 0)
    // Keys are names a spec could declare; the values stay numbers, negative ones too.
    #expect(csv.stdout == "offset,box.translateY\n-1,1\n2,-2\n")
    let json = try CLI.run(["eval", path, "--at", "0", "--format", "json"])
    #expect(json.stdout.contains("\n" + #"  "spec": "a,\"b\"\n=c","# + "\n"))
  }
}
