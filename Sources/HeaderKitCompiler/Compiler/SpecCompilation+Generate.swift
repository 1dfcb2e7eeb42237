import HeaderKitDiagnostics
@_spi(Generated) import HeaderKitRuntime

extension SpecCompilation {
  /// Emits the graph, visiting declarations in dependency order; nil (with
  /// a diagnostic) when the graph would be past a runtime limit.
  mutating func generate(order: [DependencyNode]) -> CompiledSpec? {
    allocateDeclarations()
    for node in order { compileNode(node) }
    let states = spec.states.indices.map { compileState($0, order: order) }
    let transitions = compileTransitions(order: order)
    let signals = compileSignals(order: order)
    let clocks = compileClocks(order: order)
    let (outputs, outputRanges) = compileTargets()
    checkBuiltKeyframes()
    let graph: CompiledGraph
    do {
      graph = try makeGraph(
        states: states, transitions: transitions, signals: signals, clocks: clocks,
        outputs: outputs)
    } catch {
      if case .limitExceeded(let limit, _, let maximum) = error {
        diagnostics.append(.limitExceeded(limit.description, limit: maximum, at: spec.name.range))
      } else {
        assertionFailure("the compiler made an invalid graph: \(error)")
        diagnostics.append(.limitExceeded("graph errors (\(error))", limit: 0, at: spec.name.range))
      }
      return nil
    }
    var compiled = CompiledSpec(
      spec: spec, graph: graph, tracks: trackOrigins, outputRanges: outputRanges,
      varSlots: varOperands.map { $0?.slot ?? 0 })
    compiled.rangeSlots = rangeSlots.map { ($0.from, $0.to) }
    return compiled
  }

  /// The graph of what was emitted, checked as a loaded graph is.
  private func makeGraph(
    states: [CompiledGraph.StateMachine], transitions: [CompiledGraph.Transition],
    signals: [CompiledGraph.Signal], clocks: [CompiledGraph.Clock],
    outputs: [CompiledGraph.Output]
  ) throws(GraphError) -> CompiledGraph {
    // The targets with an output, as a set: a search of the outputs per
    // target was quadratic (seconds at 10,000 targets).
    let animated = Set(outputs.map(\.target))
    return try CompiledGraph(
      name: spec.name.value,
      inputs: spec.inputs.enumerated().map { index, input in
        let slots = inputSlots[index]
        return CompiledGraph.Input(
          name: input.name.value, axis: input.axis, rawSlot: Int32(slots.raw),
          valueSlot: Int32(slots.value), insetSlot: Int32(slots.inset),
          initialSlot: Int32(slots.initial), sweep: inputSweeps[index])
      },
      params: spec.params.enumerated().map { index, param in
        switch param.value.value {
        case .number(let value):
          return CompiledGraph.Param(
            name: param.name.value, storage: .scalar(slot: Int32(paramSlots[index])),
            defaultValues: [value])
        case .list(let values):
          return CompiledGraph.Param(
            name: param.name.value, storage: .list(index: Int32(listIndexOfParam[index]!)),
            defaultValues: values)
        }
      },
      slotCount: builder.slotCount, constants: builder.constants, setupCode: builder.setupCode,
      frameCode: builder.frameCode, tracks: tracks, keyframeSources: keyframeSources,
      keyframeCode: builder.keyframeCode, states: states, stateCode: builder.stateCode,
      transitions: transitions, signals: signals, clocks: clocks, outputs: outputs,
      targets: spec.targets.filter { animated.contains($0.name.value) }
        .map { target in
          let anchor = target.anchor?.value ?? [0.5, 0.5]
          return CompiledGraph.Target(
            name: target.name.value, anchorX: anchor[0], anchorY: anchor[1])
        })
  }

  /// Gives every declaration its slots before any code refers to them.
  private mutating func allocateDeclarations() {
    for (index, param) in spec.params.enumerated() {
      switch param.value.value {
      case .number(let value):
        // Any finite number: an app may set it (`setParam` makes it finite).
        paramSlots.append(builder.newSlot(shadow: value, range: .finite))
      case .list(let values):
        paramSlots.append(0)
        listIndexOfParam[index] = builder.listDefaults.count
        builder.listDefaults.append(values)
      }
    }
    for _ in spec.inputs {
      // The evaluator stores offsets finite.
      inputSlots.append((builder.newSlot(range: .finite), builder.newSlot(range: .finite), 0, 0))
      inputSweeps.append(nil)
    }
    for _ in spec.ranges { rangeSlots.append((0, 0, builder.newSlot())) }
    varOperands = Array(repeating: nil, count: spec.vars.count)
    for _ in spec.states { stateSlots.append((builder.newSlot(), builder.newSlot())) }
    for _ in spec.transitions { transitionSlots.append(builder.newSlot()) }
    // The engine stores signals finite.
    for signal in spec.signals {
      signalSlots.append(builder.newSlot(shadow: signal.defaultValue, range: .finite))
    }
    // The engine keeps clocks finite.
    for _ in spec.clocks { clockSlots.append(builder.newSlot(range: .finite)) }
  }

