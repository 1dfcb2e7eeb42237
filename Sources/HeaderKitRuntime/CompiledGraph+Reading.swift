/// The graph's JSON layout, read into its types: every object's keys are
/// known (an unknown, repeated or missing key is refused with its key path),
/// every value has its kind, and no array grows past the limit of what it
/// holds. ``CompiledGraph/init(json:)`` reads through here.
extension CompiledGraph {
  private enum Key: String, GraphKeys {
    case formatVersion, headerkitVersion, name, inputs, params, slotCount, constants, setupCode
    case frameCode, tracks, keyframeSources, keyframeCode, states, stateCode, transitions, outputs
    case targets, signals, clocks
    // Format 2 gained transitions, format 3 targets: a graph without any
    // omits them, as one without signals or clocks does.
    var isOptional: Bool {
      switch self {
      case .transitions, .targets, .signals, .clocks: true
      default: false
      }
    }
  }

  /// Reads a graph's JSON and checks the graph (see ``init(json:)``).
  init(jsonBytes bytes: [UInt8]) throws(GraphError) {
    var reader = try GraphJSONReader(bytes)
    do throws(GraphError) {
      self = try Self.read(&reader)
      try reader.finish()
    } catch {
      // A graph of another layout is named as such, wherever its version is.
      if case .unsupportedFormat = error { throw error }
      if let format = Self.formatVersion(of: bytes), format != Self.currentFormatVersion {
        throw .unsupportedFormat(format)
      }
      throw error
    }
  }

  /// Reads the graph object that comes next, and checks the graph: the
  /// whole text for ``init(json:)``, or a member of compiled tests
  /// (HeaderKitTesting).
  package static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> CompiledGraph {
    var format = 0
    var version = ""
    var name = ""
    var slotCount = 0
    var (inputs, params, constants): ([Input], [Param], [Constant]) = ([], [], [])
    var (setupCode, frameCode, keyframeCode, stateCode): Code4 = ([], [], [], [])
    var (tracks, sources, states): ([Track], [KeyframeSource], [StateMachine]) = ([], [], [])
    var (transitions, outputs, targets): ([Transition], [Output], [Target]?) = ([], [], nil)
    var signals: [Signal] = []
    var clocks: [Clock] = []
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .formatVersion:
        format = try reader.readInteger()
        // Another layout may not read: say so rather than what is missing.
        guard format == currentFormatVersion else { throw .unsupportedFormat(format) }
      case .headerkitVersion: version = try reader.readString()
      case .name: name = try reader.readString()
      case .inputs: inputs = try reader.readArray(limit: .inputs, Input.read)
      case .params: params = try reader.readArray(limit: .params, Param.read)
      case .slotCount: slotCount = try reader.readInteger()
      case .constants: constants = try reader.readArray(limit: .constants, Constant.read)
      case .setupCode: setupCode = try reader.readCode()
      case .frameCode: frameCode = try reader.readCode()
      case .tracks: tracks = try reader.readArray(limit: .tracks, Track.read)
      case .keyframeSources:
        sources = try reader.readArray(limit: .keyframeSources, KeyframeSource.read)
      case .keyframeCode: keyframeCode = try reader.readCode()
      case .states: states = try reader.readArray(limit: .states, StateMachine.read)
      case .stateCode: stateCode = try reader.readCode()
      case .transitions: transitions = try reader.readArray(limit: .states, Transition.read)
      case .outputs: outputs = try reader.readArray(limit: .outputs, Output.read)
      case .targets: targets = try reader.readArray(limit: .outputs, Target.read)
      case .signals: signals = try reader.readArray(limit: .states, Signal.read)
      case .clocks: clocks = try reader.readArray(limit: .states, Clock.read)
      }
    }
    return try CompiledGraph(
      name: name, inputs: inputs, params: params, slotCount: slotCount, constants: constants,
      setupCode: setupCode, frameCode: frameCode, tracks: tracks, keyframeSources: sources,
      keyframeCode: keyframeCode, states: states, stateCode: stateCode, transitions: transitions,
      signals: signals, clocks: clocks, outputs: outputs, targets: targets, formatVersion: format,
      headerkitVersion: version)
  }

  private typealias Code4 = ([Instruction], [Instruction], [Instruction], [Instruction])

  /// The top-level `formatVersion`, found by skipping every other value.
  private static func formatVersion(of bytes: [UInt8]) -> Int? {
    guard var reader = try? GraphJSONReader(bytes), (try? reader.beginObject()) != nil else {
      return nil
    }
    while let key = try? reader.nextKey() {
      if key == Key.formatVersion.rawValue { return try? reader.readInteger() }
      guard (try? reader.skipValue()) != nil else { return nil }
    }
    return nil
  }
}

