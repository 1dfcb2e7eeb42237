/// Everything one run measured.
struct BenchResults {
  var machine: Machine
  var loadAverageAtEnd: Double?
  var seconds: Double
  var seeds: [SeedResult]
  var tiki: TikiResult
  var elements: [ElementsResult]
  var scaling: [ScalingResult]
  var limits: [LimitResult]
  var allocations: [AllocationReport]
  var targets: [TargetCheck]
}

/// Runs every benchmark in order.
enum BenchRun {
  static func all(_ options: BenchOptions, progress: (String) -> Void) throws -> BenchResults {
    let start = Clock.now()
    let machine = Machine.current()
    let plan = options.quick ? Plan().quick() : Plan()
    progress("allocations of every spec")
    let allocations = try AllocationAudit.run(specsDirectory: options.specsDirectory)
    progress("seed specs and the Tiki header against hand-written code")
    var robin = RoundRobin()
    let seedPlans = try SeedBenchmarks.prepare(
      specsDirectory: options.specsDirectory, plan: plan, into: &robin)
    let tikiPlan = try TikiBenchmarks.prepare(
      specsDirectory: options.specsDirectory, plan: plan, into: &robin)
    robin.run(rounds: plan.rounds, warmup: plan.warmupRuns)
    let seeds = seedPlans.map { $0.result(robin) }
    let tiki = tikiPlan.result(robin)
    progress("1,000 elements × 5 tracks")
    let elements = [
      try ScalingBenchmarks.elements(1000, plan: plan),
      try ScalingBenchmarks.elements(1000, ease: "easeInOut", plan: plan),
    ]
    progress("scaling with tracks and keyframes")
    let scaling = try ScalingBenchmarks.run(plan: plan, quick: options.quick)
    progress("set-up of graphs at the runtime's limits")
    let limits = try LimitBenchmarks.run(plan: plan)
    var results = BenchResults(
      machine: machine, loadAverageAtEnd: Machine.loadAverage(),
      seconds: Clock.seconds(since: start),
      seeds: seeds, tiki: tiki, elements: elements, scaling: scaling, limits: limits,
      allocations: allocations, targets: [])
    results.targets = Targets.check(results)
    return results
  }
}
