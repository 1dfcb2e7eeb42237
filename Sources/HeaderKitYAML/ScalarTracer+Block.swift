import HeaderKitDiagnostics

extension ScalarTracer {
  private enum Chomping { case strip, clip, keep }

  /// A literal (`|`) or folded (`>`) block scalar.
  ///
  /// An explicit indentation indicator counts from the enclosing
  /// collection's indentation, which the node does not record; each
  /// indentation the content allows is tried instead, and the one that
  /// reads `expected` wins (no two give the same text when a line has any).
  mutating func block(folded: Bool) -> ScalarTracer? {
    guard current == "|" || current == ">" else { return nil }
    index += 1
    var chomping = Chomping.clip
    var explicit = false
    for _ in 0..<2 {
      switch current {
      case "-": chomping = .strip
      case "+": chomping = .keep
      case let digit? where ("1"..."9").contains(digit): explicit = true
      default: continue
      }
      index += 1
    }
    while Self.isBlank(current) { index += 1 }
    if current == "#" {
      while current != nil, current != "\n" { index += 1 }
    }
    guard current == nil || current == "\n" else { return nil }
    if current == "\n" { index += 1 }
    guard explicit else { return readBlock(folded: folded, chomping: chomping, indent: 0) }
    // Every line of text is indented at least as far as the block, and the
    // block is nearly always indented exactly as far as its least indented
    // line (an indicator is written for a first line that starts with
    // spaces): trying the 16 deepest indentations keeps a hostile file cheap.
    let deepest = leastTextIndentation()
    for indent in stride(from: deepest, through: max(1, deepest - 15), by: -1) {
      if let traced = readBlock(folded: folded, chomping: chomping, indent: indent),
        traced.isComplete
      {
        return traced
      }
    }
    return nil
  }

  /// The fewest leading spaces of a line with text after `index` (1 if none).
  private func leastTextIndentation() -> Int {
    var least = Int.max
    var position = index
    while position < characters.scalars.count {
      var spaces = 0
      while scalar(at: position) == " " {
        spaces += 1
        position += 1
      }
      if let scalar = scalar(at: position), scalar != "\n" { least = min(least, spaces) }
      while let scalar = scalar(at: position), scalar != "\n" { position += 1 }
      position += 1
    }
    return least == Int.max ? 1 : max(1, least)
  }

  /// Reads the block's lines at `indent` (0: found from the first lines).
  private func readBlock(folded: Bool, chomping: Chomping, indent: Int) -> ScalarTracer? {
    var tracer = self
    var indent = indent
    var trailingBreaks: [Int] = []
    guard tracer.skipBreaks(indent: &indent, into: &trailingBreaks) else { return nil }
    var leadingBreak: Int?
    var leadingBlank = false
    while tracer.index < characters.scalars.count, tracer.column == indent {
      let trailingBlank = Self.isBlank(tracer.current)
      if folded, let breakPosition = leadingBreak, !leadingBlank, !trailingBlank {
        // Lines of text fold into one; more-indented lines keep their breaks.
        if trailingBreaks.isEmpty { tracer.addBreak(" ", at: breakPosition) }
      } else if let breakPosition = leadingBreak {
        tracer.addBreak("\n", at: breakPosition)
      }
      leadingBreak = nil
      for position in trailingBreaks { tracer.addBreak("\n", at: position) }
      trailingBreaks = []
      leadingBlank = trailingBlank
      while let scalar = tracer.current, scalar != "\n" {
        tracer.copy(tracer.index)
        tracer.index += 1
      }
      guard tracer.current != nil else { break }
      leadingBreak = tracer.index
      tracer.index += 1
      guard tracer.skipBreaks(indent: &indent, into: &trailingBreaks) else { return nil }
    }
    if chomping != .strip, let breakPosition = leadingBreak {
      tracer.addBreak("\n", at: breakPosition)
    }
    if chomping == .keep {
      for position in trailingBreaks { tracer.addBreak("\n", at: position) }
    }
    return tracer
  }

  /// The 0-based column of the next character, as libyaml counts.
  private var column: Int { here.column - 1 }

  /// Skips indentation and empty lines, noting their breaks; with `indent`
  /// 0, sets it from the most indented of them and the first line of text.
  ///
  /// libyaml also raises a found indentation to one more than the enclosing
  /// collection's; a block whose lines are less indented than that holds no
  /// text, and then its node's range ends before them, so the reading here
  /// agrees without knowing the collection.
  private mutating func skipBreaks(indent: inout Int, into breaks: inout [Int]) -> Bool {
    var widest = 0
    while true {
      while current == " ", indent == 0 || column < indent { index += 1 }
      widest = max(widest, column)
      if current == "\t", indent == 0 || column < indent { return false }
      guard current == "\n" else { break }
      breaks.append(index)
      index += 1
    }
    if indent == 0 { indent = max(widest, 1) }
    return true
  }
}
