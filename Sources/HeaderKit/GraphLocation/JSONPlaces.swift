import Foundation

/// Where values are in JSON text, by byte offset: for pointing at what the
/// runtime refused in a compiled graph, after it refused it (the runtime's
/// reader keeps no positions, so loading pays nothing for this).
///
/// It is tolerant and bounded: it never throws or recurses, text that is
/// not JSON ends a search early (nil), and each search is linear in the
/// bytes it passes, however deep the text nests.
struct JSONPlaces {
  /// A value found: the key it is the value of (in an object), and where
  /// it is: from where it starts to the end of what holds it (reading to
  /// its own end each time would read a deep value once for each level).
  struct Place {
    var key: Range<Int>?
    var value: Range<Int>
  }

  let bytes: [UInt8]

  /// How deep ``firstNumber(in:where:)`` keeps keys: deeper than the
  /// runtime reads (32 levels).
  static let maxDepth = 64

  /// The whole text's value, to the end of the text (that it ends where
  /// the text does is not checked: only where things start matters).
  var root: Place? {
    let start = skipSpace(0)
    return start < bytes.count ? Place(key: nil, value: start..<bytes.count) : nil
  }

  /// The value at a key path as ``HeaderKitRuntime/GraphError`` writes one
  /// (`states[0].snap.rule`, `frameCode[3][1]`; the empty path is the
  /// root); or, when the text has no such value, the deepest one on the
  /// way there.
  func place(at path: String) -> Place? { walk(path, occurrence: 1)?.place }

  /// The key of the member at a key path (its `occurrence`th where its
  /// object has it more than once), if the text has it.
  func key(at path: String, occurrence: Int = 1) -> Range<Int>? {
    guard let (place, rest) = walk(path, occurrence: occurrence), rest.isEmpty else { return nil }
    return place.key
  }

  /// The deepest value on the way to `path`, and what of the path is left;
  /// the last key's `occurrence`th member where its object has it more than once.
  private func walk(_ path: String, occurrence: Int) -> (place: Place, rest: Substring)? {
    guard var place = root else { return nil }
    var rest = Substring(path)
    while !rest.isEmpty {
      if rest.first == "[" {
        guard let close = rest.firstIndex(of: "]"),
          let index = Int(rest[rest.index(after: rest.startIndex)..<close]),
          let element = element(index, of: place.value)
        else { return (place, rest) }
        place = Place(key: nil, value: element)
        rest = rest[rest.index(after: close)...]
      } else {
        if rest.first == "." { rest = rest.dropFirst() }
        guard let (member, after) = member(leading: rest, of: place.value, occurrence: occurrence)
        else { return (place, rest) }
        place = member
        rest = after
      }
    }
    return (place, rest)
  }

  /// The member of `object` whose key is all of `path` (the key path's last
  /// step, whatever its characters: an unknown key may hold `.` or `[`),
  /// or whose key starts `path` before a `.` or `[`; and what of `path` is left.
  private func member(leading path: Substring, of object: Range<Int>, occurrence: Int)
    -> (Place, Substring)?
  {
    var found: (Place, Substring)?
    var seen = 0
    forEachMember(of: object) { key, value in
      guard let name = string(at: key) else { return true }
      if name == path {
        seen += 1
        guard seen == occurrence else { return true }
        found = (Place(key: key, value: value), path[path.endIndex...])
      } else if path.hasPrefix(name), let next = path.dropFirst(name.count).first,
        next == "." || next == "["
      {
        found = (Place(key: key, value: value), path.dropFirst(name.count))
      }
      return found == nil
    }
    return found
  }

  /// What to point at for a value: its text, or an array's or object's
  /// opening bracket (its text may span many lines).
  func head(of place: Place) -> Range<Int> {
    let start = place.value.lowerBound
    switch byte(at: start) {
    case UInt8(ascii: "["), UInt8(ascii: "{"): return start..<start + 1
    default: return value(at: start) ?? start..<start
    }
  }

  /// All of a value's text (``Place/value`` only bounds it), read to its end.
  func extent(of place: Place) -> Range<Int> {
    value(at: place.value.lowerBound) ?? place.value
  }

  /// The member of `object` named `key`, the first if it has several.
  func member(_ key: String, of object: Range<Int>) -> Place? {
    var found: Place?
    forEachMember(of: object) { name, value in
      if string(at: name) == key { found = Place(key: name, value: value) }
      return found == nil
    }
    return found
  }

  /// Element `index` of `array`.
  func element(_ index: Int, of array: Range<Int>) -> Range<Int>? {
    var found: Range<Int>?
    forEachElement(of: array) { position, value in
      if position == index { found = value }
      return position < index
    }
    return found
  }

  /// How many elements `array` has (0 when it is no array).
  func count(of array: Range<Int>) -> Int {
    var count = 0
    forEachElement(of: array) { _, _ in
      count += 1
      return true
    }
    return count
  }

