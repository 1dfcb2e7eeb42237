import HeaderKitDiagnostics

/// The trace files the cases of one spec name, each read from the spec's
/// folder and decoded once however many cases name it, and together at most
/// ``SpecTestSuite/maxTraceBytes``.
struct TraceFiles {
  /// A decoded trace file.
  struct Decoded {
    var trace: Trace?
    var diagnostics: [Diagnostic]
    var source: SourceText
    /// Whether this is the first case to name the file (its diagnostics are reported once).
    var isNew: Bool
  }

  let folder: SpecFolder
  private var decoded: [String: Decoded] = [:]
  private var bytesRead = 0

  init(folder: SpecFolder) {
    self.folder = folder
  }

  /// The trace the case names, or the diagnostic that says why it cannot be read.
  mutating func decode(_ name: Located<String>) throws(Diagnostic) -> Decoded {
    let resolved: String
    let bytes: [UInt8]
    do {
      resolved = try folder.resolve(name.value)
      if var known = decoded[resolved] {
        known.isNew = false
        return known
      }
      bytes = try folder.read(resolved: resolved, name: name.value, limit: 1 << 20)
    } catch {
      throw error.diagnostic("trace", named: name.value, at: name.range)
    }
    bytesRead += bytes.count
    guard bytesRead <= SpecTestSuite.maxTraceBytes else {
      throw .limitExceeded(
        "bytes of trace files for one spec's cases", limit: SpecTestSuite.maxTraceBytes,
        at: name.range)
    }
    let result = TraceDecoder.decode(bytes: bytes)
    let trace = Decoded(
      trace: result.trace, diagnostics: result.diagnostics,
      source: SourceText(path: folder.path(of: name.value), bytes: bytes), isNew: true)
    decoded[resolved] = trace
    return trace
  }
}
