public import HeaderKitDiagnostics
import HeaderKitYAML

/// A spec file read, parsed, validated and compiled, with every diagnostic found.
public struct LoadedSpec: Sendable {
  /// The path as given, used in diagnostics.
  public var path: String
  /// The file's text, for rendering diagnostics with excerpts.
  public var source: SourceText
  /// The decoded spec, when its structure could be read.
  public var spec: Spec?
  /// The compiled spec, when there were no errors.
  public var compiled: CompiledSpec?
  /// Every diagnostic found, errors and warnings (lint is not run here).
  public var diagnostics: [Diagnostic]

  /// Whether the spec compiled without errors.
  public var isValid: Bool { compiled != nil && !diagnostics.hasErrors }
}

/// Why a file could not be read at all (as opposed to being an invalid spec).
public struct FileReadError: Error, CustomStringConvertible, Sendable {
  /// The path as given.
  public var path: String
  /// Why the file could not be read, such as `no such file`.
  public var reason: String
  /// Whether a spec named a file outside its folder (``SpecFolder``).
  public var outsideFolder: Bool

  /// Why the file at `path` could not be read.
  public init(path: String, reason: String, outsideFolder: Bool = false) {
    self.path = path
    self.reason = reason
    self.outsideFolder = outsideFolder
  }

  public var description: String { "cannot read '\(path)': \(reason)" }

  /// The error as a diagnostic where a file names it: `file-outside-spec`
  /// for a name that leads out of the spec's folder, else `unreadable-file`.
  /// - Parameters:
  ///   - what: the kind of file, e.g. "trace".
  ///   - name: the file as the message shows it.
  ///   - range: where the file is named (or 1:1 of the file itself).
  public func diagnostic(_ what: String, named name: String, at range: SourceRange) -> Diagnostic {
    outsideFolder
      ? .fileOutsideSpec(what, path: name, reason: reason, at: range)
      : .unreadableFile(what, path: name, reason: reason, at: range)
  }
}

/// Runs the authoring pipeline: read → parse → decode → compile.
public enum SpecLoader {
  /// Loads the spec at `path`.
  /// - Throws: ``FileReadError`` when the file cannot be read (missing, a
  ///   directory, no permission). Problems with its content are diagnostics.
  public static func load(path: String, limits: YAMLLimits = .default) throws(FileReadError)
    -> LoadedSpec
  {
    load(bytes: try readFile(path, limit: limits.maxBytes), path: path, limits: limits)
  }

  /// Loads a spec from bytes; `path` labels its diagnostics.
  public static func load(bytes: [UInt8], path: String, limits: YAMLLimits = .default) -> LoadedSpec
  {
    let source = SourceText(path: path, bytes: bytes)
    let parsed = YAMLParser.parse(bytes, limits: limits)
    var loaded = LoadedSpec(
      path: path, source: source, spec: nil, compiled: nil, diagnostics: parsed.diagnostics)
    guard let document = parsed.document else { return loaded }
    let decoded = SpecDecoder.decode(document)
    loaded.diagnostics += decoded.diagnostics
    loaded.spec = decoded.spec
    guard let spec = decoded.spec, !loaded.diagnostics.hasErrors else { return loaded }
    if let problem = LoadLimits.snapProblem(spec) {
      loaded.diagnostics.append(problem)
      return loaded
    }
    let compiled = SpecCompiler.compile(spec)
    loaded.diagnostics += compiled.diagnostics
    loaded.compiled = compiled.compiled
    return loaded
  }

  /// Reads at most `limit + 1` bytes, enough to tell that a file is too large
  /// without reading all of a huge one. Only regular files are read: a FIFO,
  /// device or directory is refused without being opened for reading.
  public static func readFile(_ path: String, limit: Int) throws(FileReadError) -> [UInt8] {
    try RegularFile.read(path, shownAs: path, limit: limit)
  }
}

extension SourceText {
  /// Source text from file bytes; invalid UTF-8 shows as replacement characters.
  public init(path: String, bytes: [UInt8]) {
    self.init(path: path, text: String(decoding: bytes, as: UTF8.self))
  }
}
