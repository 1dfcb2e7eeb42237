import HeaderKitRuntime
import Testing

/// The one rule by which `headerkit test` and HeaderKitTesting compare a
/// value with a golden timeline's.
@Suite struct GoldenValueTests {
  @Test func aValueAgreesWithinTheTolerance() {
    // 1.5e-6, widened by 1e-12 of the golden's magnitude: 8.8e-11 for 88.
    #expect(GoldenValue.matches(88.000001, golden: 88, tolerance: 1.5e-6))
    #expect(GoldenValue.matches(87.999999, golden: 88, tolerance: 1.5e-6))
    #expect(!GoldenValue.matches(88.000002, golden: 88, tolerance: 1.5e-6))
    // 1e-12 of 1e12 is 1: a difference of 1 agrees there, one of 2 does not.
    #expect(GoldenValue.matches(1e12 + 1, golden: 1e12, tolerance: 1.5e-6))
    #expect(!GoldenValue.matches(1e12 + 2, golden: 1e12, tolerance: 1.5e-6))
  }

  /// An infinite golden value once made the tolerance infinite, so it
  /// agreed with every value.
  @Test func aGoldenValueThatIsNotFiniteAgreesWithNothing() {
    for golden in [Double.infinity, -.infinity, .nan] {
      for value: Double in [0, 88, -1e308, .infinity, -.infinity] {
        #expect(
          !GoldenValue.matches(value, golden: golden, tolerance: 1.5e-6), "\(golden) \(value)")
      }
    }
  }
}
