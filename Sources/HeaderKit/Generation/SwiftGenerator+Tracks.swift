@_spi(Generated) import HeaderKitRuntime

/// How the frame's tracks find their segments: one lookup per driver and
/// keyframe positions, within the segments (no end tests) where that gives
/// the same values.
struct TrackLocates: Sendable {
  /// For each track the frame evaluates, the track whose lookup it shares
  /// (itself, or the first track with the same driver and positions).
  let owner: [Int: Int]
  /// Tracks whose lookup is `within` their segments
  /// (see ``KeyframeTrack/clampsWithin(keys:positions:values:curves:table:before:after:)``).
  let within: Set<Int>
  /// Tracks whose lookup `within` their segments counts the inner positions
  /// `x` has reached (see ``countsPositions(_:)``).
  let counting: Set<Int>

  /// The lookups of `tracks` of `graph`. With frozen keyframes (`keys`),
  /// tracks over one driver with the same positions, bit for bit, share a
  /// lookup, and those that clamp beyond both ends look up within their
  /// segments where it gives the same values; with settable params each
  /// track looks up alone, since its positions are known only at set-up.
  init(
    _ graph: CompiledGraph, tracks: [Int],
    keys: [[(position: Double, value: Double, curve: Int)]]?, easings: [Easing]
  ) {
    guard let keys else {
      (owner, within) = (Dictionary(uniqueKeysWithValues: tracks.map { ($0, $0) }), [])
      counting = []
      return
    }
    let table = easings.map(EasingCurve.init)
    // Only where there is a search to save: with two keyframes, looking up
    // within the one segment divides for every x beyond the ends, which the
    // end tests answer without (twitter-profile's frame: 1.09x hand-written
    // with end tests, 1.25x without).
    let within = Set(
      tracks.filter { index in
        let track = graph.tracks[index]
        return keys[index].count > 2
          && KeyframeTrack.clampsWithin(
            keys: keys[index].indices, positions: keys[index].map(\.position),
            values: keys[index].map(\.value), curves: keys[index].map(\.curve), table: table,
            before: track.before, after: track.after)
      })
    struct Lookup: Hashable {
      let driver: Int32
      let positions: [UInt64]
      let within: Bool
    }
    var first: [Lookup: Int] = [:]
    var owner: [Int: Int] = [:]
    for index in tracks.sorted() {
      let lookup = Lookup(
        driver: graph.tracks[index].driverSlot,
        positions: keys[index].map(\.position.bitPattern), within: within.contains(index))
      owner[index] = first[lookup, default: index]
      first[lookup] = owner[index]
    }
    (self.owner, self.within) = (owner, within)
    counting = within.filter { owner[$0] == $0 && Self.countsPositions(keys[$0].count) }
  }

  /// Whether a lookup within the segments of `count` keyframes counts the
  /// inner positions `x` has reached, one comparison each, rather than
  /// checking the segment last found and searching where it fails: for a
  /// few keyframes only. Since positions never decrease, the count is the
  /// last segment that starts at or before `x` (the first below it and for
  /// NaN, which reaches none), the segment
  /// ``KeyframeTrack/segment(at:keys:positions:within:cursor:)`` finds. It
  /// has no branch that jumps mispredict (pinterest-pager's five keyframes
  /// on random jumps, its frame not yet inlined: 1.40-1.45x hand-written
  /// with the remembered segment, 1.15x counting); scrolling, where the
  /// remembered segment is always right, costs a little more (1.06-1.10x,
  /// 1.15x), which inlining small frames more than makes up.
  static func countsPositions(_ count: Int) -> Bool { (3...8).contains(count) }
}

extension SwiftGenerator {
  /// The frame's track statements: each finds its segment with its owner's
  /// `locate` once per value of the driver (a local `segment<n>` that later
  /// tracks of the same lookup reuse until the driver is written again),
  /// then computes its value there. Where tracks share a lookup, their
  /// values are computed together with it, before any is stored: a store
  /// to the header between them keeps the compiler from sharing what they
  /// compute alike (the segment's width, `t`, and its easing).
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
      if let value = computed[index] {
        return [generator.trackStatement(instruction, value: value)]
      }
      let track = Int(instruction.a)
      let owner = generator.trackLocates.owner[track]!
      if let found = active[owner] {
        return [generator.trackStatement(instruction, segment: found.local)]
      }
      let local = "segment\(count)"
      count += 1
      let driver = generator.graph.tracks[track].driverSlot
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

