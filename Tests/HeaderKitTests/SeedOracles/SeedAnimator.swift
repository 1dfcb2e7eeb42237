/// A stand-in for `UIView.animate(withDuration:animations:)` and the render clock.
///
/// Model values change at once. Inside an animation block, each value set animates on its own
/// from the value presented just before the call to its new model value, with UIKit's default
/// ease-in-ease-out curve. A model change outside a block while an animation is in flight
/// cancels it, so every presented value jumps to its model value.
///
/// One animation is in flight at a time: a new block replaces it, starting each value it sets
/// from where the old one presented it. (Tiki's blocks set all three animated values.)
final class SeedAnimator {
  /// One value's animation end points.
  private struct Track {
    let value: SeedAnimatableValue
    let from: Double
    var to: Double
  }

  /// The animation in flight.
  private struct Flight {
    let start: Double
    let duration: Double
    let tracks: [ObjectIdentifier: Track]
  }

  /// Seconds since the start.
  private(set) var time = 0.0
  private let timing = CubicBezierTiming.easeInEaseOut
  private var flight: Flight?
  /// The values set in the running animation block, with their presented values from before
  /// the call; `nil` outside a block.
  private var blockTracks: [ObjectIdentifier: Track]?

  /// Runs `animations`, then animates every value it set over `duration` seconds.
  func animate(withDuration duration: Double, animations: () -> Void) {
    blockTracks = [:]
    animations()
    var tracks = blockTracks ?? [:]
    blockTracks = nil
    for (key, track) in tracks { tracks[key]?.to = track.value.model }
    // The new animation replaces the one in flight; its starting points were read from it.
    flight = Flight(start: time, duration: duration, tracks: tracks)
  }

  /// Lets animations progress by `seconds`.
  func advance(by seconds: Double) {
    time += seconds
  }

  /// Called by `value` just before its model value changes.
  func modelWillChange(_ value: SeedAnimatableValue) {
    let key = ObjectIdentifier(value)
    if blockTracks != nil {
      // Only the first set in a block records the starting point: the value presented before.
      if blockTracks?[key] == nil {
        blockTracks?[key] = Track(value: value, from: presentedValue(of: value), to: value.model)
      }
    } else {
      flight = nil
    }
  }

  /// What the screen shows for `value` now.
  func presentedValue(of value: SeedAnimatableValue) -> Double {
    guard let flight, let track = flight.tracks[ObjectIdentifier(value)] else {
      return value.model
    }
    let elapsed = time - flight.start
    if elapsed >= flight.duration { return value.model }
    return track.from + (track.to - track.from) * timing.progress(at: elapsed / flight.duration)
  }
}
