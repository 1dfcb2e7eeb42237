/// Whether text read from standard input is a compiled graph rather than a
/// spec.
package enum GraphDetection {
  /// Whether `bytes` are a JSON object with a `formatVersion` member (a
  /// spec has `version`), judged from the text before its first mistake:
  /// so a graph cut short at the most bytes read (past the 32 MiB a graph
  /// may have) is still told from a spec, and refused as a graph too large.
  package static func isGraph(_ bytes: [UInt8]) -> Bool {
    let text = JSONPlaces(bytes: bytes)
    guard let root = text.root, bytes[root.value.lowerBound] == UInt8(ascii: "{") else {
      return false
    }
    return text.member("formatVersion", of: root.value) != nil
  }
}
