import Foundation
import HeaderKitTestSupport
import Testing

/// `headerkit validate` exits 0 when every spec is valid, 1 when any is
/// invalid, and 64 (a usage error) for missing paths or no arguments.
@Suite struct ValidateExitCodeTests {
  @Test func validSpecExitsZero() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("minimal.yaml", minimalSpec)
    let result = try CLI.run(["validate", path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    #expect(result.stdout == "\(path): valid (ok)\n")
  }

  @Test func invalidSpecExitsOne() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("bad.yaml", "version: 1\nname: t\n")
    let result = try CLI.run(["validate", path])
    #expect(result.status == 1)
  }

  @Test func oneInvalidSpecAmongValidOnesExitsOne() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let good = try files.write("good.yaml", minimalSpec)
    let bad = try files.write("bad.yaml", "version: 2\n")
    let result = try CLI.run(["validate", good, bad])
    #expect(result.status == 1)
    #expect(result.stdoutLines.last == "2 specs: 1 valid, 1 invalid")
  }

  @Test func missingPathIsAUsageError() throws {
    let result = try CLI.run(["validate", "Specs/no-such-spec.yaml"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("Specs/no-such-spec.yaml"))
    #expect(result.stdout.isEmpty)
  }

  @Test func missingPathAmongGoodOnesIsStillAUsageError() throws {
    let result = try CLI.run(["validate", "Specs/twitter-profile.yaml", "Specs/nope.yml"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("Specs/nope.yml"))
  }

  @Test func noArgumentsIsAUsageError() throws {
    let result = try CLI.run(["validate"])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(!result.stderr.isEmpty)
  }

  @Test func directoryWithoutSpecsIsAUsageError() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    try files.write("notes.txt", "not a spec\n")
    let result = try CLI.run(["validate", files.directory.path])
    #expect(result.status == 64)
    #expect(result.stderr.contains("no specs"))
  }

  @Test func bundledSpecsAreValid() throws {
    let result = try CLI.run(["validate", "Specs/"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutLines.contains("Specs/twitter-profile.yaml: valid (ok)"))
  }
}
