extension CompiledGraph {
  /// A scroll driver: a raw `contentOffset` component and the author's offset.
  public struct Input: Hashable, Sendable, Encodable {
    /// The scroll axis an input follows.
    public enum Axis: String, Hashable, Sendable, Codable {
      /// `contentOffset.y`, or `contentOffset.x`.
      case vertical, horizontal
    }

    /// The input's name in the spec.
    public let name: String
    /// The `contentOffset` component it reads.
    public let axis: Axis
    /// Raw offsets worth showing by default (for sweeps and plots), with the
    /// default params; tools use them, evaluation does not.
    public let sweep: ClosedRange<Double>?
    /// The raw `contentOffset` value, as the scroll view reports it.
    package let rawSlot: Int32
    /// The author's offset: raw + inset.
    package let valueSlot: Int32
    /// The `contentInset` on this axis (set-up).
    package let insetSlot: Int32
    /// The raw offset at rest (set-up).
    package let initialSlot: Int32

    package init(
      name: String, axis: Axis, rawSlot: Int32, valueSlot: Int32, insetSlot: Int32,
      initialSlot: Int32, sweep: ClosedRange<Double>?
    ) {
      (self.name, self.axis, self.sweep) = (name, axis, sweep)
      (self.rawSlot, self.valueSlot, self.insetSlot, self.initialSlot) = (
        rawSlot, valueSlot, insetSlot, initialSlot
      )
    }
  }

  /// A named number or list of numbers, overridable at evaluation.
  public struct Param: Hashable, Sendable, Encodable {
    package enum Storage: Hashable, Sendable {
      /// A number held in this slot.
      case scalar(slot: Int32)
      /// A list with this index.
      case list(index: Int32)
    }

    /// The param's name in the spec.
    public let name: String
    package let storage: Storage
    /// The default: one number for a scalar, the elements for a list.
    public let defaultValues: [Double]

    package init(name: String, storage: Storage, defaultValues: [Double]) {
      (self.name, self.storage, self.defaultValues) = (name, storage, defaultValues)
    }

    /// Whether the param is a list of numbers (else one number).
    public var isList: Bool {
      if case .list = storage { return true }
      return false
    }
  }

  /// A slot whose value is fixed at compile time.
  package struct Constant: Hashable, Sendable, Encodable {
    package let slot: Int32
    package let value: Double

    package init(slot: Int32, value: Double) { (self.slot, self.value) = (slot, value) }
  }

  /// What a track does beyond its first or last keyframe.
  public enum Extrapolation: String, Hashable, Sendable, Codable {
    /// Keep the end keyframe's value.
    case clamp
    /// Continue the end segment's straight line (ignoring its easing).
    case extend
    /// The track does not apply; the property keeps what earlier tracks or its
    /// base value gave it.
    case none
  }

  /// Keyframes over a driver slot.
  public struct Track: Hashable, Sendable, Encodable {
    /// What the track does before its first keyframe and after its last.
    public let before, after: Extrapolation
    package let driverSlot: Int32
    /// Sources of this track's keyframes in ``CompiledGraph/keyframeSources``.
    package let firstSource: Int32
    package let sourceCount: Int32

    package init(
      driverSlot: Int32, firstSource: Int32, sourceCount: Int32, before: Extrapolation,
      after: Extrapolation
    ) {
      (self.driverSlot, self.firstSource, self.sourceCount) = (driverSlot, firstSource, sourceCount)
      (self.before, self.after) = (before, after)
    }
  }

  /// One keyframe, or one keyframe per element of a list param.
  package struct KeyframeSource: Hashable, Sendable, Encodable {
    /// The list to repeat over, or -1 for a single keyframe.
    package let list: Int32
    /// Slots the element's index and value are written to before the code runs.
    package let indexSlot: Int32
    package let itemSlot: Int32
    /// This source's code in ``CompiledGraph/keyframeCode``.
    package let codeStart: Int32
    package let codeCount: Int32
    /// Where the code leaves the keyframe's position and value.
    package let atSlot: Int32
    package let valueSlot: Int32
    /// The easing of the segment that starts at this keyframe.
    package let easing: Easing

    package init(
      list: Int32, indexSlot: Int32, itemSlot: Int32, codeStart: Int32, codeCount: Int32,
      atSlot: Int32, valueSlot: Int32, easing: Easing
    ) {
      (self.list, self.indexSlot, self.itemSlot) = (list, indexSlot, itemSlot)
      (self.codeStart, self.codeCount) = (codeStart, codeCount)
      (self.atSlot, self.valueSlot, self.easing) = (atSlot, valueSlot, easing)
    }
  }

