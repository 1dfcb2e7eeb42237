import Foundation
import HeaderKitRuntime
import Testing

/// Hostile transitions in a loaded graph are refused with a typed error, as
/// every other part is (see ``HostileGraphTests``).
@Suite struct HostileTransitionTests {
  static func transitions(_ object: [String: Any]) -> [[String: Any]] {
    object["transitions"] as! [[String: Any]]
  }

  @Test func aValueSlotPastTheSlots() throws {
    var object = try GraphFixtures.object("material-collapsing-toolbar")
    var transitions = Self.transitions(object)
    transitions[0]["valueSlot"] = 100_000
    object["transitions"] = transitions
    HostileGraphTests.expectRefused(
      object, .slotOutOfRange(.transition, element: 0, slot: 100_000))
  }

  @Test func conditionCodePastTheStateCode() throws {
    var object = try GraphFixtures.object("material-collapsing-toolbar")
    let stateCode = (object["stateCode"] as! [Any]).count
    var transitions = Self.transitions(object)
    transitions[0]["codeCount"] = stateCode + 1
    transitions[0]["codeStart"] = 0
    object["transitions"] = transitions
    HostileGraphTests.expectRefused(
      object, .indexOutOfRange(.transition, element: 0, index: stateCode + 1))
  }

  /// Code that writes a transition's value (only events may) is misplaced.
  @Test func frameCodeWritingTheValue() throws {
    var object = try GraphFixtures.object("material-collapsing-toolbar")
    let value = Self.transitions(object)[0]["valueSlot"] as! Int
    var code = object["frameCode"] as! [[Any]]
    code[0][1] = value
    object["frameCode"] = code
    HostileGraphTests.expectRefused(object, .misplacedInstruction(.frameCode, element: 0))
  }

  /// A graph without the key (format 2 before transitions) loads with none.
  @Test func aGraphWithoutTransitionsLoads() throws {
    var object = try GraphFixtures.object("material-collapsing-toolbar")
    object["transitions"] = nil
    let graph = try CompiledGraph(json: JSONSerialization.data(withJSONObject: object))
    #expect(graph.transitions.isEmpty)
  }
}
