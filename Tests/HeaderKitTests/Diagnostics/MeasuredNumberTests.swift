import HeaderKitDiagnostics
import Testing

/// How messages write computed values: rounded to their decimals, and past
/// 2^52 (where doubles have no fraction) as they are, never scaled past the
/// largest double into `inf`.
@Suite struct MeasuredNumberTests {
  @Test func ordinaryValuesAreRoundedToTheirDecimals() {
    #expect(formatMeasured(0.5859213251) == "0.585921325")
    #expect(formatMeasured(0.5859213251, decimals: 6) == "0.585921")
    #expect(formatMeasured(-40) == "-40")
    #expect(formatMeasured(-0.0000000001) == "-1e-10")
    #expect(formatMeasured(-0.0) == "0")
  }

  @Test func hugeValuesKeepTheirDigits() {
    // 1e303 times 1e6 and the largest double times 1e9 would both overflow.
    #expect(formatMeasured(1e303, decimals: 6) == "1e+303")
    #expect(formatMeasured(-.greatestFiniteMagnitude) == "-1.7976931348623157e+308")
    // 2^53 = 9007199254740992 is written as Swift writes a Double that size.
    #expect(formatMeasured(0x1p53) == "9007199254740992.0")
    // Just under 2^52 the decimals still apply: 1e15 + 0.25 rounds to 1e15 + 0.
    #expect(formatMeasured(1e15 + 0.25, decimals: 0) == "1000000000000000.0")
  }
}
