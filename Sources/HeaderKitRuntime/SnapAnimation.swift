/// A state's snap in flight: its presented value moves from `from` to `to`
/// over `duration` seconds with the state's snap easing, or with a spring.
/// The evaluator keeps one per state, and so does generated code.
@_spi(Generated)
public struct SnapAnimation: Hashable, Sendable {
  /// Whether the presented value is still on its way.
  public var isRunning: Bool { running }
  @usableFromInline var running = false
  @usableFromInline var from = 0.0, to = 0.0, elapsed = 0.0, duration = 0.0
  /// A spring's motion from `from`, when the snap is one.
  @usableFromInline var springing = false
  @usableFromInline var motion = Spring.Motion.rest
  /// When the snap moves its input too: the raw offset the input reaches at
  /// the target, and the state's `follow` (nonzero).
  public private(set) var movesInput = false
  @usableFromInline var inputTarget = 0.0, follow = 1.0

  /// At rest.
  public init() {}

  /// The presented value's velocity (its units per second) when a spring
  /// moves it; 0 at rest and for a duration's animation, which hands no
  /// velocity on.
  @inlinable
  public var velocity: Double {
    running && springing ? ScalarOps.finite(motion.velocity(at: elapsed)) : 0
  }

  /// Starts a snap from the value shown now to `target` over `duration`
  /// seconds and returns the value to show now. None runs for a duration of
  /// 0 or less, nor from the target itself, where every eased value would
  /// be the target: a gesture that ends on a snap target leaves nothing
  /// animating (a display link need not run for it).
  public mutating func start(from presented: Double, to target: Double, duration: Double) -> Double
  {
    (from, to, elapsed, self.duration) = (presented, target, 0, Swift.max(0, duration))
    (springing, movesInput) = (false, false)
    running = self.duration > 0 && presented != target
    return running ? presented : target
  }

  /// Starts a spring from the value shown now, moving at `velocity` (the
  /// value's units per second), to `target`, and returns the value to show
  /// now. Without a spring (its parameters make none) the value is set at
  /// once; a spring that starts settled (at the target, at rest) too.
  public mutating func start(
    from presented: Double, to target: Double, spring: Spring?, velocity: Double
  ) -> Double {
    (from, to, elapsed, duration, movesInput) = (presented, target, 0, 0, false)
    guard let spring else {
      (springing, running) = (false, false)
      return target
    }
    springing = true
    motion = spring.motion(
      displacement: ScalarOps.finite(presented - target), velocity: ScalarOps.finite(velocity))
    running = !motion.isSettled(at: 0)
    return running ? presented : target
  }

  /// Makes the snap just started move its input too: from `raw`, by the
  /// change of the value divided by `follow`. Returns the input's raw
  /// offset now (`raw`, or the end if the snap is already over). A `follow`
  /// of 0 (or not finite) moves nothing.
  public mutating func moveInput(from raw: Double, follow: Double) -> Double {
    guard follow != 0, follow.isFinite else { return raw }
    movesInput = true
    self.follow = follow
    inputTarget = ScalarOps.finite(raw + (to - from) / follow)
    return running ? raw : inputTarget
  }

  /// The input's raw offset while the value shows `presented`.
  @inlinable
  public func input(at presented: Double) -> Double {
    ScalarOps.finite(inputTarget - (to - presented) / follow)
  }

  /// Stops the snap where it is (a move changed the state's value, or a
  /// finger took an input the snap moves).
  public mutating func cancel() { running = false }

  /// Where a running snap is after moving on: the value to show, or the
  /// linear progress of its duration, which its easing turns into the value
  /// to show (``value(eased:)``).
  public enum Step: Sendable {
    case value(Double)
    case progress(Double)
  }

  /// Moves the snap on by `seconds` (finite, not negative); nil when no snap
  /// is running. The easing is the caller's, so that the snap moves on in
  /// place while the caller reads it. Not inlinable: a spring's closed forms
  /// would swell every caller.
  public mutating func advance(by seconds: Double) -> Step? {
    guard running else { return nil }
    elapsed = ScalarOps.finite(elapsed + seconds)
    if springing {
      if motion.isSettled(at: elapsed) {
        running = false
        return .value(to)
      }
      return .value(ScalarOps.finite(to + motion.displacement(at: elapsed)))
    }
    if elapsed >= duration {
      running = false
      return .value(to)
    }
    return .progress(elapsed / duration)
  }

  /// Ends a running snap at once (Reduce Motion): `.value(to)`, as its last
  /// step would be; nil when none is running.
  public mutating func finish() -> Step? {
    guard running else { return nil }
    running = false
    return .value(to)
  }

  /// The value shown at eased progress `eased` of a duration's animation.
  @inlinable
  public func value(eased: Double) -> Double { ScalarOps.interpolate(from, to, eased) }

  /// The target a snap goes to from `value`, among `count` targets read by
  /// index through `target`; see ``CompiledGraph/Snap/Rule``. With no
  /// targets, `value`.
  /// - Complexity: O(`count`); no allocation.
  @inlinable
  public static func target(
    for value: Double, count: Int, rule: CompiledGraph.Snap.Rule, target: (Int) -> Double
  ) -> Double {
    guard count > 0 else { return value }
    var lower = -Double.infinity
    var upper = Double.infinity
    var nearest = target(0)
    for index in 0..<count {
      let target = target(index)
      if target <= value, target > lower { lower = target }
      if target > value, target < upper { upper = target }
      let distance = Swift.abs(target - value)
      let best = Swift.abs(nearest - value)
      if distance < best || (distance == best && target > nearest) { nearest = target }
    }
    switch rule {
    case .nearest, .projected:
      return nearest
    case .midpoint:
      guard lower != -.infinity else { return upper != .infinity ? upper : value }
      guard upper != .infinity else { return lower }
      // The seed's `min + range / 2`, unless the range overflows (targets
      // near ±1e308), where halving first keeps the midpoint finite.
      let range = upper - lower
      let midpoint = range.isFinite ? lower + range / 2 : lower / 2 + upper / 2
      return value > midpoint ? upper : lower
    }
  }
}
