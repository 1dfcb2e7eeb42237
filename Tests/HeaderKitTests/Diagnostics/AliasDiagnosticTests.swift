import HeaderKit
import Testing

/// Aliases that refer to nothing, to themselves, or to too much.
@Suite struct AliasDiagnosticTests {
  @Test func undefinedAlias() {
    let spec = """
      version: 1
      name: *nope
      inputs:
        scroll: {}

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:2:7: error: alias '*nope' refers to no anchor defined before it [undefined-alias]
            2 | name: *nope
              |       ^~~~~

        """)
  }

  @Test func recursiveAlias() {
    let spec = """
      version: 1
      name: &x [*x]

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:2:11: error: alias '*x' refers to a collection that contains it \
        [recursive-alias]
            2 | name: &x [*x]
              |           ^~
        spec.yaml:2:7: note: anchor '&x' is here
            2 | name: &x [*x]
              |       ^~

        """)
  }

  @Test func billionLaughs() {
    // a stands for 10 nodes, b for 91, c for 820, d for 7381. The aliases in
    // b, c and d stand for 90 + 819 + 7380 = 8289 nodes; the first *d in e
    // adds 7381, past the limit of 10,000.
    let spec = """
      version: 1
      a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]
      b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]
      c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]
      d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]
      e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
      f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e]
      g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f]
      h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g]
      i: &i [*h, *h, *h, *h, *h, *h, *h, *h, *h]

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:6:8: error: aliases expand the document to more than 10000 nodes; write the \
        values out instead [alias-expansion]
            6 | e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
              |        ^~

        """)
  }
}
