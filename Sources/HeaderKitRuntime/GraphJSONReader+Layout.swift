// What the graph's layout reads with GraphJSONReader: objects of known keys,
// arrays within a limit or of a fixed length, and values of the layout's types.

/// The keys of one object of the layout.
package protocol GraphKeys: RawRepresentable<String>, CaseIterable, Equatable
where AllCases == [Self] {
  /// Whether the object may leave the key out (or give `null`).
  var isOptional: Bool { get }
}

extension GraphKeys {
  package var isOptional: Bool { false }
}

extension GraphJSONReader {
  /// Reads an object of `Key`'s keys, each value with `read`; refuses a key
  /// that is not one of them (the first in sorted order, whatever the
  /// text's order), one given twice, or a required one missing.
  package mutating func readObject<Key: GraphKeys>(
    _ read: (Key, inout GraphJSONReader) throws(GraphError) -> Void
  ) throws(GraphError) {
    try beginObject()
    let keys = Key.allCases
    var seen: UInt64 = 0  // a bit per key; an object has at most 64 keys
    var unknown: String?
    while let name = try nextKey() {
      guard let key = Key(rawValue: name), let index = keys.firstIndex(of: key) else {
        unknown = min(unknown ?? name, name)
        try skipValue()
        continue
      }
      guard seen & 1 << index == 0 else { throw .duplicateKey(name) }
      seen |= 1 << index
      do throws(GraphError) { try read(key, &self) } catch { throw error.inside(key: name) }
    }
    if let unknown { throw .unknownKey(unknown) }
    for (index, key) in keys.enumerated() where seen & 1 << index == 0 && !key.isOptional {
      throw .missingKey(key.rawValue)
    }
  }

  /// Reads an object of `Key`'s two keys, each value with `read`: the
  /// first key's value first in the pair, the second's second, whatever
  /// the text's order.
  mutating func readMembers<Key: GraphKeys, Value>(
    _ keys: Key.Type, initially initial: Value,
    _ read: (inout GraphJSONReader) throws(GraphError) -> Value
  ) throws(GraphError) -> (Value, Value) {
    var pair = (initial, initial)
    try readObject { (key: Key, reader) throws(GraphError) in
      if key == Key.allCases[0] { pair.0 = try read(&reader) } else { pair.1 = try read(&reader) }
    }
    return pair
  }

  /// Reads an array, each element with `read`. Past `limit`'s most, the
  /// rest is counted, not kept, and refused.
  mutating func readArray<Element>(
    limit: GraphLimit, _ read: (inout GraphJSONReader) throws(GraphError) -> Element
  ) throws(GraphError) -> [Element] {
    try beginArray()
    var elements: [Element] = []
    while try nextElement() {
      guard elements.count < limit.limit else {
        var found = elements.count + 1
        try skipValue()
        while try nextElement() {
          try skipValue()
          found += 1
        }
        throw .limitExceeded(limit, found: found, limit: limit.limit)
      }
      do throws(GraphError) {
        elements.append(try read(&self))
      } catch {
        throw error.inside(index: elements.count)
      }
    }
    return elements
  }

  /// Reads an array of exactly `count` elements, element `i` with `read(i)`.
  mutating func readElements(
    _ count: Int, _ read: (Int, inout GraphJSONReader) throws(GraphError) -> Void
  ) throws(GraphError) {
    try beginArray()
    var found = 0
    while try nextElement() {
      if found < count {
        do throws(GraphError) { try read(found, &self) } catch { throw error.inside(index: found) }
      } else {
        try skipValue()
      }
      found += 1
    }
    guard found == count else { throw .wrongCount(at: "", found: found, expected: count) }
  }

  mutating func readInt32() throws(GraphError) -> Int32 {
    guard let value = Int32(exactly: try readInteger()) else {
      throw .wrongType(at: "", expected: .integer, found: .number)
    }
    return value
  }

  mutating func readInt32s(limit: GraphLimit) throws(GraphError) -> [Int32] {
    try readArray(limit: limit) { reader throws(GraphError) in try reader.readInt32() }
  }

  /// A number, or `null` where the layout allows leaving it out.
  mutating func readOptionalInt32() throws(GraphError) -> Int32? {
    readNull() ? nil : try readInt32()
  }

  /// A string that names one of `Choice`'s values.
  mutating func readChoice<Choice: RawRepresentable<String>>() throws(GraphError) -> Choice {
    let text = try readString()
    guard let choice = Choice(rawValue: text) else { throw .invalidValue(at: "", value: text) }
    return choice
  }

  /// An easing as a spec spells it.
  mutating func readEasing() throws(GraphError) -> Easing {
    let text = try readString()
    guard let easing = Easing(text) else { throw .invalidValue(at: "", value: text) }
    return easing
  }

  /// Instructions, each `[op, dst, a, b, c]`.
  mutating func readCode() throws(GraphError) -> [Instruction] {
    try readArray(limit: .instructions) { reader throws(GraphError) in
      var instruction = Instruction(.copy, 0)
      try reader.readElements(5) { index, reader throws(GraphError) in
        switch index {
        case 0: instruction.op = try reader.readChoice()
        case 1: instruction.dst = try reader.readInt32()
        case 2: instruction.a = try reader.readInt32()
        case 3: instruction.b = try reader.readInt32()
        default: instruction.c = try reader.readInt32()
        }
      }
      return instruction
    }
  }

  /// Two numbers, `[x, y]`.
  mutating func readPair() throws(GraphError) -> (Double, Double) {
    var pair = (0.0, 0.0)
    try readElements(2) { index, reader throws(GraphError) in
      if index == 0 { pair.0 = try reader.readDouble() } else { pair.1 = try reader.readDouble() }
    }
    return pair
  }
}
