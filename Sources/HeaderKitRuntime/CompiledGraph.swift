/// A header compiled to flat arrays: what an app ships and evaluates.
///
/// The graph is immutable and `Sendable`: one graph can back any number of
/// ``HeaderEvaluator``s on any threads. It refers to everything by index —
/// slots of a `Double` array, lists, tracks, keyframe sources — so evaluating
/// it needs no names. Names are kept only to bind params and inputs and to
/// label outputs.
///
/// Evaluation has two phases. *Set-up* runs when params change: it computes
/// everything that depends only on params (insets, range bounds, keyframes,
/// state bounds) with ``setupCode`` and the keyframe sources. The *frame* phase
/// runs on every scroll with ``frameCode``. Constants were folded by the
/// compiler into ``constants``.
public struct CompiledGraph: Hashable, Sendable, Codable {
  /// The version of this layout; ``CompiledGraph/init(json:)`` rejects others.
  public static let currentFormatVersion = 1

  public var formatVersion: Int
  /// The spec's name.
  public var name: String
  public var inputs: [Input]
  public var params: [Param]
  /// How many slots the evaluator allocates.
  public var slotCount: Int
  /// Slots with a value fixed at compile time.
  public var constants: [Constant]
  /// Runs after params change, before keyframes are built.
  public var setupCode: [Instruction]
  /// Runs on every evaluation, in dependency order.
  public var frameCode: [Instruction]
  public var tracks: [Track]
  public var keyframeSources: [KeyframeSource]
  /// Code of keyframe positions and values, run at set-up; sources point into it.
  public var keyframeCode: [Instruction]
  public var states: [StateMachine]
  /// Guard code of states, run on scroll events; states point into it.
  public var stateCode: [Instruction]
  /// Every animated target property, in a stable order.
  public var outputs: [Output]

  public init(
    name: String, inputs: [Input], params: [Param], slotCount: Int, constants: [Constant],
    setupCode: [Instruction], frameCode: [Instruction], tracks: [Track],
    keyframeSources: [KeyframeSource], keyframeCode: [Instruction], states: [StateMachine],
    stateCode: [Instruction], outputs: [Output]
  ) {
    self.formatVersion = Self.currentFormatVersion
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
    self.outputs = outputs
  }
}

extension CompiledGraph {
  /// The slots events and tools read or write outside the frame code:
  /// inputs' and states' slots (guards and position included), limits' and
  /// snaps'. What the evaluator keeps exact, and generated code keeps stored.
  public var eventSlots: [Int32] {
    var slots: [Int32] = []
    for input in inputs {
      slots += [input.rawSlot, input.valueSlot, input.insetSlot, input.initialSlot]
    }
    for machine in states {
      slots += [
        machine.modelSlot, machine.valueSlot, machine.initialSlot, machine.minSlot, machine.maxSlot,
        machine.followSlot, machine.downSlot, machine.upSlot, machine.gateSlot,
        machine.positionSlot,
      ]
      slots += machine.limits.map { [$0.lowerSlot, $0.upperSlot] } ?? []
      slots += machine.snap.map { $0.targetSlots + [$0.durationSlot] } ?? []
    }
    return slots
  }
}

extension CompiledGraph {
  /// The slots `instruction` reads: its operands that are slots (not list or
  /// track indices), a track's driver, and a track's own slot, which it
  /// keeps where it does not apply.
  public func slotsRead(by instruction: Instruction) -> [Int32] {
    switch instruction.op {
    case .listCount, .listSum: return []
    case .listSumPrefix, .listItem: return [instruction.b]
    case .track: return [tracks[Int(instruction.a)].driverSlot, instruction.dst]
    case .copy, .neg, .abs, .floor, .ceil, .round, .sqrt, .not, .finite: return [instruction.a]
    case .add, .sub, .mul, .div, .mod, .min, .max, .lt, .le, .gt, .ge, .eq, .ne, .and, .or:
      return [instruction.a, instruction.b]
    case .clamp, .select, .lerp, .progress: return [instruction.a, instruction.b, instruction.c]
    }
  }
}

extension CompiledGraph {
  /// A scroll driver: a raw `contentOffset` component and the author's offset.
  public struct Input: Hashable, Sendable, Codable {
    public enum Axis: String, Hashable, Sendable {
      case vertical, horizontal
    }

