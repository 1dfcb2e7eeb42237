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
    public var from: Double?
    public var to: Double?
    public var step: Double?

    public init(from: Double? = nil, to: Double? = nil, step: Double? = nil) {
      self.from = from
      self.to = to
      self.step = step
    }
  }

  public var name: Located<String>
  /// The path of the file that holds the case, for diagnostics.
  public var file: String
  /// The case's whole mapping.
  public var range: SourceRange
  /// The input that `at` and `sweep` drive (default: the first), or that a
  /// trace drives when the trace names none.
  public var input: Located<String>?
  /// Param overrides, each located at its key.
  public var params: [Located<ParamOverride>] = []
  /// How far a value may be from the expected one.
  public var tolerance: Double = TestCase.defaultTolerance
  public var kind: Kind
  /// Values at offsets or after events (`expect`).
  public var expectations: [ValueExpectation] = []
  /// Sweep checks.
  public var bounds: [BoundsCheck] = []
  public var monotonic: [MonotonicCheck] = []
  public var continuous: [ContinuityCheck] = []

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

/// `expect: { key: value }`: the value a property must have.
public struct ValueExpectation: Sendable, Hashable {
  public enum Values: Sendable, Hashable {
    /// One value for every offset, or for the last frame of a trace.
    case every(Located<Double>)
    /// One value per offset or per trace event; nil (YAML `null`) skips one.
    case each([Located<Double>?])
  }

  /// `target.property`, or `offset` after a trace event.
  public var key: Located<String>
  public var values: Values

  public init(key: Located<String>, values: Values) {
    self.key = key
    self.values = values
  }
}

/// `bounds: { key: [low, high] }` over a sweep.
public struct BoundsCheck: Sendable, Hashable {
  public var key: Located<String>
  public var bounds: ClosedRange<Double>
  /// Where the bounds are written.
  public var range: SourceRange
}

/// `monotonic: { key: increasing | decreasing }` over a sweep (ties allowed).
public struct MonotonicCheck: Sendable, Hashable {
  public enum Direction: String, Sendable, Hashable, CaseIterable {
    case increasing, decreasing
  }

  public var key: Located<String>
  public var direction: Direction
  public var range: SourceRange
}

/// `continuous: [key]` over a sweep: no step between neighbouring offsets
/// changes the value by more than `maxJump`.
public struct ContinuityCheck: Sendable, Hashable {
  public var key: Located<String>
  public var maxJump: Double
  public var range: SourceRange
}
