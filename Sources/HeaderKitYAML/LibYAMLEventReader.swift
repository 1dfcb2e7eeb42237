internal import CYAML
import HeaderKitDiagnostics

/// One libyaml event, converted to Swift values with 1-based locations.
enum LibYAMLEvent {
  case streamStart
  case streamEnd
  case documentStart(SourceRange)
  case documentEnd(SourceRange)
  case scalar(ScalarEvent)
  case sequenceStart(CollectionStartEvent)
  case sequenceEnd(SourceRange)
  case mappingStart(CollectionStartEvent)
  case mappingEnd(SourceRange)
  case alias(name: String, range: SourceRange)
  /// libyaml produced an empty event. After an error it keeps "succeeding"
  /// with this forever, so readers must treat it as the end.
  case none
}

/// A scalar event's content and properties.
struct ScalarEvent {
  var text: String
  var style: YAMLDocument.ScalarStyle
  var anchor: String?
  /// The resolved tag (`tag:yaml.org,2002:str`, `!foo`, or `!`), if written.
  var tag: String?
  var range: SourceRange
}

/// The properties of a sequence or mapping start event.
struct CollectionStartEvent {
  var anchor: String?
  var tag: String?
  /// From the node's first property (or indicator) to the end of the start token.
  var range: SourceRange
}

/// Why libyaml stopped, with locations already 1-based.
enum LibYAMLError: Error {
  /// The reader rejected the input: bad UTF-8 or a character YAML forbids.
  /// `byte` is the input byte at the problem offset, if the offset is inside.
  case reader(problem: String, value: Int, byte: UInt8?, location: SourceLocation)
  /// The scanner or parser found a syntax error.
  case syntax(
    problem: String, location: SourceLocation, context: String?, contextLocation: SourceLocation)
  /// libyaml could not allocate memory.
  case memory
}

/// The one owner of a C `yaml_parser_t` and the input buffer it reads from.
///
/// libyaml keeps pointers to both (the parser even points at itself as its
/// read handler's data), so both live at fixed heap addresses for the reader's
/// lifetime and are freed together in `deinit`. Nothing of libyaml's escapes:
/// ``next()`` converts each event into Swift values and frees it at once.
final class LibYAMLEventReader {
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let input: UnsafeMutableBufferPointer<UInt8>
  /// How many bytes of `input` hold the document (the buffer is never empty).
  private let count: Int
  /// Whether `yaml_parser_initialize` succeeded, so `deinit` may delete it.
  private let isInitialized: Bool
  /// Just past the last character, counted the way libyaml counts.
  private let endLocation: SourceLocation

  /// Prepares to read `bytes`, which must be UTF-8 without a byte-order mark.
  init(bytes: some Collection<UInt8>) {
    count = bytes.count
    // Never allocate zero bytes, so libyaml always gets a real pointer.
    input = .allocate(capacity: max(count, 1))
    _ = input.initialize(fromContentsOf: bytes)
    endLocation = Self.location(after: bytes)
    parser = .allocate(capacity: 1)
    parser.initialize(to: yaml_parser_t())
    isInitialized = yaml_parser_initialize(parser) != 0
    if isInitialized {
      yaml_parser_set_input_string(parser, input.baseAddress, count)
      // The input checks already rejected UTF-16 and UTF-32; never let libyaml guess.
      yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    }
  }

  deinit {
    if isInitialized { yaml_parser_delete(parser) }
    parser.deinitialize(count: 1)
    parser.deallocate()
    input.deallocate()
  }

  /// The next event, or the error that stopped libyaml.
  func next() throws(LibYAMLError) -> LibYAMLEvent {
    guard isInitialized else { throw .memory }
    var event = yaml_event_t()
    guard yaml_parser_parse(parser, &event) != 0 else { throw currentError() }
    defer { yaml_event_delete(&event) }
    let range = SourceRange(start: location(event.start_mark), end: location(event.end_mark))

    switch event.type {
    case YAML_STREAM_START_EVENT:
      return .streamStart
    case YAML_STREAM_END_EVENT:
      return .streamEnd
    case YAML_DOCUMENT_START_EVENT:
      return .documentStart(range)
    case YAML_DOCUMENT_END_EVENT:
      return .documentEnd(range)
    case YAML_ALIAS_EVENT:
      return .alias(name: string(event.data.alias.anchor) ?? "", range: range)
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      let text =
        scalar.value.map {
          // Use the length: a double-quoted "\0" puts a NUL inside the value.
          String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self)
        } ?? ""
      return .scalar(
        ScalarEvent(
          text: text, style: style(scalar.style), anchor: string(scalar.anchor),
          tag: string(scalar.tag), range: range))
    case YAML_SEQUENCE_START_EVENT:
      let start = event.data.sequence_start
      return .sequenceStart(
        CollectionStartEvent(anchor: string(start.anchor), tag: string(start.tag), range: range))
    case YAML_SEQUENCE_END_EVENT:
      return .sequenceEnd(range)
    case YAML_MAPPING_START_EVENT:
      let start = event.data.mapping_start
      return .mappingStart(
        CollectionStartEvent(anchor: string(start.anchor), tag: string(start.tag), range: range))
    case YAML_MAPPING_END_EVENT:
      return .mappingEnd(range)
    default:
      return .none
    }
  }

  /// The parser's error, located.
  private func currentError() -> LibYAMLError {
    let state = parser.pointee
    let problem = state.problem.map { String(cString: $0) } ?? "unknown error"
    switch state.error {
    case YAML_MEMORY_ERROR:
      return .memory
    case YAML_READER_ERROR:
      // A reader error's mark is not maintained (it says 1:1); its byte offset
      // into the input is what locates it.
      let bytes = UnsafeBufferPointer(rebasing: input[..<count])
      let offset = min(state.problem_offset, count)
      let byte = offset < count ? bytes[offset] : nil
      return .reader(
        problem: problem, value: Int(state.problem_value), byte: byte,
        location: SourceText.location(ofByteOffset: offset, in: bytes))
    default:
      return .syntax(
        problem: problem, location: location(state.problem_mark),
        context: state.context.map { String(cString: $0) },
        contextLocation: location(state.context_mark))
    }
  }

  private func location(_ mark: yaml_mark_t) -> SourceLocation {
    // At the end of a file without a final line break, libyaml's scanner
    // forces a line break of its own, putting the end of the stream (and an
    // error there, as in "[1, 2") on a line the file does not have.
    min(SourceLocation(line: mark.line + 1, column: mark.column + 1), endLocation)
  }

  /// The location just past the last character, with libyaml's line breaks
  /// (LF, CR LF, and a lone CR) and columns in Unicode scalars.
  private static func location(after bytes: some Collection<UInt8>) -> SourceLocation {
    var line = 1
    var column = 1
    var previous: UInt8 = 0
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        if previous != UInt8(ascii: "\r") { line += 1 }
        column = 1
      } else if byte == UInt8(ascii: "\r") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      previous = byte
    }
    return SourceLocation(line: line, column: column)
  }

  private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  private func style(_ style: yaml_scalar_style_t) -> YAMLDocument.ScalarStyle {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: .literal
    case YAML_FOLDED_SCALAR_STYLE: .folded
    default: .plain
    }
  }
}
