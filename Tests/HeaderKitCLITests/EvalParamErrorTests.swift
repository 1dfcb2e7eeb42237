import Foundation
import HeaderKitTestSupport
import Testing

/// A `--param` that does not fit the spec is a usage error (exit 64) naming the param.
@Suite struct EvalParamErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var spec: String
    var param: String
    /// Text the error must contain.
    var message: String
    var testDescription: String { param }
  }

  static let cases: [Case] = [
    Case(
      spec: "Specs/twitter-profile.yaml", param: "headerHeigt=100",
      message: "unknown param 'headerHeigt'; did you mean 'headerHeight'?"),
    Case(spec: "Specs/twitter-profile.yaml", param: "avatar=3", message: "unknown param 'avatar'"),
    Case(
      spec: "Specs/twitter-profile.yaml", param: "headerHeight=tall",
      message: "param 'headerHeight': 'tall' is not a number"),
    Case(
      spec: "Specs/twitter-profile.yaml", param: "headerHeight=[100, 200]",
      message: "param 'headerHeight' is a number, not a list"),
    Case(
      spec: "Specs/twitter-profile.yaml", param: "headerHeight=nan",
      message: "param 'headerHeight': 'nan' is not a finite number"),
    Case(
      spec: "Specs/twitter-profile.yaml", param: "headerHeight=inf",
      message: "param 'headerHeight': 'inf' is not a finite number"),
    Case(
      spec: "Specs/twitter-profile.yaml", param: "headerHeight=-inf",
      message: "param 'headerHeight': '-inf' is not a finite number"),
    Case(
      spec: "Specs/pinterest-pager.yaml", param: "tabWidths=[64, nan]",
      message: "param 'tabWidths': 'nan' is not a finite number"),
    Case(
      spec: "Specs/pinterest-pager.yaml", param: "tabWidths=[64, wide]",
      message: "param 'tabWidths': 'wide' is not a number"),
    Case(
      spec: "Specs/pinterest-pager.yaml", param: "tabWidths=64",
      message: "param 'tabWidths' is a list"),
  ]

  @Test(arguments: cases)
  func isAUsageErrorNamingTheParam(testCase: Case) throws {
    let result = try CLI.run(["eval", testCase.spec, "--at", "0", "--param", testCase.param])
    #expect(result.status == 64)
    #expect(result.stderr.contains(testCase.message), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func aGoodParamChangesTheValues() throws {
    let json = try #require(
      try evalJSON(["Specs/twitter-profile.yaml", "--param", "headerStop=64", "--at", "64"]))
    #expect(close(json.frames[0].values["header.translateY"], -64))
  }
}