    public var name: String
    public var axis: Axis
    /// The raw `contentOffset` value, as the scroll view reports it.
    public var rawSlot: Int32
    /// The author's offset: raw + inset.
    public var valueSlot: Int32
    /// The `contentInset` on this axis (set-up phase).
    public var insetSlot: Int32
    /// The raw offset at rest (set-up phase); traces start here.
    public var initialSlot: Int32
    /// Raw offsets worth showing by default (for sweeps and plots), with the
    /// default params; authoring tools use them, evaluation does not.
    public var sweep: ClosedRange<Double>?

    public init(
      name: String, axis: Axis, rawSlot: Int32, valueSlot: Int32, insetSlot: Int32,
      initialSlot: Int32, sweep: ClosedRange<Double>?
    ) {
      self.name = name
      self.axis = axis
      self.rawSlot = rawSlot
      self.valueSlot = valueSlot
      self.insetSlot = insetSlot
      self.initialSlot = initialSlot
      self.sweep = sweep
    }
  }

  /// A named number or list of numbers, overridable at evaluation.
  public struct Param: Hashable, Sendable, Codable {
    public enum Storage: Hashable, Sendable {
      /// A number held in this slot.
      case scalar(slot: Int32)
      /// A list with this index.
      case list(index: Int32)
    }

    public var name: String
    public var storage: Storage
    /// The default: one number for a scalar, the elements for a list.
    public var defaultValues: [Double]

    public init(name: String, storage: Storage, defaultValues: [Double]) {
      self.name = name
      self.storage = storage
      self.defaultValues = defaultValues
    }

    public var isList: Bool {
      if case .list = storage { return true }
      return false
    }
  }

  public struct Constant: Hashable, Sendable, Codable {
    public var slot: Int32
    public var value: Double

    public init(slot: Int32, value: Double) {
      self.slot = slot
      self.value = value
    }
  }

  /// What a track does beyond its first or last keyframe.
  public enum Extrapolation: String, Hashable, Sendable {
    /// Keep the end keyframe's value.
    case clamp
    /// Continue the end segment's straight line (ignoring its easing).
    case extend
    /// The track does not apply; the property keeps what earlier tracks or its
    /// base value gave it.
    case none
  }

  /// Keyframes over a driver slot.
  public struct Track: Hashable, Sendable, Codable {
    public var driverSlot: Int32
    /// Sources of this track's keyframes in ``CompiledGraph/keyframeSources``.
    public var firstSource: Int32
    public var sourceCount: Int32
    public var before: Extrapolation
    public var after: Extrapolation

    public init(
      driverSlot: Int32, firstSource: Int32, sourceCount: Int32, before: Extrapolation,
      after: Extrapolation
    ) {
      self.driverSlot = driverSlot
      self.firstSource = firstSource
      self.sourceCount = sourceCount
      self.before = before
      self.after = after
    }
  }

  /// One keyframe, or one keyframe per element of a list param.
  public struct KeyframeSource: Hashable, Sendable, Codable {
    /// The list to repeat over, or -1 for a single keyframe.
    public var list: Int32
    /// Slots the element's index and value are written to before the code runs.
    public var indexSlot: Int32
    public var itemSlot: Int32
    /// This source's code in ``CompiledGraph/keyframeCode``.
    public var codeStart: Int32
    public var codeCount: Int32
    /// Where the code leaves the keyframe's position and value.
    public var atSlot: Int32
    public var valueSlot: Int32
    /// The easing of the segment that starts at this keyframe.
    public var easing: Easing

    public init(
      list: Int32, indexSlot: Int32, itemSlot: Int32, codeStart: Int32, codeCount: Int32,
      atSlot: Int32, valueSlot: Int32, easing: Easing
    ) {
      self.list = list
      self.indexSlot = indexSlot
      self.itemSlot = itemSlot
      self.codeStart = codeStart
      self.codeCount = codeCount
      self.atSlot = atSlot
      self.valueSlot = valueSlot
      self.easing = easing
    }
  }

