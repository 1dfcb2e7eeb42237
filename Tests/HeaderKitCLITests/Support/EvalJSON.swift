import Foundation
import HeaderKitTestSupport
import Testing

/// The JSON `headerkit eval --format json` prints, read with Foundation.
struct EvalJSON {
  struct Frame {
    var offset: Double
    var values: [String: Double]
    /// The keys of the frame object, to check its shape.
    var keys: Set<String>
  }

  var spec: String
  var input: String
  var frames: [Frame]
  var topLevelKeys: Set<String>

  /// Parses `text`, recording an issue and returning nil if it has another shape.
  init?(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
      let spec = object["spec"] as? String, let input = object["input"] as? String,
      let frames = object["frames"] as? [[String: Any]]
    else {
      Issue.record("not eval JSON: \(text.prefix(500))", sourceLocation: sourceLocation)
      return nil
    }
    self.spec = spec
    self.input = input
    self.topLevelKeys = Set(object.keys)
    var parsed: [Frame] = []
    for frame in frames {
      guard let offset = (frame["offset"] as? NSNumber)?.doubleValue,
        let values = frame["values"] as? [String: NSNumber]
      else {
        Issue.record("not an eval frame: \(frame)", sourceLocation: sourceLocation)
        return nil
      }
      parsed.append(
        Frame(offset: offset, values: values.mapValues(\.doubleValue), keys: Set(frame.keys)))
    }
    self.frames = parsed
  }
}

/// Runs `headerkit eval ARGUMENTS --format json` and parses what it prints.
func evalJSON(_ arguments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation)
  throws -> EvalJSON?
{
  let result = try CLI.run(["eval"] + arguments + ["--format", "json"])
  #expect(result.status == 0, "\(result.stderr)", sourceLocation: sourceLocation)
  return EvalJSON(result.stdout, sourceLocation: sourceLocation)
}

/// Whether two numbers agree to `tolerance`.
func close(_ actual: Double?, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
  guard let actual else { return false }
  return abs(actual - expected) <= tolerance
}
