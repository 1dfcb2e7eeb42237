public import HeaderKit
public import HeaderKitRuntime

/// Samples every output of a header against one input, finds where curves
/// jump and where they pass keyframes.
public enum CurveSampler {
  /// The plot of a stateless sweep of `input` over raw offsets `range`.
  ///
  /// States stay at their initial values (``HeaderEvaluator/setInput(_:raw:)``);
  /// the notes say so for stateful graphs.
  /// - Parameters:
  ///   - evaluator: params applied; its inputs are moved, so pass a copy.
  ///   - compiled: the spec, for range shading; nil for a compiled graph alone.
  ///   - samples: evenly spaced offsets, plus every keyframe's.
  public static func sweep(
    _ evaluator: HeaderEvaluator, compiled: CompiledSpec?, input: Int, range: ClosedRange<Double>,
    samples: Int = 400
  ) -> PlotData {
    var evaluator = evaluator
    let graph = evaluator.graph
    let inputInfo = graph.inputs[input]
    let inset = evaluator.slotValue(Int(inputInfo.insetSlot))
    let rest = evaluator.restingInput(input)

    var xs = (0...samples).map {
      range.lowerBound + (range.upperBound - range.lowerBound) * Double($0) / Double(samples)
    }
    let feeding = graph.outputs.indices.map { OutputDependencies.tracks(feeding: $0, in: graph) }
    let direct = Set(feeding.joined()).filter { graph.tracks[$0].driverSlot == inputInfo.valueSlot }
    for track in direct {
      xs += evaluator.keyframes(ofTrack: track).map { $0.position - inset }.filter(range.contains)
    }
    xs = Array(Set(xs)).sorted()

    let driverSlots = Array(Set(graph.tracks.map { Int($0.driverSlot) })).sorted()
    var values: [[Double]] = []
    var drivers: [[Double]] = []
    for x in xs {
      evaluator.setInput(input, raw: x)
      values.append(evaluator.allValues)
      drivers.append(driverSlots.map { evaluator.slotValue($0) })
    }

    var charts: [PlotData.Chart] = []
    for (index, output) in graph.outputs.enumerated() {
      let ys = values.map { $0[index] }
      let value = { (x: Double) -> Double in
        evaluator.setInput(input, raw: x)
        return evaluator.value(at: index)
      }
      let jumps = findJumps(xs: xs, ys: ys, value: value)
      var markers: [PlotData.Point] = []
      for track in feeding[index] {
        let driver = Int(graph.tracks[track].driverSlot)
        let positions = evaluator.keyframes(ofTrack: track).map(\.position)
        let crossings: [Double]
        if graph.tracks[track].driverSlot == inputInfo.valueSlot {
          crossings = positions.map { $0 - inset }.filter(range.contains)
        } else {
          let column = driverSlots.firstIndex(of: driver)!
          let samplesOfDriver = drivers.map { $0[column] }
          crossings = positions.flatMap { position in
            findCrossings(of: position, xs: xs, driver: samplesOfDriver) { x in
              evaluator.setInput(input, raw: x)
              return evaluator.slotValue(driver)
            }
          }
        }
        for x in crossings where !markers.contains(where: { abs($0.x - x) < 1e-9 }) {
          markers.append(PlotData.Point(x: x, y: value(x)))
        }
      }
      markers.sort { $0.x < $1.x }
      charts.append(
        PlotData.Chart(
          key: output.key, unit: PlotData.unit(of: output.property),
          pieces: pieces(xs: xs, ys: ys, jumps: jumps), jumps: jumps, keyframes: markers))
    }

    var notes: [String] = []
    if !graph.states.isEmpty {
      let held = graph.states.map {
        "\($0.name) = \(displayNumber(evaluator.slotValue(Int($0.valueSlot))))"
      }
      notes.append(
        "Stateless sweep: states held at their initial values (\(held.joined(separator: ", "))); "
          + "plot a scripted scroll with --trace.")
    }
    let stateless = graph.states.isEmpty ? "" : " (a stateless sweep)"
    let properties = "\(charts.count) \(charts.count == 1 ? "property" : "properties")"
    return PlotData(
      title: "\(graph.name): \(properties) against \(inputInfo.name)\(stateless)",
      notes: notes, xLabel: "\(inputInfo.name) (raw offset, pt)", xRange: range,
      bands: bands(compiled, evaluator: evaluator, input: input, inset: inset), rest: rest,
      charts: charts)
  }

  /// The plot of a trace: every output after each event, against the event's number.
  public static func trace(_ evaluator: HeaderEvaluator, trace: Trace, input: Int) -> PlotData {
    var evaluator = evaluator
    let series = evaluator.simulate(trace, input: input)
    let xs = series.frames.indices.map { Double($0 + 1) }
    let charts = series.keys.enumerated().map { index, key in
      let points = zip(xs, series.frames).map { PlotData.Point(x: $0, y: $1.values[index]) }
      let property = String(key.split(separator: ".").last ?? "")
      return PlotData.Chart(
        key: key, unit: PlotData.unit(of: property), pieces: [points], jumps: [], keyframes: [],
        dots: true)
    }
    // Half an event of margin keeps the first and last dots off the frame.
    let end = Double(max(1, series.frames.count)) + 0.5
    let duration = series.frames.last?.time ?? 0
    return PlotData(
      title:
        "\(evaluator.graph.name): \(charts.count) properties over a trace of \(series.frames.count) events",
      notes: [
        "Each point is the frame after an event (\(displayNumber(duration, decimals: 3)) s in all)."
      ],
      xLabel: "event", xRange: 0.5...end, integerX: true, bands: [], rest: nil, charts: charts)
  }

  // MARK: Jumps

  /// Discontinuities between samples: an interval whose change does not
  /// shrink below a threshold when halved 60 times holds a jump.
  static func findJumps(xs: [Double], ys: [Double], value: (Double) -> Double) -> [PlotData.Jump] {
    guard let low = ys.min(), let high = ys.max(), high > low else { return [] }
    let threshold = max(1e-9, (high - low) * 1e-4)
    var jumps: [PlotData.Jump] = []
    for index in 0..<max(0, xs.count - 1) where abs(ys[index + 1] - ys[index]) > threshold {
      var (left, right) = (xs[index], xs[index + 1])
      var (leftValue, rightValue) = (ys[index], ys[index + 1])
      for _ in 0..<64 {
        let middle = left + (right - left) / 2
        guard middle > left, middle < right else { break }
        let middleValue = value(middle)
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

  /// Offsets where a sampled driver passes `position`, refined by bisection.
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
        if (value(middle) - position) * a > 0 { left = middle } else { right = middle }
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
