import HeaderKit
import HeaderKitDiagnostics
import Testing

/// Every adversarial input is diagnosed with its code, at its place, and an
/// error makes the input invalid while a warning leaves it valid.
@Suite struct AdversarialCorpusTests {
  @Test func theCorpusCoversEveryLayer() {
    #expect(AdversarialCorpus.all.count >= 40)
    for layer in [
      AdversarialCorpus.yaml, AdversarialCorpus.spec, AdversarialCorpus.expressions,
      AdversarialCorpus.graph, AdversarialCorpus.traces,
    ] {
      #expect(layer.count >= 4)
    }
  }

  @Test(arguments: AdversarialCorpus.all)
  func diagnosedWithCodeAndLocation(_ input: AdversarialCase) {
    let (diagnostics, accepted) = input.run()
    let found = diagnostics.filter { $0.code == input.code }
    let located = found.filter {
      $0.location.line == input.line && $0.location.column == input.column
    }
    #expect(
      !located.isEmpty,
      "expected [\(input.code.rawValue)] at \(input.line):\(input.column); got \(diagnostics.map { "[\($0.code.rawValue)] \($0.location.line):\($0.location.column) \($0.message.prefix(80))" })"
    )
    #expect(located.allSatisfy { $0.severity == input.severity })
    #expect(accepted == (input.severity != .error), "accepted: \(accepted)")
  }
}
