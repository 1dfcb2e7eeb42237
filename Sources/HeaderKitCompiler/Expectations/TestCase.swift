public import HeaderKitDiagnostics

/// One named check of a spec's behaviour, from its `tests:` or its sidecar
/// `NAME.test.yaml`.
///
/// A case runs the header one way — at offsets, through a trace, or over a
/// sweep — with optional param overrides, and checks what comes out:
///
/// ```yaml
/// - name: docks at headerStop
///   at: [40, 100]
///   expect: { header.translateY: -40 }
/// ```
public struct TestCase: Sendable, Hashable {
  /// How the case drives the header.
  public enum Kind: Sendable, Hashable {
    /// Stateless evaluation at each raw offset, in order.
    case offsets([Located<Double>])
    /// A trace of events, one frame after each. When the trace was read from
    /// a file, `file` is that file's path, located where the case names it.
    case trace(Trace, file: Located<String>?)
    /// A trace file named by the case, not yet read (``SpecTestSuite`` reads it).
    case traceFile(Located<String>)
    /// Stateless evaluation over a range of raw offsets.
    case sweep(SweepRange)
  }

  /// Where a sweep runs; missing ends default to the input's declared bounds.
  public struct SweepRange: Sendable, Hashable {
    /// The first raw offset; the input's lower bound when nil.
    public var from: Double?
    /// The last raw offset, included; the input's upper bound when nil.
    public var to: Double?
    /// The distance between offsets; a hundredth of the span when nil.
    public var step: Double?

    /// A sweep from `from` to `to` by `step`; nil takes the default.
    public init(from: Double? = nil, to: Double? = nil, step: Double? = nil) {
      self.from = from
      self.to = to
      self.step = step
    }
  }

  /// What the case shows; its failures are reported under it.
  public var name: Located<String>
  /// The path of the file that holds the case, for diagnostics.
  public var file: String
  /// The case's whole mapping.
  public var range: SourceRange
  /// The input that `at` and `sweep` drive (default: the first), or that a
  /// trace drives when the trace names none.
  public var input: Located<String>?
  /// Raw offsets of other inputs (`inputs: { gallery: 750 }`), set before
  /// the case runs, in written order.
  public var inputs: [InputOffset] = []
  /// Param overrides, each located at its key.
  public var params: [Located<ParamOverride>] = []
  /// How far a value may be from the expected one.
  public var tolerance: Double = TestCase.defaultTolerance
  /// How the case drives the header.
  public var kind: Kind
  /// Values at offsets or after events (`expect`).
  public var expectations: [ValueExpectation] = []
  /// Sweep checks.
  public var bounds: [BoundsCheck] = []
  /// Sweep checks that a property never falls, or never rises.
  public var monotonic: [MonotonicCheck] = []
  /// Sweep checks that a property does not jump.
  public var continuous: [ContinuityCheck] = []

  /// A case with no checks yet, which the decoder then adds.
  public init(name: Located<String>, file: String, range: SourceRange, kind: Kind) {
    self.name = name
    self.file = file
    self.range = range
    self.kind = kind
  }

  /// The tolerance of a case that gives none.
  public static let defaultTolerance = 1e-6
  /// The most cases one file may hold.
  public static let maxCases = 1_000
  /// The most offsets one case may evaluate (`at` or a sweep).
  public static let maxOffsets = 100_000
  /// The key that checks the input's raw offset after a trace event (after any hand-off).
  public static let offsetKey = "offset"
}

/// `inputs: { NAME: OFFSET }` in a test case: where an input is when the case starts.
public struct InputOffset: Sendable, Hashable {
  /// The input's name, located at its key.
  public var name: Located<String>
  /// The raw offset, located where it is written.
  public var raw: Located<Double>

  /// Input `name` at raw offset `raw`.
  public init(name: Located<String>, raw: Located<Double>) {
    self.name = name
    self.raw = raw
  }
}

/// `expect: { key: value }`: the value a property must have.
public struct ValueExpectation: Sendable, Hashable {
  /// The expected values: one for all, or one each.
  public enum Values: Sendable, Hashable {
    /// One value for every offset, or for the last frame of a trace.
    case every(Located<Double>)
    /// One value per offset or per trace event; nil (YAML `null`) skips one.
    case each([Located<Double>?])
  }

  /// `target.property`, or `offset` after a trace event.
  public var key: Located<String>
  /// The expected value, or values.
  public var values: Values

  /// An expectation that `key` has `values`.
  public init(key: Located<String>, values: Values) {
    self.key = key
    self.values = values
  }
}

/// `bounds: { key: [low, high] }` over a sweep.
public struct BoundsCheck: Sendable, Hashable {
  /// The checked property, `target.property`.
  public var key: Located<String>
  /// The lowest and highest values allowed, ends included.
  public var bounds: ClosedRange<Double>
  /// Where the bounds are written.
  public var range: SourceRange
}

/// `monotonic: { key: increasing | decreasing }` over a sweep (ties allowed).
public struct MonotonicCheck: Sendable, Hashable {
  /// Which way a property must go as the offset grows.
  public enum Direction: String, Sendable, Hashable, CaseIterable {
    /// `increasing` never falls, `decreasing` never rises; ties are allowed.
    case increasing, decreasing
  }

  /// The checked property, `target.property`.
  public var key: Located<String>
  /// Which way it must go.
  public var direction: Direction
  /// Where the check is written.
  public var range: SourceRange
}

/// `continuous: [key]` over a sweep: no step between neighbouring offsets
/// changes the value by more than `maxJump`.
public struct ContinuityCheck: Sendable, Hashable {
  /// The checked property, `target.property`.
  public var key: Located<String>
  /// The largest change allowed between neighbouring offsets.
  public var maxJump: Double
  /// Where the check is written.
  public var range: SourceRange
}
