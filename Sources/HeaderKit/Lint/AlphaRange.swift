import HeaderKitDiagnostics

/// The alpha lint: an `alpha` that goes below 0 or above 1 somewhere in an
/// input's span, reported once per output at its farthest excursion.
enum AlphaRange {
  static func diagnostics(_ context: LintContext, samples: InputSamples, scan: SampleScan)
    -> [Diagnostic]
  {
    var diagnostics: [Diagnostic] = []
    let inset = context.inset(samples.input)
    for (output, descriptor) in context.graph.outputs.enumerated() {
      guard let worst = scan.alphaWorst[output] else { continue }
      let raw = samples.offsets[worst.sample]
      diagnostics.append(
        .alphaOutOfRange(
          descriptor.key, reaches: worst.value,
          input: context.graph.inputs[samples.input].name, at: samples.position(raw, context),
          raw: inset == 0 ? nil : raw,
          range: context.compiled.outputRanges[output]))
    }
    return diagnostics
  }
}
