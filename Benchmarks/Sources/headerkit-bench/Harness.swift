/// How a measurement is repeated.
struct Plan: Sendable {
  /// Runs done first and thrown away (caches, branch predictors, lazy set-up).
  var warmupRuns = 3
  /// Runs whose timings are summarised.
  var runs = 31
  /// How long one run should take; the operation count is chosen to match.
  var runNanoseconds = 2_000_000.0
  /// A fixed operation count per run instead (for runs that need preparing).
  var fixedCount: Int?
  /// Rounds of a ``RoundRobin`` (the comparisons with hand-written code).
  var rounds = 61

  /// Fewer, shorter runs, for smoke tests.
  func quick() -> Plan {
    Plan(
      warmupRuns: 1, runs: 5, runNanoseconds: runNanoseconds / 10, fixedCount: fixedCount,
      rounds: 5)
  }
}

/// Times workloads: warm-up, repetitions, nanoseconds per operation.
enum Harness {
  /// The cost of reading the clock twice, subtracted from every run.
  static let clockOverhead: Double = {
    var samples: [Double] = []
    for _ in 0..<1001 {
      let start = Clock.now()
      let end = Clock.now()
      samples.append(Double(end - start))
    }
    return Summary(samples).median
  }()

  /// Measures `workload`: nanoseconds per operation, one sample per run.
  static func measure<W: Workload>(_ workload: inout W, plan: Plan) -> Summary {
    let count = plan.fixedCount ?? operationCount(&workload, plan: plan)
    var samples: [Double] = []
    samples.reserveCapacity(plan.runs)
    for run in 0..<(plan.warmupRuns + plan.runs) {
      let nanoseconds = timedRun(&workload, count: count)
      if run >= plan.warmupRuns { samples.append(nanoseconds) }
    }
    return Summary(samples)
  }

  /// One prepared, timed run; nanoseconds per operation.
  @inline(__always)
  static func timedRun<W: Workload>(_ workload: inout W, count: Int) -> Double {
    workload.prepare()
    let start = Clock.now()
    let checksum = workload.run(count)
    let end = Clock.now()
    Sink.consume(checksum)
    return max(0, Double(end - start) - clockOverhead) / Double(count)
  }

  /// How many operations make one run last about `plan.runNanoseconds`.
  static func operationCount<W: Workload>(_ workload: inout W, plan: Plan) -> Int {
    var count = 16
    while true {
      workload.prepare()
      let start = Clock.now()
      Sink.consume(workload.run(count))
      let elapsed = Double(Clock.now() - start)
      if elapsed >= plan.runNanoseconds / 8 || count >= 1 << 24 {
        let perOperation = max(elapsed / Double(count), 0.1)
        return max(1, min(1 << 24, Int(plan.runNanoseconds / perOperation)))
      }
      count *= 4
    }
  }
}
