@_spi(Generated) import HeaderKitRuntime
import Testing

/// docs/states.md's update rule, case by case, with the outcomes worked out by hand.
@Suite struct StateRuleTests {
  typealias Mode = CompiledGraph.Handoff.Mode

  func rule(
    follow: Double = -1, min: Double = 44, max: Double = 88, _ down: Mode = .none,
    _ up: Mode = .none, limits: (Double, Double)? = nil
  ) -> StateRule {
    StateRule(
      follow: follow, min: min, max: max, handoff: .init(down: down, up: up),
      lowerLimit: limits?.0 ?? -.infinity, upperLimit: limits?.1 ?? .infinity)
  }

  /// Tiki: scrolling down 10 points collapses the 88 pt header to 78 and
  /// holds the list where it was.
  @Test func holdPutsTheContentBack() {
    let outcome = rule(.hold, .hold).move(
      raw: 10, position: 10, previousPosition: 0, previousRaw: 0, model: 88, down: true, up: true)
    #expect(outcome == .init(model: 78, content: 0))
  }

  /// A bound stops the value; with `hold` the content still goes back.
  @Test func boundsStopTheValue() {
    let outcome = rule(.hold, .hold).move(
      raw: 30, position: 30, previousPosition: 0, previousRaw: 0, model: 50, down: true, up: true)
    #expect(outcome == .init(model: 44, content: 0))
    // Already at the bound: the value stays, so the content moves on.
    let collapsed = rule(.hold, .hold).move(
      raw: 30, position: 30, previousPosition: 0, previousRaw: 0, model: 44, down: true, up: true)
    #expect(collapsed == .init(model: 44, content: 30))
  }

  /// A refused guard, or no move, changes nothing.
  @Test func aRefusedGuardOrNoMoveChangesNothing() {
    let refused = rule(.hold, .hold).move(
      raw: 10, position: 10, previousPosition: 0, previousRaw: 0, model: 88, down: false, up: true)
    #expect(refused == .init(model: 88, content: 10))
    let still = rule(.hold, .hold).move(
      raw: 5, position: 5, previousPosition: 5, previousRaw: 5, model: 60, down: true, up: true)
    #expect(still == .init(model: 60, content: 5))
  }

  /// Android's exitUntilCollapsed going down: the bar takes the move first,
  /// the list the rest.
  @Test func consumeMovesTheContentByWhatTheStateDidNotTake() {
    let bar = rule(follow: 1, min: 0, max: 100, .consume, .overflow, limits: (0, 500))
    let all = bar.move(
      raw: 30, position: 30, previousPosition: 0, previousRaw: 0, model: 0, down: true, up: true)
    #expect(all == .init(model: 30, content: 0))
    // 90 + 30 stops at 100: the bar took 10, the list moves by 20.
    let part = bar.move(
      raw: 30, position: 30, previousPosition: 0, previousRaw: 0, model: 90, down: true, up: true)
    #expect(part == .init(model: 100, content: 20))
  }

  /// Going up, the list moves first, to its top; the bar takes what is past it.
  @Test func overflowGivesTheStateThePartPastTheLimits() {
    let bar = rule(follow: 1, min: 0, max: 100, .consume, .overflow, limits: (0, 500))
    // From 10 to −20: the list stops at 0, the bar takes the 20 past it.
    let outcome = bar.move(
      raw: -20, position: -20, previousPosition: 10, previousRaw: 10, model: 100, down: true,
      up: true)
    #expect(outcome == .init(model: 80, content: 0))
    // Within the limits nothing is left over for the bar.
    let within = bar.move(
      raw: 5, position: 5, previousPosition: 10, previousRaw: 10, model: 100, down: true, up: true)
    #expect(within == .init(model: 100, content: 5))
  }

  /// Without a hand-off both move; limits keep the content in.
  @Test func noneMovesBothWithinTheLimits() {
    let diffClamp = rule(follow: 1, min: 0, max: 64, limits: (-100, 200))
    let outcome = diffClamp.move(
      raw: 250, position: 250, previousPosition: 230, previousRaw: 230, model: 50, down: true,
      up: true)
    #expect(outcome == .init(model: 64, content: 200))
    // Upper limit below the lower: the lower wins.
    let crossed = rule(follow: 1, min: 0, max: 64, limits: (10, 5)).move(
      raw: 0, position: 0, previousPosition: 0, previousRaw: 0, model: 0, down: true, up: true)
    #expect(crossed == .init(model: 0, content: 10))
  }

  /// A value stays finite whatever the set-up values; a NaN follow moves nothing.
  @Test func valuesStayFinite() {
    let huge = rule(follow: 1e308, min: -.infinity, max: .infinity).move(
      raw: 1e308, position: 1e308, previousPosition: -1e308, previousRaw: 0, model: 0, down: true,
      up: true)
    #expect(huge.model == .greatestFiniteMagnitude)
    let nan = rule(follow: .nan).move(
      raw: 10, position: 10, previousPosition: 0, previousRaw: 0, model: 60, down: true, up: true)
    #expect(nan == .init(model: 60, content: 10))
  }
}
