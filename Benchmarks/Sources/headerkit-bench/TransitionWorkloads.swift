/// Flips transitions: the input jumps to one end of its sweep and then the
/// other, each jump followed by a short wait, so a condition that depends on
/// the offset turns on and off and its animation starts, runs and is
/// interrupted (Material's scrim: the bar collapses fully at the far end and
/// opens at the near one). A transition with a spring is turned round while
/// it still moves (0.05 s is well short of any settling), so each jump
/// restarts the spring with the velocity shown (compact-title's title).
/// One operation is a jump and a wait.
struct TransitionFlips<Header: TikiHeader>: Workload {
  var header: Header
  let range: ClosedRange<Double>
  private var atFarEnd = false

  init(header: Header, range: ClosedRange<Double>) {
    (self.header, self.range) = (header, range)
  }

  mutating func prepare() { header.reset() }

  mutating func run(_ count: Int) -> Double {
    var checksum = 0.0
    for _ in 0..<count {
      atFarEnd.toggle()
      header.scroll(atFarEnd ? range.upperBound : range.lowerBound)
      header.wait(0.05)
      checksum += header.checksum
    }
    return checksum
  }
}
