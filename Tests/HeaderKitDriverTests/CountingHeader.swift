import HeaderKitRuntime

/// A header that counts the events it receives, to see what a driver sends.
struct CountingHeader<Base: ScrollDrivenHeader>: ScrollDrivenHeader {
  var base: Base
  private(set) var drags = 0
  private(set) var scrolls = 0
  private(set) var ends = 0
  private(set) var advances = 0
  private(set) var finishes = 0
  private(set) var signals = 0

  init(_ base: Base) {
    self.base = base
  }

  var time: Double { base.time }
  func value(at index: Int) -> Double { base.value(at: index) }
  func forEachValue(_ body: (Int, Double) throws -> Void) rethrows {
    try base.forEachValue(body)
  }
  func rawInput(_ input: Int) -> Double { base.rawInput(input) }
  var stateCount: Int { base.stateCount }
  func isAnimating(state index: Int) -> Bool { base.isAnimating(state: index) }
  var transitionCount: Int { base.transitionCount }
  func isAnimating(transition index: Int) -> Bool { base.isAnimating(transition: index) }
  var isAnyStateAnimating: Bool { base.isAnyStateAnimating }
  var targets: [HeaderTarget] { base.targets }
  func inputIndex(named name: String) -> Int? { base.inputIndex(named: name) }
  func outputIndex(named key: String) -> Int? { base.outputIndex(named: key) }
  func paramIndex(named name: String) -> Int? { base.paramIndex(named: name) }
  mutating func setParam(_ index: Int, to value: Double) { base.setParam(index, to: value) }
  mutating func setParam(_ index: Int, to values: [Double]) throws(GraphError) {
    try base.setParam(index, to: values)
  }
  mutating func setInput(_ input: Int, raw: Double) { base.setInput(input, raw: raw) }
  mutating func scroll(_ input: Int, toRaw raw: Double) {
    scrolls += 1
    base.scroll(input, toRaw: raw)
  }
  mutating func drag(_ input: Int, by delta: Double) {
    drags += 1
    base.drag(input, by: delta)
  }
  mutating func endScrolling(_ input: Int) {
    ends += 1
    base.endScrolling(input)
  }
  mutating func endScrolling(_ input: Int, velocity: Double) {
    ends += 1
    base.endScrolling(input, velocity: velocity)
  }
  mutating func advance(by seconds: Double) {
    advances += 1
    base.advance(by: seconds)
  }
  mutating func finishAnimations() {
    finishes += 1
    base.finishAnimations()
  }
  mutating func reset() { base.reset() }
  var signalCount: Int { base.signalCount }
  func signalIndex(named name: String) -> Int? { base.signalIndex(named: name) }
  func signalValue(_ index: Int) -> Double { base.signalValue(index) }
  mutating func setSignal(_ index: Int, to value: Double) {
    signals += 1
    base.setSignal(index, to: value)
  }
}
