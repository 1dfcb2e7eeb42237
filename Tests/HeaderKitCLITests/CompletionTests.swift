import Foundation
import HeaderKitTestSupport
import Testing

/// `headerkit --generate-completion-script bash|zsh|fish` completes file
/// paths for spec, trace and output arguments, filtered by extension.
@Suite struct CompletionTests {
  static func script(_ shell: String) throws -> String {
    let result = try CLI.run(["--generate-completion-script", shell])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout
  }

  /// Where a shell is installed, if it is.
  static func shell(_ name: String) -> URL? {
    ["/bin/", "/usr/bin/", "/usr/local/bin/"].map { URL(fileURLWithPath: $0 + name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// What bash completes for the last word of `line` with the generated
  /// script loaded, run in the package root.
  static func bashCompletions(_ line: String, script: String) throws -> [String] {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("headerkit.bash", script)
    let program = """
      source '\(path)'
      COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
      read -ra COMP_WORDS <<< "$COMP_LINE"
      COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
      _headerkit headerkit "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try CLI.runProgram(try #require(shell("bash")), ["-c", program])
    #expect(result.status == 0, "\(result.stderr)")
    return result.stdout.split(separator: "\n").map(String.init).sorted()
  }

  @Test func bashCompletesSpecsAndGraphs() throws {
    let script = try Self.script("bash")
    // Specs/ holds fade-top-view.yaml and its sidecar fade-top-view.test.yaml
    // (both YAML) and fade-top-view.timeline.txt (not offered).
    #expect(
      try Self.bashCompletions("headerkit eval Specs/fa", script: script)
        == ["Specs/fade-top-view.test.yaml", "Specs/fade-top-view.yaml"])
    #expect(
      try Self.bashCompletions("headerkit validate Spec", script: script) == ["Specs"])
  }

  @Test func bashCompletesTracesAndOutputs() throws {
    let script = try Self.script("bash")
    #expect(
      try Self.bashCompletions(
        "headerkit simulate Specs/tiki-home.yaml --trace Specs/tiki-home.t", script: script)
        == ["Specs/tiki-home.test.yaml", "Specs/tiki-home.trace.yaml"])
    // An SVG output: only folders and .svg files are offered (there are no
    // SVGs in Specs/, and none of its YAML).
    #expect(
      try Self.bashCompletions("headerkit plot Specs/tiki-home.yaml -o Specs/t", script: script)
        == [])
    #expect(
      try Self.bashCompletions(
        "headerkit plot Specs/tiki-home.yaml -o docs/images/tw", script: script)
        == ["docs/images/twitter-profile-filmstrip.svg"])
  }

  @Test func zshCompletesFilesByExtension() throws {
    let script = try Self.script("zsh")
    #expect(script.contains(#"':spec:_files -g '\''*.yaml *.yml *.json'\'''"#))
    #expect(script.contains(#"'*:paths:_files -g '\''*.yaml *.yml'\'''"#))
    #expect(script.contains(#":trace:_files -g '\''*.yaml *.yml'\'''"#))
    #expect(script.contains(#":output:_files -g '\''*.html'\'''"#))
  }

  /// Each script is valid in its shell, where the shell is installed
  /// (bash always is on Linux; zsh and fish are checked where present).
  @Test(arguments: ["bash", "zsh", "fish"])
  func theScriptParses(_ name: String) throws {
    guard let shell = Self.shell(name) else { return }
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("completion.\(name)", try Self.script(name))
    let result = try CLI.runProgram(shell, ["-n", path])
    #expect(result.status == 0, "\(name): \(result.stderr)")
  }

  @Test(.enabled(if: shell("fish") != nil)) func fishCompletesTraces() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("headerkit.fish", try Self.script("fish"))
    let result = try CLI.runProgram(
      try #require(Self.shell("fish")),
      ["-c", "source '\(path)'; complete -C'headerkit simulate x.yaml --trace Specs/tiki-home.t'"])
    let offered = result.stdout.split(separator: "\n").map { $0.prefix { $0 != "\t" } }.sorted()
    #expect(offered == ["Specs/tiki-home.test.yaml", "Specs/tiki-home.trace.yaml"])
  }
}
