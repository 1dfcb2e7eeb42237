/// Which of the slots an event changes the frame code reads.
///
/// A drag that changes no state a frame reads, and an offset no frame reads
/// (Tiki's header follows its state, not the offset), leaves every output as
/// it was: the event skips the frame. Every public way of changing slots ends
/// with a frame, so the outputs match the slots when an event starts.
struct EventReads {
  /// Per input: whether the frame code reads its raw or value slot.
  var inputs: [Bool]
  /// Per state: whether the frame code reads its model or value slot.
  var states: [Bool]

  /// From the frame code's reads and writes as `facts` has them.
  init(graph: CompiledGraph, facts: SlotFacts) {
    func read(_ slot: Int32) -> Bool { facts.firstFrameRead[Int(slot)] != Int.max }
    // A frame code that rewrites a slot events keep, or reads one the guard
    // code writes, is not a function of the inputs' and states' slots alone
    // (graphs written by hand may do either): every event runs the frame.
    let independent =
      graph.eventSlots.allSatisfy { facts.frameWrites[Int($0)] == 0 }
      && !facts.guardWrites.contains(where: read)
    inputs = graph.inputs.map { !independent || read($0.rawSlot) || read($0.valueSlot) }
    states = graph.states.map { !independent || read($0.modelSlot) || read($0.valueSlot) }
  }
}
