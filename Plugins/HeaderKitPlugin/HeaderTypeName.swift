// The naming rule of the HeaderKit plugin, in a file of its own because a
// plugin cannot import the package's targets: Tests/HeaderKitDriverTests
// compiles this same file through a symbolic link and tests it there.

/// Spec files and the Swift type each becomes.
enum HeaderTypeName {
  /// Whether the plugin turns a file of this name into Swift: `.yaml` or
  /// `.yml`, except test sidecars (`NAME.test.yaml`) and traces
  /// (`NAME.trace.yaml`) — the rule `headerkit validate DIR` follows.
  static func isSpec(fileName: String) -> Bool {
    let lowered = fileName.lowercased()
    guard lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") else { return false }
    return !lowered.contains(".test.") && !lowered.contains(".trace.")
  }

  /// Whether a file is a trace (`NAME.trace.yaml` or `.yml`), which a
  /// spec's test cases may name.
  static func isTrace(fileName: String) -> Bool {
    let lowered = fileName.lowercased()
    return (lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml")) && lowered.contains(".trace.")
  }

  /// The generated type for a spec file: its base name in UpperCamelCase,
  /// with `Header` appended unless it ends in `Header` already
  /// (`spotify-album.yaml` → `SpotifyAlbumHeader`, `ProfileHeader.yaml` →
  /// `ProfileHeader`, `twitter.header.yaml` → `TwitterHeader`).
  ///
  /// Words are runs of ASCII letters and digits; every other character
  /// separates them; each word's first letter is capitalised, the rest kept.
  /// A name that would not start with a letter gets `Spec` in front, and so
  /// does one the generated code itself uses (`GeneratedHeader`).
  static func typeName(forFile fileName: String) -> String {
    let words = baseName(ofFile: fileName).split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    var name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    if !(name.first?.isLetter ?? false) { name = "Spec" + name }
    if !name.hasSuffix("Header") { name += "Header" }
    return reserved.contains(name) ? "Spec" + name : name
  }

  /// A file's name without its last extension: a spec's, and the stem of
  /// the files named after it (`tiki-home.yaml` → `tiki-home`).
  static func baseName(ofFile fileName: String) -> String {
    fileName.split(separator: ".", omittingEmptySubsequences: false).dropLast()
      .joined(separator: ".")
  }

  /// The names a spec's sidecar may have: `NAME.test.yaml` or `NAME.test.yml`.
  static func sidecars(forSpec spec: String) -> [String] {
    let base = baseName(ofFile: spec)
    return ["\(base).test.yaml", "\(base).test.yml"]
  }

  /// A spec's golden timeline: `NAME.timeline.txt`.
  static func golden(forSpec spec: String) -> String {
    baseName(ofFile: spec) + ".timeline.txt"
  }

  /// The compiled tests' file for a spec: `NAME.tests.json`.
  static func testsFile(forSpec spec: String) -> String {
    baseName(ofFile: spec) + ".tests.json"
  }

  /// The longest spec name (without its extension) and type name, in UTF-8
  /// bytes, that the plugin accepts. A file name holds 255 bytes, and the
  /// build names files after the type with up to 34 more (the index store's
  /// `TYPE.swift-HASH-temp-SUFFIX`): measured on Linux, a type of 221 bytes
  /// builds and one of 224 fails there (docs/app.md).
  static let maxNameLength = 200

  /// Type names the generated code refers to and a header must not hide
  /// (those of `SwiftGenerator.reservedTypeNames` that end in `Header`; a
  /// test checks that no reserved name comes out of ``typeName(forFile:)``).
  static let reserved: Set<String> = ["GeneratedHeader", "ScrollDrivenHeader"]
}