extension CompiledGraph.Input {
  private enum Key: String, GraphKeys {
    case name, axis, sweep, rawSlot, valueSlot, insetSlot, initialSlot
    var isOptional: Bool { self == .sweep }
  }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var name = ""
    var axis = Axis.vertical
    var sweep: ClosedRange<Double>?
    var slots: (raw: Int32, value: Int32, inset: Int32, initial: Int32) = (0, 0, 0, 0)
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .name: name = try reader.readString()
      case .axis: axis = try reader.readChoice()
      case .sweep:
        guard !reader.readNull() else { return }
        let (low, high) = try reader.readPair()
        // A range needs its bounds in order (NaN cannot be read from JSON).
        guard low <= high else { throw .invalidValue(at: "", value: "[\(low), \(high)]") }
        sweep = low...high
      case .rawSlot: slots.raw = try reader.readInt32()
      case .valueSlot: slots.value = try reader.readInt32()
      case .insetSlot: slots.inset = try reader.readInt32()
      case .initialSlot: slots.initial = try reader.readInt32()
      }
    }
    return Self(
      name: name, axis: axis, rawSlot: slots.raw, valueSlot: slots.value, insetSlot: slots.inset,
      initialSlot: slots.initial, sweep: sweep)
  }
}

extension CompiledGraph.Param {
  private enum Key: String, GraphKeys { case name, storage, defaultValues }
  private enum StorageKey: String, GraphKeys {
    case scalar, list
    var isOptional: Bool { true }
  }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var name = ""
    var storage = Storage.scalar(slot: 0)
    var defaults: [Double] = []
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .name: name = try reader.readString()
      case .storage:
        var count = 0
        try reader.readObject { (key: StorageKey, reader) throws(GraphError) in
          let value = try reader.readInt32()
          storage = key == .scalar ? .scalar(slot: value) : .list(index: value)
          count += 1
        }
        // One of the two: a number's slot or a list's index.
        guard count == 1 else { throw .wrongCount(at: "", found: count, expected: 1) }
      case .defaultValues:
        defaults = try reader.readArray(limit: .listElements) { reader throws(GraphError) in
          try reader.readDouble()
        }
      }
    }
    return Self(name: name, storage: storage, defaultValues: defaults)
  }
}

extension CompiledGraph.Constant {
  private enum Key: String, GraphKeys { case slot, value }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var (slot, value): (Int32, Double) = (0, 0)
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .slot: slot = try reader.readInt32()
      case .value: value = try reader.readDouble()
      }
    }
    return Self(slot: slot, value: value)
  }
}

extension CompiledGraph.Track {
  private enum Key: String, GraphKeys { case before, after, driverSlot, firstSource, sourceCount }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var (before, after) = (CompiledGraph.Extrapolation.clamp, CompiledGraph.Extrapolation.clamp)
    var (driver, first, count): (Int32, Int32, Int32) = (0, 0, 0)
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .before: before = try reader.readChoice()
      case .after: after = try reader.readChoice()
      case .driverSlot: driver = try reader.readInt32()
      case .firstSource: first = try reader.readInt32()
      case .sourceCount: count = try reader.readInt32()
      }
    }
    return Self(
      driverSlot: driver, firstSource: first, sourceCount: count, before: before, after: after)
  }
}

extension CompiledGraph.KeyframeSource {
  private enum Key: String, GraphKeys {
    case list, indexSlot, itemSlot, codeStart, codeCount, atSlot, valueSlot, easing
  }

  /// The keys in order, once: `fields` holds the integers by it.
  private static let keys = Key.allCases

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var fields: [Int32] = Array(repeating: 0, count: 7)
    var easing = Easing.linear
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .easing: easing = try reader.readEasing()
      default: fields[Self.keys.firstIndex(of: key)!] = try reader.readInt32()
      }
    }
    return Self(
      list: fields[0], indexSlot: fields[1], itemSlot: fields[2], codeStart: fields[3],
      codeCount: fields[4], atSlot: fields[5], valueSlot: fields[6], easing: easing)
  }
}

