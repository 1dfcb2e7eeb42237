/// Every kind of track driver times every kind of property a track sets,
/// with values worked by hand: the table each back end (the evaluator,
/// `headerkit simulate`, …) runs, one function per back end.
///
/// Each driver has a spec in `Tests/Fixtures/driver-matrix/` whose tracks
/// all run over that driver with keyframes at 0 and 100 (0% and 100% over
/// the range), so after each of its events (``events``, or a signal's own) a track is at the fraction
/// ``Driver/fractions`` of the way from its first keyframe's value to its
/// last's. A back end reports the outputs after each event; ``Case/problems(in:)``
/// compares them with the hand-worked values.
public enum DriverMatrix {
  /// An event of `events.trace.yaml`.
  public enum Event: Sendable, Equatable {
    /// `scroll: RAW`: the input's raw offset is set.
    case scroll(Double)
    /// `wait: SECONDS`: time passes.
    case wait(Double)
    /// `set: {NAME: VALUE}`: the app sets a signal.
    case signal(String, Double)
  }

  /// The events every spec runs, as `events.trace.yaml` writes them.
  public static let events: [Event] = [.scroll(30), .scroll(60), .wait(0.15), .wait(0.15)]

  /// The trace file holding ``events``, relative to the package root.
  public static let tracePath = "Tests/Fixtures/driver-matrix/events.trace.yaml"

  /// A kind of driver, its spec, and where its tracks are after each event.
  public struct Driver: Sendable {
    public var kind: String
    /// The fraction of the way from the first keyframe to the last after each event.
    public var fractions: [Double]
    /// The events it runs, and the trace file holding them (relative to the package root).
    public var events = DriverMatrix.events
    public var tracePath = DriverMatrix.tracePath
    /// The spec, relative to the package root.
    public var specPath: String { "Tests/Fixtures/driver-matrix/\(kind).yaml" }
  }

  /// Every input reads raw + 20 (`inset: 20`), at rest raw −20 (0).
  public static let drivers = [
    // The input itself, keyframes at 0 and 100: raw 30 and 60 read 50 and 80.
    Driver(kind: "input", fractions: [0.5, 0.8, 0.8, 0.8]),
    // A range from 20 to 120: 50 and 80 are (50 − 20) / 100 and (80 − 20) / 100 of it.
    Driver(kind: "range", fractions: [0.3, 0.6, 0.6, 0.6]),
    // A var, half the input: 25 and 40.
    Driver(kind: "var", fractions: [0.25, 0.4, 0.4, 0.4]),
    // A state from 10 following the raw offset's moves within [0, 100]:
    // from rest (raw −20) to 30 is a move of 50, to 60 one of 30: 60, then 90.
    Driver(kind: "state", fractions: [0.6, 0.9, 0.9, 0.9]),
    // A transition from 20 to 100 over 0.3 s, linear, on once the input
    // passes 40: off at rest (0), on at the first event (50), where it
    // starts from 20; nothing moves it until the waits, half-way (60) after
    // 0.15 s and at 100 after 0.3 s.
    Driver(kind: "transition", fractions: [0.2, 0.2, 0.6, 1]),
    // A signal the app sets, default 0: set to 50, then a scroll (which
    // does not move it), then set to 80, then a wait (nor does that).
    Driver(
      kind: "signal", fractions: [0.5, 0.5, 0.8, 0.8],
      events: [.signal("level", 50), .scroll(60), .signal("level", 80), .wait(0.15)],
      tracePath: "Tests/Fixtures/driver-matrix/signal.trace.yaml"),
  ]

  /// A kind of property: its outputs, each with its first and last keyframe's value.
  public struct Property: Sendable {
    public var kind: String
    public var outputs: [(key: String, first: Double, last: Double)]
  }

  public static let properties = [
    Property(kind: "number", outputs: [("view.alpha", 0, 1)]),
    Property(kind: "constraint", outputs: [("height.constant", 88, 44)]),
    // rgb(0, 0, 255) to rgb(255, 0, 0), both opaque: channels interpolate directly.
    Property(
      kind: "colour",
      outputs: [
        ("view.backgroundColor.r", 0, 1), ("view.backgroundColor.g", 0, 0),
        ("view.backgroundColor.b", 1, 0), ("view.backgroundColor.a", 1, 1),
      ]),
    Property(kind: "custom", outputs: [("view.custom.lift", 0, 10)]),
    Property(
      kind: "layer numbers", outputs: [("view.cornerRadius", 0, 16), ("view.shadowRadius", 3, 9)]),
    // A var whose value is a track, read out through a custom number.
    Property(kind: "var", outputs: [("view.custom.tracked", 0, 50)]),
  ]

  /// One cell of the matrix.
  public struct Case: Sendable, CustomStringConvertible {
    public var driver: Driver
    public var property: Property

    public var description: String { "\(property.kind) over \(driver.kind)" }

    /// The outputs' values after each event: first + (last − first) × fraction.
    public var expected: [[String: Double]] {
      driver.fractions.map { fraction in
        var values: [String: Double] = [:]
        for output in property.outputs {
          values[output.key] = output.first + (output.last - output.first) * fraction
        }
        return values
      }
    }

    /// Where `frames` (every output by key, after each event) differ from
    /// ``expected`` by more than ``tolerance``; empty when they agree.
    public func problems(in frames: [[String: Double]]) -> [String] {
      guard frames.count == driver.fractions.count else {
        return ["\(frames.count) frames, expected \(driver.fractions.count)"]
      }
      var problems: [String] = []
      for (index, (frame, expected)) in zip(frames, expected).enumerated() {
        for (key, value) in expected.sorted(by: { $0.key < $1.key }) {
          guard let actual = frame[key] else {
            problems.append("after event \(index + 1): no output \(key)")
            continue
          }
          if !(abs(actual - value) <= DriverMatrix.tolerance) {
            problems.append("after event \(index + 1): \(key) = \(actual), expected \(value)")
          }
        }
      }
      return problems
    }
  }

  /// Values are sums and products of a few decimals: they agree with the
  /// hand-worked ones to rounding.
  public static let tolerance = 1e-12

  /// Every driver with every property.
  public static let cases = drivers.flatMap { driver in
    properties.map { Case(driver: driver, property: $0) }
  }
}
