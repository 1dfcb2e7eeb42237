import HeaderKit
import Testing

/// The YAML layer's diagnostics as a spec author sees them, through the spec loader.
@Suite struct YAMLDiagnosticTests {
  @Test func syntaxError() {
    let spec = """
      version: 1
      name: t
      - x

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:3:1: error: YAML syntax error: did not find expected key [yaml-syntax]
            3 | - x
              | ^
        spec.yaml:1:1: note: while parsing a block mapping
            1 | version: 1
              | ^

        """)
  }

  @Test func secondDocument() {
    let spec = """
      version: 1
      ---
      name: t

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:2:1: error: a file holds one YAML document; a second one starts here \
        [multiple-documents]
            2 | ---
              | ^~~

        """)
  }

  @Test func nestingTooDeep() {
    // The top-level mapping is level 1, so the 64th bracket opens level 65.
    let brackets = String(repeating: "[", count: 64)
    let spec = "version: 1\nname: \(brackets)\n"
    let caretIndent = String(repeating: " ", count: 6 + 63)
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:2:70: error: collections are nested more than 64 levels deep [nesting-too-deep]
            2 | name: \(brackets)
              | \(caretIndent)^

        """)
  }

  @Test func duplicateKey() {
    let spec = """
      version: 1
      name: t
      name: u
      inputs:
        scroll: {}
      targets:
        box:
          alpha: 1

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:3:1: error: duplicate key 'name' [duplicate-key]
            3 | name: u
              | ^~~~
        spec.yaml:2:1: note: 'name' is first defined here
            2 | name: t
              | ^~~~

        """)
  }

  @Test func collectionAsKey() {
    let spec = """
      version: 1
      name: t
      [a, b]: 1
      inputs:
        scroll: {}
      targets:
        box:
          alpha: 1

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:3:1: error: a mapping key must be a scalar, not a collection [complex-key]
            3 | [a, b]: 1
              | ^~~~~~

        """)
  }

  @Test func mergeKey() {
    let spec = """
      version: 1
      name: t
      <<: {description: d}
      inputs:
        scroll: {}
      targets:
        box:
          alpha: 1

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:3:1: error: merge keys ('<<') are not supported; write the keys out, or alias a \
        whole value [merge-key]
            3 | <<: {description: d}
              | ^~

        """)
  }

  @Test func unsupportedTag() {
    let spec = """
      version: 1
      name: !!binary dA==
      inputs:
        scroll: {}
      targets:
        box:
          alpha: 1

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:2:7: error: tag '!!binary' is not supported; only the core schema tags !!str, \
        !!int, !!float, !!bool, !!null, !!seq and !!map are [unsupported-tag]
            2 | name: !!binary dA==
              |       ^~~~~~~~~~~~~

        """)
  }

  @Test func yaml11Boolean() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          alpha: yes

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:7:12: error: 'yes' is not a boolean here: HeaderKit reads only true and false as \
        booleans; write true or false, or quote the text [invalid-boolean]
            7 |     alpha: yes
              |            ^~~

        """)
  }

  @Test func valueThatDoesNotFitItsTag() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          alpha: !!int abc

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:7:12: error: 'abc' does not fit tag '!!int'; remove the tag or change the value \
        [wrong-type]
            7 |     alpha: !!int abc
              |            ^~~~~~~~~

        """)
  }
}
