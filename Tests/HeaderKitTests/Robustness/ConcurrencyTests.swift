import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// One compiled graph (immutable, `Sendable`) backs evaluators on many
/// threads at once, each thread with its own evaluator — made from the shared
/// graph, or copied from a shared evaluator — and concurrent JSON loads give
/// the same graph. Every thread's values equal a single-threaded run.
/// `.ci/steps/61-tsan.sh` runs these tests under ThreadSanitizer.
@Suite struct ConcurrencyTests {
  static let threads = 8
  static let rounds = 3

  static let events: [Trace.Event] = [
    .drag(10), .drag(20), .drag(20), .drag(30), .drag(-10), .drag(-5), .end, .wait(0.1),
    .wait(0.1), .drag(-30), .end, .wait(0.05), .wait(0.2), .scroll(120),
  ]

  /// Every value an evaluator gives over a sweep and a trace of each input.
  static func run(_ header: inout HeaderEvaluator) -> [Double] {
    var values: [Double] = []
    for input in header.graph.inputs.indices {
      for offset in stride(from: -200.0, through: 800, by: 7) {
        header.setInput(input, raw: offset)
        values += header.allValues
      }
      header.reset()
      for event in events {
        header.apply(event, input: input)
        values += header.allValues
        values.append(header.time)
        values.append(header.rawInput(input))
      }
    }
    return values
  }

  /// Problems found on the threads, collected under a lock.
  final class Problems: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    private var checks = 0

    func record(_ message: String?) {
      lock.lock()
      defer { lock.unlock() }
      checks += 1
      if let message { messages.append(message) }
    }

    var all: (checks: Int, messages: [String]) {
      lock.lock()
      defer { lock.unlock() }
      return (checks, messages)
    }
  }

  @Test func oneGraphEvaluatesOnManyThreadsAtOnce() throws {
    let graphs = try Fixtures.allSpecs().map { url in
      let loaded = try SpecLoader.load(path: url.path)
      return try #require(loaded.compiled?.graph, "\(url.lastPathComponent)")
    }
    #expect(graphs.count >= 4)
    let expected = graphs.map { graph in
      var header = HeaderEvaluator(graph: graph)
      return Self.run(&header)
    }
    let sharedEvaluators = graphs.map { HeaderEvaluator(graph: $0) }
    let json = graphs.map { $0.jsonData() }
    let problems = Problems()

    let group = DispatchGroup()
    for thread in 0..<Self.threads {
      group.enter()
      let worker = Thread {
        defer { group.leave() }
        for round in 0..<Self.rounds {
          for (index, graph) in graphs.enumerated() {
            // Alternate: a fresh evaluator from the shared graph, or a copy
            // of a shared evaluator (its buffers are shared until written).
            var header =
              (thread + round) % 2 == 0 ? HeaderEvaluator(graph: graph) : sharedEvaluators[index]
            let values = Self.run(&header)
            problems.record(
              values == expected[index] ? nil : "thread \(thread): \(graph.name) differs")
            let loaded = try? CompiledGraph(json: json[index])
            problems.record(
              loaded == graph ? nil : "thread \(thread): \(graph.name) loads differently")
          }
        }
      }
      worker.start()
    }
    group.wait()

    let (checks, messages) = problems.all
    #expect(checks == Self.threads * Self.rounds * graphs.count * 2)
    #expect(messages.isEmpty, "\(messages)")
    // The shared evaluators were only copied, never changed.
    for (index, graph) in graphs.enumerated() {
      #expect(sharedEvaluators[index].allValues == HeaderEvaluator(graph: graph).allValues)
    }
  }

  /// Evaluators and graphs cross threads and tasks without copying by hand.
  @Test func evaluatorsAndGraphsAreSendable() async throws {
    let graph = try SpecHarness.graph(SpecHarness.spec(targets: "  a: { alpha: scroll / 100 }\n"))
    let values = await withTaskGroup(of: Double.self) { group in
      for offset in [0.0, 25, 50, 75] {
        group.addTask {
          var header = HeaderEvaluator(graph: graph)
          header.setInput(0, raw: offset)
          return header.value(at: 0)
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    #expect(values.sorted() == [0, 0.25, 0.5, 0.75])
  }
}
