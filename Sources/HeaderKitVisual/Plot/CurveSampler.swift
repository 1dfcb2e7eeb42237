public import HeaderKit
public import HeaderKitRuntime

/// Samples every output of a header against one input, finds where curves
/// jump and where they pass keyframes.
///
/// What a plot draws is bounded whatever the spec (see ``PlotLimits``): at
/// most ``PlotLimits/maxCharts`` charts, a fixed number of samples, and a
/// budget of evaluations for locating jumps and keyframes; what is left out
/// is recorded in ``PlotData/leftOut`` and said in the chart's notes.
public enum CurveSampler {
  /// The plot of a stateless sweep of `input` over raw offsets `range`.
  ///
  /// States stay at their initial values (``HeaderEvaluator/setInput(_:raw:)``);
  /// the notes say so for stateful graphs.
  /// - Parameters:
  ///   - evaluator: params applied; its inputs are moved, so pass a copy.
  ///   - compiled: the spec, for range shading; nil for a compiled graph alone.
  ///   - samples: evenly spaced offsets, plus keyframes' (at most
  ///     ``PlotLimits/maxKeyframeSamples``).
  ///   - work: evaluation work for sampling and locating (``EvaluationBudget``).
  public static func sweep(
    _ evaluator: HeaderEvaluator, compiled: CompiledSpec?, input: Int, range: ClosedRange<Double>,
    samples: Int = 400, work: Int = PlotLimits.defaultWork
  ) -> PlotData {
    var evaluator = evaluator
    let graph = evaluator.graph
    var budget = EvaluationBudget(work: work)
    var leftOut = PlotData.LeftOut()
    let inputInfo = graph.inputs[input]
    let inset = evaluator.slotValue(Int(inputInfo.insetSlot))
    let rest = evaluator.restingInput(input)
    let charted = Array(graph.outputs.indices.prefix(PlotLimits.maxCharts))
    if charted.count < graph.outputs.count {
      leftOut.charts = (shown: charted.count, of: graph.outputs.count)
    }

    var xs = SweepDefaults.offsets(spanning: range, count: samples + 1)
    let feeding = charted.map { OutputDependencies.tracks(feeding: $0, in: graph) }
    let direct = Set(feeding.joined()).filter { graph.tracks[$0].driverSlot == inputInfo.valueSlot }
    var keyframeXs = Set<Double>()
    for track in direct.sorted() {
      for keyframe in evaluator.keyframes(ofTrack: track)
      where range.contains(keyframe.position - inset) {
        keyframeXs.insert(keyframe.position - inset)
      }
    }
    // Sampling may take half the budget; the rest locates jumps and keyframes.
    let affordable = max(0, budget.evaluations(of: graph) / 4 - xs.count)
    let keyframeLimit = min(PlotLimits.maxKeyframeSamples, affordable)
    xs += thinned(keyframeXs.sorted(), to: keyframeLimit)
    if keyframeXs.count > keyframeLimit {
      leftOut.keyframeSamples = (sampled: keyframeLimit, of: keyframeXs.count)
    }
    xs = Array(Set(xs)).sorted()

    // The drivers of tracks not over the input, whose keyframe crossings are searched.
    let allDrivers = Set(feeding.joined().map { Int(graph.tracks[$0].driverSlot) })
      .subtracting([Int(inputInfo.valueSlot)]).sorted()
    let driverSlots = Array(allDrivers.prefix(PlotLimits.maxDrivers))
    if driverSlots.count < allDrivers.count {
      leftOut.drivers = (followed: driverSlots.count, of: allDrivers.count)
    }
    // Reading slots runs the whole frame once more: a second evaluation.
    _ = budget.spend(xs.count * (driverSlots.isEmpty ? 1 : 2), of: graph)
    var values: [[Double]] = []
    var drivers: [[Double]] = []
    for x in xs {
      evaluator.setInput(input, raw: x)
      values.append(Array(evaluator.allValues.prefix(charted.count)))
      if !driverSlots.isEmpty {
        let slots = evaluator.slotValues()
        drivers.append(driverSlots.map { slots[$0] })
      }
    }

    var charts: [PlotData.Chart] = []
    for (column, index) in charted.enumerated() {
      let output = graph.outputs[index]
      let ys = values.map { $0[column] }
      // Each chart may spend an equal share of what is left on locating,
      // so that no chart starves those after it.
      var share = budget.evaluations(of: graph) / (charted.count - column)
      var located = true
      let value = { (x: Double) -> Double in
        guard share > 0, budget.spend(1, of: graph) else {
          located = false
          return .nan
        }
        share -= 1
        evaluator.setInput(input, raw: x)
        return evaluator.value(at: index)
      }
      let jumps = findJumps(xs: xs, ys: ys, value: value)
      var markers: [PlotData.Point] = []
      var positions = 0
      for track in feeding[column] where positions < PlotLimits.maxMarkers && located {
        let driver = Int(graph.tracks[track].driverSlot)
        let keyframes = evaluator.keyframes(ofTrack: track).prefix(
          PlotLimits.maxMarkers - positions)
        positions += keyframes.count
        let crossings: [Double]
        if graph.tracks[track].driverSlot == inputInfo.valueSlot {
          crossings = keyframes.map { $0.position - inset }.filter(range.contains)
        } else if let driverColumn = driverSlots.firstIndex(of: driver) {
          let samplesOfDriver = drivers.map { $0[driverColumn] }
          crossings = keyframes.flatMap { keyframe in
            findCrossings(of: keyframe.position, xs: xs, driver: samplesOfDriver) { x in
              // Moving the input and reading a slot: two evaluations.
              guard share > 1, budget.spend(2, of: graph) else {
                located = false
                return .nan
              }
              share -= 2
              evaluator.setInput(input, raw: x)
              return evaluator.slotValue(driver)
            }
          }
        } else {
          crossings = []
        }
        for x in crossings where !markers.contains(where: { abs($0.x - x) < 1e-9 }) {
          let y = value(x)
          if y.isFinite { markers.append(PlotData.Point(x: x, y: y)) }
        }
      }
      if !located { leftOut.partlyLocated += 1 }
      markers.sort { $0.x < $1.x }
      charts.append(
        PlotData.Chart(
          key: output.key, unit: PlotData.unit(of: output.property),
          pieces: pieces(xs: xs, ys: ys, jumps: jumps), jumps: jumps, keyframes: markers))
    }

    var notes: [String] = []
    if !graph.states.isEmpty || !graph.transitions.isEmpty {
      let held =
        graph.states.map { ($0.name, $0.valueSlot) }
        + graph.transitions.map { ($0.name, $0.valueSlot) }
      let values = held.map { "\($0.0) = \(displayNumber(evaluator.slotValue(Int($0.1))))" }
      let what =
        graph.transitions.isEmpty
        ? "states held at their initial values"
        : "states and transitions held at their values at rest"
      notes.append(
        "Stateless sweep: \(what) (\(values.joined(separator: ", "))); "
          + "plot a scripted scroll with --trace.")
    }
    notes += leftOut.notes
    let stateless = graph.states.isEmpty && graph.transitions.isEmpty ? "" : " (a stateless sweep)"
    let properties = "\(charts.count) \(charts.count == 1 ? "property" : "properties")"
    var bands = bands(compiled, evaluator: evaluator, input: input, inset: inset)
    if bands.count > PlotLimits.maxBands {
      notes.append("The first \(PlotLimits.maxBands) of \(bands.count) ranges are shaded.")
      bands.removeSubrange(PlotLimits.maxBands...)
    }
    var data = PlotData(
      title: "\(graph.name): \(properties) against \(inputInfo.name)\(stateless)",
      notes: notes, xLabel: "\(inputInfo.name) (raw offset, pt)", xRange: range,
      bands: bands, rest: rest, charts: charts)
    data.leftOut = leftOut
    return data
  }