  /// The first number within `range` (a number, or any number nested in
  /// it) that `matches` takes, given its value and the key of the innermost
  /// member holding it (an array's elements have the array's key).
  func firstNumber(in range: Range<Int>, where matches: (Double, String?) -> Bool) -> Range<Int>? {
    // The nearest key, for each open array or object; past `maxDepth`
    // levels (deeper than any graph the runtime reads) only counted.
    var keys: [String?] = [nil]
    var untracked = 0
    var offset = range.lowerBound
    while offset < range.upperBound {
      switch bytes[offset] {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if keys.count > Self.maxDepth {
          untracked += 1
        } else {
          keys.append(bytes[offset] == UInt8(ascii: "[") ? keys[keys.count - 1] : nil)
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if untracked > 0 {
          untracked -= 1
        } else if keys.count > 1 {
          keys.removeLast()
        }
      case UInt8(ascii: "\""):
        guard let end = stringEnd(from: offset) else { return nil }
        if byte(at: skipSpace(end)) == UInt8(ascii: ":") {
          keys[keys.count - 1] = string(at: offset..<end)
        }
        offset = end
        continue
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        let end = scalarEnd(from: offset)
        if let number = Double(String(decoding: bytes[offset..<end], as: UTF8.self)),
          matches(number, keys[keys.count - 1])
        {
          return offset..<end
        }
        offset = end
        continue
      default: break
      }
      offset += 1
    }
    return nil
  }

  // MARK: Scanning

  /// Calls `body` with each member's key and value until it returns false.
  private func forEachMember(of object: Range<Int>, _ body: (Range<Int>, Range<Int>) -> Bool) {
    guard byte(at: object.lowerBound) == UInt8(ascii: "{") else { return }
    var offset = object.lowerBound + 1
    while true {
      let start = skipSpace(offset)
      guard start < object.upperBound, bytes[start] == UInt8(ascii: "\""),
        let keyEnd = stringEnd(from: start)
      else { return }
      let colon = skipSpace(keyEnd)
      let valueStart = skipSpace(colon + 1)
      guard byte(at: colon) == UInt8(ascii: ":"), startsValue(valueStart),
        body(start..<keyEnd, valueStart..<object.upperBound),
        let value = value(at: valueStart)
      else { return }
      offset = afterComma(value.upperBound)
    }
  }

  /// Calls `body` with each element's index and value until it returns false.
  private func forEachElement(of array: Range<Int>, _ body: (Int, Range<Int>) -> Bool) {
    guard byte(at: array.lowerBound) == UInt8(ascii: "[") else { return }
    var offset = array.lowerBound + 1
    var index = 0
    while true {
      let start = skipSpace(offset)
      guard start < array.upperBound, startsValue(start), body(index, start..<array.upperBound),
        let value = value(at: start)
      else { return }
      index += 1
      offset = afterComma(value.upperBound)
    }
  }

  /// Past white space and the comma after a member, if there is one.
  private func afterComma(_ offset: Int) -> Int {
    let next = skipSpace(offset)
    return byte(at: next) == UInt8(ascii: ",") ? next + 1 : next
  }

  /// Whether a value may start at `offset`.
  private func startsValue(_ offset: Int) -> Bool {
    switch byte(at: offset) {
    case nil, UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"): false
    default: true
    }
  }

  /// The text of the value that starts at `start` (an array or object the
  /// text ends inside, to its end; a string, nil); nil when none starts there.
  private func value(at start: Int) -> Range<Int>? {
    guard startsValue(start) else { return nil }
    switch bytes[start] {
    case UInt8(ascii: "\""): return stringEnd(from: start).map { start..<$0 }
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      // Brackets counted, not matched: the runtime read this text already.
      var depth = 0
      var index = start
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\""):
          guard let end = stringEnd(from: index) else { return start..<bytes.count }
          index = end
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 { return start..<index + 1 }
        default: break
        }
        index += 1
      }
      return start..<bytes.count  // unclosed: to the end of the text
    default: return start..<scalarEnd(from: start)
    }
  }

  /// Past the closing quote of the string whose opening quote is at `start`.
  private func stringEnd(from start: Int) -> Int? {
    var index = start + 1
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\\"): index += 2
      case UInt8(ascii: "\""): return index + 1
      default: index += 1
      }
    }
    return nil
  }

  /// The end of a number or literal: the next white space or punctuation.
  private func scalarEnd(from start: Int) -> Int {
    var index = start
    while let byte = byte(at: index), !Self.isSpace(byte) {
      switch byte {
      case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"),
        UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\""):
        return max(index, start + 1)
      default: index += 1
      }
    }
    return max(index, start + 1)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// The first offset from `offset` that is not white space.
  private func skipSpace(_ offset: Int) -> Int {
    var index = offset
    while let byte = byte(at: index), Self.isSpace(byte) { index += 1 }
    return index
  }

  private func byte(at index: Int) -> UInt8? {
    index >= 0 && index < bytes.count ? bytes[index] : nil
  }

  /// The string whose quoted text is `range`, its escapes decoded.
  private func string(at range: Range<Int>) -> String? {
    let body = bytes[range.lowerBound + 1..<range.upperBound - 1]
    guard body.contains(UInt8(ascii: "\\")) else { return String(decoding: body, as: UTF8.self) }
    return try? JSONSerialization.jsonObject(
      with: Data(bytes[range]), options: .fragmentsAllowed) as? String
  }
}
