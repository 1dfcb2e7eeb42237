import HeaderKit
import HeaderKitDiagnostics
import Testing

/// `scale` is one binding compiled into two outputs; its mistakes are reported once.
@Suite struct ScaleShorthandDiagnosticTests {
  private func diagnostics(_ yaml: String) -> [Diagnostic] {
    SpecLoader.load(bytes: Array(yaml.utf8), path: "scale.yaml").diagnostics
  }

  @Test func unknownNameInScaleIsReportedOnce() {
    let found = diagnostics(
      """
      version: 1
      name: scale
      inputs:
        scroll: {}
      vars:
        pull: max(0, -scroll)
      targets:
        header:
          scale: 1 + pul / 100
      """)
    #expect(found.count == 1)
    #expect(found.first?.code == .unknownName)
    #expect(found.first?.message == "unknown name 'pul'; did you mean 'pull'?")
    #expect(found.first?.location == SourceLocation(line: 9, column: 16))
  }

  @Test func divisionByZeroInScaleIsReportedOnce() {
    let found = diagnostics(
      """
      version: 1
      name: scale
      inputs:
        scroll: {}
      params:
        width: 0
      targets:
        header:
          scale: scroll / width
      """)
    #expect(found.map(\.code) == [.divisionByZero])
  }
}
