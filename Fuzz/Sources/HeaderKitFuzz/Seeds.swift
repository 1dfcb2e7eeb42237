import Foundation
import HeaderKit
import HeaderKitRuntime

/// The valid specs structure-aware inputs start from, and their graphs.
///
/// Read once, from `Specs/` and `Fuzz/Seeds/` of the repository (found from
/// `HEADERKIT_ROOT`, else from this file's path), in a fixed order so that a
/// saved input picks the same seed on every run.
enum Seeds {
  struct SeedSpec {
    var name: String
    var text: String
  }

  static let root: URL = {
    if let path = ProcessInfo.processInfo.environment["HEADERKIT_ROOT"] {
      return URL(fileURLWithPath: path)
    }
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url
  }()

  static let specs: [SeedSpec] = {
    var seeds: [SeedSpec] = []
    for directory in ["Specs", "Fuzz/Seeds"] {
      let url = root.appendingPathComponent(directory)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
      for name in names.sorted()
      where name.hasSuffix(".yaml") && !name.contains(".trace.") && !name.contains(".test.") {
        guard let data = FileManager.default.contents(atPath: url.appendingPathComponent(name).path)
        else { continue }
        seeds.append(
          SeedSpec(
            name: "\(directory)/\(name)",
            text: withoutCommentLines(String(decoding: data, as: UTF8.self))))
      }
    }
    return seeds
  }()

  /// The text without lines that hold only a comment: shorter seeds mutate
  /// and compile faster, and their edits land on what the spec says.
  static func withoutCommentLines(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.drop { $0 == " " }.hasPrefix("#") }
      .joined(separator: "\n")
  }

  /// A mutator of each seed, its text split into tokens once.
  static let mutators: [SpecMutator] = specs.map { SpecMutator(seed: $0.text) }

  /// The seeds that are valid, read and compiled once: the `outputs`
  /// target's fast inputs start from one rather than compile it again.
  static let loaded: [(text: [UInt8], spec: LoadedSpec)] = specs.compactMap {
    let text = Array($0.text.utf8)
    let loaded = SpecLoader.load(bytes: text, path: $0.name)
    return loaded.compiled == nil ? nil : (text, loaded)
  }

  /// The compiled graphs of the seeds that are valid.
  static let graphs: [CompiledGraph] = loaded.compactMap { $0.spec.compiled?.graph }

  /// A mutator of each graph's JSON, split into tokens once.
  static let graphMutators: [GraphMutator] = graphs.map {
    GraphMutator(json: Array($0.jsonData()))
  }
}
