@_spi(Generated) import HeaderKitRuntime

/// How the frame's tracks find their segments, with frozen params: one
/// lookup per driver and keyframe positions, and for a few keyframes a
/// count of the positions reached where that gives the same values.
struct TrackLocates: Sendable {
  /// For each track the frame evaluates, the track whose lookup it shares
  /// (itself, or the first track with the same driver and positions).
  let owner: [Int: Int]
  /// Tracks whose lookup counts the inner positions `x` has reached (see
  /// ``countsPositions(_:)``).
  let counting: Set<Int>

  /// The lookups of `tracks` of `graph`. With frozen keyframes (`keys`),
  /// tracks over one driver with the same positions, bit for bit, share a
  /// lookup; with settable params each track looks up alone, since its
  /// positions are known only at set-up.
  init(
    _ graph: CompiledGraph, tracks: [Int],
    keys: [[(position: Double, value: Double, curve: Int)]]?, easings: [Easing]
  ) {
    guard let keys else {
      (owner, counting) = (Dictionary(uniqueKeysWithValues: tracks.map { ($0, $0) }), [])
      return
    }
    let table = easings.map(EasingCurve.init)
    let counts = Set(
      tracks.filter { index in
        let track = graph.tracks[index]
        return Self.countsPositions(keys[index].count)
          && Self.clampsInSegments(
            KeyframeTrack(
              positions: keys[index].map(\.position), values: keys[index].map(\.value),
              curves: keys[index].map(\.curve), before: track.before, after: track.after),
            curves: table)
      })
    struct Lookup: Hashable {
      let driver: Int32
      let positions: [UInt64]
      let counts: Bool
    }
    var first: [Lookup: Int] = [:]
    var owner: [Int: Int] = [:]
    for index in tracks.sorted() {
      let lookup = Lookup(
        driver: graph.tracks[index].driverSlot,
        positions: keys[index].map(\.position.bitPattern), counts: counts.contains(index))
      owner[index] = first[lookup, default: index]
      first[lookup] = owner[index]
    }
    self.owner = owner
    counting = counts.filter { owner[$0] == $0 }
  }

  /// Whether a lookup of `count` keyframes counts the inner positions `x`
  /// has reached, one comparison each, rather than checking the segment
  /// last found and searching where it fails: for a few keyframes only.
  /// Since positions never decrease, the count is the last segment that
  /// starts at or before `x` (the first below it and for NaN, which reaches
  /// none, the last from the last position on). It has no branch that jumps
  /// mispredict (pinterest-pager's five keyframes on random jumps, its
  /// frame not yet inlined: 1.40-1.45x hand-written with the remembered
  /// segment, 1.15x counting); scrolling, where the remembered segment is
  /// always right, costs a little more (1.06-1.10x, 1.15x), which inlining
  /// small frames more than makes up. With two keyframes there is one
  /// segment, and nothing to count.
  static func countsPositions(_ count: Int) -> Bool { (3...8).contains(count) }

  /// Whether `track`'s value in the segment a count of positions finds is
  /// its value at `x`, bit for bit, for every `x`: below the first position
  /// the first segment, from the last on the last one, where `t` falls below
  /// 0 or reaches 1 and easing clamps it.
  ///
  /// Only for a track that clamps beyond both ends, with a last segment of
  /// finite, non-zero width. Between the ends (and for NaN) both lookups
  /// find the same segment. Beyond them each gives one value, which this
  /// compares at one `x` each. A curve that does not end at 0 and 1, or a
  /// −0.0 that interpolation turns into 0.0, make them differ.
  static func clampsInSegments(_ track: KeyframeTrack, curves: [EasingCurve]) -> Bool {
    guard track.before == .clamp, track.after == .clamp, track.count >= 2 else { return false }
    let width = track.positions[track.count - 1] - track.positions[track.count - 2]
    guard width > 0, width.isFinite else { return false }
    return [(-Double.infinity, 0), (.nan, 0), (.infinity, track.count - 2)].allSatisfy {
      x, segment in
      var track = track
      let plain = track.value(at: x, curves: curves)
      let counted = track.value(at: x, in: segment, curves: curves)
      return plain?.bitPattern == counted?.bitPattern
    }
  }
}

