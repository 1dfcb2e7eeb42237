import HeaderKit

/// Edits a compiled graph's JSON — its indices, counts, opcodes, names and
/// numbers — as a corrupted or hostile file would, to test that every graph
/// the runtime loads runs safely and every other is refused.
///
/// The JSON is edited as text, split into tokens once per seed: a fuzz input
/// costs a few splices, not a JSON round trip.
struct GraphMutator {
  /// The seed's tokens: strings, numbers, literals and punctuation.
  private(set) var tokens: [String]

  init(json: [UInt8]) { tokens = Self.tokenize(json) }

  /// The seed's JSON after the edits in `bytes`, three bytes per edit: two
  /// pick a number or a name in the file, one what to write there (or, past
  /// 240, to repeat the array element it is in, as a longer graph would).
  mutating func apply(edits bytes: [UInt8]) -> [UInt8] {
    var index = 0
    while index + 2 < bytes.count, index < 3 * 32 {
      let leaves = self.leaves()
      guard !leaves.isEmpty else { break }
      let leaf = leaves[(Int(bytes[index]) << 8 | Int(bytes[index + 1])) % leaves.count]
      let choice = Int(bytes[index + 2])
      if choice >= 240 {
        repeatElement(around: leaf)
      } else {
        tokens[leaf] = Self.replacement(for: tokens[leaf], choice)
      }
      index += 3
    }
    return Array(tokens.joined().utf8)
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

  private static func replacement(for old: String, _ choice: Int) -> String {
    if old.hasPrefix("\"") { return JSONValue.string(names[choice % names.count]).text() }
    guard let number = Double(old) else { return old }
    if number == number.rounded(), abs(number) < 1e15 {
      let value =
        choice % 4 == 3 ? Int(number) + choice / 4 - 30 : integers[choice % integers.count]
      return "\(value)"
    }
    return "\(doubles[choice % doubles.count])"
  }

  // MARK: Structure

  /// Indices of the tokens that are values: numbers and strings not used as keys.
  private func leaves() -> [Int] {
    tokens.indices.filter { index in
      let first = tokens[index].first
      guard first == "\"" || first == "-" || first?.isNumber == true else { return false }
      return index + 1 == tokens.count || tokens[index + 1] != ":"
    }
  }

  /// Copies the array or object holding token `leaf` after itself, when
  /// that container is an element of an array.
  private mutating func repeatElement(around leaf: Int) {
    guard let open = enclosing(leaf), let outer = enclosing(open), tokens[outer] == "[",
      let close = matching(open)
    else { return }
    tokens.insert(contentsOf: [","] + tokens[open...close], at: close + 1)
  }

  /// The `[` or `{` that most closely encloses token `index`.
  private func enclosing(_ index: Int) -> Int? {
    var depth = 0
    var at = index - 1
    while at >= 0 {
      switch tokens[at] {
      case "]", "}": depth += 1
      case "[", "{":
        if depth == 0 { return at }
        depth -= 1
      default: break
      }
      at -= 1
    }
    return nil
  }

  /// The `]` or `}` that closes the container opened at token `open`.
  private func matching(_ open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      switch tokens[index] {
      case "[", "{": depth += 1
      case "]", "}":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }

  // MARK: Tokens

  /// Splits JSON text into strings (with their quotes), other values, and
  /// punctuation; white space is dropped.
  static func tokenize(_ json: [UInt8]) -> [String] {
    var tokens: [String] = []
    var index = 0
    while index < json.count {
      let byte = json[index]
      let start = index
      index += 1
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
        continue
      case UInt8(ascii: "\""):
        while index < json.count, json[index] != UInt8(ascii: "\"") {
          index += json[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index = min(index + 1, json.count)
      case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
        UInt8(ascii: ","), UInt8(ascii: ":"):
        break
      default:
        while index < json.count, !"[]{},: \n\t\r\"".utf8.contains(json[index]) { index += 1 }
      }
      tokens.append(String(decoding: json[start..<index], as: UTF8.self))
    }
    return tokens
  }
}
