import HeaderKitDiagnostics
import HeaderKitYAML

extension YAMLReader {
  /// The error for `a ? b : c` written where YAML reads it as a mapping (on
  /// a line of its own, or in a flow sequence): one key holding a `?`, with
  /// a scalar value. Located at the `?`.
  func conditionalMapping(_ id: NodeID) -> Diagnostic? {
    let pairs = document.pairs(of: id)
    guard pairs.count == 1 else { return nil }
    let key = document[pairs[0].key]
    let value = document[pairs[0].value]
    guard key.kind == .scalar, key.style == .plain, value.kind == .scalar,
      let question = key.text.unicodeScalars.firstIndex(of: "?")
    else { return nil }
    let offset = key.text.unicodeScalars.distance(
      from: key.text.unicodeScalars.startIndex, to: question)
    let range =
      document.sourceMap(of: pairs[0].key)?.range(from: offset, to: offset + 1)
      ?? key.range
    return .conditionalAsMapping("\(key.text) : \(value.text)", at: range)
  }
}
