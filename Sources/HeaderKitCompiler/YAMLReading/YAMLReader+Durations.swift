import HeaderKitDiagnostics

extension YAMLReader {
  /// A duration in seconds, an expression as ``expression(_:_:)`` reads it;
  /// `300ms` or `0.3s`, refused as any text after a number is, gets a note
  /// that durations are seconds, with the number to write.
  mutating func duration(_ id: NodeID, _ what: String) -> SpecExpression? {
    let reported = diagnostics.count
    let duration = expression(id, what)
    noteSeconds(of: id, since: reported)
    return duration
  }

  /// A number of seconds (a trace's `wait`), as ``number(_:_:)`` reads it,
  /// with the same note.
  mutating func seconds(_ id: NodeID, _ what: String) -> Double? {
    let reported = diagnostics.count
    let seconds = number(id, what)
    noteSeconds(of: id, since: reported)
    return seconds
  }

  /// Adds the note to the first diagnostic reported since `reported`, when
  /// the scalar is a number with a unit of time.
  private mutating func noteSeconds(of id: NodeID, since reported: Int) {
    guard diagnostics.count > reported, document[id].kind == .scalar,
      let seconds = Self.seconds(writtenWithUnit: document[id].text)
    else { return }
    diagnostics[reported].notes.append(Diagnostic.durationsAreSeconds(seconds))
  }

  /// The seconds `text` means when it is a number followed by `ms` or `s`
  /// (`300ms` is 0.3, `0.3 s` is 0.3); nil for anything else.
  static func seconds(writtenWithUnit text: String) -> Double? {
    for (unit, perSecond) in [("ms", 1000.0), ("s", 1)] where text.hasSuffix(unit) {
      var number = text.dropLast(unit.count)
      while number.last == " " { number = number.dropLast() }
      // Dividing keeps 300ms exactly 0.3 (300 × 0.001 is 0.30000000000000004).
      guard let value = Double(number), value.isFinite else { return nil }
      return value / perSecond
    }
    return nil
  }
}