  /// The plot of a trace: every output after each event, against the event's number.
  ///
  /// A trace of at most ``PlotLimits/maxTraceEvents`` events is expected
  /// (the command line refuses longer ones); each event is a dot while there
  /// are at most ``PlotLimits/maxDots``.
  public static func trace(_ evaluator: HeaderEvaluator, trace: Trace, input: Int) -> PlotData {
    var evaluator = evaluator
    let graph = evaluator.graph
    let charted = Array(graph.outputs.indices.prefix(PlotLimits.maxCharts))
    var leftOut = PlotData.LeftOut()
    if charted.count < graph.outputs.count {
      leftOut.charts = (shown: charted.count, of: graph.outputs.count)
    }
    let events = trace.events.prefix(PlotLimits.maxTraceEvents)
    var values: [[Double]] = Array(repeating: [], count: charted.count)
    let inputs = evaluator.eventInputs(trace, default: input)
    for (index, event) in events.enumerated() {
      evaluator.apply(event.value, input: inputs[index])
      for (column, value) in evaluator.allValues.prefix(charted.count).enumerated() {
        values[column].append(value)
      }
    }
    let charts = charted.enumerated().map { column, index in
      let output = graph.outputs[index]
      let points = values[column].enumerated().map { PlotData.Point(x: Double($0 + 1), y: $1) }
      return PlotData.Chart(
        key: output.key, unit: PlotData.unit(of: output.property), pieces: [points], jumps: [],
        keyframes: [], dots: events.count <= PlotLimits.maxDots)
    }
    // Half an event of margin keeps the first and last dots off the frame.
    let end = Double(max(1, events.count)) + 0.5
    var data = PlotData(
      title:
        "\(graph.name): \(charts.count) properties over a trace of \(events.count) events",
      notes: [
        "Each point is the frame after an event (\(displayNumber(evaluator.time, decimals: 3)) s in all)."
      ] + leftOut.notes,
      xLabel: "event", xRange: 0.5...end, integerX: true, bands: [], rest: nil, charts: charts)
    data.leftOut = leftOut
    return data
  }

