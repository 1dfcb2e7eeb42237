#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension ScrollViewSimulator {
  /// `UIScrollView.DecelerationRate.normal`: the velocity keeps 0.998 of
  /// itself each millisecond.
  public static var normalDecelerationRate: Double { 0.998 }

  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond.
  public static var fastDecelerationRate: Double { 0.99 }

  /// How far content lifted at `velocity` coasts before it rests.
  ///
  /// With `velocity` in UIKit's points per millisecond and `rate` the
  /// deceleration rate per millisecond, the distance is
  /// `velocity · rate / (1 − rate)`, the projection Apple showed in
  /// "Designing Fluid Interfaces" (WWDC 2018). With the normal rate, 1 point
  /// per millisecond (1,000 pt/s) coasts 499 points.
  public static func decelerationDistance(velocity: Double, rate: Double) -> Double {
    velocity * rate / (1 - rate)
  }

  /// Coasts the content to rest as a `UIScrollView` decelerates.
  ///
  /// The content starts at the velocity the finger lifted at
  /// (``releaseVelocity``), moves one display frame at a time, and comes to
  /// rest with ``stopCoasting()``.
  ///
  /// The velocity keeps `rate` of itself each millisecond, so `t` seconds
  /// after the lift the coast has covered `D · (1 − rate^(1000·t))` points,
  /// where `D` is ``decelerationDistance(velocity:rate:)``. Each frame moves
  /// the content by that frame's share (``coast(by:)``: a hand-off may put
  /// it back, and the next frame moves on from there, as UIKit's
  /// deceleration does), then the display link ticks (``wait(_:)``). The
  /// frame where less than half a point of `D` remains covers the rest and
  /// is the last: without a hand-off the content rests `D` from where it
  /// was lifted.
  /// - Parameters:
  ///   - rate: The deceleration rate per millisecond, in (0, 1):
  ///     ``normalDecelerationRate`` (the default) or ``fastDecelerationRate``.
  ///   - frameDuration: Seconds per display frame, above 0 (1/60 by default;
  ///     1/120 on a ProMotion display).
  /// - Returns: The number of frames the content moved in.
  @discardableResult
  public mutating func decelerate(
    rate: Double = normalDecelerationRate, frameDuration: Double = 1.0 / 60
  ) -> Int {
    precondition(isDecelerating, "the content is not coasting")
    precondition(rate > 0 && rate < 1, "a deceleration rate is between 0 and 1")
    precondition(frameDuration > 0 && frameDuration.isFinite, "a frame lasts some time")
    let distance = Self.decelerationDistance(velocity: releaseVelocity, rate: rate)
    var moved = 0.0
    var frames = 0
    // The remaining distance shrinks by rate^(1000·frameDuration) < 1 each
    // frame, so a finite velocity rests after finitely many frames.
    while distance.isFinite, abs(distance - moved) >= 0.5 {
      frames += 1
      let remaining = distance * pow(rate, 1000 * frameDuration * Double(frames))
      let next = abs(remaining) < 0.5 ? distance : distance - remaining
      coast(by: next - moved)
      moved = next
      wait(frameDuration)
    }
    stopCoasting()
    return frames
  }
}