  private mutating func compileNode(_ node: DependencyNode) {
    switch node {
    case .input(let index): compileInput(index)
    case .range(let index): compileRange(index)
    case .variable(let index): compileVar(index)
    case .state, .transition: break  // assembled once every var exists
    }
  }

  private mutating func compileInput(_ index: Int) {
    let input = spec.inputs[index]
    // Finite, like every var: an overflowing inset (say `p * 10 - p * 10`
    // with p = 1e308) would otherwise make every offset and sweep NaN.
    currentWhat = "the inset of input '\(input.name.value)'"
    let inset =
      input.inset.map { builder.emit(.finite, [compile($0, .setup)], context: .setup) }
      ?? builder.constant(0)
    currentWhat = "the resting offset of input '\(input.name.value)'"
    let rest =
      input.rest.map { builder.emit(.finite, [compile($0, .setup)], context: .setup) }
      ?? builder.emit(.neg, [inset], context: .setup)
    inputSlots[index].inset = inset.slot
    inputSlots[index].initial = rest.slot
    if let bounds = input.bounds {
      currentWhat = "the bounds of input '\(input.name.value)'"
      let lowSlot = compile(bounds[0], .setup).slot
      let highSlot = compile(bounds[1], .setup).slot
      // Finite, so the sweep is an ordered range that JSON can hold.
      let low = ScalarOps.finite(builder.shadow[lowSlot])
      let high = ScalarOps.finite(builder.shadow[highSlot])
      inputSweeps[index] = min(low, high)...max(low, high)
    }
  }

  private mutating func compileRange(_ index: Int) {
    let range = spec.ranges[index]
    currentWhat = "the bounds of range '\(range.name.value)'"
    let before = diagnostics.count
    let from = compile(range.from, .setup)
    let to = compile(range.to, .setup)
    rangeSlots[index].from = from.slot
    rangeSlots[index].to = to.slot
    // A refused bound (`to: scroll`) compiles to a stand-in value: its width says nothing.
    let refused = diagnostics[before...].contains { $0.severity == .error }
    if !refused, builder.shadow[from.slot] == builder.shadow[to.slot] {
      diagnostics.append(
        .zeroWidthRange(range.name.value, at: builder.shadow[from.slot], range: range.name.range))
    }
    if referencedRanges.contains(index) { emitProgress(index, context: .frame) }
  }

  /// `progress = progress(input, from, to)` for a range read by name.
  mutating func emitProgress(_ index: Int, context: CodeBuilder.Context) {
    guard case .input(let input) = symbols[spec.ranges[index].input.value] else { return }
    let value = CodeBuilder.Operand(slot: inputSlots[input].value, phase: .frame)
    let from = CodeBuilder.Operand(slot: rangeSlots[index].from, phase: .setup)
    let to = CodeBuilder.Operand(slot: rangeSlots[index].to, phase: .setup)
    _ = builder.emit(
      .progress, [value, from, to], context: context, into: rangeSlots[index].progress)
  }

  /// Compiles a var, finite, into a slot (the slot of its expression when
  /// that is always finite); in guard context, again into the same slot.
  mutating func compileVar(_ index: Int, context: CodeBuilder.Context = .frame) {
    let variable = spec.vars[index]
    currentWhat = "var '\(variable.name.value)'"
    switch variable.definition {
    case .expression(let expression):
      if let existing = varOperands[index] {
        // Re-run only what changes as the header scrolls; set-up values stand.
        guard existing.phase == .frame else { return }
        let value = compile(expression, context)
        // The same slot when the var is another's value (an input, a range, a var).
        guard value.slot != existing.slot else { return }
        let op: Opcode = builder.ranges[value.slot].isFinite ? .copy : .finite
        _ = builder.emit(op, [value], context: context, into: existing.slot)
      } else {
        varOperands[index] = builder.finite(compile(expression, context), context: context)
      }
    case .track(let track):
      let slot = varOperands[index]?.slot ?? builder.newSlot()
      let trackIndex =
        varOperands[index] == nil
        ? compileTrack(track, owner: variable.name.value, output: nil) : trackIndexOfVar(index)
      builder.emitTrack(
        trackIndex, into: slot, fallback: 0, alwaysWrites: trackAlwaysWrites(trackIndex),
        context: context)
      builder.makeFinite(slot, context: context)
      varOperands[index] = CodeBuilder.Operand(slot: slot, phase: .frame)
    }
  }

  private func trackIndexOfVar(_ index: Int) -> Int {
    trackOrigins.firstIndex { $0.output == nil && $0.owner == spec.vars[index].name.value } ?? 0
  }

