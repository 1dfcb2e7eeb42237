import HeaderKitDiagnostics
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

  /// A property name per output: `logo.alpha` is `logoAlpha`.
  ///
  /// Collision-free by construction: every name starts with a lowercase
  /// ASCII letter and has an uppercase one (a single word gets `Output`),
  /// so it is no keyword and no member the generator adds — those are
  /// lowercase letters and digits (`s7`, `state0`, `frame`) or start with
  /// `_` — nor one of ``apiNames``. A name already taken by an earlier
  /// output or the API gets `_` and the output's index, which no other name
  /// can have (camel-cased names have no `_`).
  static func outputNames(_ outputs: [CompiledGraph.Output]) -> [String] {
    var taken = apiNames
    return outputs.enumerated().map { index, output in
      var name = camelCase("\(output.target) \(output.property)", upperFirst: false)
      if name.first.map({ !$0.isLetter }) ?? true { name = "output" + name }
      name = name.prefix(1).lowercased() + name.dropFirst()
      // One word (an empty or numeric property) could be a keyword or a slot's name.
      if !name.contains(where: \.isUppercase) { name += "Output" }
      if taken.contains(name) { name += "_\(index)" }
      taken.insert(name)
      return name
    }
  }

  /// The public members of a generated header, and those its protocols'
  /// extensions add: no output property may take one of these names.
  static let apiNames: Set<String> = [
    "time", "reset", "drag", "scroll", "setInput", "endScrolling", "advance", "rawInput",
    "value", "outputKeys", "inputNames", "paramNames", "outputCount", "inputCount", "frame",
    "forEachValue", "isAnimating", "isAnyStateAnimating", "isAnyAnimating", "stateCount",
    "transitionCount", "targets", "signalNames", "signalCount", "signalIndex", "signalValue",
    "setSignal", "signalDefault", "latch", "clockCount", "isRunning", "clockPeriod",
    "clockCondition",
    "inputIndex", "outputIndex", "paramIndex", "setParam", "viewValues",
    // What the runtime's engine asks of the header (`HeaderCode`).
    "clock", "inputSetup", "store", "stateSetup", "guards", "snapSetup", "snapTarget", "easeSnap",
    "transitionSetup", "condition", "easeTransition", "changeMemory", "changeAnimation",
  ]

  /// Text for a `//` comment: line breaks, control and format characters
  /// (a right-to-left override would reorder the code around it in an
  /// editor) as visible escapes, as diagnostics show them.
  static func comment(_ text: String) -> String {
    VisibleText.escaped(text)
  }

  /// Names generated code uses besides its own struct's: a struct named
  /// like one of them would hide it. HeaderKitRuntime's public types (a
  /// test keeps the list complete), the standard library's the code names,
  /// and the modules.
  static let reservedTypeNames: Set<String> = [
    "ViewTransform", "CompiledGraph", "Easing", "EasingCurve", "GeneratedHeader", "GraphError",
    "GraphLimit", "GraphPart", "HeaderEvaluator", "HeaderKitVersion", "HeaderTarget",
    "KeyframeTrack", "Keyframes", "ListParamCost", "ListValues", "ScalarOps",
    "ScrollDrivenHeader", "SnapAnimation", "StateMemory", "StateRule", "ViewValues",
    "TransitionAnimation", "Spring", "PortableMath", "HeaderCode", "HeaderEngine", "InputSetup",
    "StateSetup", "StateGuards", "SnapSetup", "TransitionSetup", "AnimationTiming",
    "HeaderColor", "ColorOutputs", "CustomOutput", "NameRule", "NameProblem", "EvaluationBudget",
    "LinearStops", "InterpolatorProblem",
    "Any", "AnyObject", "Array", "Bool", "Character", "Dictionary", "Double", "Error", "Float",
    "Int", "Never", "Optional", "Range", "Sendable", "Set", "String", "Void",
    "Swift", "HeaderKitRuntime",
  ]

  /// Swift's keywords and the names that cannot be a type's (`Self`, `Type`,
  /// `Protocol`): a type may not be called any of these.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "nonisolated", "open",
    "operator", "package", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
    "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
    "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
    "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol", "some", "any",
  ]

  /// Why `name` cannot be a generated struct's name, or nil when it can.
  static func typeNameProblem(_ name: String) -> String? {
    let identifier =
      name.first.map { ($0.isASCII && $0.isLetter) || $0 == "_" } == true
      && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    guard identifier else {
      return
        "'\(name)' is not a Swift type name (ASCII letters, digits and '_', not starting with a digit)"
    }
    if keywords.contains(name) { return "'\(name)' is a Swift keyword" }
    if reservedTypeNames.contains(name) {
      return "'\(name)' would hide a type the generated code uses"
    }
    return nil
  }

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
        if VisibleText.isHidden(scalar) {
          // The same string, with nothing in the source that acts.
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