extension SwiftGenerator {
  /// The frame's track statements. With frozen params, each finds its
  /// segment with its owner's `locate` once per value of the driver (a
  /// local `segment<n>` that later tracks of the same lookup reuse until
  /// the driver is written again), then computes its value there. Where
  /// tracks share a lookup, their values are computed together with it,
  /// before any is stored: a store to the header between them keeps the
  /// compiler from sharing what they compute alike (the segment's width,
  /// `t`, and its easing). With settable params each track is the
  /// evaluator's: its stored ``KeyframeTrack`` looked up at its driver.
  struct FrameLocates {
    private var active: [Int: (driver: Int32, local: String)] = [:]
    /// The local holding the value of each track instruction (by index in
    /// the frame code) computed with its lookup.
    private var computed: [Int: String] = [:]
    private var count = 0
    private var valueCount = 0

    /// The statements for the track instruction at `index` of the frame
    /// code: the lookup unless one is active for its owner, then the value.
    mutating func statements(at index: Int, generator: SwiftGenerator) -> [String] {
      let code = generator.graph.frameCode
      let instruction = code[index]
      let track = Int(instruction.a)
      let driver = generator.graph.tracks[track].driverSlot
      guard generator.freezeParams else {
        return [generator.trackStatement(instruction, value: generator.trackValue(instruction))]
      }
      if let value = computed[index] {
        return [generator.trackStatement(instruction, value: value)]
      }
      let owner = generator.trackLocates.owner[track]!
      if let found = active[owner] {
        return [generator.trackStatement(instruction, segment: found.local)]
      }
      let local = "segment\(count)"
      count += 1
      active[owner] = (driver, local)
      var lines = ["let \(local) = locate\(owner)(\(generator.slot(driver)))"]
      // The tracks of this lookup from here until the driver is written.
      var sharing: [Int] = []
      for later in index..<code.count {
        let next = code[later]
        if next.op == .track, generator.trackLocates.owner[Int(next.a)] == owner {
          sharing.append(later)
        }
        if next.dst == driver { break }
      }
      guard sharing.count > 1 else {
        lines.append(generator.trackStatement(instruction, segment: local))
        return lines
      }
      for later in sharing {
        computed[later] = "value\(valueCount)"
        valueCount += 1
        lines.append(
          "let \(computed[later]!) = \(generator.trackValue(code[later], segment: local))")
      }
      lines.append(generator.trackStatement(instruction, value: computed[index]!))
      return lines
    }

    /// Forgets the lookups of a driver that `instruction` writes.
    mutating func written(by instruction: Instruction) {
      active = active.filter { $0.value.driver != instruction.dst }
    }
  }

  /// A track's value: a frozen one's in the segment its owner's `locate`
  /// found (`segment`: a local, or the call), the runtime's lookup over its
  /// keyframes' literals; a settable one's, its stored keyframes looked up.
  /// Optional unless the track always writes.
  func trackValue(_ instruction: Instruction, segment: String? = nil) -> String {
    let track = Int(instruction.a)
    let driver = slot(graph.tracks[track].driverSlot)
    let value =
      segment.map { "Track\(track)().value(at: \(driver), in: \($0), curves: curves)" }
      ?? "_track\(track).value(at: \(driver), curves: curves)"
    return value + (alwaysWritingTracks.contains(track) ? " ?? 0" : "")
  }

  /// A track instruction's statement with its value in `segment` (see
  /// ``trackValue(_:segment:)``).
  func trackStatement(_ instruction: Instruction, segment: String) -> String {
    trackStatement(instruction, value: trackValue(instruction, segment: segment))
  }

  /// A track instruction's statement: stores `value`, the track's value
  /// (optional unless the track always writes).
  func trackStatement(_ instruction: Instruction, value: String) -> String {
    if alwaysWritingTracks.contains(Int(instruction.a)) {
      return "\(statementTarget(instruction.dst)) = \(value)"
    }
    return "if let value = \(value) { \(stored(instruction.dst)) = value }"
  }

