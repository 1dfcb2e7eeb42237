/// Spec text the spec mutator inserts whole, and the words it writes over
/// names: the table to extend when a new construct joins the spec format.
///
/// A snippet is inserted after a line of a seed, so it starts with a line
/// break and the indentation it wants; the mutator's other edits then move,
/// copy and break it. A branch that adds a construct (a key, an event, a
/// kind of value) adds a few snippets that use it, in and out of bounds, and
/// its keys to ``keys``.
enum SpecSnippets {
  static let constructs: [String] = [
    // Keyframes, one and repeated over a list.
    "\n  - { at: 0, value: 0 }", "\n  - { at: 1e308, value: -1e308 }",
    "\n      - { at: 50%, value: 1 }",
    "\n    - each: tabWidths\n      at: index\n      value: item",
    "\n      - { each: widths, at: index * 1e300, value: sum(widths, index), ease: steps(1000000) }",
    "\n    keyframes: [{ at: 0, value: 0 }, { at: 0, value: 1, ease: hold }, { at: -1, value: 2 }]",
    "\n    alpha: { over: scroll, before: extend, after: none, keyframes: [{ at: 0, value: 0 }, { at: 100, value: 1, ease: easeIn }] }",
    // Params and lists.
    "\n  widths: [64, 88, 72]", "\n  big: { default: 1e308, min: -1e308, max: 1e308 }",
    "\n  empty: []",
    // States and snaps.
    "\n    snap: { to: [0, 44, 1e308, -1e308], rule: midpoint, duration: 0, ease: linear }",
    "\n    snap: { to: [0], rule: nearest, duration: 1e308 }",
    // Springs, flings, projection and a snap that moves its input: both
    // forms, parameters that make no spring (0, negative, overflowing),
    // both forms mixed, a spring beside a duration.
    "\n    snap: { to: [0, 50], spring: { response: 0.3, dampingFraction: 1 }, fling: 300 }",
    "\n    snap: { to: [0, 52], rule: projected, deceleration: fast, spring: { mass: 1, stiffness: 100, damping: 40 }, movesInput: true }",
    "\n    snap: { to: [0, 1e308], rule: projected, deceleration: 1e308, spring: { response: 1e-308, dampingFraction: 1e308 }, fling: -1 }",
    "\n    snap: { to: [0], duration: 0.2, spring: { response: 0, dampingFraction: 0.5, mass: 1 } }",
    "\n    spring: { mass: 1e-308, stiffness: 1e308, damping: 0 }",
    "\n    spring: { response: -1, dampingFraction: 0.1 }",
    "\n    handoff: { down: consume, up: overflow }", "\n    handoff: hold",
    "\n    down: scroll > 0\n    up: scroll < 0\n    gate: 1",
    "\n  s2: { input: scroll, initial: 0, min: 0, max: 10, follow: 1, position: scroll }",
    // Inputs, ranges, vars and targets.
    "\n  pager: { axis: horizontal, rest: 0, bounds: [0, 1e308] }",
    "\n  r: { input: scroll, from: 1e308, to: -1e308 }", "\n  v: r * 2 + scroll",
    "\n  t2: { kind: constraint, constant: scroll }",
    "\n  t3:\n    scale: 1 / 0\n    translateY: -scroll",
    // Test cases, in a spec's own `tests:`.
    "\ntests:\n  - name: t\n    at: [0, 1e308, -1e308]\n    expect:\n      header.alpha: [1, 1, 1]",
    "\ntests:\n  - name: s\n    sweep: { from: -1e308, to: 1e308, step: 1e307 }\n    bounds:\n      header.alpha: [0, 1]",
    "\n  - name: m\n    sweep: { from: 0, to: 100, step: 1 }\n    monotonic: { header.alpha: decreasing }",
    "\n  - name: c\n    params: { top: 0 }\n    continuous: [header.alpha]\n    sweep: { from: 0, to: 10, step: 0.5 }",
    "\n  - name: tr\n    trace: other.trace.yaml",
    // Transitions: conditions over inputs, states and each other (cycles
    // included), huge and zero durations, one easing or one per direction.
    "\ntransitions:\n  fade: { when: scroll > 10, duration: 0.6, ease: { on: easeIn, off: \"cubic-bezier(0, 0, 0.2, 1)\" } }",
    "\n  t2: { when: fade > 0.5, from: -1e308, to: 1e308, duration: 1e308, ease: steps(3) }",
    "\n  t3: { when: t3 < 1, duration: 0 }",
    "\n  t4: { when: v * 2 > h, from: 1, to: 0, duration: -1, ease: { off: hold } }",
    "\n    alpha: { over: fade, keyframes: [{ at: 0, value: 0 }, { at: 1, value: 1 }] }",
    // Transitions with springs: under-damped, over-damped, one that makes
    // none, one beside a duration and an ease, one turned by another.
    "\n  t5: { when: scroll > 52, spring: { response: 0.5, dampingFraction: 0.825 } }",
    "\n  t6: { when: t5 > 0.5, from: -1e308, to: 1e308, spring: { mass: 2, stiffness: 150, damping: 60 } }",
    "\n  t7: { when: scroll < 0, spring: { response: 1e308, dampingFraction: 0 } }",
    "\n  t8: { when: fade > 0, duration: 0.3, ease: linear, spring: { response: 0.3, stiffness: 1 } }",
  ]

  /// Words the mutator writes over names, beside the seed's own names.
  static let keys: [String] = [
    "index", "item", "min", "max", "clamp", "abs", "floor", "ceil", "round", "sqrt", "if", "lerp",
    "progress", "count", "sum", "linear", "hold", "easeIn", "easeOut", "easeInOut", "extend",
    "none", "vertical", "horizontal", "element", "constraint", "nearest", "midpoint", "true",
    "false", "null", "scale", "alpha", "translateX", "translateY", "scaleX", "scaleY", "rotation",
    "zPosition", "constant", "over", "keyframes", "at", "value", "ease", "each", "before", "after",
    "inputs", "params", "ranges", "vars", "states", "targets", "kind", "input", "from", "to",
    "initial", "follow", "down", "up", "gate", "handoff", "snap", "duration", "rule", "bounds",
    "inset", "rest", "default", "version", "name", "description", "preview", "tests", "sweep",
    "step", "expect", "monotonic", "continuous", "trace", "events", "drag", "scroll", "end",
    "wait", "position", "consume", "overflow", "transitions", "when", "on", "off", "spring",
    "response", "dampingFraction", "mass", "stiffness", "damping", "fling", "deceleration",
    "projected", "normal", "fast", "movesInput", "velocity",
  ]
}
