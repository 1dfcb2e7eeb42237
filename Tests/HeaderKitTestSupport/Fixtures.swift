import Foundation

/// Paths of the repository, for tests that read specs and fixtures.
public enum Fixtures {
  /// The package root (the directory holding Package.swift).
  public static let root: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
  }()

  /// `Specs/NAME`.
  public static func spec(_ name: String) -> URL {
    root.appendingPathComponent("Specs").appendingPathComponent(name)
  }

  /// `Tests/Fixtures/PATH`.
  public static func fixture(_ path: String) -> URL {
    root.appendingPathComponent("Tests/Fixtures").appendingPathComponent(path)
  }

  /// A file's contents as bytes.
  public static func bytes(_ url: URL) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url))
  }

  /// Every spec in `Specs/` (not sidecars), sorted.
  public static func allSpecs() throws -> [URL] {
    let directory = root.appendingPathComponent("Specs")
    return try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter {
        ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.contains(".test.")
          && !$0.contains(".trace.")
      }
      .sorted()
      .map { directory.appendingPathComponent($0) }
  }

  /// A fresh temporary directory, removed by the caller when done.
  public static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headerkit-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
