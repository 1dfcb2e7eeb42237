import HeaderKitDiagnostics

/// Checks on the raw bytes, made before libyaml sees them.
///
/// libyaml's reader decodes ahead of its scanner and reports a bad byte with a
/// byte offset only, sometimes before earlier syntax errors; checking here
/// first gives one precise, located diagnostic for every encoding problem.
enum InputChecks {
  /// What the checks found: bytes to parse, or the reason not to.
  enum Outcome {
    /// The bytes for libyaml to read, without a UTF-8 byte-order mark.
    case content(ArraySlice<UInt8>)
    /// The first problem, which keeps the file from being read at all.
    case problem(Diagnostic)
  }

  /// Checks size, encoding and characters.
  static func check(_ bytes: [UInt8], limits: YAMLLimits) -> Outcome {
    // Node ids are 32-bit and a node can take as little as one byte, so no
    // limit may let more than 1 GiB through.
    let maxBytes = min(limits.maxBytes, 1 << 30)
    if bytes.count > maxBytes {
      return .problem(.fileTooLarge(bytes: bytes.count, limit: maxBytes))
    }
    if let encoding = encodingFromByteOrderMark(bytes) {
      return .problem(.unsupportedEncoding(encoding))
    }
    // libyaml skips a UTF-8 BOM without counting it in its marks; dropping it
    // here keeps byte offsets and marks measured from the same place.
    let content = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
    if let problem = firstProblem(in: content) { return .problem(problem) }
    return .content(content)
  }

  /// The name of a UTF-16 or UTF-32 encoding announced by a byte-order mark.
  static func encodingFromByteOrderMark(_ bytes: [UInt8]) -> String? {
    // UTF-32 first: its little-endian mark begins with UTF-16's.
    if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32 big-endian" }
    if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32 little-endian" }
    if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16 big-endian" }
    if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16 little-endian" }
    return nil
  }

  /// The first invalid UTF-8 sequence or character YAML does not allow.
  static func firstProblem(in content: ArraySlice<UInt8>) -> Diagnostic? {
    var index = content.startIndex
    while index < content.endIndex {
      let lead = content[index]
      if lead < 0x80 {
        if isForbiddenASCII(lead) {
          return .controlCharacter(UInt32(lead), at: location(of: index, in: content))
        }
        index += 1
        continue
      }
      guard let (scalar, length) = decode(at: index, in: content) else {
        return .invalidUTF8(byte: lead, at: location(of: index, in: content))
      }
      if let problem = problem(with: scalar) {
        return problem(location(of: index, in: content))
      }
      index += length
    }
    return nil
  }

  /// C0 controls other than tab, LF and CR, and DEL, which libyaml rejects.
  private static func isForbiddenASCII(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
  }

  /// A diagnostic for a non-ASCII scalar YAML files must not hold.
  private static func problem(with scalar: UInt32) -> ((SourceLocation) -> Diagnostic)? {
    switch scalar {
    // libyaml reads NEL, LS and PS as line breaks; editors and SourceText do
    // not, so every later location would be on the wrong line.
    case 0x85, 0x2028, 0x2029:
      return { .unusualLineBreak(scalar, at: $0) }
    // The other C1 controls and the noncharacters libyaml's reader rejects.
    case 0x80...0x9F, 0xFFFE, 0xFFFF:
      return { .controlCharacter(scalar, at: $0) }
    default:
      return nil
    }
  }

  /// Decodes one multi-byte UTF-8 sequence, rejecting overlong forms,
  /// surrogates and values above U+10FFFF.
  private static func decode(at index: Int, in bytes: ArraySlice<UInt8>) -> (UInt32, Int)? {
    let lead = bytes[index]
    let length: Int
    // The allowed range of the second byte, which rules out overlong forms,
    // surrogates and values above U+10FFFF.
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED: (length, secondRange) = (3, 0x80...0x9F)
    case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
    case 0xF1...0xF3: length = 4
    case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
    default: return nil
    }
    guard bytes.endIndex - index >= length, secondRange.contains(bytes[index + 1]) else {
      return nil
    }
    var scalar = UInt32(lead) & (0xFF >> (length + 1))
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return nil }
      scalar = scalar << 6 | UInt32(byte & 0x3F)
    }
    return (scalar, length)
  }

  private static func location(of index: Int, in content: ArraySlice<UInt8>) -> SourceLocation {
    SourceText.location(ofByteOffset: index - content.startIndex, in: content)
  }
}