extension CompiledGraph.StateMachine {
  private enum Key: String, GraphKeys {
    // The slots and counts first, in the order of `fields` below.
    case input, modelSlot, valueSlot, initialSlot, minSlot, maxSlot, followSlot, guardStart
    case guardCount, downSlot, upSlot, gateSlot, positionSlot
    case name, handoff, snap, limits
    var isOptional: Bool { self == .snap || self == .limits }
  }
  private enum HandoffKey: String, GraphKeys { case down, up }
  private enum LimitsKey: String, GraphKeys { case lowerSlot, upperSlot }

  /// The keys in order, once: `fields` holds the integers by it.
  private static let keys = Key.allCases

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var fields: [Int32] = Array(repeating: 0, count: 13)
    var name = ""
    var handoff = CompiledGraph.Handoff(.none)
    var snap: CompiledGraph.Snap?
    var limits: CompiledGraph.Limits?
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .name: name = try reader.readString()
      case .handoff:
        let modes = try reader.readMembers(HandoffKey.self, initially: .none) {
          reader throws(GraphError) -> CompiledGraph.Handoff.Mode in try reader.readChoice()
        }
        handoff = CompiledGraph.Handoff(down: modes.0, up: modes.1)
      case .snap: snap = reader.readNull() ? nil : try CompiledGraph.Snap.read(&reader)
      case .limits:
        guard !reader.readNull() else { return }
        let slots = try reader.readMembers(LimitsKey.self, initially: Int32(0)) {
          reader throws(GraphError) in try reader.readInt32()
        }
        limits = CompiledGraph.Limits(lowerSlot: slots.0, upperSlot: slots.1)
      default: fields[Self.keys.firstIndex(of: key)!] = try reader.readInt32()
      }
    }
    return Self(
      name: name, input: fields[0], modelSlot: fields[1], valueSlot: fields[2],
      initialSlot: fields[3], minSlot: fields[4], maxSlot: fields[5], followSlot: fields[6],
      guardStart: fields[7], guardCount: fields[8], downSlot: fields[9], upSlot: fields[10],
      gateSlot: fields[11], positionSlot: fields[12], handoff: handoff, limits: limits, snap: snap)
  }
}

extension CompiledGraph.Snap {
  private enum Key: String, GraphKeys {
    case rule, easing, spring, movesInput, targetSlots, durationSlot, flingSlot, decelerationSlot
    var isOptional: Bool { self == .spring || self == .flingSlot || self == .decelerationSlot }
  }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var rule = Rule.midpoint
    var easing = Easing.linear
    var spring: CompiledGraph.SpringSource?
    var movesInput = false
    var targets: [Int32] = []
    var duration: Int32 = 0
    var (fling, deceleration): (Int32?, Int32?) = (nil, nil)
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .rule: rule = try reader.readChoice()
      case .easing: easing = try reader.readEasing()
      case .spring: spring = reader.readNull() ? nil : try CompiledGraph.SpringSource.read(&reader)
      case .movesInput: movesInput = try reader.readBool()
      case .targetSlots: targets = try reader.readInt32s(limit: .snapTargets)
      case .durationSlot: duration = try reader.readInt32()
      case .flingSlot: fling = try reader.readOptionalInt32()
      case .decelerationSlot: deceleration = try reader.readOptionalInt32()
      }
    }
    return Self(
      targetSlots: targets, rule: rule, durationSlot: duration, easing: easing, spring: spring,
      flingSlot: fling, decelerationSlot: deceleration, movesInput: movesInput)
  }
}

extension CompiledGraph.SpringSource {
  private enum Key: String, GraphKeys { case form, slots }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var form = Form.response
    var slots: [Int32] = []
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .form: form = try reader.readChoice()
      // The count is checked against the form with the graph.
      case .slots: slots = try reader.readInt32s(limit: .snapTargets)
      }
    }
    return Self(form: form, slots: slots)
  }
}

extension CompiledGraph.Transition {
  private enum Key: String, GraphKeys {
    // The slots and counts first, in the order of `fields` below.
    case valueSlot, fromSlot, toSlot, durationSlot, codeStart, codeCount, conditionSlot
    case name, easeOn, easeOff, spring, backDurationSlot, springBack
    var isOptional: Bool { self == .spring || self == .backDurationSlot || self == .springBack }
  }