  /// A value that accumulates scroll moves: a direction-aware collapse (see docs/states.md).
  public struct StateMachine: Hashable, Sendable, Encodable {
    /// The state's name in the spec.
    public let name: String
    /// The index of the input whose moves change it.
    public let input: Int32
    /// Who moves, the content or the state, in each direction.
    public let handoff: Handoff
    /// Where the state settles when scrolling ends, if anywhere.
    public let snap: Snap?
    /// The value the rule uses (a snap sets it to its target at once).
    package let modelSlot: Int32
    /// The value the graph sees: the model, or in flight during a snap.
    package let valueSlot: Int32
    /// Set-up slots.
    package let initialSlot, minSlot, maxSlot, followSlot: Int32
    /// Guard code in ``CompiledGraph/stateCode``: it leaves 1 or 0 in the
    /// guard slots, and the position in its slot.
    package let guardStart, guardCount: Int32
    package let downSlot, upSlot, gateSlot: Int32
    /// The slot whose change is the move: the input's raw slot, or one the guard code computes.
    package let positionSlot: Int32
    /// The raw offsets the content can reach; nil when it is unbounded.
    package let limits: Limits?

    package init(
      name: String, input: Int32, modelSlot: Int32, valueSlot: Int32, initialSlot: Int32,
      minSlot: Int32, maxSlot: Int32, followSlot: Int32, guardStart: Int32, guardCount: Int32,
      downSlot: Int32, upSlot: Int32, gateSlot: Int32, positionSlot: Int32, handoff: Handoff,
      limits: Limits?, snap: Snap?
    ) {
      (self.name, self.input, self.handoff, self.snap, self.limits) = (
        name, input, handoff, snap, limits
      )
      (self.modelSlot, self.valueSlot) = (modelSlot, valueSlot)
      (self.initialSlot, self.minSlot, self.maxSlot, self.followSlot) = (
        initialSlot, minSlot, maxSlot, followSlot
      )
      (self.guardStart, self.guardCount) = (guardStart, guardCount)
      (self.downSlot, self.upSlot, self.gateSlot, self.positionSlot) = (
        downSlot, upSlot, gateSlot, positionSlot
      )
    }
  }

  /// How a state and its content share a move, for moves towards the end
  /// (`down`, the position grows) and back (`up`).
  public struct Handoff: Hashable, Sendable, Encodable {
    /// Who moves first, and by how much.
    public enum Mode: String, Hashable, Sendable, CaseIterable, Codable {
      /// Both move: the content by the whole move, the state by its share.
      case none
      /// The state moves first; when its value changes, the content goes back
      /// to its previous offset (seed 000's `setScrollPosition(previousScrollOffset)`).
      case hold
      /// The state moves first; the content moves by the part of the move the
      /// state did not take (Android's `onNestedPreScroll`).
      case consume
      /// The content moves first, as far as its limits; the state takes the
      /// part of the move past them (Android's `onNestedScroll`).
      case overflow
    }

    /// The mode of moves towards the end, and of moves back.
    public let down, up: Mode

    /// These modes.
    public init(down: Mode, up: Mode) { (self.down, self.up) = (down, up) }

    /// The same mode both ways.
    public init(_ mode: Mode) { self.init(down: mode, up: mode) }
  }

  /// Set-up slots of the lowest and highest raw offsets a state's content reaches.
  package struct Limits: Hashable, Sendable, Encodable {
    package let lowerSlot, upperSlot: Int32

    package init(lowerSlot: Int32, upperSlot: Int32) {
      (self.lowerSlot, self.upperSlot) = (lowerSlot, upperSlot)
    }
  }

