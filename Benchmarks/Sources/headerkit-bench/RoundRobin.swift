/// Measures many workloads together, round-robin: every round times one run
/// of each contender in turn. A shared machine speeds up and slows down in
/// phases of seconds (other processes, frequency scaling, a busy sibling
/// hyperthread); spreading every contender's runs over the whole measurement
/// makes them all see the same mix of phases, so their medians — and the
/// ratio of HeaderKit to hand-written code — compare like with like.
struct RoundRobin {
  private struct Contender {
    /// One prepared, timed run; nanoseconds per operation.
    var timedRun: () -> Double
    var runsPerRound: Int
    var samples: [Double] = []
  }

  /// A workload kept by reference, so that its closure can run it in place.
  private final class Held<W: Workload> {
    var workload: W
    init(_ workload: W) { self.workload = workload }
  }

  private var contenders: [Contender] = []

  /// Adds a contender and returns its index. Its operation count per run is
  /// `fixedCount`, or chosen so a run lasts `plan.runNanoseconds`; workloads
  /// with short runs can take several per round.
  mutating func add<W: Workload>(
    _ workload: W, plan: Plan, fixedCount: Int? = nil, runsPerRound: Int = 1
  )
    -> Int
  {
    var workload = workload
    let count = fixedCount ?? Harness.operationCount(&workload, plan: plan)
    // A closure made here runs the workload's own type's code: a generic
    // workload (hand-written or generated frames) kept as `any Workload`
    // would run its unspecialised code, through witness tables.
    let held = Held(workload)
    contenders.append(
      Contender(
        timedRun: { Harness.timedRun(&held.workload, count: count) }, runsPerRound: runsPerRound))
    return contenders.count - 1
  }

  /// Runs `warmup` rounds, then `rounds` timed ones.
  mutating func run(rounds: Int, warmup: Int) {
    for round in 0..<(warmup + rounds) {
      for index in contenders.indices {
        for _ in 0..<contenders[index].runsPerRound {
          let nanoseconds = contenders[index].timedRun()
          if round >= warmup { contenders[index].samples.append(nanoseconds) }
        }
      }
    }
  }

  /// Nanoseconds per operation of contender `index`.
  func summary(_ index: Int) -> Summary { Summary(contenders[index].samples) }

  /// HeaderKit against hand-written code: each side's median, and the median
  /// of the ratios of runs timed back to back (the same phase of the machine).
  func comparison(_ trio: Contenders) -> Comparison {
    let headerKit = contenders[trio.headerKit].samples
    let handwritten = contenders[trio.handwritten].samples
    let generated = contenders[trio.generated].samples
    func ratios(_ samples: [Double]) -> Summary {
      Summary(zip(samples, handwritten).map { $1 > 0 ? $0 / $1 : .infinity })
    }
    return Comparison(
      headerKit: Summary(headerKit), handwritten: Summary(handwritten),
      generated: Summary(generated), ratios: ratios(headerKit), generatedRatios: ratios(generated))
  }

  private static func timedRun(_ workload: inout some Workload, count: Int) -> Double {
    Harness.timedRun(&workload, count: count)
  }
}
