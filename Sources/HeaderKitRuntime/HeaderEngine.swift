/// The events of every header, written once: reset, setting an input, scroll
/// and drag (each state's guards, gate, ``StateRule``, hand-off and memory),
/// the end of scrolling (snaps), the clock (snaps and transitions) and
/// transitions' conditions, in the order docs/states.md gives. It runs on
/// any ``HeaderCode``: the evaluator's interpreted code, or the Swift
/// `headerkit generate` writes, for which its `@inlinable` code is
/// specialised, so that the set-up values generated code gives as literals
/// fold into it. Events allocate nothing, in unspecialised code too (a debug
/// build): a state's memory and a transition's animation change in place
/// through a closure (``HeaderCode/changeMemory(of:_:)``), not a `_modify`
/// accessor, whose frame unspecialised code allocates.
///
/// An event for an input out of range does nothing (the runtime's rule for indices); past
/// that check the engine asks its code only for indices below the counts.
@_spi(Generated)
public enum HeaderEngine {
  /// Puts every input at rest, every signal at its default, every state at
  /// its initial value, every transition at rest on the side its condition
  /// gives at rest, and the clock at 0; then runs the frame.
  @inlinable @inline(__always)
  public static func reset(_ code: inout some HeaderCode) {
    code.clock = 0
    resetSignals(&code)
    for input in 0..<code.inputCount {
      store(input, raw: code.inputSetup(input).resting, in: &code)
    }
    for state in 0..<code.stateCount {
      let initial = ScalarOps.finite(code.stateSetup(state).initial)
      code[model: state] = initial
      code[shown: state] = initial
      code.changeMemory(of: state) { $0 = StateMemory() }
    }
    // Positions are read at rest once every state has its initial value.
    for state in 0..<code.stateCount { see(state, in: &code) }
    settleTransitions(&code)
    settleClocks(&code)
    code.frame()
  }

  /// Sets an input's raw offset and runs the frame: the stateless path,
  /// where states stay where they are.
  @inlinable @inline(__always)
  public static func setInput(_ input: Int, raw: Double, in code: inout some HeaderCode) {
    guard IndexRule.contains(input, below: code.inputCount) else { return }
    store(input, raw: raw, in: &code)
    code.frame()
  }

  /// Scrolls an input to a raw offset: a finger takes it from the snaps that
  /// move it, its states react in order (each may hand the offset back),
  /// transitions' conditions are checked, and the frame runs.
  @inlinable @inline(__always)
  public static func scroll(_ input: Int, toRaw raw: Double, in code: inout some HeaderCode) {
    guard IndexRule.contains(input, below: code.inputCount) else { return }
    releaseSnaps(of: input, in: &code)
    store(input, raw: raw, in: &code)
    for state in 0..<code.stateCount where code.stateSetup(state).input == input {
      update(state, in: &code)
    }
    updateTransitions(&code)
    updateClocks(&code)
    code.frame()
  }

  /// Moves an input by a delta from where the last event left it, then
  /// reacts as ``scroll(_:toRaw:in:)``.
  @inlinable @inline(__always)
  public static func drag(_ input: Int, by delta: Double, in code: inout some HeaderCode) {
    guard IndexRule.contains(input, below: code.inputCount) else { return }
    scroll(input, toRaw: code.rawInput(input) + delta, in: &code)
  }

  /// After the code's set-up ran again (params changed): each input's
  /// offset again from its raw offset (an inset may follow the params), then
  /// the frame. States keep their values and see a moved offset at their
  /// input's next event.
  @inlinable @inline(__always)
  public static func paramsChanged(_ code: inout some HeaderCode) {
    for input in 0..<code.inputCount {
      store(input, raw: code.rawInput(input), in: &code)
    }
    code.frame()
  }

  /// Stores a raw offset, made finite, and the author's offset, raw + inset
  /// (finite: with an inset of 0, as it is unless the spec sets one, the sum
  /// of a finite offset needs no check).
  @inlinable @inline(__always)
  static func store(_ input: Int, raw: Double, in code: inout some HeaderCode) {
    let raw = ScalarOps.finite(raw)
    let inset = code.inputSetup(input).inset
    code.store(input, raw: raw, offset: inset == 0 ? raw + inset : ScalarOps.finite(raw + inset))
  }

  /// One state's reaction to the latest move of its input: its guards at
  /// the new offset, then, if its gate holds, ``StateRule``; the content
  /// follows the hand-off, and the state remembers what it saw.
  @inlinable @inline(__always)
  static func update(_ state: Int, in code: inout some HeaderCode) {
    let setup = code.stateSetup(state)
    let guards = code.guards(state)
    guard guards.gate else { return }
    let (raw, model, memory) = (code.rawInput(setup.input), code[model: state], code[memory: state])
    let outcome = setup.rule.move(
      raw: raw, position: guards.position, previousPosition: memory.previousPosition,
      previousRaw: memory.previousRaw, model: model, down: guards.down, up: guards.up)
    let changed = outcome.model != model
    if changed {
      code[model: state] = outcome.model
      code[shown: state] = outcome.model
    }
    var position = guards.position
    if outcome.content != raw {
      store(setup.input, raw: outcome.content, in: &code)
      // The position follows the content back (the raw offset itself needs no code).
      position = setup.positionIsRaw ? code.rawInput(setup.input) : code.guards(state).position
    }
    let seen = code.rawInput(setup.input)
    code.changeMemory(of: state) { memory in
      if changed { memory.snap.cancel() }
      (memory.previousRaw, memory.previousPosition) = (seen, position)
    }
  }

  /// State `state` takes its input's offset and position as seen, without
  /// reacting: at rest, and where a snap moves the input.
  @inlinable @inline(__always)
  static func see(_ state: Int, in code: inout some HeaderCode) {
    let position = code.guards(state).position
    let seen = code.rawInput(code.stateSetup(state).input)
    code.changeMemory(of: state) { ($0.previousRaw, $0.previousPosition) = (seen, position) }
  }

  /// Whether state `state` is animating towards a snap target (false for
  /// an index out of range).
  @inlinable @inline(__always)
  public static func isAnimating(state: Int, in code: some HeaderCode) -> Bool {
    IndexRule.contains(state, below: code.stateCount) && code[memory: state].snap.isRunning
  }
}