  /// Where a state settles when scrolling ends.
  public struct Snap: Hashable, Sendable, Encodable {
    /// How a target is chosen.
    public enum Rule: String, Hashable, Sendable, Codable {
      /// Between two neighbouring targets, above their midpoint goes to the
      /// upper one; at or below it, to the lower one.
      case midpoint
      /// The closest target; a tie goes to the upper one.
      case nearest
      /// The target closest to where the value would come to rest if it
      /// decelerated as `UIScrollView` does from the velocity at the end.
      case projected
    }

    /// How the target is chosen.
    public let rule: Rule
    /// How the presented value moves there, when it moves for a duration.
    public let easing: Easing
    /// The spring that moves it instead of the duration and easing, if any.
    public let spring: SpringSource?
    /// Whether the snap moves the input (the content offset) along with the
    /// state, by the state's change divided by its `follow`.
    public let movesInput: Bool
    /// Set-up slots holding the targets, and the duration in seconds.
    package let targetSlots: [Int32]
    package let durationSlot: Int32
    /// Set-up slot of the speed (points per second of the input) from which
    /// an end goes to the next target in its direction, if the snap has one.
    package let flingSlot: Int32?
    /// Set-up slot of the deceleration rate per millisecond that ``Rule/projected`` uses.
    package let decelerationSlot: Int32?

    package init(
      targetSlots: [Int32], rule: Rule, durationSlot: Int32, easing: Easing,
      spring: SpringSource? = nil, flingSlot: Int32? = nil, decelerationSlot: Int32? = nil,
      movesInput: Bool = false
    ) {
      (self.targetSlots, self.rule, self.durationSlot, self.easing) = (
        targetSlots, rule, durationSlot, easing
      )
      (self.spring, self.flingSlot, self.decelerationSlot, self.movesInput) = (
        spring, flingSlot, decelerationSlot, movesInput
      )
    }

    /// Every set-up slot the snap reads.
    package var setupSlots: [Int32] {
      targetSlots + [durationSlot] + (spring?.slots ?? [])
        + [flingSlot, decelerationSlot]
        .compactMap { $0 }
    }
  }

  /// A snap's spring, as the spec gives it: set-up slots holding SwiftUI's
  /// `response` and `dampingFraction`, or `mass`, `stiffness` and `damping`.
  public struct SpringSource: Hashable, Sendable, Encodable {
    /// Which parameters the slots hold.
    public enum Form: String, Hashable, Sendable, Codable {
      /// `[response, dampingFraction]`.
      case response
      /// `[mass, stiffness, damping]`.
      case physical

      /// How many slots the form holds.
      public var slotCount: Int { self == .response ? 2 : 3 }
    }

    /// Which parameters the slots hold.
    public let form: Form
    package let slots: [Int32]

    package init(form: Form, slots: [Int32]) { (self.form, self.slots) = (form, slots) }

    /// The spring these values make, nil when they make none (see ``Spring``).
    @_spi(Generated)
    public static func spring(_ form: Form, _ a: Double, _ b: Double, _ c: Double) -> Spring? {
      switch form {
      case .response: Spring(response: a, dampingFraction: b)
      case .physical: Spring(mass: a, stiffness: b, damping: c)
      }
    }
  }

  /// An animated property of a target, as `target.property`.
  public struct Output: Hashable, Sendable, Encodable {
    /// The target's name and the property's.
    public let target, property: String
    package let slot: Int32

    package init(target: String, property: String, slot: Int32) {
      (self.target, self.property, self.slot) = (target, property, slot)
    }

    /// `target.property`, the key in `eval`'s JSON.
    public var key: String { "\(target).\(property)" }
  }

  /// A target of the outputs and its anchor.
  public struct Target: Hashable, Sendable, Encodable {
    /// The target's name in the spec.
    public let name: String
    /// The anchor in unit coordinates of the view's bounds (see
    /// ``HeaderTarget/anchorX``); (0.5, 0.5) is the centre.
    public let anchorX, anchorY: Double

    /// A target anchored at (`anchorX`, `anchorY`).
    public init(name: String, anchorX: Double = 0.5, anchorY: Double = 0.5) {
      (self.name, self.anchorX, self.anchorY) = (name, anchorX, anchorY)
    }

    private enum CodingKeys: String, CodingKey { case name, anchor }

    /// Writes `{"name": …, "anchor": [x, y]}`.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode([anchorX, anchorY], forKey: .anchor)
    }
  }
}
