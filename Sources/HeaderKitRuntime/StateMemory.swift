/// What an evaluator remembers of each state between events, in
/// ``StateMemory/stride`` slots of its buffer (see ``BufferLayout``): the
/// offset and position the state last saw, and its snap animation in
/// flight. Kept with the slots, so that an event makes one copy-on-write
/// check; the animation's curve is the state's own (``StatePlan/snapCurve``).
enum StateMemory {
  static let stride = 7
  static let previousRaw = 0
  static let previousPosition = 1
  /// 1 while a snap animates, else 0.
  static let animating = 2
  static let from = 3
  static let to = 4
  static let elapsed = 5
  static let duration = 6

  /// State `index`'s memory in an evaluator's buffer.
  @inline(__always)
  static func of(
    _ index: Int, in slots: UnsafeMutablePointer<Double>, program: FrameProgram
  ) -> UnsafeMutablePointer<Double> {
    slots + program.stateBase + stride &* index
  }

  /// A state at rest that saw `raw` and `position` last.
  static func reset(
    _ memory: UnsafeMutablePointer<Double>, previousRaw raw: Double,
    previousPosition position: Double
  ) {
    memory.update(repeating: 0, count: stride)
    memory[previousRaw] = raw
    memory[previousPosition] = position
  }
}
