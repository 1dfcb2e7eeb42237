/// Why the benchmark cannot run: a missing or invalid spec, a broken build.
struct BenchError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
