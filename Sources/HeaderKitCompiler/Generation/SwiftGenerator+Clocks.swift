@_spi(Generated) import HeaderKitRuntime

extension SwiftGenerator {
  /// A header with clocks: how many, and whether each runs (the display
  /// link's question). A header without clocks writes nothing:
  /// `ScrollDrivenHeader` says it has none.
  func writeClockAPI(_ writer: inout SwiftWriter) {
    guard !graph.clocks.isEmpty else { return }
    writer.line("/// How many clocks the header has.")
    writer.line("public var clockCount: Int { \(graph.clocks.count) }")
    writer.blank()
    writer.line("/// Whether clock `index` runs, so advancing moves it.")
    writer.line(
      "public func isRunning(clock index: Int) -> Bool { HeaderEngine.isRunning(clock: index, in: self) }"
    )
    writer.blank()
  }

  /// The clocks as the engine reads them: each one's stored value, whether
  /// it runs, its period and its condition's code.
  func writeClocks(_ writer: inout SwiftWriter) {
    guard !graph.clocks.isEmpty else { return }
    let clocks = graph.clocks
    writeSlotSubscript(&writer, "clock clock", slots: clocks.map(\.valueSlot))
    writer.blank()
    writer.open("public subscript(clockRunning clock: Int) -> Bool {")
    writer.open("get {")
    writeSwitch(&writer, on: "clock", count: clocks.count) { ["return clock\($0)Running"] }
    writer.close()
    writer.open("set {")
    writeSwitch(&writer, on: "clock", count: clocks.count) { ["clock\($0)Running = newValue"] }
    writer.close()
    writer.close()
    writer.blank()
    writer.open("public func clockPeriod(_ clock: Int) -> Double {")
    writeSwitch(&writer, on: "clock", count: clocks.count) {
      ["return \(clocks[$0].periodSlot.map { slot($0) } ?? "0")"]
    }
    writer.close()
    writer.blank()
    writer.open("public mutating func clockCondition(_ clock: Int) -> Bool {")
    writeSwitch(&writer, on: "clock", count: clocks.count) {
      let clock = clocks[$0]
      return code(start: clock.codeStart, count: clock.codeCount) + [
        "return \(guardValue(clock.conditionSlot))"
      ]
    }
    writer.close()
  }
}