  /// At most `count` of sorted `values`, spread evenly over them.
  static func thinned(_ values: [Double], to count: Int) -> [Double] {
    guard values.count > count else { return values }
    guard count > 1 else { return Array(values.prefix(count)) }
    let stride = Double(values.count - 1) / Double(count - 1)
    return (0..<count).map { values[Int((Double($0) * stride).rounded())] }
  }

  // MARK: Jumps

  /// Discontinuities between samples: an interval whose change does not
  /// shrink below a threshold when halved 60 times holds a jump. At most
  /// ``PlotLimits/maxJumps`` are located; `value` returns NaN once the
  /// budget is spent, and locating stops there.
  static func findJumps(xs: [Double], ys: [Double], value: (Double) -> Double) -> [PlotData.Jump] {
    guard let low = ys.min(), let high = ys.max(), high > low else { return [] }
    // Half the range times twice the share: finite where the range itself overflows.
    let threshold = max(1e-9, Axis.halfSpan(low, high) * 2e-4)
    var jumps: [PlotData.Jump] = []
    for index in 0..<max(0, xs.count - 1)
    where abs(ys[index + 1] - ys[index]) > threshold && jumps.count < PlotLimits.maxJumps {
      var (left, right) = (xs[index], xs[index + 1])
      var (leftValue, rightValue) = (ys[index], ys[index + 1])
      for _ in 0..<64 {
        let middle = left + (right - left) / 2
        guard middle > left, middle < right else { break }
        let middleValue = value(middle)
        guard !middleValue.isNaN else { return jumps }
        if abs(middleValue - leftValue) >= abs(rightValue - middleValue) {
          (right, rightValue) = (middle, middleValue)
        } else {
          (left, leftValue) = (middle, middleValue)
        }
        if abs(rightValue - leftValue) <= threshold { break }
      }
      guard abs(rightValue - leftValue) > threshold else { continue }
      // Jumps sit at round numbers (keyframes, comparisons); the value there
      // tells which side is closed.
      let nice = (right * 1e6).rounded() / 1e6
      let x = abs(nice - right) <= max(1e-6, right - left) ? nice : right
      let atJump = value(x)
      guard !atJump.isNaN else { return jumps }
      let closedLeft = abs(atJump - leftValue) <= abs(atJump - rightValue)
      jumps.append(PlotData.Jump(x: x, left: leftValue, right: rightValue, closedLeft: closedLeft))
    }
    return jumps
  }

  /// The samples cut into continuous pieces at the jumps; each piece ends
  /// (or starts) at the jump with the limit from its side.
  static func pieces(xs: [Double], ys: [Double], jumps: [PlotData.Jump]) -> [[PlotData.Point]] {
    var pieces: [[PlotData.Point]] = []
    var current: [PlotData.Point] = []
    var pending = jumps[...]
    for index in xs.indices {
      // A sample exactly at a jump belongs to the side whose value it takes.
      while let jump = pending.first, index > 0,
        jump.x < xs[index] || (jump.x == xs[index] && !jump.closedLeft)
      {
        current.append(PlotData.Point(x: jump.x, y: jump.left))
        pieces.append(current)
        current = [PlotData.Point(x: jump.x, y: jump.right)]
        pending = pending.dropFirst()
      }
      current.append(PlotData.Point(x: xs[index], y: ys[index]))
    }
    pieces.append(current)
    return pieces.map { piece in
      piece.enumerated().filter { $0.offset == 0 || $0.element != piece[$0.offset - 1] }.map(
        \.element)
    }
  }

  // MARK: Keyframes through vars

  /// Offsets where a sampled driver passes `position`, refined by bisection;
  /// `value` returns NaN once the budget is spent, and refining stops there.
  static func findCrossings(
    of position: Double, xs: [Double], driver: [Double], value: (Double) -> Double
  ) -> [Double] {
    var found: [Double] = []
    for index in xs.indices {
      if driver[index] == position {
        if index == 0 || driver[index - 1] != position { found.append(xs[index]) }
        continue
      }
      guard index + 1 < xs.count else { continue }
      let (a, b) = (driver[index] - position, driver[index + 1] - position)
      guard a * b < 0 else { continue }
      var (left, right) = (xs[index], xs[index + 1])
      for _ in 0..<60 {
        let middle = left + (right - left) / 2
        guard middle > left, middle < right else { break }
        let driverValue = value(middle)
        guard !driverValue.isNaN else { return found }
        if (driverValue - position) * a > 0 { left = middle } else { right = middle }
      }
      found.append(right)
    }
    return found
  }

  // MARK: Ranges

  private static func bands(
    _ compiled: CompiledSpec?, evaluator: HeaderEvaluator, input: Int, inset: Double
  ) -> [PlotData.Band] {
    guard let compiled else { return [] }
    let name = evaluator.graph.inputs[input].name
    return zip(compiled.spec.ranges, compiled.rangeSlots).compactMap { range, slots in
      guard range.input.value == name else { return nil }
      let from = evaluator.slotValue(slots.from) - inset
      let to = evaluator.slotValue(slots.to) - inset
      return PlotData.Band(name: range.name.value, from: min(from, to), to: max(from, to))
    }
  }
}
