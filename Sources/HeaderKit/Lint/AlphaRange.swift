import HeaderKitDiagnostics

/// The alpha lint: an `alpha` that goes below 0 or above 1 somewhere in an
/// input's span, reported once per output at its farthest excursion.
enum AlphaRange {
  static func diagnostics(_ context: LintContext, samples: InputSamples) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let inset = context.inset(samples.input)
    for (output, descriptor) in context.graph.outputs.enumerated()
    where descriptor.property == "alpha" {
      var worst: (excess: Double, sample: Int)?
      for (sample, values) in samples.values.enumerated() {
        let value = values[output]
        let excess = max(-value, value - 1)
        if excess > 1e-9, excess > worst?.excess ?? 0 { worst = (excess, sample) }
      }
      guard let worst else { continue }
      let raw = samples.offsets[worst.sample]
      diagnostics.append(
        .alphaOutOfRange(
          descriptor.key, reaches: samples.values[worst.sample][output],
          input: context.graph.inputs[samples.input].name, at: raw + inset,
          raw: inset == 0 ? nil : raw,
          range: context.compiled.outputRanges[output]))
    }
    return diagnostics
  }
}
