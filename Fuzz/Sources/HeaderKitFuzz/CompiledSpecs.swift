import HeaderKit

/// Specs the `outputs` target read and compiled, by their text.
///
/// About two in three `outputs` inputs that compile a spec give a text the
/// target has compiled before: libFuzzer changed the byte that picks the
/// output, or made edits that give a text already seen. Compiling it again
/// took a third of such an input's time. A new text is still read and
/// compiled once, and what it compiled to goes through every output that
/// inputs pick. The cache is bounded (``maxTexts`` texts, ``maxBytes`` of
/// text in all) and emptied when full. Compiling is deterministic, so a
/// saved input reproduces without the cache.
enum CompiledSpecs {
  static let maxTexts = 256
  static let maxBytes = 1 << 20

  // libFuzzer runs one input at a time, on one thread.
  nonisolated(unsafe) private static var loaded: [[UInt8]: LoadedSpec] = [:]
  nonisolated(unsafe) private static var bytes = 0

  /// The spec `text` read and compiled, as `SpecLoader` does for a file.
  static func load(_ text: [UInt8]) -> LoadedSpec {
    if let known = loaded[text] { return known }
    let spec = SpecLoader.load(bytes: text, path: "fuzz.yaml")
    if loaded.count >= maxTexts || bytes + text.count > maxBytes {
      loaded.removeAll(keepingCapacity: true)
      bytes = 0
    }
    loaded[text] = spec
    bytes += text.count
    return spec
  }
}
