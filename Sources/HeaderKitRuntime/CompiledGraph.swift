/// A header compiled to flat arrays: what an app ships and evaluates.
///
/// Load one with ``init(json:)`` (or any `Decoder`): every way in checks that
/// the graph is well formed and within the limits of ``GraphLimit``, so an
/// evaluator of any graph that loads cannot trap, and sets up in bounded time
/// and memory. The graph is immutable and `Sendable`: one graph can back any
/// number of ``HeaderEvaluator``s on any threads.
///
/// It refers to everything by index — slots of a `Double` array, lists,
/// tracks, keyframe sources — so evaluating it needs no names; names are kept
/// to find inputs, params and outputs. Evaluation has two phases. *Set-up*
/// runs when params change: set-up code, then each keyframe's code, computes
/// everything that depends only on params. The *frame* runs the frame code
/// after every scroll and event.
public struct CompiledGraph: Hashable, Sendable {
  /// The version of the JSON layout this runtime reads and writes.
  public static let currentFormatVersion = 4

  /// The layout version the graph was written in.
  public let formatVersion: Int
  /// The HeaderKit release that wrote the graph (``HeaderKitVersion/current``).
  public let headerkitVersion: String
  /// The spec's name.
  public let name: String
  /// The scroll offsets that drive the header, by index.
  public let inputs: [Input]
  /// Numbers and lists an app may override, by index.
  public let params: [Param]
  /// Every animated target property, in a stable order.
  public let outputs: [Output]
  /// Values that accumulate scroll moves, by index.
  public let states: [StateMachine]
  /// Values animated when a condition turns on or off, in update order.
  public let transitions: [Transition]
  /// Values the app sets at run time, by index.
  public let signals: [Signal]
  /// Seconds since a condition became true, by index.
  public let clocks: [Clock]
  /// Keyframe tracks, by index (see ``HeaderEvaluator/keyframes(ofTrack:)``).
  public let tracks: [Track]
  /// Each target of the outputs once, in order of its first output, with its
  /// anchor (the spec's `anchor:`, the centre by default).
  public let targets: [Target]
  /// The targets as bindings read them: anchors and the output of each property.
  public let headerTargets: [HeaderTarget]

  /// How many slots the evaluator allocates.
  package let slotCount: Int
  /// Slots with a value fixed at compile time.
  package let constants: [Constant]
  /// Runs after params change, before keyframes are built.
  package let setupCode: [Instruction]
  /// Runs after every scroll and event, in dependency order.
  package let frameCode: [Instruction]
  package let keyframeSources: [KeyframeSource]
  /// Code of keyframe positions and values, run at set-up; sources point into it.
  package let keyframeCode: [Instruction]
  /// Guard code of states, run on scroll events, transitions' conditions,
  /// run after every event, and signals' latches, run at ends of
  /// scrolling; each points into it.
  package let stateCode: [Instruction]

  /// A graph from its parts, checked as a loaded one is (what the compiler
  /// builds with). Throws what ``init(json:)`` would throw for it.
  package init(
    name: String, inputs: [Input], params: [Param], slotCount: Int, constants: [Constant],
    setupCode: [Instruction], frameCode: [Instruction], tracks: [Track],
    keyframeSources: [KeyframeSource], keyframeCode: [Instruction], states: [StateMachine],
    stateCode: [Instruction], transitions: [Transition] = [], signals: [Signal] = [],
    clocks: [Clock] = [], outputs: [Output],
    targets: [Target]? = nil,
    formatVersion: Int = currentFormatVersion, headerkitVersion: String = HeaderKitVersion.current
  ) throws(GraphError) {
    self.formatVersion = formatVersion
    self.headerkitVersion = headerkitVersion
    self.name = name
    self.inputs = inputs
    self.params = params
    self.slotCount = slotCount
    self.constants = constants
    self.setupCode = setupCode
    self.frameCode = frameCode
    self.tracks = tracks
    self.keyframeSources = keyframeSources
    self.keyframeCode = keyframeCode
    self.states = states
    self.stateCode = stateCode
    self.transitions = transitions
    self.signals = signals
    self.clocks = clocks
    self.outputs = outputs
    self.targets = targets ?? Self.targetNames(of: outputs).map { Target(name: $0) }
    headerTargets = HeaderTarget.targets(
      outputs: outputs.map { ($0.target, $0.property) },
      anchors: Dictionary(
        self.targets.map { ($0.name, (x: $0.anchorX, y: $0.anchorY)) },
        uniquingKeysWith: { first, _ in first }))
    try validate()
  }

  /// The targets of `outputs`, each once, in order of its first output.
  static func targetNames(of outputs: [Output]) -> [String] {
    var seen = Set<String>()
    return outputs.map(\.target).filter { seen.insert($0).inserted }
  }

  /// The index of the input called `name`.
  public func inputIndex(named name: String) -> Int? { inputs.firstIndex { $0.name == name } }

  /// The index of the param called `name`.
  public func paramIndex(named name: String) -> Int? { params.firstIndex { $0.name == name } }

  /// The index of the output whose key (`target.property`) is `key`.
  public func outputIndex(named key: String) -> Int? { outputs.firstIndex { $0.key == key } }
}
