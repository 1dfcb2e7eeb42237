import HeaderKitYAML
import Testing

/// How plain scalars resolve: the YAML 1.2 core schema with strict booleans.
@Suite struct ScalarResolutionTests {
  /// The root value of a one-scalar document.
  static func value(_ text: String) throws -> YAMLDocument.Value {
    let document = try #require(parse(text).document)
    return document[document.root].value
  }

  @Test(
    arguments: [
      ("null", .null), ("Null", .null), ("NULL", .null), ("~", .null),
      ("true", .bool(true)), ("false", .bool(false)),
      ("0", .number(0)), ("42", .number(42)), ("-17", .number(-17)), ("+5", .number(5)),
      ("007", .number(7)), ("0o17", .number(15)), ("0x1F", .number(31)), ("0xff", .number(255)),
      ("1.5", .number(1.5)), ("-.5", .number(-0.5)), ("+.5", .number(0.5)), ("5.", .number(5)),
      ("1e3", .number(1000)), ("2.5E-2", .number(0.025)), ("-1.25e+2", .number(-125)),
      ("0.1", .number(0.1)),
      // Not numbers, not nulls, not booleans: text.
      ("nULL", .string("nULL")), ("tRUE", .string("tRUE")), ("0o8", .string("0o8")),
      ("0x", .string("0x")), ("0xg", .string("0xg")), ("-0x1", .string("-0x1")),
      ("1_000", .string("1_000")), ("1.2.3", .string("1.2.3")), (".", .string(".")),
      ("1e", .string("1e")), ("e3", .string("e3")), ("+", .string("+")),
      ("12:30", .string("12:30")), ("inf", .string("inf")), ("nan", .string("nan")),
      ("2024-01-01", .string("2024-01-01")), ("hello world", .string("hello world")),
      // Quoted and block scalars are always text.
      ("'true'", .string("true")), ("\"42\"", .string("42")), ("''", .string("")),
      ("\"null\"", .string("null")), ("|\n  12\n", .string("12\n")), (">-\n  ~\n", .string("~")),
    ] as [(String, YAMLDocument.Value)])
  func resolves(text: String, expected: YAMLDocument.Value) throws {
    let value = try Self.value(text)
    if case .number(let number) = value, case .number(let wanted) = expected {
      // Decimal fractions are compared within 1e-12, relative.
      #expect(abs(number - wanted) <= 1e-12 * max(1, abs(wanted)), "\(text)")
    } else {
      #expect(value == expected, "\(text)")
    }
  }

  @Test func emptyValueIsNull() throws {
    let document = try #require(parse("a:\nb: \"\"\n").document)
    #expect(document.rootValue("a")?.value == .null)
    #expect(document.rootValue("b")?.value == .string(""))
  }

  @Test func infinityAndNaN() throws {
    for text in [".inf", ".Inf", ".INF", "+.inf"] {
      #expect(try Self.value(text) == .number(.infinity), "\(text)")
    }
    for text in ["-.inf", "-.Inf", "-.INF"] {
      #expect(try Self.value(text) == .number(-.infinity), "\(text)")
    }
    for text in [".nan", ".NaN", ".NAN"] {
      guard case .number(let number) = try Self.value(text) else {
        Issue.record("\(text) is not a number")
        continue
      }
      #expect(number.isNaN, "\(text)")
    }
  }

  @Test func hugeIntegersDoNotOverflow() throws {
    let value = try Self.value("0x" + String(repeating: "F", count: 40))
    guard case .number(let number) = value else {
      Issue.record("not a number: \(value)")
      return
    }
    // 16^40 within a relative 1e-12.
    #expect(abs(number / 0x1p160 - 1) <= 1e-12)
  }

  @Test(arguments: [
    "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
    "True", "TRUE", "False", "FALSE",
  ])
  func yaml11BooleanValue(text: String) throws {
    let result = parse("a: \(text)\n")
    expectDiagnostic(
      result, .invalidBoolean, at: at(1, 4),
      "'\(text)' is not a boolean here: HeaderKit reads only true and false as booleans; write true or false, or quote the text"
    )
    let document = try #require(result.document)
    #expect(document.rootValue("a")?.value == .string(text))
    #expect(result.diagnostics.first?.range == span(at(1, 4), at(1, 4 + text.count)))
  }

  @Test func yaml11BooleanInASequenceAndAtTheRoot() {
    expectDiagnostic(
      parse("- true\n- no\n"), .invalidBoolean, at: at(2, 3),
      "'no' is not a boolean here: HeaderKit reads only true and false as booleans; write true or false, or quote the text"
    )
    #expect(parse("off").diagnostics.map(\.code) == [.invalidBoolean])
  }

  @Test func yaml11BooleanAsKeyOrQuotedIsText() throws {
    let result = parse("yes: 'no'\non: \"off\"\n")
    #expect(result.diagnostics.isEmpty)
    let document = try #require(result.document)
    #expect(document.rootValue("yes")?.value == .string("no"))
    #expect(document.rootValue("on")?.value == .string("off"))
  }
}
