import Foundation
import HeaderKit
import HeaderKitTestSupport
import Testing

@testable import HeaderKitRuntime

/// Lanes (tabulated outputs with many segments, see `FrameLanes`) and long
/// frame-code tracks: their B+ tree search against a plain scan, the
/// neighbour step, and whole evaluators against the code as written while
/// scrolling and jumping.
@Suite struct LaneTests {
  /// The last index whose key is at or below `x`: what the tree must find.
  static func scan(_ keys: [Double], _ x: Double) -> Int {
    keys.lastIndex { $0 <= x }!
  }

  /// Sorted keys (with repeats when `repeats`), the first the smallest `x`.
  static func keys(_ count: Int, repeats: Bool, _ generator: inout SystemRandomNumberGenerator)
    -> [Double]
  {
    var keys = [-PiecewiseLinear.domain]
    while keys.count < count {
      let step =
        repeats && Bool.random(using: &generator)
        ? 0 : Double.random(in: 0.01...3, using: &generator)
      keys.append(
        keys.count == 1 ? Double.random(in: -50...50, using: &generator) : keys.last! + step)
    }
    return keys
  }

  @Test(arguments: [1, 2, 3, 7, 8, 9, 63, 64, 65, 512, 513, 1000, 4097])
  func treeSearchMatchesAScan(count: Int) {
    var generator = SystemRandomNumberGenerator()
    for repeats in [false, true] {
      let keys = Self.keys(count, repeats: repeats, &generator)
      let tree = KeyTree(starts: keys, at: 0)
      let buffer = UnsafeMutableBufferPointer<Double>.aligned(tree.keys)
      defer { buffer.deallocate() }
      // One level per factor of 8: the fewest L with 8^L ≥ count.
      var levels = 1
      while (1 << (3 * levels)) < count { levels += 1 }
      #expect(tree.offsets.count == levels)
      var probes = keys + keys.map(\.nextUp) + keys.map(\.nextDown).dropFirst()
      for _ in 0..<500 {
        probes.append(Double.random(in: keys[0]...(keys.last! + 5), using: &generator))
      }
      for x in probes {
        let found = KeyTree.search(
          UnsafePointer(buffer.baseAddress!), offsets: tree.packedOffsets,
          levels: tree.offsets.count, x)
        #expect(found == Self.scan(keys, x), "\(count) keys, x = \(x)")
      }
    }
  }

  @Test func stepPicksTheSegmentOrANeighbour() {
    #expect(FrameProgram.neighbourStep(lo: 1, hi: 2, 1) == 0)
    #expect(FrameProgram.neighbourStep(lo: 1, hi: 2, 1.5) == 0)
    #expect(FrameProgram.neighbourStep(lo: 1, hi: 2, 2) == 1)
    #expect(FrameProgram.neighbourStep(lo: 1, hi: 2, 7) == 1)
    #expect(FrameProgram.neighbourStep(lo: 1, hi: 2, 1.0.nextDown) == -1)
    #expect(FrameProgram.neighbourStep(lo: -PiecewiseLinear.domain, hi: 0, -1e6) == 0)
  }

  /// Tracks of many keyframes over the scroll (lanes) and over a scaled
  /// scroll (left to the frame code: long tracks), with one- and
  /// two-keyframe tracks beside them.
  static let spec: String = {
    func keyframes(_ count: Int, shift: Double) -> String {
      (0..<count).map { "{ at: \(Double($0) * 1.5 + shift), value: \(($0 * 7) % 11 + 100) }" }
        .joined(separator: ", ")
    }
    var text = """
      version: 1
      name: lanes
      inputs:
        scroll: { bounds: [-50, 1050] }
      vars:
        half: scroll * 0.5 + 0.25
      targets:

      """
    for target in 0..<6 {
      text += "  t\(target):\n"
      text +=
        "    translateX: { over: scroll, keyframes: [\(keyframes(400 + 37 * target, shift: Double(target) * 0.3))] }\n"
      text +=
        "    translateY: { over: half, keyframes: [\(keyframes(300, shift: Double(target)))] }\n"
    }
    text += "  one:\n    alpha: { over: scroll, keyframes: [{ at: 10, value: 0.5 }] }\n"
    text +=
      "    scaleX: { over: scroll, keyframes: [{ at: 10, value: 1 }, { at: 20, value: 2 }] }\n"
    return text
  }()

  @Test func lanesAndLongTracksMatchTheCodeAsWritten() throws {
    let compiled = try LoweredProgramTests.compile(text: Self.spec, name: "lanes")
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    #expect(evaluator.program.lanes.count == 6)
    #expect((0..<compiled.graph.tracks.count).contains { evaluator.program.isLongTrack($0) })
    // Back and forth by half a point (crossings every few frames), then
    // jumps, the domain's edges, then far outside the domain and back.
    var offsets = Array(stride(from: -60.0, through: 700, by: 0.5))
    offsets += offsets.reversed()
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<400 { offsets.append(Double.random(in: -100...1200, using: &generator)) }
    // Below every crossing and above, to the domain's edges (2⁴⁰): a walk
    // stops at the sentinels around the crossings, whatever the source.
    offsets += [-60, -1e11, (-0x1p40).nextUp, 1e11, 0x1p40.nextDown, 700, -60]
    offsets += [1e13, 3, -1e13, 599.25, 600, 600.0.nextDown]
    try LoweredProgramTests.exercise(&evaluator, compiled, offsets: offsets)
  }
}
