import Foundation
@_spi(Generated) import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

@testable import HeaderKitVisual

/// The preview's port of `PortableMath` and `Spring` (in
/// ``PreviewScript/springs``) gives Swift's bits, tolerance 0: sin, cos and
/// exp over the whole range (random doubles of every exponent, both
/// reductions' ranges, the doubles nearest to multiples of π/2, the special
/// values), and springs' displacement, velocity and settling at extreme
/// parameters.
@Suite(
  "PortableMath in JavaScript",
  .enabled(
    if: Tools.node != nil || Tools.required,
    "node is not installed; CI installs it (.ci/steps/40-browser.sh)"))
struct JavaScriptMathTests {
  /// Writes the port (`source`), with `exports` after it, and `runner`
  /// beside it into a new folder; returns the runner's path.
  static func script(
    exports: String, runner: String, in directory: URL, source: String = PreviewScript.springs
  ) throws -> String {
    let module = source + "\nmodule.exports = { \(exports) };\n"
    try module.write(
      to: directory.appendingPathComponent("math.js"), atomically: true, encoding: .utf8)
    let path = directory.appendingPathComponent("runner.js")
    try runner.write(to: path, atomically: true, encoding: .utf8)
    return path.path
  }

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
    let runner = try Self.script(
      exports: "sinCos: sinCos, portableExp: portableExp", runner: Self.runner, in: directory)
    let values = Self.arguments()
    let input = values.map { String($0.bitPattern, radix: 16) }.joined(separator: "\n")
    let output = try Tools.run(node, [runner], stdin: Data(input.utf8))
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

  static let springRunner = """
    const M = require("./math.js");
    const view = new DataView(new ArrayBuffer(8));
    const bits = (x) => { view.setFloat64(0, x); return view.getBigUint64(0).toString(16); };
    const jobs = JSON.parse(require("fs").readFileSync(0, "utf8"));
    process.stdout.write(jobs.map(([omega, zeta, x0, v0, t]) => {
      const m = M.springMotion({ omega: omega, ratio: zeta }, x0, v0);
      return [bits(M.springDisplacement(m, t)), bits(M.springVelocity(m, t)),
        M.springSettled(m, t) ? "1" : "0"].join(" ");
    }).join("\\n"));
    """

  /// SpringEnvelopeTests' grid of ω, ζ, starts and times (JSON's numbers
  /// carry every double exactly).
  @Test func springsAtExtremeParametersAreSwiftsBits() throws {
    let node = try #require(Tools.node)
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let runner = try Self.script(
      exports:
        "springMotion: springMotion, springDisplacement: springDisplacement, "
        + "springVelocity: springVelocity, springSettled: springSettled",
      runner: Self.springRunner, in: directory)
    var jobs: [[Double]] = []
    for omega in SpringEnvelopeGrid.omegas {
      for zeta in SpringEnvelopeGrid.ratios {
        for (x0, v0) in SpringEnvelopeGrid.starts {
          for t in SpringEnvelopeGrid.times { jobs.append([omega, zeta, x0, v0, t]) }
        }
      }
    }
    let output = try Tools.run(node, [runner], stdin: try JSONEncoder().encode(jobs))
    let lines = output.split(separator: "\n")
    try #require(lines.count == jobs.count)
    for (job, line) in zip(jobs, lines) {
      let fields = line.split(separator: " ")
      try #require(fields.count == 3)
      let motion = try #require(Spring(omega: job[0], dampingRatio: job[1]))
        .motion(displacement: job[2], velocity: job[3])
      let t = job[4]
      #expect(UInt64(fields[0], radix: 16) == motion.displacement(at: t).bitPattern, "x \(job)")
      #expect(UInt64(fields[1], radix: 16) == motion.velocity(at: t).bitPattern, "v \(job)")
      #expect((fields[2] == "1") == motion.isSettled(at: t), "settled \(job)")
    }
  }
}