  /// A value that accumulates scroll deltas: a direction-aware collapse.
  public struct StateMachine: Hashable, Sendable, Codable {
    public var name: String
    public var input: Int32
    /// The value the logic uses (a snap sets it to its target at once).
    public var modelSlot: Int32
    /// The value the graph sees: the model, or in flight during a snap.
    public var valueSlot: Int32
    /// Set-up slots.
    public var initialSlot: Int32
    public var minSlot: Int32
    public var maxSlot: Int32
    public var followSlot: Int32
    /// Guard code in ``CompiledGraph/stateCode``, leaving 1 or 0 in the guard
    /// slots and the position in its slot.
    public var guardStart: Int32
    public var guardCount: Int32
    public var downSlot: Int32
    public var upSlot: Int32
    public var gateSlot: Int32
    /// The slot whose change is the move: the input's raw slot, or a slot the
    /// guard code computes from the spec's `position`.
    public var positionSlot: Int32
    /// Who moves, the content or the state, in each direction.
    public var handoff: Handoff
    /// The raw offsets the content can reach; nil when it is unbounded.
    public var limits: Limits?
    public var snap: Snap?

    public init(
      name: String, input: Int32, modelSlot: Int32, valueSlot: Int32, initialSlot: Int32,
      minSlot: Int32, maxSlot: Int32, followSlot: Int32, guardStart: Int32, guardCount: Int32,
      downSlot: Int32, upSlot: Int32, gateSlot: Int32, positionSlot: Int32, handoff: Handoff,
      limits: Limits?, snap: Snap?
    ) {
      self.name = name
      self.input = input
      self.modelSlot = modelSlot
      self.valueSlot = valueSlot
      self.initialSlot = initialSlot
      self.minSlot = minSlot
      self.maxSlot = maxSlot
      self.followSlot = followSlot
      self.guardStart = guardStart
      self.guardCount = guardCount
      self.downSlot = downSlot
      self.upSlot = upSlot
      self.gateSlot = gateSlot
      self.positionSlot = positionSlot
      self.handoff = handoff
      self.limits = limits
      self.snap = snap
    }
  }

  /// How a state and its content share a move, for moves towards the end
  /// (`down`, the position grows) and back (`up`).
  public struct Handoff: Hashable, Sendable, Codable {
    public enum Mode: String, Hashable, Sendable, CaseIterable {
      /// Both move: the content by the whole move, the state by its share.
      case none
      /// The state moves first; when its value changes, the content goes back
      /// to its previous offset (seed 000's `setScrollPosition(previousScrollOffset)`).
      case hold
      /// The state moves first; the content moves by the part of the move the
      /// state did not take (Android's `onNestedPreScroll`).
      case consume
      /// The content moves first, as far as its limits; the state takes the
      /// part of the move past them (Android's `onNestedScroll` with the
      /// unconsumed delta).
      case overflow
    }

    public var down: Mode
    public var up: Mode

    public init(down: Mode, up: Mode) {
      self.down = down
      self.up = up
    }

    /// The same mode both ways.
    public init(_ mode: Mode) {
      self.init(down: mode, up: mode)
    }
  }

  /// Set-up slots of the lowest and highest raw offsets a state's content reaches.
  public struct Limits: Hashable, Sendable, Codable {
    public var lowerSlot: Int32
    public var upperSlot: Int32

    public init(lowerSlot: Int32, upperSlot: Int32) {
      self.lowerSlot = lowerSlot
      self.upperSlot = upperSlot
    }
  }

  /// Where a state settles when scrolling ends.
  public struct Snap: Hashable, Sendable, Codable {
    public enum Rule: String, Hashable, Sendable {
      /// Between two neighbouring targets, above their midpoint goes to the
      /// upper one; at or below it, to the lower one.
      case midpoint
      /// The closest target; a tie goes to the upper one.
      case nearest
    }

    /// Set-up slots holding the targets.
    public var targetSlots: [Int32]
    public var rule: Rule
    public var durationSlot: Int32
    public var easing: Easing

    public init(targetSlots: [Int32], rule: Rule, durationSlot: Int32, easing: Easing) {
      self.targetSlots = targetSlots
      self.rule = rule
      self.durationSlot = durationSlot
      self.easing = easing
    }
  }

  /// An animated property of a target, as `target.property`.
  public struct Output: Hashable, Sendable, Codable {
    public var target: String
    public var property: String
    public var slot: Int32

    public init(target: String, property: String, slot: Int32) {
      self.target = target
      self.property = property
      self.slot = slot
    }

    /// `target.property`, the key in `eval`'s JSON.
    public var key: String { "\(target).\(property)" }
  }
}
