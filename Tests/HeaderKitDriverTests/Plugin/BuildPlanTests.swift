import Testing

/// What the plugin builds for a target (Plugins/HeaderKitPlugin/BuildPlan.swift,
/// compiled here through a symbolic link: the plugin cannot be imported).
@Suite struct BuildPlanTests {
  /// An app target as the README lays it out: two specs, a sidecar, golden
  /// timeline and trace for each of them but Twitter's trace, and Swift.
  static let app = "/p/Sources/App"
  static let appFiles = [
    "\(app)/Screen.swift",
    "\(app)/Specs/tiki-home.yaml", "\(app)/Specs/tiki-home.test.yaml",
    "\(app)/Specs/tiki-home.timeline.txt", "\(app)/Specs/tiki-home.trace.yaml",
    "\(app)/Specs/twitter-profile.yaml", "\(app)/Specs/twitter-profile.test.yaml",
    "\(app)/Specs/twitter-profile.timeline.txt",
  ]

  /// The app's specs become Swift, each with its own test files and every
  /// trace of its folder as inputs (for SwiftPM to count them handled); the
  /// app compiles no tests.
  @Test func theAppTargetGeneratesItsHeaders() {
    let plan = BuildPlan(files: Self.appFiles)
    let specs = "\(Self.app)/Specs"
    #expect(
      plan.generations == [
        .init(
          spec: "\(specs)/tiki-home.yaml", type: "TikiHomeHeader",
          inputs: [
            "\(specs)/tiki-home.yaml", "\(specs)/tiki-home.test.yaml",
            "\(specs)/tiki-home.timeline.txt", "\(specs)/tiki-home.trace.yaml",
          ]),
        .init(
          spec: "\(specs)/twitter-profile.yaml", type: "TwitterProfileHeader",
          inputs: [
            "\(specs)/twitter-profile.yaml", "\(specs)/tiki-home.trace.yaml",
            "\(specs)/twitter-profile.test.yaml", "\(specs)/twitter-profile.timeline.txt",
          ]),
      ])
    #expect(
      plan.generations.map(\.output) == ["TikiHomeHeader.swift", "TwitterProfileHeader.swift"])
    #expect(plan.testCompilations.isEmpty)
    #expect(plan.problems.isEmpty)
  }

  /// The test target compiles the tests of the specs of the target it tests,
  /// reading that target's files, and generates nothing.
  @Test func theTestTargetCompilesTheAppsTests() {
    let plan = BuildPlan(files: ["/p/Tests/AppTests/HeaderTests.swift"], testedFiles: Self.appFiles)
    let specs = "\(Self.app)/Specs"
    #expect(plan.generations.isEmpty)
    #expect(
      plan.testCompilations == [
        .init(
          spec: "\(specs)/tiki-home.yaml",
          inputs: [
            "\(specs)/tiki-home.yaml", "\(specs)/tiki-home.test.yaml",
            "\(specs)/tiki-home.timeline.txt", "\(specs)/tiki-home.trace.yaml",
          ],
          output: "tiki-home.tests.json"),
        .init(
          spec: "\(specs)/twitter-profile.yaml",
          inputs: [
            "\(specs)/twitter-profile.yaml", "\(specs)/tiki-home.trace.yaml",
            "\(specs)/twitter-profile.test.yaml", "\(specs)/twitter-profile.timeline.txt",
          ],
          output: "twitter-profile.tests.json"),
      ])
    #expect(plan.problems.isEmpty)
  }

  /// Only a spec with a sidecar (`.test.yaml` or `.test.yml`) beside it, not
  /// in another folder, gets its tests compiled; a golden timeline alone is
  /// not a sidecar.
  @Test func testsNeedASidecarBesideTheSpec() {
    let plan = BuildPlan(
      files: [],
      testedFiles: [
        "/p/A/fade.yml", "/p/A/fade.test.yml", "/p/A/plain.yaml", "/p/A/plain.timeline.txt",
        "/p/A/elsewhere.yaml", "/p/B/elsewhere.test.yaml",
      ])
    #expect(plan.testCompilations.map(\.spec) == ["/p/A/fade.yml"])
    #expect(plan.testCompilations.map(\.inputs) == [["/p/A/fade.yml", "/p/A/fade.test.yml"]])
  }

  /// Traces at or below a spec's folder are its tests' inputs; a folder whose
  /// name only starts like the spec's is not below it.
  @Test func tracesAtOrBelowTheSpecsFolder() {
    let files = [
      "/p/A/s.yaml", "/p/A/s.test.yaml", "/p/A/deep/x.trace.yaml", "/p/AB/y.trace.yaml",
      "/p/z.trace.yaml",
    ]
    #expect(
      BuildPlan.testFiles(of: "/p/A/s.yaml", among: files) == [
        "/p/A/s.test.yaml", "/p/A/deep/x.trace.yaml",
      ])
  }

  /// In Xcode a test target holds its specs' test files and finds the specs
  /// among the project's targets; a spec of its own is never also tested
  /// (its test files in its own target are Swift generation inputs only).
  @Test func xcodesTestTargetHoldsTheTestFiles() {
    let own = [
      "/p/App/tiki-home.test.yaml", "/p/App/tiki-home.timeline.txt", "/p/AppTests/T.swift",
    ]
    let plan = BuildPlan(
      files: own, testedFiles: own + ["/p/App/tiki-home.yaml", "/p/App/twitter-profile.yaml"])
    #expect(plan.generations.isEmpty)
    #expect(
      plan.testCompilations.map(\.inputs) == [
        ["/p/App/tiki-home.yaml", "/p/App/tiki-home.test.yaml", "/p/App/tiki-home.timeline.txt"]
      ])
    let app = ["/p/App/tiki-home.yaml", "/p/App/tiki-home.test.yaml"]
    let misplaced = BuildPlan(files: app, testedFiles: app + ["/p/App/tiki-home.yaml"])
    #expect(misplaced.testCompilations.isEmpty)
    #expect(misplaced.generations.map(\.inputs) == [app])
  }

  /// Two specs making one type, and two whose types differ only in case
  /// (one file on a case-insensitive file system), are refused at the second
  /// spec, naming the first.
  @Test func typesThatWouldBeOneFile() {
    let plan = BuildPlan(files: [
      "/p/A/fade-top.yaml", "/p/A/fade_top.yaml", "/p/A/aB.yaml", "/p/A/ab.yaml", "/p/A/AB.yml",
    ])
    #expect(
      plan.problems == [
        .init(
          file: "/p/A/fade_top.yaml",
          message: "this spec and /p/A/fade-top.yaml both become 'FadeTopHeader'; rename one"),
        .init(
          file: "/p/A/ab.yaml",
          message: "this spec and /p/A/aB.yaml become AbHeader.swift and ABHeader.swift, one file "
            + "on a case-insensitive file system (macOS's default); rename one"),
        .init(
          file: "/p/A/AB.yml",
          message: "this spec and /p/A/aB.yaml both become 'ABHeader'; rename one"),
      ])
    #expect(
      plan.problems[1].description
        == "/p/A/ab.yaml: this spec and /p/A/aB.yaml become AbHeader.swift and ABHeader.swift, "
        + "one file on a case-insensitive file system (macOS's default); rename one")
  }

  /// Two tested specs whose tests files differ only in case (or not at all:
  /// two dependencies with a spec of one name) are refused.
  @Test func testsFilesThatWouldBeOneFile() {
    let plan = BuildPlan(
      files: [],
      testedFiles: [
        "/p/A/aB.yaml", "/p/A/aB.test.yaml", "/p/A/ab.yaml", "/p/A/ab.test.yaml",
        "/p/B/aB.yaml", "/p/B/aB.test.yaml",
      ])
    #expect(plan.problems.map(\.file) == ["/p/A/ab.yaml", "/p/B/aB.yaml"])
    #expect(
      plan.problems.first?.message
        == "this spec and /p/A/aB.yaml compile their tests to ab.tests.json and aB.tests.json, "
        + "one file in this target's resources; rename one")
  }

  /// A test target's own spec making the type of a spec it tests would hide
  /// the tested target's type behind a copy: refused at the copy.
  @Test func aCopyOfATestedSpecIsRefused() {
    let plan = BuildPlan(
      files: ["/p/Tests/AppTests/tiki-home.yaml"],
      testedFiles: ["/p/Sources/App/tiki-home.yaml", "/p/Sources/App/tiki-home.test.yaml"])
    #expect(
      plan.problems == [
        .init(
          file: "/p/Tests/AppTests/tiki-home.yaml",
          message: "this spec makes 'TikiHomeHeader', as /p/Sources/App/tiki-home.yaml does, "
            + "whose tests this target compiles: this target's 'TikiHomeHeader' would hide that "
            + "one and the tests would check this copy; remove it")
      ])
  }

  /// Names (without the extension) and types up to 200 UTF-8 bytes build;
  /// one more is refused at the spec. 194 letters make a type of 200 bytes
  /// (A, 193 letters, `Header`); a name of 200 that ends in `Header` is its
  /// own type; 101 `é` are 202 bytes though 101 characters.
  @Test func namesTheBuildCannotHold() {
    let a194 = String(repeating: "a", count: 194)
    let fits = [a194 + ".yaml", String(repeating: "b", count: 194) + "Header.yaml"]
    #expect(BuildPlan(files: fits.map { "/p/A/" + $0 }).problems == [])
    let long = "/p/A/" + String(repeating: "c", count: 195) + ".yaml"
    let type = "C" + String(repeating: "c", count: 194) + "Header"
    #expect(
      BuildPlan(files: [long]).problems == [
        .init(
          file: long,
          message: "its type '\(type)' is 201 bytes long, over the 200 the plugin accepts: a file "
            + "name holds 255 bytes, and the build names files after it (\(type).swift among them) "
            + "with up to 34 more; rename it")
      ])
    let accented = "/p/A/" + String(repeating: "é", count: 101) + ".yaml"
    #expect(BuildPlan(files: [accented]).problems.map(\.file) == [accented])
    let tested = String(repeating: "d", count: 201)
    let plan = BuildPlan(
      files: [], testedFiles: ["/p/A/\(tested).yaml", "/p/A/\(tested).test.yaml"])
    #expect(
      plan.problems.map(\.message) == [
        "its name '\(tested)' is 201 bytes long, over the 200 the plugin accepts: a file name "
          + "holds 255 bytes, and the build names files after it (\(tested).tests.json among them) "
          + "with up to 34 more; rename it"
      ])
  }
}
