import HeaderKitRuntime

/// HeaderKit evaluating a spec frame by frame — its evaluator, or the code
/// `headerkit generate` wrote: set the input, read every output.
struct HeaderKitFrames<Header: ScrollDrivenHeader>: Workload {
  var header: Header
  let input: Int
  var offsets: OffsetCycle

  mutating func run(_ count: Int) -> Double {
    var checksum = 0.0
    for _ in 0..<count {
      header.setInput(input, raw: offsets.next())
      // A frame's sum, then the running one, as the hand-written side's
      // `checksum` property does: adding each value to the running sum would
      // chain every output's addition through all the frames (4 cycles each).
      var frame = 0.0
      header.forEachValue { frame += $1 }
      checksum += frame
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
