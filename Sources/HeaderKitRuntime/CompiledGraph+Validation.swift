extension CompiledGraph {
  /// Checks that every index is in range, every number that must be finite
  /// is, each instruction is where it may be, the graph is within every
  /// ``GraphLimit`` and its names follow ``NameRule``: what makes evaluating
  /// it safe, setting it up bounded, and its names fit to print and to
  /// write as code.
  /// - Complexity: O(graph size); the counts are checked first.
  func validate() throws(GraphError) {
    guard formatVersion == Self.currentFormatVersion else {
      throw .unsupportedFormat(formatVersion)
    }
    let codeCount = setupCode.count + frameCode.count + keyframeCode.count + stateCode.count
    let snapTargetCount = states.reduce(0) { $0 + ($1.snap?.targetSlots.count ?? 0) }
    // Summed apart: inside the literal below the sum takes the type checker minutes.
    let eventElements: Int = states.count + transitions.count + signals.count + clocks.count
    for (limit, count) in [
      (GraphLimit.instructions, codeCount), (.tracks, tracks.count),
      (.keyframeSources, keyframeSources.count),
      (.states, eventElements),
      (.inputs, inputs.count), (.params, params.count), (.constants, constants.count),
      (.outputs, outputs.count), (.snapTargets, snapTargetCount),
    ] {
      try Self.check(limit, count)
    }
    try checkNames()
    guard slotCount >= 0 else { throw .limitExceeded(.slots, found: slotCount, limit: slotLimit) }
    try Self.check(.slots, slotCount, limit: slotLimit)

    var lists: [Int] = []
    for (index, param) in params.enumerated() {
      guard param.defaultValues.allSatisfy(\.isFinite) else {
        throw .nonFinite(.param, element: index)
      }
      switch param.storage {
      case .scalar(let slot):
        try check(slot, .param, index)
        guard param.defaultValues.count == 1 else { throw .invalidParam(element: index) }
      case .list(let list):
        guard Int(list) == lists.count else { throw .invalidParam(element: index) }
        lists.append(param.defaultValues.count)
      }
    }
    try Self.check(.listElements, lists.reduce(0, +))

    for (index, input) in inputs.enumerated() {
      for slot in [input.rawSlot, input.valueSlot, input.insetSlot, input.initialSlot] {
        try check(slot, .input, index)
      }
      if let sweep = input.sweep, !sweep.lowerBound.isFinite || !sweep.upperBound.isFinite {
        throw .nonFinite(.input, element: index)
      }
    }
    for (index, constant) in constants.enumerated() {
      try check(constant.slot, .constant, index)
      guard constant.value.isFinite else { throw .nonFinite(.constant, element: index) }
    }
    for (index, track) in tracks.enumerated() {
      try check(track.driverSlot, .track, index)
      try check(track.firstSource, track.sourceCount, within: keyframeSources.count, .track, index)
    }
    for (index, source) in keyframeSources.enumerated() {
      guard source.list >= -1, source.list < lists.count else {
        throw .indexOutOfRange(.keyframeSource, element: index, index: Int(source.list))
      }
      for slot in [source.indexSlot, source.itemSlot, source.atSlot, source.valueSlot] {
        try check(slot, .keyframeSource, index)
      }
      try check(
        source.codeStart, source.codeCount, within: keyframeCode.count, .keyframeSource, index)
    }
    var guardWork = 0
    for (index, state) in states.enumerated() {
      guard state.input >= 0, state.input < inputs.count else {
        throw .indexOutOfRange(.state, element: index, index: Int(state.input))
      }
      for slot in state.eventSlots + state.setupSlots + [
        state.downSlot, state.upSlot, state.gateSlot, state.positionSlot,
      ] {
        try check(slot, .state, index)
      }
      try check(state.guardStart, state.guardCount, within: stateCode.count, .state, index)
      if let spring = state.snap?.spring, spring.slots.count != spring.form.slotCount {
        throw .indexOutOfRange(.state, element: index, index: spring.slots.count)
      }
      guardWork += Int(state.guardCount)
    }
    for (index, transition) in transitions.enumerated() {
      for slot in transition.setupSlots + [transition.valueSlot, transition.conditionSlot] {
        try check(slot, .transition, index)
      }
      try check(
        transition.codeStart, transition.codeCount, within: stateCode.count, .transition, index)
      for spring in [transition.spring, transition.springBack].compactMap(\.self)
      where spring.slots.count != spring.form.slotCount {
        throw .indexOutOfRange(.transition, element: index, index: spring.slots.count)
      }
      guardWork += Int(transition.codeCount)
    }
    for (index, signal) in signals.enumerated() {
      guard signal.defaultValue.isFinite else { throw .nonFinite(.signal, element: index) }
      try check(signal.valueSlot, .signal, index)
      guard let latch = signal.latch else { continue }
      for slot in [latch.conditionSlot, latch.valueSlot] { try check(slot, .signal, index) }
      try check(latch.codeStart, latch.codeCount, within: stateCode.count, .signal, index)
      guardWork += Int(latch.codeCount)
    }
    for (index, clock) in clocks.enumerated() {
      var slots: [Int32] = [clock.valueSlot, clock.conditionSlot]
      if let period = clock.periodSlot { slots.append(period) }
      for slot in slots { try check(slot, .clock, index) }
      try check(clock.codeStart, clock.codeCount, within: stateCode.count, .clock, index)
      guardWork += Int(clock.codeCount)
    }
    try Self.check(.guardWork, guardWork)
    for (index, output) in outputs.enumerated() { try check(output.slot, .output, index) }
    try checkTargets()

    try checkCode(lists: lists.count)
    let easings = Set(
      keyframeSources.map(\.easing) + states.compactMap(\.snap?.easing)
        + transitions.flatMap { [$0.easeOn, $0.easeOff] })
    try Self.check(.easings, easings.count)
    let cost = setupCost(listLengths: lists)
    try Self.check(.builtKeyframes, cost.keyframes)
    try Self.check(.setupWork, cost.work)
  }

  /// The graph has a name (of at most ``GraphLimit/nameLength`` characters); inputs, params, states, transitions and the
  /// outputs' targets are named as a spec's names must be, each output
  /// sets a known property, and no two share a name (no two outputs a
  /// property). (The targets are the outputs' targets: ``checkTargets()``.)
  private func checkNames() throws(GraphError) {
    if name.isEmpty { throw .emptyName }
    try Self.check(.nameLength, name.unicodeScalars.count)
    func check(_ part: GraphPart, _ names: [String]) throws(GraphError) {
      for (index, name) in names.enumerated() {
        if let problem = NameRule.problem(with: name) {
          throw .invalidName(part, element: index, name: name, problem)
        }
      }
    }
    try check(.input, inputs.map(\.name))
    try check(.param, params.map(\.name))
    try check(.state, states.map(\.name))
    try check(.transition, transitions.map(\.name))
    try check(.signal, signals.map(\.name))
    try check(.clock, clocks.map(\.name))
    try check(.output, outputs.map(\.target))
    for (index, output) in outputs.enumerated() where !Output.isKnown(property: output.property) {
      throw .unknownProperty(element: index, property: output.property)
    }
    // One namespace, as in a spec: an app finds each by its name.
    var names = Set<String>()
    let named: [(GraphPart, [String])] = [
      (.input, inputs.map(\.name)), (.param, params.map(\.name)),
      (.state, states.map(\.name)), (.transition, transitions.map(\.name)),
      (.signal, signals.map(\.name)), (.clock, clocks.map(\.name)),
    ]
    for (part, partNames) in named {
      for (index, name) in partNames.enumerated() where !names.insert(name).inserted {
        throw .duplicateName(part, element: index, name: name)
      }
    }
    var keys = Set<String>()
    for (index, output) in outputs.enumerated() where !keys.insert(output.key).inserted {
      throw .duplicateName(.output, element: index, name: output.key)
    }
  }

  /// Each target of the outputs exactly once, in order of its first output,
  /// with a finite anchor.
  private func checkTargets() throws(GraphError) {
    let names = Self.targetNames(of: outputs)
    for (index, target) in targets.enumerated() {
      guard index < names.count, target.name == names[index] else {
        throw .invalidTarget(element: index)
      }
      guard target.anchorX.isFinite, target.anchorY.isFinite else {
        throw .nonFinite(.target, element: index)
      }
    }
    guard targets.count == names.count else { throw .invalidTarget(element: targets.count) }
  }

  /// The most slots the graph may have: 65,536 plus 4 per element (an
  /// instruction, input, param, constant, track, keyframe source, state,
  /// snap target, output or transition), and at most ``GraphLimit/slots``' limit.
  package var slotLimit: Int {
    // Summed in parts, each typed: one long sum takes the type checker minutes.
    let code: Int = setupCode.count + frameCode.count + keyframeCode.count + stateCode.count
    let parts: Int =
      inputs.count + params.count + constants.count + tracks.count + keyframeSources.count
    let events: Int = states.count + transitions.count + signals.count + clocks.count
    let targets: Int = states.reduce(0) { $0 + ($1.snap?.targetSlots.count ?? 0) }
    let elements: Int = code + parts + events + outputs.count + targets
    return min(GraphLimit.slots.limit, 65_536 + 4 * elements)
  }

  /// Throws ``GraphError/limitExceeded(_:found:limit:)`` when lists of
  /// these lengths (in list order) would hold too many elements, build too
  /// many keyframes or run too much set-up code, checked in that order: what
  /// a list param's `setParam` refuses, checked without setting anything up.
  package func checkSetup(listLengths lengths: [Int]) throws(GraphError) {
    try ListParamCost(self).check(listLengths: lengths)
  }

  /// How many keyframes set-up builds for lists of these lengths (in list
  /// order), and how many set-up instructions it runs (see ``ListParamCost``).
  /// - Complexity: O(keyframe sources + tracks).
  package func setupCost(listLengths: [Int]) -> (keyframes: Int, work: Int) {
    ListParamCost(self).cost(listLengths: listLengths)
  }

  /// Every instruction's slots, lists and tracks in range, and where it may be.
  private func checkCode(lists: Int) throws(GraphError) {
    // What may write a slot: 0 any code, 1 set-up code only, 2 no code (events).
    var owner = [UInt8](repeating: 0, count: slotCount)
    for input in inputs {
      owner[Int(input.insetSlot)] = 1
      owner[Int(input.initialSlot)] = 1
    }
    for state in states { for slot in state.setupSlots { owner[Int(slot)] = 1 } }
    for transition in transitions { for slot in transition.setupSlots { owner[Int(slot)] = 1 } }
    for input in inputs {
      owner[Int(input.rawSlot)] = 2
      owner[Int(input.valueSlot)] = 2
    }
    for state in states { for slot in state.eventSlots { owner[Int(slot)] = 2 } }
    for transition in transitions { owner[Int(transition.valueSlot)] = 2 }
    for signal in signals { owner[Int(signal.valueSlot)] = 2 }
    for clock in clocks {
      if let period = clock.periodSlot { owner[Int(period)] = 1 }
      owner[Int(clock.valueSlot)] = 2
    }

    for (part, code) in [
      (GraphPart.setupCode, setupCode), (.frameCode, frameCode), (.keyframeCode, keyframeCode),
      (.stateCode, stateCode),
    ] {
      for (index, instruction) in code.enumerated() {
        try check(instruction.dst, part, index)
        for slot in instruction.slotOperands { try check(slot, part, index) }
        let op = instruction.op
        if op.readsList, !(0..<lists).contains(Int(instruction.a)) {
          throw .indexOutOfRange(part, element: index, index: Int(instruction.a))
        }
        if op == .track, !tracks.indices.contains(Int(instruction.a)) {
          throw .indexOutOfRange(part, element: index, index: Int(instruction.a))
        }
        // Set-up and keyframe code run while keyframes are being rebuilt.
        let trackMisplaced = op == .track && (part == .setupCode || part == .keyframeCode)
        let writer = owner[Int(instruction.dst)]
        if trackMisplaced || writer == 2 || (writer == 1 && part != .setupCode) {
          throw .misplacedInstruction(part, element: index)
        }
      }
    }
  }

  private func check(_ slot: some BinaryInteger, _ part: GraphPart, _ element: Int)
    throws(GraphError)
  {
    guard slot >= 0, Int(slot) < slotCount else {
      throw .slotOutOfRange(part, element: element, slot: Int(slot))
    }
  }

  /// `start..<start + count` within `0..<total`.
  private func check(
    _ start: Int32, _ count: Int32, within total: Int, _ part: GraphPart, _ element: Int
  ) throws(GraphError) {
    guard start >= 0, count >= 0, Int(start) + Int(count) <= total else {
      throw .indexOutOfRange(part, element: element, index: Int(start) + Int(Swift.max(0, count)))
    }
  }

  private static func check(_ limit: GraphLimit, _ count: Int, limit maximum: Int? = nil)
    throws(GraphError)
  {
    let maximum = maximum ?? limit.limit
    guard count <= maximum else { throw .limitExceeded(limit, found: count, limit: maximum) }
  }
}

