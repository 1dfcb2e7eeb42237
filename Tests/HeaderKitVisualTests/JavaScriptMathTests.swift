import Foundation
@_spi(Generated) import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

@testable import HeaderKitVisual

/// The preview's port of `PortableMath` (in ``PreviewScript/springs``) gives
/// Swift's bits, tolerance 0, for sin, cos and exp over the whole range:
/// random doubles of every exponent, both reductions' ranges, the doubles
/// nearest to multiples of π/2, and the special values.
@Suite(
  "PortableMath in JavaScript",
  .enabled(
    if: Tools.node != nil || Tools.required,
    "node is not installed; CI installs it (.ci/steps/40-browser.sh)"))
struct JavaScriptMathTests {
  static let runner = """
    const M = require("./math.js");
    const view = new DataView(new ArrayBuffer(8));
    const bits = (x) => { view.setFloat64(0, x); return view.getBigUint64(0).toString(16); };
    const lines = require("fs").readFileSync(0, "utf8").split("\\n").filter((l) => l !== "");
    process.stdout.write(lines.map((line) => {
      view.setBigUint64(0, BigInt("0x" + line));
      const x = view.getFloat64(0);
      return [M.sinCos(x, 0), M.sinCos(x, 1), M.portableExp(x)].map(bits).join(" ");
    }).join("\\n"));
    """

  /// The arguments: random bit patterns, uniform values in each reduction's
  /// range and exp's, and the hard and special cases.
  static func arguments() -> [Double] {
    var random = SplitMix64(seed: 0x15_B17)
    var values: [Double] = []
    for index in 0..<40_000 {
      switch index % 4 {
      case 0: values.append(Double(bitPattern: random.next()))
      case 1: values.append(Double.random(in: -1_048_576...1_048_576, using: &random))
      case 2: values.append(Double.random(in: -10...10, using: &random))
      default: values.append(Double.random(in: -750...712, using: &random))
      }
    }
    let nearHalfPi = [
      6_381_956_970_095_103 * 0x1p797, 7_763_785_107_565_477 * 0x1p-29,
      6_411_027_962_775_774 * 0x1p-47, 8_444_920_710_073_313 * 0x1p939, 1.2853022199154463e+174,
    ]
    values += nearHalfPi + nearHalfPi.map { -$0 }
    values += [
      0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e16, 1e17, 1e30, 1_048_576,
      1_048_576.nextDown, -745, 709.78, 710, -746, .pi / 2, .pi, .nan, .infinity, -.infinity,
    ]
    return values
  }

  @Test func sinCosAndExpAreSwiftsBits() throws {
    let node = try #require(Tools.node)
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // The port alone, without the evaluator around it.
    let module =
      PreviewScript.springs + "\nmodule.exports = { sinCos: sinCos, portableExp: portableExp };\n"
    try module.write(
      to: directory.appendingPathComponent("math.js"), atomically: true, encoding: .utf8)
    let runner = directory.appendingPathComponent("runner.js")
    try Self.runner.write(to: runner, atomically: true, encoding: .utf8)
    let values = Self.arguments()
    let input = values.map { String($0.bitPattern, radix: 16) }.joined(separator: "\n")
    let output = try Tools.run(node, [runner.path], stdin: Data(input.utf8))
    let lines = output.split(separator: "\n")
    try #require(lines.count == values.count)
    var compared = 0
    for (x, line) in zip(values, lines) {
      let fields = line.split(separator: " ").compactMap { UInt64($0, radix: 16) }
      try #require(fields.count == 3)
      let swift = [PortableMath.sin(x), PortableMath.cos(x), PortableMath.exp(x)]
      for (name, (js, expected)) in zip(["sin", "cos", "exp"], zip(fields, swift)) {
        let same =
          expected.isNaN ? Double(bitPattern: js).isNaN : js == expected.bitPattern
        #expect(same, "\(name)(\(x)): JavaScript \(Double(bitPattern: js)), Swift \(expected)")
        compared += 1
      }
    }
    #expect(compared > 100_000)
  }
}
