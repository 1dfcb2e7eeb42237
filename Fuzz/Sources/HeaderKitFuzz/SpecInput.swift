/// The spec text a spec-reading target's input stands for.
///
/// The first byte's lowest bit picks how the rest is read: 0, the bytes are
/// the spec; 1, byte 1 picks a seed (``Seeds/specs``) and the bytes after it
/// are edits (``SpecMutator``). Targets that need more choices take them
/// from the first byte's higher bits.
enum SpecInput {
  static func text(_ bytes: [UInt8]) -> [UInt8] {
    let body = bytes.dropFirst()
    return bytes[0] & 1 == 0 ? Array(body) : mutated(body)
  }

  /// A seed (picked by the first byte) with the edits in the other bytes.
  static func mutated(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
    guard let first = bytes.first, !Seeds.mutators.isEmpty else { return [] }
    var mutator = Seeds.mutators[Int(first) % Seeds.mutators.count]
    let text = mutator.apply(edits: Array(bytes.dropFirst()))
    Artifact.show(text)
    return Array(text.utf8)
  }
}
