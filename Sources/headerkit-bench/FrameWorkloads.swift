import HeaderKitRuntime

/// HeaderKit evaluating a spec frame by frame: set the input, read every output.
struct HeaderKitFrames: Workload {
  var evaluator: HeaderEvaluator
  let input: Int
  var offsets: OffsetCycle

  mutating func run(_ count: Int) -> Double {
    var checksum = 0.0
    let outputs = evaluator.outputCount
    for _ in 0..<count {
      evaluator.setInput(input, raw: offsets.next())
      for output in 0..<outputs { checksum += evaluator.value(at: output) }
    }
    return checksum
  }
}

/// A hand-written header doing the same frames.
struct HandwrittenFrames<Header: HandwrittenHeader>: Workload {
  var header: Header
  var offsets: OffsetCycle

  mutating func run(_ count: Int) -> Double {
    var checksum = 0.0
    for _ in 0..<count {
      header.scrolled(to: offsets.next())
      checksum += header.checksum
    }
    return checksum
  }
}
