import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Loading specs for the visual tests.
enum Load {
  /// A spec from YAML text; the test fails if it does not compile.
  static func spec(_ yaml: String, path: String = "test.yaml") throws -> CompiledSpec {
    let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: path)
    return try #require(loaded.compiled, "\(loaded.diagnostics.map(\.message))")
  }

  /// A bundled spec, `Specs/NAME.yaml`.
  static func bundled(_ name: String) throws -> CompiledSpec {
    let loaded = try SpecLoader.load(path: Fixtures.spec("\(name).yaml").path)
    return try #require(loaded.compiled, "\(loaded.diagnostics.map(\.message))")
  }

  /// Every spec in `Specs/`, compiled.
  static func allBundled() throws -> [CompiledSpec] {
    try Fixtures.allSpecs().map { url in
      let loaded = try SpecLoader.load(path: url.path)
      return try #require(
        loaded.compiled, "\(url.lastPathComponent): \(loaded.diagnostics.map(\.message))")
    }
  }

  /// The diagnostics of a spec given as YAML text.
  static func diagnostics(_ yaml: String) -> [Diagnostic] {
    SpecLoader.load(bytes: Array(yaml.utf8), path: "test.yaml").diagnostics
  }
}

/// A start tag of an SVG or HTML document: its name and attributes.
struct Tag {
  var name: String
  var attributes: [String: String]
  /// Where the tag starts in the document, for order checks.
  var offset: Int

  subscript(_ key: String) -> String? { attributes[key] }

  /// An attribute as a number; fails the test when absent or not a number.
  func number(_ key: String) throws -> Double {
    let text = try #require(attributes[key], "<\(name)> has no \(key)")
    return try #require(Double(text), "<\(name)> \(key)=\"\(text)\" is not a number")
  }

  /// An attribute holding numbers separated by spaces or commas.
  func numbers(_ key: String) throws -> [Double] {
    let text = try #require(attributes[key], "<\(name)> has no \(key)")
    return text.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
  }

  /// The six numbers of `matrix(a b c d e f)` in the transform attribute.
  func matrix() throws -> [Double] {
    let text = try #require(attributes["transform"], "<\(name)> has no transform")
    let inner = try #require(text.split(separator: "(").last?.split(separator: ")").first)
    let values = inner.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    try #require(text.hasPrefix("matrix("), "\(text) is not a matrix")
    try #require(values.count == 6)
    return values
  }
}

/// A small scanner of start tags; enough for documents this package writes.
enum Markup {
  static func tags(in text: String) -> [Tag] {
    let scalars = Array(text.unicodeScalars)
    var tags: [Tag] = []
    var index = 0
    while index < scalars.count {
      guard scalars[index] == "<", index + 1 < scalars.count,
        CharacterSet.letters.contains(scalars[index + 1])
      else {
        index += 1
        continue
      }
      let start = index
      index += 1
      var name = ""
      while index < scalars.count, !CharacterSet.whitespacesAndNewlines.contains(scalars[index]),
        scalars[index] != ">", scalars[index] != "/"
      {
        name.unicodeScalars.append(scalars[index])
        index += 1
      }
      var attributes: [String: String] = [:]
      while index < scalars.count, scalars[index] != ">" {
        if CharacterSet.letters.contains(scalars[index]) {
          var key = ""
          while index < scalars.count, scalars[index] != "=", scalars[index] != ">",
            !CharacterSet.whitespacesAndNewlines.contains(scalars[index])
          {
            key.unicodeScalars.append(scalars[index])
            index += 1
          }
          var value = ""
          if index < scalars.count, scalars[index] == "=", index + 1 < scalars.count,
            scalars[index + 1] == "\""
          {
            index += 2
            while index < scalars.count, scalars[index] != "\"" {
              value.unicodeScalars.append(scalars[index])
              index += 1
            }
          }
          attributes[key] = unescape(value)
        }
        index += 1
      }
      tags.append(Tag(name: name, attributes: attributes, offset: start))
    }
    return tags
  }

  static func unescape(_ text: String) -> String {
    text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
      .replacingOccurrences(of: "&amp;", with: "&")
  }
}

/// External programs the tests drive: Node for the JavaScript evaluator, Chromium for the page.
enum Tools {
  /// Set by CI (.ci/steps/40-browser.sh): a missing tool fails the tests instead of skipping them.
  static let required = ProcessInfo.processInfo.environment["HEADERKIT_REQUIRE_BROWSER"] == "1"

  static let node = find("node") ?? find("nodejs")
  static let chromium = find("chromium") ?? find("chromium-browser") ?? find("google-chrome")

  /// The first executable called `name` on the PATH.
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs a program and returns its standard output; fails on a non-zero exit.
  static func run(_ executable: String, _ arguments: [String], stdin: Data? = nil) throws -> String
  {
    let result = try CLI.runProgram(URL(fileURLWithPath: executable), arguments, stdin: stdin)
    try #require(
      result.status == 0,
      "\(executable) exited \(result.status): \(result.stderr.suffix(2000))")
    return result.stdout
  }
}

/// Asserts that two numbers agree within `tolerance`.
func expectClose(
  _ actual: Double, _ expected: Double, tolerance: Double = 1e-9,
  _ what: @autoclosure () -> String = "",
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(what()): \(actual) is not \(expected) (±\(tolerance))",
    sourceLocation: sourceLocation)
}
