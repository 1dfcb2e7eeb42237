public import HeaderKitDiagnostics

/// Finds what is valid but looks wrong on screen: jumps where segments or
/// ranges meet, alpha outside [0, 1], keyframes the input's bounds never
/// reach, tracks of one property that overlap, params and vars never used.
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
  ///   - compiled: The spec to check, as ``SpecLoader`` or ``SpecCompiler``
  ///     produced it.
  ///   - work: Frame instructions the jump check may run before it stops
  ///     with `lint-incomplete`.
  public static func lint(_ compiled: CompiledSpec, work: Int = defaultWork) -> [Diagnostic] {
    let context = LintContext(compiled)
    var diagnostics = UnusedNames.diagnostics(compiled.spec)
    diagnostics += OverlappingTracks.diagnostics(context)
    diagnostics += UnreachableKeyframes.diagnostics(context)
    var budget = Discontinuities.budget(for: compiled.graph, work: work)
    for input in compiled.graph.inputs.indices {
      let samples = InputSamples(context, input: input)
      var discontinuities = Discontinuities(context, samples: samples, budget: budget)
      diagnostics += discontinuities.diagnostics()
      budget = discontinuities.remaining
      diagnostics += AlphaRange.diagnostics(context, samples: samples)
    }
    return diagnostics.sortedByLocation
  }
}
