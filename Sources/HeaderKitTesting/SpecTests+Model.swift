import HeaderKitRuntime

extension SpecTests {
  /// A place in the spec's folder: a file name, a line and a column.
  public struct Place: Sendable, Hashable, CustomStringConvertible {
    /// The file's name in the spec's folder.
    public var file: String
    /// 1-based line and column.
    public var line, column: Int

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
  }

  /// An event of a trace, as a scroll view's callbacks give it.
  public enum Event: Sendable, Hashable, CustomStringConvertible {
    /// A finger moves the content by a delta.
    case drag(Double)
    /// The content is scrolled to a raw offset.
    case scroll(Double)
    /// The finger lifts and scrolling stops.
    case end
    /// As ``end``, the finger having left the content at a velocity in
    /// points per second (positive as the offset grows).
    case endWithVelocity(Double)
    /// Time passes, in seconds.
    case wait(Double)
    /// The app sets a signal (by its index in the graph) to a value.
    case signal(Int, Double)

    /// `drag: 10`, as a trace writes it.
    public var description: String {
      switch self {
      case .drag(let delta): "drag: \(SpecTests.shown(delta))"
      case .scroll(let offset): "scroll: \(SpecTests.shown(offset))"
      case .end: "end"
      case .endWithVelocity(let velocity): "{ end, velocity: \(SpecTests.shown(velocity)) }"
      case .wait(let seconds): "wait: \(SpecTests.shown(seconds))"
      case .signal(let index, let value): "set: signal \(index) to \(SpecTests.shown(value))"
      }
    }

    /// Applies the event to `input` of `header`.
    func apply(to header: inout some ScrollDrivenHeader, input: Int) {
      switch self {
      case .drag(let delta): header.drag(input, by: delta)
      case .scroll(let offset): header.scroll(input, toRaw: offset)
      case .end: header.endScrolling(input)
      case .endWithVelocity(let velocity): header.endScrolling(input, velocity: velocity)
      case .wait(let seconds): header.advance(by: seconds)
      case .signal(let index, let value): header.setSignal(index, to: value)
      }
    }
  }

  /// A param a case or a golden section sets: the graph's param index and its value.
  public struct ParamValue: Sendable, Hashable {
    /// The index of the param in ``SpecTests/graph``.
    public var param: Int
    /// One number, or a list's elements.
    public var values: [Double]
  }

  /// An input a case or a golden section holds at a raw offset before it
  /// starts (a case's `inputs:`).
  public struct InputValue: Sendable, Hashable {
    /// The index of the input in ``SpecTests/graph``.
    public var input: Int
    /// Its raw offset.
    public var raw: Double
  }

  /// One case of the spec's tests: how it drives the header, what it expects.
  public struct Case: Sendable, Hashable {
    /// The case's name, and where it is written.
    public var name: String
    /// The file, line and column of the case's name.
    public var place: Place { Place(file: file, line: line, column: column) }
    /// The input driven (an index in ``SpecTests/graph``): the one offsets
    /// move, or a trace's, whose raw offset the key `offset` reads.
    public var input: Int
    /// Raw offsets, set one by one without events (`at` and sweeps); nil for a trace.
    public var offsets: [Double]?
    /// A trace's events; nil for offsets.
    public var events: [Event]?
    /// The input each event drives (indices in ``SpecTests/graph``), one per
    /// event: the event's own where it names one, else ``input``; nil for offsets.
    public var eventInputs: [Int]?
    /// Params set before the case runs.
    public var params: [ParamValue]
    /// Other inputs held at raw offsets before the case runs (after its
    /// params and the reset), in written order: set as `setInput` does for
    /// offsets, scrolled to for a trace (so states react).
    public var inputs: [InputValue]
    /// How far a value may be from the expected one.
    public var tolerance: Double
    /// Expected values: for each key, one per frame (nil where none is checked).
    public var expect: [Expectation]
    /// Sweep checks that values stay within bounds.
    public var bounds: [Bounds]
    /// Sweep checks that values never fall, or never rise.
    public var monotonic: [Monotonic]
    /// Sweep checks that values do not jump.
    public var continuous: [Continuous]

    let file: String
    let line, column: Int
  }

  /// `target.property` (or `offset`, the input's raw offset) and its value at each frame.
  public struct Expectation: Sendable, Hashable {
    /// `target.property`, or `offset`.
    public var key: String
    /// The expected value at each frame, where the case gives one.
    public var values: [Expected?]
  }

  /// An expected value and where it is written.
  public struct Expected: Sendable, Hashable {
    /// The value.
    public var value: Double
    let line, column: Int
  }

  /// Every value of `key` within [`low`, `high`] (ends included).
  public struct Bounds: Sendable, Hashable {
    /// `target.property`.
    public var key: String
    /// The lowest and highest values allowed.
    public var low, high: Double
    let line, column: Int
  }

  /// `key` never falls (`increasing`) or never rises (`decreasing`) from frame to frame.
  public struct Monotonic: Sendable, Hashable {
    /// `target.property`.
    public var key: String
    /// `increasing` or `decreasing`.
    public var direction: String
    let line, column: Int
  }

  /// `key` never changes by more than `maxJump` from frame to frame.
  public struct Continuous: Sendable, Hashable {
    /// `target.property`.
    public var key: String
    /// The largest change allowed between neighbouring frames.
    public var maxJump: Double
    let line, column: Int
  }

  /// The golden timeline: its file, how close a value must be, and its sections.
  public struct Golden: Sendable, Hashable {
    /// The golden file's name in the spec's folder.
    public var file: String
    /// How far a value may be from the golden one (the golden's 6 decimals, rounded).
    public var tolerance: Double
    /// A sweep of each input, then each trace case.
    public var sections: [Section]
  }

  /// A section of the golden timeline: what drives it and its rows.
  public struct Section: Sendable, Hashable {
    /// The input driven.
    public var input: Int
    /// Params set first.
    public var params: [ParamValue]
    /// Other inputs a trace's case holds, scrolled to before its first
    /// event; empty for a sweep.
    public var inputs: [InputValue]
    /// A sweep's offsets; nil for a trace.
    public var offsets: [Double]?
    /// A trace's events; nil for a sweep.
    public var events: [Event]?
    /// The input each event drives, one per event; nil for a sweep.
    public var eventInputs: [Int]?
    /// What each row's numbers are: outputs' keys (and `time` and `offset` for a trace).
    public var keys: [String]
    /// One row per offset or event.
    public var rows: [Row]
  }

  /// A row of the golden file: its line, its numbers and their columns.
  public struct Row: Sendable, Hashable {
    /// The row's line in the golden file.
    public var line: Int
    /// Its numbers, one per key of the section.
    public var values: [Double]
    /// The column of each number in the line.
    public var columns: [Int]
  }
}
