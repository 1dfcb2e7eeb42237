import HeaderKitRuntime

/// Ends with a finger's velocity, alternating a flick down and up (fling
/// speeds, projections and springs read it), on any header.
struct FlickEnds<Header: ScrollDrivenHeader>: Workload {
  var header: Header
  let input: Int

  mutating func prepare() {
    header.reset()
    for _ in 0..<20 { header.drag(input, by: 1) }
  }

  mutating func run(_ count: Int) -> Double {
    var checksum = 0.0
    for index in 0..<count {
      header.endScrolling(input, velocity: index % 2 == 0 ? 1_200 : -1_200)
      checksum += header.value(at: 0) + header.rawInput(input)
    }
    return checksum
  }
}

/// Animation frames at 120 Hz after a flick's end: a spring in flight.
struct FlickAnimationFrames<Header: ScrollDrivenHeader>: Workload {
  var header: Header
  let input: Int

  mutating func prepare() {
    header.reset()
    for _ in 0..<20 { header.drag(input, by: 1) }
    header.endScrolling(input, velocity: 1_200)
  }

  mutating func run(_ count: Int) -> Double {
    var checksum = 0.0
    for _ in 0..<count {
      header.advance(by: 1.0 / 120)
      checksum += header.value(at: 0) + header.rawInput(input)
    }
    return checksum
  }
}
