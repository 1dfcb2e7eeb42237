import HeaderKit
import HeaderKitRuntime
import Testing

/// The expression language's functions and `pi` in the evaluator, against
/// values worked out by hand: sin 30° = ½, cos 30° = √3/2, tan 30° = 1/√3,
/// atan2(1, 1) = π/4, 3² = 9, 2³ = 8, ln 100 = 4.605170185988091, e^ln x = x;
/// and a result that is not finite is made finite as a var's is (NaN 0, ±∞
/// the largest magnitude).
@Suite struct FunctionEvaluationTests {
  static let spec = """
    version: 1
    name: functions
    inputs:
      scroll: {}
    vars:
      angle: scroll / 180 * pi
    targets:
      t:
        custom:
          sine: sin(angle)
          cosine: cos(angle)
          tangent: tan(angle)
          angleOf: atan2(scroll, 100)
          square: pow(scroll / 10, 2)
          power: pow(2, scroll / 10)
          exponent: exp(log(scroll))
          logarithm: log(scroll)
          growth: exp(scroll)
          inverse: pow(scroll, -1)
          hugeSine: sin(scroll * 1e308 * 10)

    """

  static func values(at offset: Double) throws -> [String: Double] {
    var evaluator = HeaderEvaluator(graph: try SpecEvaluation.graph(text: Self.spec))
    return evaluator.values(at: offset).reduce(into: [:]) { result, entry in
      result[String(entry.key.dropFirst("t.custom.".count))] = entry.value
    }
  }

  @Test func thirtyDegreesAndAHundred() throws {
    let at30 = try Self.values(at: 30)
    #expect(abs(try #require(at30["sine"]) - 0.5) <= 1e-15)
    #expect(abs(try #require(at30["cosine"]) - 3.0.squareRoot() / 2) <= 1e-15)
    #expect(abs(try #require(at30["tangent"]) - 1 / 3.0.squareRoot()) <= 1e-15)
    #expect(at30["square"] == 9)
    #expect(at30["power"] == 8)
    #expect(abs(try #require(at30["exponent"]) - 30) <= 1e-13)
    let at100 = try Self.values(at: 100)
    #expect(abs(try #require(at100["angleOf"]) - 0.7853981633974483) <= 1e-16)
    #expect(abs(try #require(at100["logarithm"]) - 4.605170185988091) <= 1e-15)
    let atMinus100 = try Self.values(at: -100)
    #expect(abs(try #require(atMinus100["angleOf"]) + 0.7853981633974483) <= 1e-16)
  }

  /// ln 0 = −∞, ln −1 = NaN, 1/0 = +∞, e¹⁰⁰⁰ = +∞, sin ∞ = NaN.
  @Test func resultsThatAreNotFiniteAreMadeFinite() throws {
    let greatest = Double.greatestFiniteMagnitude
    let atZero = try Self.values(at: 0)
    #expect(atZero["logarithm"] == -greatest)
    #expect(atZero["inverse"] == greatest)
    #expect(atZero["hugeSine"] == 0)
    let atMinusOne = try Self.values(at: -1)
    #expect(atMinusOne["logarithm"] == 0)
    #expect(atMinusOne["inverse"] == -1)
    #expect(atMinusOne["hugeSine"] == 0)
    let at1000 = try Self.values(at: 1000)
    #expect(at1000["growth"] == greatest)
    #expect(at1000["hugeSine"] == 0)
  }
}
