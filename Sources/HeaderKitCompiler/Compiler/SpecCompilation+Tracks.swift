import HeaderKitDiagnostics
import HeaderKitRuntime

extension SpecCompilation {
  /// Compiles a track's keyframe sources and returns the track's index.
  mutating func compileTrack(_ decl: TrackDecl, owner: String, output: Int?) -> Int {
    var driverSlot = 0
    var overRange: (from: CodeBuilder.Operand, to: CodeBuilder.Operand)?
    switch symbols[decl.over.value] {
    case .range(let index):
      // Over a range the track runs over the range's input, its positions
      // placed between the range's ends.
      if case .input(let input) = symbols[spec.ranges[index].input.value] {
        driverSlot = inputSlots[input].value
      }
      overRange = (
        CodeBuilder.Operand(slot: rangeSlots[index].from, phase: .setup),
        CodeBuilder.Operand(slot: rangeSlots[index].to, phase: .setup)
      )
    case let symbol?:
      // Any other driver is read where an expression naming it reads it, so
      // no kind of driver can be left out (a transition read slot 0).
      driverSlot =
        operand(for: symbol, named: decl.over.value, at: decl.over.range, context: .frame).slot
    case nil: break  // reported by resolveDriver
    }

    let firstSource = keyframeSources.count
    var previous: (position: Double, range: SourceRange)?
    for keyframe in decl.keyframes {
      var listIndex = -1
      var generator = false
      if let each = keyframe.each, case .param(let param) = symbols[each.value],
        let list = listIndexOfParam[param]
      {
        listIndex = list
        generator = true
        generatorSlots = (builder.newSlot(), builder.newSlot())
      }
      let context = CodeBuilder.Context.keyframe(generator: generator)
      let codeStart = builder.keyframeCode.count
      currentWhat = "the position of a keyframe"
      var position: CodeBuilder.Operand
      switch keyframe.at {
      case .percent(let percent, _): position = builder.constant(percent / 100)
      case .expression(let expression): position = compile(expression, context)
      }
      if let overRange {
        position = builder.emit(.lerp, [overRange.from, overRange.to, position], context: context)
      }
      currentWhat = "the value of a keyframe"
      let value = compile(keyframe.value, context)
      if !generator, position.phase <= .setup {
        let at = builder.shadow[position.slot]
        if let previous, at < previous.position {
          diagnostics.append(
            .keyframesOutOfOrder(
              position: at, previous: previous.position, at: keyframe.at.range,
              previousRange: previous.range))
        }
        previous = (max(at, previous?.position ?? at), keyframe.at.range)
      } else {
        previous = nil
      }
      keyframeSources.append(
        CompiledGraph.KeyframeSource(
          list: Int32(listIndex), indexSlot: Int32(generatorSlots?.index ?? 0),
          itemSlot: Int32(generatorSlots?.item ?? 0), codeStart: Int32(codeStart),
          codeCount: Int32(builder.keyframeCode.count - codeStart), atSlot: Int32(position.slot),
          valueSlot: Int32(value.slot), easing: keyframe.ease?.value ?? decl.ease?.value ?? .linear)
      )
      generatorSlots = nil
    }
    tracks.append(
      CompiledGraph.Track(
        driverSlot: Int32(driverSlot), firstSource: Int32(firstSource),
        sourceCount: Int32(keyframeSources.count - firstSource), before: decl.before,
        after: decl.after))
    trackOrigins.append(CompiledSpec.TrackOrigin(decl: decl, owner: owner, output: output))
    return tracks.count - 1
  }
}

extension SpecCompilation {
  /// Whether track `index` writes its slot on every frame: it has a keyframe
  /// that is not repeated over a list (which may be empty), and applies
  /// beyond both ends.
  func trackAlwaysWrites(_ index: Int) -> Bool {
    let track = tracks[index]
    let first = Int(track.firstSource)
    let sources = keyframeSources[first..<first + Int(track.sourceCount)]
    return track.before != .none && track.after != .none && sources.contains { $0.list < 0 }
  }

  /// Reports a spec whose tracks, with `each` keyframes repeated over their
  /// lists' defaults, would build more keyframes than ``SpecLimits`` allows,
  /// or run more keyframe code at set-up than the runtime's
  /// ``GraphLimit/setupWork``, at the track that goes past the limit.
  /// - Complexity: O(keyframe sources).
  mutating func checkBuiltKeyframes() {
    let limit = SpecLimits.default.maxBuiltKeyframes
    let workLimit = GraphLimit.setupWork.limit
    var total = 0
    var work = builder.setupCode.count
    for (index, track) in tracks.enumerated() {
      let first = Int(track.firstSource)
      for source in keyframeSources[first..<first + Int(track.sourceCount)] {
        let repeats = source.list >= 0 ? builder.listDefaults[Int(source.list)].count : 1
        total += repeats
        work += repeats * (Int(source.codeCount) + 1)
      }
      if total > limit {
        diagnostics.append(
          .limitExceeded(
            "keyframes in a spec (each 'each' keyframe counts once per element of its list)",
            limit: limit, at: trackOrigins[index].decl.range))
        return
      }
      if work > workLimit {
        diagnostics.append(
          .limitExceeded(
            "instructions of keyframe code to run at set-up (each 'each' keyframe's once per element of its list)",
            limit: workLimit, at: trackOrigins[index].decl.range))
        return
      }
    }
  }
}
