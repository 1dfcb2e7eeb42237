import Foundation
@_spi(Generated) import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

@testable import HeaderKitVisual

/// The preview's port of PortableMath+Functions (in
/// ``PreviewScript/functions``) gives Swift's bits, tolerance 0: `log`,
/// `tan`, `atan`, `atan2` and `pow` on random doubles of every exponent,
/// moderate arguments, negative bases and the special values.
@Suite(
  "PortableMath's functions in JavaScript",
  .enabled(
    if: Tools.node != nil || Tools.required,
    "node is not installed; CI installs it (.ci/steps/40-browser.sh)"))
struct JavaScriptFunctionsTests {
  static let runner = """
    const M = require("./math.js");
    const view = new DataView(new ArrayBuffer(8));
    const bits = (x) => { view.setFloat64(0, x); return view.getBigUint64(0).toString(16); };
    const read = (text) => { view.setBigUint64(0, BigInt("0x" + text)); return view.getFloat64(0); };
    const lines = require("fs").readFileSync(0, "utf8").split("\\n").filter((l) => l !== "");
    process.stdout.write(lines.map((line) => {
      const [x, y] = line.split(" ").map(read);
      return [M.portableLog(x), M.portableTan(x), M.portableAtan(x), M.portableAtan2(y, x),
        M.portablePow(x, y)].map(bits).join(" ");
    }).join("\\n"));
    """

  /// Pairs (x, y): random bit patterns, moderate values, negative bases
  /// with integral exponents, and every pair of special values.
  static func arguments() -> [(Double, Double)] {
    var random = SplitMix64(seed: 0xF0_4C)
    var pairs: [(Double, Double)] = []
    for index in 0..<30_000 {
      switch index % 3 {
      case 0: pairs.append((Double(bitPattern: random.next()), Double(bitPattern: random.next())))
      case 1:
        pairs.append(
          (Double.random(in: 0...100, using: &random), Double.random(in: -20...20, using: &random)))
      default:
        pairs.append(
          (
            Double.random(in: -10...10, using: &random),
            Double(Int.random(in: -40...40, using: &random))
          ))
      }
    }
    let specials: [Double] = [
      0, -0.0, 1, -1, 0.5, 2, -2, 3, -3, .infinity, -.infinity, .nan, .leastNonzeroMagnitude,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e16, 1_048_576,
    ]
    for x in specials { for y in specials { pairs.append((x, y)) } }
    return pairs
  }

  @Test func functionsAreSwiftsBits() throws {
    let node = try #require(Tools.node)
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let runner = try JavaScriptMathTests.script(
      exports:
        "portableLog: portableLog, portableTan: portableTan, portableAtan: portableAtan, "
        + "portableAtan2: portableAtan2, portablePow: portablePow",
      runner: Self.runner, in: directory,
      source: PreviewScript.springs + PreviewScript.functions)
    let pairs = Self.arguments()
    let input = pairs.map {
      String($0.0.bitPattern, radix: 16) + " " + String($0.1.bitPattern, radix: 16)
    }
    .joined(separator: "\n")
    let output = try Tools.run(node, [runner], stdin: Data(input.utf8))
    let lines = output.split(separator: "\n")
    try #require(lines.count == pairs.count)
    var compared = 0
    for ((x, y), line) in zip(pairs, lines) {
      let fields = line.split(separator: " ").compactMap { UInt64($0, radix: 16) }
      try #require(fields.count == 5)
      let swift = [
        PortableMath.log(x), PortableMath.tan(x), PortableMath.atan(x), PortableMath.atan2(y, x),
        PortableMath.pow(x, y),
      ]
      for (name, (js, expected)) in zip(["log", "tan", "atan", "atan2", "pow"], zip(fields, swift))
      {
        let same = expected.isNaN ? Double(bitPattern: js).isNaN : js == expected.bitPattern
        #expect(
          same, "\(name)(\(x), \(y)): JavaScript \(Double(bitPattern: js)), Swift \(expected)")
        compared += 1
      }
    }
    #expect(compared > 150_000)
  }
}
