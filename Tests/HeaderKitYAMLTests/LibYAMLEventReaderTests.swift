import HeaderKitDiagnostics
import Testing

@testable import HeaderKitYAML

/// The C boundary on its own, without the input checks in front of it.
@Suite struct LibYAMLEventReaderTests {
  /// Reads events until the end or an error, giving up after `limit` events.
  static func drain(_ reader: LibYAMLEventReader, limit: Int = 100) -> LibYAMLError? {
    for _ in 0..<limit {
      do {
        if case .streamEnd = try reader.next() { return nil }
      } catch {
        return error
      }
    }
    Issue.record("no end after \(limit) events")
    return nil
  }

  @Test func readerErrorIsLocatedByItsByteOffset() throws {
    // libyaml's mark says 1:1 for reader errors; the offset says where.
    let reader = LibYAMLEventReader(bytes: Array("a: 1\nb: 2\nc: é".utf8) + [0xFF])
    let error = try #require(Self.drain(reader))
    guard case .reader(_, let value, let byte, let location) = error else {
      Issue.record("not a reader error: \(error)")
      return
    }
    #expect(value == 0xFF)
    #expect(byte == 0xFF)
    #expect(location == at(3, 5))
    let diagnostic = DocumentComposer.diagnostic(for: error)
    #expect(diagnostic.code == .invalidUTF8)
    #expect(diagnostic.location == at(3, 5))
  }

  @Test func readerControlCharacterError() throws {
    let error = try #require(Self.drain(LibYAMLEventReader(bytes: Array("a: \u{7F}".utf8))))
    let diagnostic = DocumentComposer.diagnostic(for: error)
    #expect(diagnostic.code == .controlCharacter)
    #expect(diagnostic.message == "control character U+007F is not allowed in a YAML file")
    #expect(diagnostic.location == at(1, 4))
  }

  @Test func afterAnErrorTheReaderReportsNoMoreEvents() throws {
    let reader = LibYAMLEventReader(bytes: Array("[1, 2".utf8))
    #expect(Self.drain(reader) != nil)
    // libyaml now "succeeds" with empty events forever; they must read as the end.
    for _ in 0..<3 {
      guard case .none = try reader.next() else {
        Issue.record("expected no event")
        return
      }
    }
  }

  @Test func afterTheStreamEndsTheReaderReportsNoMoreEvents() throws {
    let reader = LibYAMLEventReader(bytes: Array("a: 1\n".utf8))
    #expect(Self.drain(reader) == nil)
    guard case .none = try reader.next() else {
      Issue.record("expected no event")
      return
    }
  }

  @Test func emptyInput() throws {
    let reader = LibYAMLEventReader(bytes: [UInt8]())
    guard case .streamStart = try reader.next(), case .streamEnd = try reader.next() else {
      Issue.record("expected an empty stream")
      return
    }
  }

  @Test func endOfStreamWithoutFinalLineBreakStaysOnTheLastLine() throws {
    let error = try #require(Self.drain(LibYAMLEventReader(bytes: Array("a: 1\nb: [1".utf8))))
    guard case .syntax(_, let location, _, _) = error else {
      Issue.record("not a syntax error: \(error)")
      return
    }
    #expect(location == at(2, 6))
  }
}