extension CompiledGraph.StateMachine {
  /// The slots only events write: the model and presented values.
  var eventSlots: [Int32] { [modelSlot, valueSlot] }

  /// The set-up values events read: only set-up code writes them.
  var setupSlots: [Int32] {
    [initialSlot, minSlot, maxSlot, followSlot]
      + (limits.map { [$0.lowerSlot, $0.upperSlot] } ?? [])
      + (snap?.setupSlots ?? [])
  }
}

extension CompiledGraph.Output {
  /// The properties an output may set besides custom numbers: a view's
  /// numbers, a constraint's `constant`, and each colour's four channels.
  public static let knownProperties: [String] =
    HeaderTarget.viewProperties + ["constant"]
    + HeaderTarget.colorProperties.flatMap { color in
      ColorOutputs.channelSuffixes.map { "\(color).\($0)" }
    }

  private static let knownPropertySet = Set(knownProperties)

  /// Whether an output may set `property`: one of ``knownProperties``, or
  /// `custom.` and a name (``NameRule``).
  public static func isKnown(property: String) -> Bool {
    if knownPropertySet.contains(property) { return true }
    guard property.hasPrefix(CustomOutput.prefix) else { return false }
    return NameRule.problem(with: String(property.dropFirst(CustomOutput.prefix.count))) == nil
  }
}