  // MARK: Targets

  private mutating func compileTargets() -> ([CompiledGraph.Output], [SourceRange]) {
    var outputs: [CompiledGraph.Output] = []
    var ranges: [SourceRange] = []
    /// Adds an output of `target` named `property`, its value in `slot`.
    func output(_ target: TargetDecl, _ property: String, _ slot: Int, _ range: SourceRange) {
      outputs.append(.init(target: target.name.value, property: property, slot: Int32(slot)))
      ranges.append(range)
    }
    for target in spec.targets {
      let order: [TargetProperty] =
        target.kind == .element ? TargetProperty.elementProperties : [.constant]
      for property in order {
        guard let decl = target.properties.first(where: { $0.property == property }) else {
          continue
        }
        let owner = "\(target.name.value).\(property.rawValue)"
        currentWhat = "'\(owner)'"
        let slot = compileProperty(
          decl.bindings, identity: property.identity, owner: owner, output: outputs.count)
        output(target, property.rawValue, slot.slot, decl.key.range)
      }
      for color in ColorProperty.allCases {
        guard let decl = target.colors.first(where: { $0.property == color }) else { continue }
        for (channel, slot) in compileColor(decl, target: target.name.value, output: outputs.count)
          .enumerated()
        {
          output(target, OutputProperty.channel(channel, of: color), slot, decl.key.range)
        }
      }
      for custom in target.custom {
        let property = OutputProperty.custom(custom.name.value)
        let owner = "\(target.name.value).\(property)"
        currentWhat = "'\(owner)'"
        let slot = compileProperty(
          custom.bindings, identity: 0, owner: owner, output: outputs.count)
        output(target, property, slot.slot, custom.name.range)
      }
    }
    return (outputs, ranges)
  }

  /// The value of a property, finite: its expression's, or one its tracks write.
  private mutating func compileProperty(
    _ bindings: [PropertyDecl.Binding], identity: Double, owner: String, output: Int
  ) -> CodeBuilder.Operand {
    if bindings.count == 1, case .expression(let expression) = bindings[0] {
      return builder.finite(compile(expression, .frame), context: .frame)
    }
    let slot = builder.newSlot()
    var fallback = builder.constant(identity).slot
    for binding in bindings {
      switch binding {
      case .expression(let expression):
        let value = compile(expression, .frame)
        builder.append(Instruction(.copy, slot, value.slot), phase: .frame, context: .frame)
      case .track(let track):
        let index = compileTrack(track, owner: owner, output: output)
        builder.emitTrack(
          index, into: slot, fallback: fallback, alwaysWrites: trackAlwaysWrites(index),
          context: .frame)
      }
      // Later tracks fall back to what the bindings before them wrote.
      fallback = slot
    }
    builder.makeFinite(slot, context: .frame)
    return CodeBuilder.Operand(slot: slot, phase: .frame)
  }

  /// The slots of a colour's red, green, blue and alpha outputs.
  ///
  /// Colours interpolate in sRGB with premultiplied alpha, as CSS
  /// transitions do: each track runs over the alpha and the channels times
  /// the alpha, and a channel is that product over the alpha (0 where the
  /// alpha is 0). When every colour has the same alpha, the products over
  /// it are the channels themselves, so the channels are interpolated
  /// directly and a keyframe's channels come out exactly.
  private mutating func compileColor(_ decl: ColorPropertyDecl, target: String, output: Int)
    -> [Int]
  {
    let alphas = Set(decl.colors.map(\.value.alpha))
    let premultiplied = alphas.count > 1
    let channels: [(HeaderColor) -> Double] = [
      { $0.red * (premultiplied ? $0.alpha : 1) }, { $0.green * (premultiplied ? $0.alpha : 1) },
      { $0.blue * (premultiplied ? $0.alpha : 1) }, { $0.alpha },
    ]
    var operands: [CodeBuilder.Operand] = []
    for (channel, value) in channels.enumerated() {
      let owner = "\(target).\(OutputProperty.channel(channel, of: decl.property))"
      currentWhat = "'\(owner)'"
      let bindings = decl.bindings.map { binding -> PropertyDecl.Binding in
        switch binding {
        case .color(let color):
          let number = value(color.value)
          return .expression(
            SpecExpression(
              text: "\(number)", range: color.range, tree: .number(number, at: color.range)))
        case .track(let track): return .track(track.channel(value))
        }
      }
      operands.append(
        compileProperty(bindings, identity: 0, owner: owner, output: output + channel))
    }
    guard premultiplied else { return operands.map(\.slot) }
    let alpha = operands[3]
    return operands.prefix(3).map {
      builder.finite(builder.emit(.div, [$0, alpha], context: .frame), context: .frame).slot
    } + [alpha.slot]
  }
}