  /// The keys in order, once: `fields` holds the integers by it.
  private static let keys = Key.allCases

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var fields: [Int32] = Array(repeating: 0, count: 7)
    var name = ""
    var (easeOn, easeOff) = (Easing.linear, Easing.linear)
    var (spring, springBack): (CompiledGraph.SpringSource?, CompiledGraph.SpringSource?)
    var backDurationSlot: Int32?
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .name: name = try reader.readString()
      case .easeOn: easeOn = try reader.readEasing()
      case .easeOff: easeOff = try reader.readEasing()
      case .spring: spring = reader.readNull() ? nil : try CompiledGraph.SpringSource.read(&reader)
      case .springBack:
        springBack = reader.readNull() ? nil : try CompiledGraph.SpringSource.read(&reader)
      case .backDurationSlot: backDurationSlot = reader.readNull() ? nil : try reader.readInt32()
      default: fields[Self.keys.firstIndex(of: key)!] = try reader.readInt32()
      }
    }
    return Self(
      name: name, easeOn: easeOn, easeOff: easeOff, valueSlot: fields[0], fromSlot: fields[1],
      toSlot: fields[2], durationSlot: fields[3], codeStart: fields[4], codeCount: fields[5],
      conditionSlot: fields[6], spring: spring, backDurationSlot: backDurationSlot,
      springBack: springBack)
  }
}

extension CompiledGraph.Signal {
  private enum Key: String, GraphKeys {
    case name, defaultValue, isBoolean, valueSlot, latch
    var isOptional: Bool { self == .latch }
  }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var (name, defaultValue, isBoolean, valueSlot) = ("", 0.0, false, Int32(0))
    var latch: CompiledGraph.Latch?
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .name: name = try reader.readString()
      case .defaultValue: defaultValue = try reader.readDouble()
      case .isBoolean: isBoolean = try reader.readBool()
      case .valueSlot: valueSlot = try reader.readInt32()
      case .latch: latch = reader.readNull() ? nil : try CompiledGraph.Latch.read(&reader)
      }
    }
    return Self(
      name: name, defaultValue: defaultValue, isBoolean: isBoolean, valueSlot: valueSlot,
      latch: latch)
  }
}

extension CompiledGraph.Latch {
  private enum Key: String, GraphKeys { case codeStart, codeCount, conditionSlot, valueSlot }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var fields: [Int32] = [0, 0, 0, 0]
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      fields[Key.allCases.firstIndex(of: key)!] = try reader.readInt32()
    }
    return Self(
      codeStart: fields[0], codeCount: fields[1], conditionSlot: fields[2], valueSlot: fields[3])
  }
}

extension CompiledGraph.Clock {
  private enum Key: String, GraphKeys {
    case name, valueSlot, periodSlot, codeStart, codeCount, conditionSlot
    var isOptional: Bool { self == .periodSlot }
  }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var name = ""
    var period: Int32?
    var fields: [Int32] = [0, 0, 0, 0]
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .name: name = try reader.readString()
      case .periodSlot: period = reader.readNull() ? nil : try reader.readInt32()
      case .valueSlot: fields[0] = try reader.readInt32()
      case .codeStart: fields[1] = try reader.readInt32()
      case .codeCount: fields[2] = try reader.readInt32()
      case .conditionSlot: fields[3] = try reader.readInt32()
      }
    }
    return Self(
      name: name, valueSlot: fields[0], periodSlot: period, codeStart: fields[1],
      codeCount: fields[2], conditionSlot: fields[3])
  }
}

extension CompiledGraph.Output {
  private enum Key: String, GraphKeys { case target, property, slot }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var (target, property, slot): (String, String, Int32) = ("", "", 0)
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .target: target = try reader.readString()
      case .property: property = try reader.readString()
      case .slot: slot = try reader.readInt32()
      }
    }
    return Self(target: target, property: property, slot: slot)
  }
}

extension CompiledGraph.Target {
  private enum Key: String, GraphKeys { case name, anchor }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var name = ""
    var anchor = (0.5, 0.5)
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .name: name = try reader.readString()
      case .anchor: anchor = try reader.readPair()
      }
    }
    return Self(name: name, anchorX: anchor.0, anchorY: anchor.1)
  }
}
