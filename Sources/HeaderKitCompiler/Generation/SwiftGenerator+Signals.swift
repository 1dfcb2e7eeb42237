@_spi(Generated) import HeaderKitRuntime

extension SwiftGenerator {
  /// A header with signals: their names and the API that sets them by index
  /// (by name and with booleans, `ScrollDrivenHeader`'s extension), each
  /// call the runtime's engine. A header without signals writes nothing:
  /// `ScrollDrivenHeader` says it has none.
  func writeSignalAPI(_ writer: inout SwiftWriter) {
    guard !graph.signals.isEmpty else { return }
    let names = graph.signals.map { SwiftNames.string($0.name) }
    writer.line("/// The signals' names, in the order of their indices.")
    writer.line("public static let signalNames: [String] = [\(names.joined(separator: ", "))]")
    writer.blank()
    writer.line("/// How many signals the header has.")
    writer.line("public var signalCount: Int { \(graph.signals.count) }")
    writer.blank()
    writer.line("/// The index of the signal called `name`.")
    writer.line(
      "public func signalIndex(named name: String) -> Int? { Self.signalNames.firstIndex(of: name) }"
    )
    writer.blank()
    writer.line("/// Signal `index`'s value, as the app or its latch last set it.")
    writer.line("public func signalValue(_ index: Int) -> Double { HeaderEngine.signalValue(index, in: self) }")
    writer.blank()
    writer.line("/// Sets signal `index` without re-running set-up; transitions may start.")
    writer.line(
      "public mutating func setSignal(_ index: Int, to value: Double) { HeaderEngine.setSignal(index, to: value, in: &self) }"
    )
    writer.blank()
  }

  /// The signals as the engine reads them: each one's stored value, its
  /// default, and its latch's code.
  func writeSignals(_ writer: inout SwiftWriter) {
    guard !graph.signals.isEmpty else { return }
    let signals = graph.signals
    writeSlotSubscript(&writer, "signal signal", slots: signals.map(\.valueSlot))
    writer.blank()
    writer.open("public func signalDefault(_ signal: Int) -> Double {")
    writeSwitch(&writer, on: "signal", count: signals.count) {
      ["return \(SwiftNames.literal(signals[$0].defaultValue))"]
    }
    writer.close()
    writer.blank()
    writer.open("public mutating func latch(_ signal: Int) -> Double? {")
    writeSwitch(&writer, on: "signal", count: signals.count) {
      guard let latch = signals[$0].latch else { return ["return nil"] }
      return code(start: latch.codeStart, count: latch.codeCount) + [
        "return \(guardValue(latch.conditionSlot)) ? \(slot(latch.valueSlot)) : nil"
      ]
    }
    writer.close()
  }
}
