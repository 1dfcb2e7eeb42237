import HeaderKit
import HeaderKitRuntime
import Testing

/// `HeaderEvaluator.offsets(from:to:step:limit:)` is total: absurd ranges
/// give nil, not a trap or a list that eats memory.
@Suite struct SweepOffsetsTests {
  @Test func stepsFromOneEndToTheOther() throws {
    let offsets = try #require(HeaderEvaluator.offsets(from: -10, to: 10, step: 5))
    #expect(offsets == [-10, -5, 0, 5, 10])
    // The last step stops short of `to` when it does not land on it.
    #expect(HeaderEvaluator.offsets(from: 0, to: 1, step: 0.4) == [0, 0.4, 0.8])
    #expect(HeaderEvaluator.offsets(from: 3, to: 3, step: 1) == [3])
    #expect(HeaderEvaluator.offsets(from: 3, to: 2, step: 1) == [])
    #expect(HeaderEvaluator.offsets(from: 0, to: 2, step: 0) == [])
  }

  @Test func aRangeOfMoreStepsThanTheLimitIsNil() {
    // A limit of 100 means 100 offsets: 0...99, not 0...100.
    #expect(HeaderEvaluator.offsets(from: 0, to: 99, step: 1, limit: 100)?.count == 100)
    #expect(HeaderEvaluator.offsets(from: 0, to: 100, step: 1, limit: 100) == nil)
    // Beyond what an Int counts: nil, not a trap.
    #expect(HeaderEvaluator.offsets(from: -1e308, to: 1e308, step: 1e-300) == nil)
    #expect(
      HeaderEvaluator.offsets(from: 0, to: 1e6, step: 1)
        == nil, "a million steps is past the default limit of \(HeaderEvaluator.maxSweepOffsets)")
  }

  @Test func nonFiniteBoundsOrStepsAreNil() {
    #expect(HeaderEvaluator.offsets(from: 0, to: .infinity, step: 1) == nil)
    #expect(HeaderEvaluator.offsets(from: -.infinity, to: 0, step: 1) == nil)
    #expect(HeaderEvaluator.offsets(from: 0, to: 1, step: .nan) == nil)
    #expect(HeaderEvaluator.offsets(from: .nan, to: 1, step: 1) == nil)
  }
}
