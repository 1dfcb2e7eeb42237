/// A reader of JSON text for compiled graphs: UTF-8 bytes in, typed values
/// out, pulled one at a time by the code that knows the layout
/// (`CompiledGraph+Reading.swift`), so nothing is built but the graph.
///
/// It reads RFC 8259 JSON exactly: UTF-8 without a byte order mark, no
/// `NaN`, `Infinity`, comments or trailing commas, every escape including
/// surrogate pairs (a lone half is refused), and numbers as `Double(String)`
/// reads their text (the bits `JSONDecoder` gives; one beyond a `Double`'s
/// range reads as infinite, which the graph's checks refuse). It is bounded: it never
/// recurses, nests at most ``maxDepth`` levels and reads a number of at most
/// ``maxNumberLength`` characters, so its work is linear in the text. Text
/// that is not JSON is ``GraphError/invalidJSON(offset:_:)`` at its byte; a
/// value of another kind than asked for is ``GraphError/wrongType(at:expected:found:)``,
/// whose key path the layout's code fills in. HeaderKitTesting reads
/// compiled tests with it too, around the graph they hold.
package struct GraphJSONReader {
  /// The deepest arrays and objects nest (a graph's layout nests 6 levels).
  static let maxDepth = 32
  /// The longest number: a `Double` written in full takes 24 characters.
  static let maxNumberLength = 100

  private let bytes: [UInt8]
  /// Where reading has got to.
  private(set) var offset = 0
  private var depth = 0
  /// Whether the array or object just opened has had no element yet.
  private var atFirst = false

  /// A reader of `bytes`; throws if they start with a byte order mark.
  package init(_ bytes: [UInt8]) throws(GraphError) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { throw .invalidJSON(offset: 0, .byteOrderMark) }
  }

  // MARK: Arrays and objects

  /// Reads the `{` of an object; then ``nextKey()`` until it is nil.
  package mutating func beginObject() throws(GraphError) { try open(.object) }

  /// Reads the `[` of an array; then ``nextElement()`` until it is false.
  package mutating func beginArray() throws(GraphError) { try open(.array) }

  /// The next key of the object being read, its value next; nil at its end.
  package mutating func nextKey() throws(GraphError) -> String? {
    guard try nextMember(closing: UInt8(ascii: "}")) else { return nil }
    guard skipSpace() == UInt8(ascii: "\"") else { throw unexpected() }
    offset += 1
    let key = try stringBody()
    guard skipSpace() == UInt8(ascii: ":") else { throw unexpected() }
    offset += 1
    return key
  }

  /// Whether the array being read has another element, read next.
  package mutating func nextElement() throws(GraphError) -> Bool {
    try nextMember(closing: UInt8(ascii: "]"))
  }

  /// Only white space is left.
  package func finish() throws(GraphError) {
    var reader = self
    if reader.skipSpace() != nil { throw .invalidJSON(offset: reader.offset, .trailingText) }
  }

  private mutating func open(_ kind: GraphError.ValueKind) throws(GraphError) {
    try expect(kind)
    guard depth < Self.maxDepth else { throw .invalidJSON(offset: offset, .tooDeep) }
    depth += 1
    offset += 1
    atFirst = true
  }

  /// Past the comma before the next member, or past the closing bracket (false).
  private mutating func nextMember(closing: UInt8) throws(GraphError) -> Bool {
    guard let byte = skipSpace() else { throw .invalidJSON(offset: offset, .unexpectedEnd) }
    let first = atFirst
    atFirst = false
    if byte == closing {
      offset += 1
      depth -= 1
      return false
    }
    if first { return true }
    guard byte == UInt8(ascii: ",") else { throw unexpected() }
    offset += 1
    return true
  }

  // MARK: Values

  /// Reads `null` if it comes next.
  package mutating func readNull() -> Bool {
    guard skipSpace() == UInt8(ascii: "n"), literal("null") else { return false }
    offset += 4
    return true
  }

  /// Reads `true` or `false`.
  mutating func readBool() throws(GraphError) -> Bool {
    try expect(.boolean)
    if literal("true") {
      offset += 4
      return true
    }
    guard literal("false") else { throw unexpected() }
    offset += 5
    return false
  }

  /// Reads a string, its escapes decoded.
  package mutating func readString() throws(GraphError) -> String {
    try expect(.string)
    offset += 1
    return try stringBody()
  }

  /// Reads a number as `Double(String)` reads its text: one beyond a
  /// `Double`'s range is infinite (refused where the graph is checked, with
  /// its part and element, as a non-finite number from any decoder is).
  package mutating func readDouble() throws(GraphError) -> Double {
    let number = try scanNumber(.number)
    if let magnitude = number.integer, magnitude < 1 << 53 {
      // A Double holds it exactly: no need to parse text.
      let value = Double(magnitude)
      return number.negative ? -value : value
    }
    return try double(number)
  }

  /// Reads a number that is an integer: digits, or a whole number written
  /// with a fraction or exponent (`7.0`, `7e0`, as `JSONDecoder` reads them).
  package mutating func readInteger() throws(GraphError) -> Int {
    let number = try scanNumber(.integer)
    if let magnitude = number.integer { return number.negative ? -magnitude : magnitude }
    let value = try double(number)
    guard value == value.rounded(), abs(value) < 1e18 else {
      throw .wrongType(at: "", expected: .integer, found: .number)
    }
    return Int(value)
  }

  /// Skips the next value, whatever it holds (without recursion).
  package mutating func skipValue() throws(GraphError) {
    var open: [Bool] = []  // whether each open container is an object
    repeat {
      switch try kind() {
      case .object:
        try beginObject()
        open.append(true)
      case .array:
        try beginArray()
        open.append(false)
      case .string: _ = try readString()
      case .boolean: _ = try readBool()
      case .null: _ = readNull()
      case .number, .integer: _ = try scanNumber(.number)
      }
      // On to the next value, closing what has ended.
      while let isObject = open.last {
        if try isObject ? nextKey() != nil : nextElement() { break }
        open.removeLast()
      }
    } while !open.isEmpty
  }

  // MARK: Bytes

  /// The next byte that is not white space, nil at the end.
  private mutating func skipSpace() -> UInt8? {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0A, 0x0D: offset += 1
      case let byte: return byte
      }
    }
    return nil
  }

  private func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

  private func literal(_ text: String) -> Bool { bytes[offset...].starts(with: text.utf8) }

  private func unexpected() -> GraphError {
    .invalidJSON(
      offset: offset, offset < bytes.count ? .unexpectedByte(bytes[offset]) : .unexpectedEnd)
  }

  /// The kind of the next value; not a value is an error.
  private mutating func kind() throws(GraphError) -> GraphError.ValueKind {
    guard let byte = skipSpace() else { throw unexpected() }
    switch byte {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t") where literal("true"), UInt8(ascii: "f") where literal("false"):
      return .boolean
    case UInt8(ascii: "n") where literal("null"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw unexpected()
    }
  }

  private mutating func expect(_ expected: GraphError.ValueKind) throws(GraphError) {
    let found = try kind()
    if found != expected { throw .wrongType(at: "", expected: expected, found: found) }
  }

  /// A string's characters after its opening quote, and the closing quote.
  private mutating func stringBody() throws(GraphError) -> String {
    let start = offset
    var ascii = true
    while let byte = byte(at: offset), byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
      guard byte >= 0x20 else { throw .invalidJSON(offset: offset, .controlCharacter) }
      ascii = ascii && byte < 0x80
      offset += 1
    }
    if ascii, byte(at: offset) == UInt8(ascii: "\"") {
      // Most strings: ASCII without escapes, valid as they are.
      offset += 1
      return String(decoding: bytes[start..<offset - 1], as: UTF8.self)
    }
    var utf8 = bytes[start..<offset]
    while let byte = byte(at: offset), byte != UInt8(ascii: "\"") {
      if byte == UInt8(ascii: "\\") {
        try appendEscape(to: &utf8)
      } else {
        guard byte >= 0x20 else { throw .invalidJSON(offset: offset, .controlCharacter) }
        utf8.append(byte)
        offset += 1
      }
    }
    guard offset < bytes.count else { throw .invalidJSON(offset: offset, .unexpectedEnd) }
    offset += 1
    // `transcode` stops at the first ill-formed sequence (String(validating:)
    // needs iOS 18).
    let invalid = transcode(
      utf8.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
    guard !invalid else { throw .invalidJSON(offset: start, .invalidUTF8) }
    return String(decoding: utf8, as: UTF8.self)
  }

  /// Decodes the escape at the backslash at `offset`.
  private mutating func appendEscape(to utf8: inout ArraySlice<UInt8>) throws(GraphError) {
    let escape = offset
    offset += 2
    switch byte(at: escape + 1) {
    case UInt8(ascii: "\""): utf8.append(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): utf8.append(UInt8(ascii: "\\"))
    case UInt8(ascii: "/"): utf8.append(UInt8(ascii: "/"))
    case UInt8(ascii: "b"): utf8.append(0x08)
    case UInt8(ascii: "f"): utf8.append(0x0C)
    case UInt8(ascii: "n"): utf8.append(0x0A)
    case UInt8(ascii: "r"): utf8.append(0x0D)
    case UInt8(ascii: "t"): utf8.append(0x09)
    case UInt8(ascii: "u"):
      var value = try hex4()
      if (0xD800..<0xDC00).contains(value) {
        // A high surrogate: its low half must follow as another \u escape.
        guard byte(at: offset) == UInt8(ascii: "\\"), byte(at: offset + 1) == UInt8(ascii: "u")
        else { throw .invalidJSON(offset: escape, .loneSurrogate) }
        offset += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw .invalidJSON(offset: escape, .loneSurrogate)
        }
        value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
      } else if (0xDC00..<0xE000).contains(value) {
        throw .invalidJSON(offset: escape, .loneSurrogate)
      }
      // Every value left is a scalar: surrogates are paired or refused.
      UTF8.encode(Unicode.Scalar(value)!) { utf8.append($0) }
    default:
      throw .invalidJSON(
        offset: escape, byte(at: escape + 1) == nil ? .unexpectedEnd : .invalidEscape)
    }
  }

  /// Four hexadecimal digits at `offset`.
  private mutating func hex4() throws(GraphError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = byte(at: offset) else { throw .invalidJSON(offset: offset, .unexpectedEnd) }
      guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
        throw .invalidJSON(offset: offset, .invalidEscape)
      }
      value = value << 4 + UInt32(digit)
      offset += 1
    }
    return value
  }

  // MARK: Numbers

  /// A number's text, checked to be JSON's.
  private struct NumberText {
    var range: Range<Int>
    var negative: Bool
    /// The magnitude, when the text is at most 18 digits (no fraction or exponent).
    var integer: Int?
    /// Whether a digit before the exponent is not 0.
    var nonZero: Bool
  }

  /// Reads `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  private mutating func scanNumber(_ expected: GraphError.ValueKind) throws(GraphError)
    -> NumberText
  {
    let found = try kind()
    if found != .number { throw .wrongType(at: "", expected: expected, found: found) }
    let start = offset
    let negative = bytes[offset] == UInt8(ascii: "-")
    if negative { offset += 1 }
    let digitsStart = offset
    var integer = 0
    var nonZero = false
    guard let first = digit() else { throw .invalidJSON(offset: offset, .invalidNumber) }
    if first == 0 {
      if digit(at: offset) != nil { throw .invalidJSON(offset: offset, .invalidNumber) }
    } else {
      nonZero = true
      integer = first
      while let next = digit() {
        if offset - digitsStart <= 18 { integer = integer * 10 + next }
      }
    }
    var plain = offset - digitsStart <= 18
    if byte(at: offset) == UInt8(ascii: ".") {
      offset += 1
      plain = false
      guard digit(at: offset) != nil else { throw .invalidJSON(offset: offset, .invalidNumber) }
      while let next = digit() { nonZero = nonZero || next != 0 }
    }
    if byte(at: offset) == UInt8(ascii: "e") || byte(at: offset) == UInt8(ascii: "E") {
      offset += 1
      plain = false
      if byte(at: offset) == UInt8(ascii: "+") || byte(at: offset) == UInt8(ascii: "-") {
        offset += 1
      }
      guard digit(at: offset) != nil else { throw .invalidJSON(offset: offset, .invalidNumber) }
      while digit() != nil {}
    }
    guard offset - start <= Self.maxNumberLength else {
      throw .invalidJSON(offset: start, .numberTooLong)
    }
    return NumberText(
      range: start..<offset, negative: negative, integer: plain ? integer : nil, nonZero: nonZero)
  }

  /// The digit at `index`, if it is one.
  private func digit(at index: Int) -> Int? {
    guard let byte = byte(at: index), (0x30...0x39).contains(byte) else { return nil }
    return Int(byte - 0x30)
  }

  /// The digit at `offset`, read, if it is one.
  private mutating func digit() -> Int? {
    guard let value = digit(at: offset) else { return nil }
    offset += 1
    return value
  }

  /// The number's value, as `Double(String)` reads its text.
  private func double(_ number: NumberText) throws(GraphError) -> Double {
    let text = String(decoding: bytes[number.range], as: UTF8.self)
    // A number that is not zero but rounds to it is refused, as JSONDecoder refuses it.
    guard let value = Double(text), value != 0 || !number.nonZero else {
      throw .invalidJSON(offset: number.range.lowerBound, .numberOutOfRange)
    }
    return value
  }
}
