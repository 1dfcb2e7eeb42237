import Foundation
import HeaderKit
import HeaderKitTestSupport
import Testing

@testable import HeaderKitRuntime

/// Guards folded into affine margins at set-up must give exactly what the
/// state's guard code as written gives, for any offset and model value —
/// near their thresholds too, where folding falls back to the code.
@Suite struct FoldedGuardTests {
  /// Tiki's three guards fold (the gate's `(screenHeight − height) + height`
  /// cancels to a number), so a drag runs no guard instruction.
  @Test func tikiGuardsFold() throws {
    let compiled = try LoweredProgramTests.compile(path: Fixtures.spec("tiki-home.yaml").path)
    let evaluator = HeaderEvaluator(graph: compiled.graph)
    #expect(evaluator.program.foldedSpans[0].count == 3)
  }

  @Test(arguments: ["tiki-home.yaml", "exit-until-collapsed.yaml", "diff-clamp.yaml"])
  func bundledGuardsMatchTheirCodeAsWritten(_ name: String) throws {
    let compiled = try LoweredProgramTests.compile(path: Fixtures.spec(name).path)
    try Self.compare(compiled)
  }

  @Test func guardsNearTheirThresholdsMatchTheirCodeAsWritten() throws {
    let compiled = try LoweredProgramTests.compile(text: Self.thresholds, name: "thresholds")
    let evaluator = HeaderEvaluator(graph: compiled.graph)
    #expect(evaluator.program.foldedSpans[0].count >= 0, "the guards fold")
    try Self.compare(compiled)
  }

  /// A gate folded to a number is read without its guard while its slot is
  /// within the magnitude limit, and as written beyond it:
  /// `(big − h) + h > big − 100` holds for every ordinary h, but at
  /// h = 10¹⁹ the rounding of `big − h` (to a multiple of 2048) leaves a sum
  /// of 0 or 2048, so the gate is false there and a drag leaves the state.
  @Test(arguments: [(88.0, true), (1e19, false)])
  func constantGateIsReadAsWrittenBeyondTheMagnitudeLimit(initial: Double, holds: Bool) throws {
    let text = """
      version: 1
      name: gate
      inputs:
        scroll: { axis: vertical }
      params:
        big: 2200
      states:
        h:
          input: scroll
          initial: \(initial)
          min: -1e20
          max: 1e20
          follow: -10000
          gate: (big - h) + h > big - 100
      targets:
        t:
          alpha: h
      """
    let compiled = try LoweredProgramTests.compile(text: text, name: "gate")
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    #expect(evaluator.program.states[0].constantGate?.value == 1, "the gate folds to true")
    let machine = compiled.graph.states[0]
    let before = evaluator.slotValue(Int(machine.valueSlot))
    evaluator.drag(0, by: 100)
    let after = evaluator.slotValue(Int(machine.valueSlot))
    #expect((after != before) == holds, "h \(before) -> \(after)")
    #expect(evaluator.slotValue(Int(machine.gateSlot)) == (holds ? 1 : 0))
  }

  /// Every guard slot after the folded evaluation and after the code as
  /// written, over offsets and model values around every number in play.
  static func compare(_ compiled: CompiledSpec) throws {
    let evaluator = HeaderEvaluator(graph: compiled.graph)
    let graph = compiled.graph
    var values: [Double] = [0, -0.0, 1e300, -1e300, 0x1p52, 0x1p53]
    for number in [0.0, 3, 30, 44, 66, 88, 100, 1476, 1520, 2200, 724, 0.1, 1e6] {
      var below = number
      var above = number
      for _ in 0..<24 {
        values += [below, above, -below, -above]
        below = below.nextDown
        above = above.nextUp
      }
    }
    for (index, machine) in graph.states.enumerated() {
      let input = graph.inputs[Int(machine.input)]
      for offset in values {
        for model in values.prefix(200) {
          var folded = evaluator
          folded.slots[Int(input.valueSlot)] = offset
          folded.slots[Int(input.rawSlot)] = offset
          folded.slots[Int(machine.modelSlot)] = model
          var written = folded
          written.runGuardsAsWritten(of: index)
          let plan = evaluator.program.states[index]
          let guards = [
            (plan.foldedDown, machine.downSlot), (plan.foldedUp, machine.upSlot),
            (plan.foldedGate, machine.gateSlot),
          ]
          // Each guard read alone, as an event reads the one it needs.
          for (foldedIndex, slot) in guards {
            var alone = folded
            var holds = false
            alone.withProgram { program, slots in
              var reader = StateGuards(
                program: program, state: index, folded: plan.guardsFolded, slots: slots)
              holds = reader.value(foldedIndex, slot: Int(slot))
            }
            let (a, b) = (alone.slots[Int(slot)], written.slots[Int(slot)])
            guard a.bitPattern == b.bitPattern, holds == (b != 0) else {
              Issue.record(
                "\(graph.name) guard slot \(slot) at offset \(offset), model \(model): folded \(a), as written \(b)"
              )
              return
            }
          }
        }
      }
    }
  }

  /// Guards whose thresholds fall on computed values.
  static let thresholds = """
    version: 1
    name: thresholds
    inputs:
      scroll: { axis: vertical }
    params:
      stop: 30
      tenth: 0.1
      big: 2200
    states:
      h:
        input: scroll
        initial: 88
        min: 44
        max: 88
        follow: -1
        down: scroll * tenth > 3
        up: scroll + h < big - 724 + 2 * h
        gate: (big - h) + h != big
    targets:
      t:
        alpha: h
    """
}
