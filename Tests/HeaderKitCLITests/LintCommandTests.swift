import Foundation
import HeaderKitTestSupport
import Testing

/// Lint through `validate`: warnings by default, errors under `--strict`.
@Suite struct LintCommandTests {
  func write(_ yaml: String) throws -> (directory: URL, path: String) {
    let directory = try Fixtures.temporaryDirectory()
    let path = directory.appendingPathComponent("spec.yaml").path
    try yaml.write(toFile: path, atomically: true, encoding: .utf8)
    return (directory, path)
  }

  @Test func lintWarnsAndStrictFails() throws {
    let (directory, path) = try write(
      """
      version: 1
      name: spare
      inputs: { scroll: {} }
      params: { spare: 3 }
      targets: { box: { alpha: 1 } }
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let relaxed = try CLI.run(["validate", path])
    #expect(relaxed.status == 0)
    #expect(
      relaxed.stderr.hasPrefix(
        "\(path):4:11: warning: param 'spare' is never used [unused-param]\n"))
    #expect(relaxed.stdout == "\(path): valid (1 warning)\n")
    let strict = try CLI.run(["validate", "--strict", path])
    #expect(strict.status == 1)
    #expect(
      strict.stderr.hasPrefix("\(path):4:11: error: param 'spare' is never used [unused-param]\n"))
  }

  @Test func keyframesOutOfOrderAreTheCompilersWarning() throws {
    // The third keyframe moves back to 10, where the value is already 10: no jump besides.
    let (directory, path) = try write(
      """
      version: 1
      name: order
      inputs: { scroll: { bounds: [0, 100] } }
      targets:
        box:
          translateY:
            over: scroll
            keyframes:
              - { at: 0, value: 0 }
              - { at: 10, value: 10 }
              - { at: 5, value: 10 }
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let relaxed = try CLI.run(["validate", path])
    #expect(relaxed.status == 0)
    #expect(
      relaxed.stderr.hasPrefix(
        "\(path):11:17: warning: keyframe at 5 comes after one at 10; keyframes must not go backwards, so it is moved to 10 [keyframes-out-of-order]\n"
      ))
    #expect(relaxed.stdout == "\(path): valid (1 warning)\n")
    #expect(try CLI.run(["validate", "--strict", path]).status == 1)
  }

  @Test func validateChecksASpecsOwnTests() throws {
    let (directory, path) = try write(
      """
      version: 1
      name: inline
      inputs: { scroll: {} }
      targets: { box: { alpha: 1 } }
      tests:
        - { name: typo, at: 0, expect: { box.alfa: 1 } }
      """)
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CLI.run(["validate", path])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "\(path):6:36: error: unknown target property 'box.alfa'; did you mean 'box.alpha'? [unknown-name]\n"
      ))
  }

  @Test func theBundledSpecsLintClean() throws {
    let result = try CLI.run(["validate", "--strict", "Specs/"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
  }
}
