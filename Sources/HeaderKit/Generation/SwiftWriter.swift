import HeaderKitRuntime

/// Lines of Swift source with two-space indentation, as `swift format` writes them.
struct SwiftWriter {
  private(set) var text = ""
  fileprivate var depth = 0

  /// Writes one line at the current indentation.
  mutating func line(_ line: String) {
    text += String(repeating: "  ", count: depth) + line + "\n"
  }

  mutating func blank() { text += "\n" }

  /// Writes a line that opens a block, and indents what follows.
  mutating func open(_ line: String) {
    self.line(line)
    depth += 1
  }

  /// Ends a block with `line` at the outer indentation.
  mutating func close(_ line: String = "}") {
    depth -= 1
    self.line(line)
  }
}

/// Swift spellings of numbers and names for generated code.
enum SwiftNames {
  /// A double as a literal that reads back as exactly the same double.
  static func literal(_ value: Double) -> String {
    if value.isNaN { return "Double.nan" }
    if value.isInfinite { return value < 0 ? "(-Double.infinity)" : "Double.infinity" }
    // Subnormal literals draw a warning from the compiler: spelled by their bits.
    if value.isSubnormal {
      return "Double(bitPattern: 0x\(String(value.bitPattern, radix: 16, uppercase: true)))"
    }
    // `description` is the shortest text that round-trips; "88.0" stays a double.
    let text = "\(value)"
    return value.sign == .minus ? "(\(text))" : text
  }

  /// A number for comments: no trailing `.0` on integers.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  /// `words like-these` as `wordsLikeThese` (or `WordsLikeThese`): letters
  /// and digits kept, every other character a word break.
  static func camelCase(_ text: String, upperFirst: Bool) -> String {
    let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    return words.enumerated().map { index, word in
      index == 0 && !upperFirst ? String(word) : word.prefix(1).uppercased() + word.dropFirst()
    }.joined()
  }

  /// A property name per output: `logo.alpha` is `logoAlpha`; names that
  /// would clash with each other or with the struct's members get a suffix.
  static func outputNames(_ outputs: [CompiledGraph.Output]) -> [String] {
    var taken: Set<String> = [
      "time", "reset", "drag", "scroll", "setInput", "endScrolling", "advance", "rawInput",
      "value", "outputKeys", "inputNames", "outputCount", "inputCount", "frame", "forEachValue",
      "isAnimating",
    ]
    return outputs.enumerated().map { index, output in
      var name = camelCase("\(output.target) \(output.property)", upperFirst: false)
      if name.first.map({ !$0.isLetter }) ?? true { name = "output" + name }
      // One word (an empty or numeric property) could be a keyword or a slot's name.
      if !name.contains(where: \.isUppercase) { name += "Output" }
      if taken.contains(name) { name += "\(index)" }
      taken.insert(name)
      return name
    }
  }

  /// Text for a `//` comment: line breaks and other control characters as spaces.
  static func comment(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map {
          $0.value < 0x20 || $0.value == 0x7F || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : $0
        }))
  }

  /// Names generated code uses besides its own struct's: a struct named
  /// like one of them would hide it.
  static let reservedTypeNames: Set<String> = [
    "GeneratedHeader", "ScalarOps", "PreparedEasing", "SnapTargets", "Easing", "Double", "Int",
    "Bool", "String", "Swift", "HeaderKitRuntime", "Sendable",
  ]

  /// A string as a Swift string literal.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}

extension SwiftWriter {
  /// Indents what follows, after a `close` that reopens (`} else {`).
  mutating func depthIn() { depth += 1 }
}

extension SwiftWriter {
  /// Outdents what follows without writing a line.
  mutating func depthOut() { depth -= 1 }
}