  /// A frozen track's keyframes as constant arrays (which the compiler lays
  /// out in read-only memory), the runtime's ``Keyframes`` over them with
  /// what the generator knows as literals (the count and extrapolations,
  /// whether every segment is linear), so that the compiler folds what
  /// depends on them, and, for the tracks that own a lookup, `locate`: the
  /// runtime's segment lookup, or a count of the positions reached (see
  /// ``TrackLocates/countsPositions(_:)``).
  func writeTrack(_ writer: inout SwiftWriter, _ index: Int) {
    let track = graph.tracks[index]
    let keys = evaluator.keys(ofTrack: index)
    func list(_ items: [String]) -> String { "[\(items.joined(separator: ", "))]" }
    let owner = trackLocates.owner[index]!
    // Linear wherever a segment starts (the last keyframe starts none): no
    // curves to read, nor to declare (an unread static array would still be
    // initialized, through `swift_once`, on every frame).
    let linear = keys.dropLast().allSatisfy { $0.curve == 0 }
    let sharesCurves =
      owner != index && keys.map(\.curve) == evaluator.keys(ofTrack: owner).map(\.curve)
    writer.blank()
    if owner == index {
      writer.line(
        linear
          ? "/// Track \(index)'s keyframes (linear): positions and values."
          : "/// Track \(index)'s keyframes: positions, values and each segment's curve.")
      writer.line(
        "private static let positions\(index): [Double] = \(list(keys.map { SwiftNames.literal($0.position) }))"
      )
    } else {
      writer.line(
        sharesCurves || linear
          ? "/// Track \(index)'s keyframe values (its positions\(linear ? "" : " and curves") are track \(owner)'s)."
          : "/// Track \(index)'s keyframes: values and each segment's curve (its positions are track \(owner)'s)."
      )
    }
    writer.line(
      "private static let values\(index): [Double] = \(list(keys.map { SwiftNames.literal($0.value) }))"
    )
    if !sharesCurves && !linear {
      writer.line(
        "private static let curves\(index): [Int] = \(list(keys.map { String($0.curve) }))")
    }
    // A track reads its owner's positions (the same bits), and curves where
    // they are the same: the compiler then reads them, divides by the
    // segment's width and eases once for both.
    writer.line("/// Track \(index)'s keyframes, as the runtime's lookup reads them.")
    writer.open("private struct Track\(index): Keyframes {")
    writer.line("var count: Int { \(keys.count) }")
    writer.line("var positions: [Double] { \(typeName).positions\(owner) }")
    writer.line("var values: [Double] { \(typeName).values\(index) }")
    writer.line(
      "var curves: [Int] { \(linear ? "[]" : "\(typeName).curves\(sharesCurves ? owner : index)") }"
    )
    writer.line("var isLinear: Bool { \(linear) }")
    writer.line("var before: CompiledGraph.Extrapolation { .\(track.before) }")
    writer.line("var after: CompiledGraph.Extrapolation { .\(track.after) }")
    writer.close()
    guard owner == index else { return }
    writer.blank()
    writer.line("/// The segment of track \(index) that holds `x`, or where beyond its ends.")
    if trackLocates.counting.contains(index) {
      writer.line(
        "/// It counts the inner positions `x` has reached (none for NaN): no branch for jumps to mispredict."
      )
      writer.line("@inline(__always)")
      // The positions' literals, exactly the array's.
      let inner = keys.dropFirst().dropLast().map {
        "(x >= \(SwiftNames.literal($0.position)) ? 1 : 0)"
      }
      writer.open("private func locate\(index)(_ x: Double) -> Int {")
      writer.line(inner.joined(separator: " + "))
    } else {
      writer.line("@inline(__always)")
      writer.open("private mutating func locate\(index)(_ x: Double) -> Int {")
      writer.line("Track\(index)().segment(at: x, cursor: &cursor\(index))")
    }
    writer.close()
  }
}
