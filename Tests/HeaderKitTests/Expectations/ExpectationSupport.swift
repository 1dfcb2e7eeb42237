import HeaderKit
import HeaderKitDiagnostics

/// A small spec and helpers to decode and run test files against it.
enum ExpectationSupport {
  /// `header.translateY` = max(-stop, -scroll); `header.alpha` falls from 1 at 0 to 0 at 100;
  /// `bar.constant` = the sum of `widths` plus scroll.
  static let spec = """
    version: 1
    name: slide
    inputs:
      scroll: { bounds: [-100, 200] }
    params:
      stop: { default: 40, min: 0, max: 100 }
      widths: [10, 20]
    targets:
      header:
        translateY: max(-stop, -scroll)
        alpha:
          over: scroll
          keyframes:
            - { at: 0, value: 1 }
            - { at: 100, value: 0 }
      bar:
        kind: constraint
        constant: sum(widths) + scroll
    """

  static func compile(_ yaml: String = spec) -> CompiledSpec {
    SpecLoader.load(bytes: Array(yaml.utf8), path: "slide.yaml").compiled!
  }

  /// What decoding and running a sidecar gives.
  struct Outcome {
    /// Every diagnostic, rendered against the sidecar.
    var rendered: String
    var passed: Int
    var failed: Int
  }

  /// Decodes `sidecar` (as `slide.test.yaml`) and runs each case against `spec`.
  static func run(_ sidecar: String, spec: String = spec) -> Outcome {
    let path = "slide.test.yaml"
    let decoded = TestCaseDecoder.decodeSidecar(bytes: Array(sidecar.utf8), path: path)
    let compiled = compile(spec)
    var diagnostics = decoded.diagnostics
    var outcome = Outcome(rendered: "", passed: 0, failed: decoded.malformed)
    for testCase in decoded.cases {
      let result = TestRunner.run(testCase, on: compiled)
      diagnostics += result.diagnostics
      if result.passed { outcome.passed += 1 } else { outcome.failed += 1 }
    }
    outcome.rendered = DiagnosticRenderer().render(
      diagnostics, source: SourceText(path: path, text: sidecar))
    return outcome
  }
}
