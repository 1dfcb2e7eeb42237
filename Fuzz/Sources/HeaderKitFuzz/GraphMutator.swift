import Foundation
import HeaderKitRuntime

/// Edits a compiled graph's JSON — its indices, counts, opcodes, names and
/// numbers — as a corrupted or hostile file would, to test that every graph
/// the runtime loads runs safely and every other is refused.
enum GraphMutator {
  /// The seed's JSON after the edits in `bytes`, three bytes per edit: two
  /// pick a number or a name in the file, one what to write there (or, past
  /// 240, to repeat the array element it is in, as a longer graph would).
  static func apply(edits bytes: [UInt8], to seed: CompiledGraph) -> Data {
    var json = try! JSONSerialization.jsonObject(with: seed.jsonData())
    var index = 0
    while index + 2 < bytes.count, index < 3 * 32 {
      let places = leaves(of: json)
      guard !places.isEmpty else { break }
      let place = places[(Int(bytes[index]) << 8 | Int(bytes[index + 1])) % places.count]
      let choice = Int(bytes[index + 2])
      if choice >= 240, place.count > 1, case .index = place[place.count - 2] {
        edit(&json, at: place.dropLast()[...]) { $0 }
        duplicate(&json, at: place.dropLast(2)[...], element: place[place.count - 2])
      } else {
        edit(&json, at: place[...]) { old in replacement(for: old, choice) }
      }
      index += 3
    }
    return (try? JSONSerialization.data(withJSONObject: json)) ?? Data()
  }

  private static let integers: [Int] = [
    -1, 0, 1, 2, 3, 7, 100, 65_535, 65_536, 1 << 20, 1 << 22, Int(Int32.max), Int(Int32.min),
  ]
  private static let doubles: [Double] = [
    0, -0.0, 1, -1, 1e308, -1e308, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 0.5,
  ]
  private static let names: [String] = [
    "copy", "neg", "abs", "floor", "ceil", "round", "sqrt", "not", "add", "sub", "mul", "div",
    "mod", "min", "max", "lt", "le", "gt", "ge", "eq", "ne", "and", "or", "clamp", "select",
    "lerp", "progress", "listCount", "listSum", "listSumPrefix", "listItem", "track", "finite",
    "linear", "hold", "steps(10000)", "easeInOut", "cubic-bezier(0, 1e308, 1, -1e308)", "clamp",
    "extend", "none", "hold", "consume", "overflow", "midpoint", "nearest", "", "x",
    // Names as a hostile file would give them, for the outputs that show names.
    "=HYPERLINK(\"http://x\")", "a,b\nc", "\u{1B}[2J", "</script><script>alert(1)</script>",
    "__proto__", "constructor", "a\"b", "\u{202E}x", "\u{0}",
  ]

  private static func replacement(for old: Any, _ choice: Int) -> Any {
    switch old {
    case is String: names[choice % names.count]
    case let number as NSNumber where Double(number.int64Value) == number.doubleValue:
      choice % 4 == 3 ? number.intValue + choice / 4 - 30 : integers[choice % integers.count]
    default: doubles[choice % doubles.count]
    }
  }

  private enum Step {
    case key(String)
    case index(Int)
  }

  /// Paths to every number and string in the JSON.
  private static func leaves(of value: Any, at path: [Step] = []) -> [[Step]] {
    switch value {
    case let object as [String: Any]:
      object.keys.sorted().flatMap { leaves(of: object[$0]!, at: path + [.key($0)]) }
    case let array as [Any]:
      array.indices.flatMap { leaves(of: array[$0], at: path + [.index($0)]) }
    default:
      [path]
    }
  }

  private static func edit(_ json: inout Any, at path: ArraySlice<Step>, _ change: (Any) -> Any) {
    guard let step = path.first else {
      json = change(json)
      return
    }
    switch (step, json) {
    case (.key(let key), var object as [String: Any]):
      var inner = object[key] as Any
      edit(&inner, at: path.dropFirst(), change)
      object[key] = inner
      json = object
    case (.index(let index), var array as [Any]):
      edit(&array[index], at: path.dropFirst(), change)
      json = array
    default:
      break
    }
  }

  private static func duplicate(_ json: inout Any, at path: ArraySlice<Step>, element: Step) {
    edit(&json, at: path) { array in
      guard var array = array as? [Any], case .index(let index) = element else { return array }
      array.append(array[index])
      return array
    }
  }
}