  /// A track's value in the segment its owner's `locate` found (`segment`:
  /// a local, or the call).
  func trackValue(_ instruction: Instruction, segment: String) -> String {
    let track = Int(instruction.a)
    return "track\(track)(\(slot(graph.tracks[track].driverSlot)), \(segment))"
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

  /// A track's two functions: `locate` (for the tracks that own a lookup),
  /// the runtime's segment lookup over its keyframes (or a count of the
  /// positions reached, see ``TrackLocates/countsPositions(_:)``), and its value in that
  /// segment, with what the generator knows as literals (its extrapolations,
  /// and its keyframe count where no list decides it), so that the compiler
  /// folds what depends on them. Frozen keyframes are constant arrays (which
  /// the compiler lays out in read-only memory, and folds where it can);
  /// settable ones are those `_setUp()` built.
  func writeTrack(_ writer: inout SwiftWriter, _ index: Int) {
    let track = graph.tracks[index]
    let keys = evaluator.keys(ofTrack: index)
    func list(_ items: [String]) -> String { "[\(items.joined(separator: ", "))]" }
    let arrays: (positions: String, values: String, curves: String, cursor: String)
    let count: String
    let owner = trackLocates.owner[index]!
    // Linear wherever a segment starts (the last keyframe starts none): no
    // curves to read, nor to declare (an unread static array would still be
    // initialized, through `swift_once`, on every frame).
    let linear =
      freezeParams
      ? keys.dropLast().allSatisfy { $0.curve == 0 }
      : sources(of: track).allSatisfy { $0.easing == .linear }
    let sharesCurves =
      owner != index && keys.map(\.curve) == evaluator.keys(ofTrack: owner).map(\.curve)
    if freezeParams {
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
      arrays = (
        "Self.positions\(owner)", "Self.values\(index)",
        "Self.curves\(sharesCurves ? owner : index)", "cursor\(owner)"
      )
      count = String(keys.count)
    } else {
      let stored = "_track\(index)"
      arrays = ("\(stored).positions", "\(stored).values", "\(stored).curves", "\(stored).cursor")
      count = fixedKeyframeCount(index).map(String.init) ?? "\(stored).positions.count"
    }
    if owner == index {
      let within = trackLocates.within.contains(index)
      writer.blank()
      writer.line(
        within
          ? "/// The segment of track \(index) that holds `x`, an end segment beyond its ends (where easing clamps)."
          : "/// The segment of track \(index) that holds `x`, or where beyond its ends.")
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
        writer.line("KeyframeTrack.segment(")
        writer.line(
          "  at: x, keys: 0..<\(count), positions: \(arrays.positions),\(within ? " within: true," : "") cursor: &\(arrays.cursor))"
        )
      }
      writer.close()
    }
    let always = alwaysWritingTracks.contains(index)
    writer.blank()
    writer.line(
      always
        ? "/// Track \(index)'s value at `x` in `segment` (it has keyframes and applies beyond both ends)."
        : "/// Track \(index)'s value at `x` in `segment`, or nil where it does not apply.")
    writer.line("@inline(__always)")
    writer.open(
      "private func track\(index)(_ x: Double, _ segment: Int) -> Double\(always ? "" : "?") {")
    writer.line("KeyframeTrack.value(")
    writer.line("  at: x, segment: segment, keys: 0..<\(count), positions: \(arrays.positions),")
    writer.line(
      "  values: \(arrays.values), curves: \(linear ? "[], linear: true" : arrays.curves), table: curves,"
    )
    writer.line(
      "  before: .\(track.before), after: .\(track.after))\(always ? " ?? 0" : "")")
    writer.close()
  }
}
