public import HeaderKitDiagnostics

/// Finds what is valid but looks wrong on screen: jumps where segments or
/// ranges meet, alpha outside [0, 1], keyframes the input's bounds never
/// reach, tracks of one property that overlap, params and vars never used,
/// springs whose parameters make no spring, transitions whose condition
/// never changes.
///
/// Every finding is a warning (`validate --strict` makes it an error) with a
/// location and a size. Values are sampled with the default params, each input
/// swept over its declared bounds (or, without bounds, the span of its
/// keyframes) with the other inputs at rest and states at their initial values.
/// Keyframes out of order are reported by the compiler (`keyframes-out-of-order`).
public enum Linter {
  /// Frame instructions the jump check may run per spec: seconds of a debug
  /// build at most, and hundreds of times what the bundled specs need.
  public static let defaultWork = 60_000_000

  /// The lint warnings of a compiled spec, in source order.
  /// - Parameters:
  ///   - compiled: The spec to check, as `SpecLoader` or `SpecCompiler`
  ///     produced it.
  ///   - work: Frame instructions the jump check may run before it stops
  ///     with `lint-incomplete`.
  public static func lint(_ compiled: CompiledSpec, work: Int = defaultWork) -> [Diagnostic] {
    let context = LintContext(compiled)
    let graph = compiled.graph
    var diagnostics = UnusedNames.diagnostics(compiled.spec)
    diagnostics += OverlappingTracks.diagnostics(context)
    diagnostics += UnreachableKeyframes.diagnostics(context)
    diagnostics += SpringParameters.diagnostics(context)
    diagnostics += UnchangingTransitions.diagnostics(compiled)
    var budget = Discontinuities.budget(for: graph, work: work)
    // Sampling has a budget of the same size, so that a spec of many inputs
    // (each sampled hundreds of times over the whole frame) stays bounded too.
    var sampling = Discontinuities.budget(for: graph, work: work)
    var skipped: [(input: Int, samples: Int)] = []
    for input in graph.inputs.indices {
      let samples = InputSamples(context, input: input)
      guard samples.offsets.count <= sampling else {
        skipped.append((input, samples.offsets.count))
        continue
      }
      sampling -= samples.offsets.count
      // Narrowing spends at least an evaluation per interval: keep no more than it can examine.
      var scan = SampleScan(graph, limit: budget + 1)
      samples.evaluate(context) { scan.add($0, $1) }
      var discontinuities = Discontinuities(context, samples: samples, scan: scan, budget: budget)
      diagnostics += discontinuities.diagnostics()
      budget = discontinuities.remaining
      diagnostics += AlphaRange.diagnostics(context, samples: samples, scan: scan)
    }
    if let first = skipped.first {
      let others = skipped.dropFirst().map { graph.inputs[$0.input].name }
      diagnostics.append(Self.skipped(context, first, others: others))
    }
    return diagnostics.sortedByLocation
  }

  /// The inputs whose samples the sampling budget cannot pay for, in one
  /// warning at the first one's declaration.
  private static func skipped(
    _ context: LintContext, _ first: (input: Int, samples: Int), others: [String]
  ) -> Diagnostic {
    let name = context.graph.inputs[first.input].name
    let declaration = context.compiled.spec.inputs.first { $0.name.value == name }
    return .lintSkipped(
      input: name, samples: first.samples, of: context.graph.outputs.count, others: others,
      range: declaration?.name.range ?? context.compiled.spec.name.range)
  }
}
