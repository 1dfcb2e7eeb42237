import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

/// The preview page's JavaScript evaluator, run in Node, against the Swift
/// evaluator: the same numbers, bit for bit, for every output, offset and
/// time (tolerance 0), on every bundled spec, the generator's fixtures (a
/// seeded sample of random specs among them) and seeded random events.
@Suite("JavaScript evaluator")
struct JavaScriptEvaluatorTests {
  /// One run for Node: a graph, params, then offsets (stateless) or events.
  struct Job: Encodable {
    struct Override: Encodable {
      var param: Int
      var values: [Double]
    }

    var graph: CompiledGraph
    var scene: PreviewScene
    var input: Int
    var params: [Override]
    var offsets: [Double]?
    var events: [[String: Double]]?
    /// The seed of random events, 0 for none.
    var seed: UInt64 = 0
  }

  /// What Node reports after each offset or event. Numbers that are not
  /// finite come as the strings JavaScript spells them ("Infinity"), which
  /// JSON cannot hold, so that a difference from Swift shows as one.
  struct Frame: Decodable {
    var values: [Double]
    var raw: [Double]
    var time: Double
    var frames: [[Double]]
    var viewportTop: Double

    /// A number, or "Infinity", "-Infinity" or "NaN".
    struct Number: Decodable {
      var value: Double

      init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
          value = number
        } else {
          let text = try container.decode(String.self)
          value = ["Infinity": .infinity, "-Infinity": -.infinity][text] ?? .nan
        }
      }
    }

    enum Key: CodingKey { case values, raw, time, frames, viewportTop }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: Key.self)
      values = try container.decode([Number].self, forKey: .values).map(\.value)
      raw = try container.decode([Number].self, forKey: .raw).map(\.value)
      time = try container.decode(Number.self, forKey: .time).value
      frames = try container.decode([[Number]].self, forKey: .frames).map { $0.map(\.value) }
      viewportTop = try container.decode(Number.self, forKey: .viewportTop).value
    }
  }

  static let runner = """
    const HK = require("./evaluator.js");
    const Scene = require("./scene.js");
    const jobs = JSON.parse(require("fs").readFileSync(0, "utf8"));
    const results = jobs.map((job) => {
      const ev = new HK.Evaluator(job.graph);
      for (const p of job.params) ev.setParam(p.param, p.values);
      ev.reset();
      const inputs = job.graph.inputs.map((_, i) => i);
      const frame = () => {
        const values = ev.values();
        const raw = inputs.map((i) => ev.rawInput(i));
        const layout = Scene.layout(job.scene, values, raw, inputs.map((i) => ev.restingInput(i)));
        return {
          values, raw, time: ev.time, viewportTop: layout.viewportTop,
          frames: layout.placed.map((p) => [p.frame.x, p.frame.y, p.frame.width, p.frame.height])
        };
      };
      const frames = [];
      for (const x of job.offsets || []) { ev.setInput(job.input, x); frames.push(frame()); }
      for (const e of job.events || []) {
        if ("param" in e) ev.setParam(e.param, [e.value]); else ev.apply(e, job.input);
        frames.push(frame());
      }
      return frames;
    });
    process.stdout.write(JSON.stringify(results, (_, v) =>
      typeof v === "number" && !isFinite(v) ? String(v) : v));
    """

  /// Runs the jobs in one Node process.
  static func runInNode(_ jobs: [Job]) throws -> [[Frame]] {
    let node = try #require(Tools.node, "node is not installed")
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try PreviewScript.evaluator.write(
      to: directory.appendingPathComponent("evaluator.js"), atomically: true, encoding: .utf8)
    try PreviewScript.scene.write(
      to: directory.appendingPathComponent("scene.js"), atomically: true, encoding: .utf8)
    let runner = directory.appendingPathComponent("runner.js")
    try Self.runner.write(to: runner, atomically: true, encoding: .utf8)
    let output = try Tools.run(node, [runner.path], stdin: try JSONEncoder().encode(jobs))
    return try JSONDecoder().decode([[Frame]].self, from: Data(output.utf8))
  }

  /// What Swift gives for the same job.
  static func runInSwift(_ job: Job) throws -> [(
    values: [Double], raw: [Double], time: Double, snapshot: SceneSnapshot
  )] {
    var evaluator = HeaderEvaluator(graph: job.graph)
    for override in job.params { try evaluator.setParam(override.param, to: override.values) }
    evaluator.reset()
    func frame() -> ([Double], [Double], Double, SceneSnapshot) {
      (
        evaluator.allValues, job.graph.inputs.indices.map { evaluator.rawInput($0) },
        evaluator.time,
        job.scene.snapshot(of: evaluator)
      )
    }
    var frames: [([Double], [Double], Double, SceneSnapshot)] = []
    for offset in job.offsets ?? [] {
      evaluator.setInput(job.input, raw: offset)
      frames.append(frame())
    }
    for event in job.events ?? [] {
      if let param = event["param"], let value = event["value"] {
        try evaluator.setParam(Int(param), to: [value])
      } else if let signal = event["signal"], let value = event["value"] {
        evaluator.setSignal(Int(signal), to: value)
      } else {
        evaluator.apply(Self.event(event), input: job.input)
      }
      frames.append(frame())
    }
    return frames.map { (values: $0.0, raw: $0.1, time: $0.2, snapshot: $0.3) }
  }

  static func event(_ dictionary: [String: Double]) -> Trace.Event {
    if let delta = dictionary["drag"] { return .drag(delta) }
    if let offset = dictionary["scroll"] { return .scroll(offset) }
    if let seconds = dictionary["wait"] { return .wait(seconds) }
    if let velocity = dictionary["velocity"] { return .endWithVelocity(velocity) }
    return .end
  }

  /// A deterministic pseudo-random generator (a linear congruential one), so failures reproduce.
  struct Random {
    var state: UInt64

    mutating func next(_ range: ClosedRange<Double>) -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return range.lowerBound + Double(state >> 11) / Double(1 << 53)
        * (range.upperBound - range.lowerBound)
    }
  }

  /// Offsets over the input's bounds widened by half on each side, every keyframe
  /// position (exactly, and a hair either side), and far outside.
  static func sweepOffsets(_ graph: CompiledGraph, input: Int, params: [Job.Override]) throws
    -> [Double]
  {
    var evaluator = HeaderEvaluator(graph: graph)
    for override in params { try evaluator.setParam(override.param, to: override.values) }
    let range = graph.inputs[input].sweep ?? SweepDefaults.range(of: input, in: evaluator)
    let span = max(range.upperBound - range.lowerBound, 1)
    var offsets = (0...300).map { range.lowerBound - span / 2 + 2 * span * Double($0) / 300 }
    let inset = evaluator.slotValue(Int(graph.inputs[input].insetSlot))
    for track in graph.tracks.indices {
      for key in evaluator.keyframes(ofTrack: track) {
        let raw = key.position - inset
        offsets += [raw, raw.nextDown, raw.nextUp, raw - 1e-7, raw + 1e-7]
      }
    }
    return offsets + [-1e6, 1e6, 0, evaluator.restingInput(input)]
  }

  /// Param sets: the defaults, and two others that move every param.
  static func paramSets(_ graph: CompiledGraph) -> [[Job.Override]] {
    let larger = graph.params.enumerated().map { index, param in
      Job.Override(
        param: index,
        values: param.isList
          ? param.defaultValues.reversed() + [17] : [param.defaultValues[0] * 1.25 + 3])
    }
    let smaller = graph.params.enumerated().map { index, param in
      Job.Override(
        param: index,
        values: param.isList ? Array(param.defaultValues.prefix(2)) : [param.defaultValues[0] * 0.5]
      )
    }
    return [[], larger, smaller]
  }

  /// Random events: drags both ways, scrolls anywhere in the bounds, ends,
  /// signals the app sets (for a spec with signals),
  /// waits, and now and then a param changed midway (to a number), as a
  /// preview's slider does.
  static func randomEvents(_ graph: CompiledGraph, input: Int, seed: UInt64) -> [[String: Double]] {
    var random = Random(state: seed)
    let evaluator = HeaderEvaluator(graph: graph)
    let range = graph.inputs[input].sweep ?? SweepDefaults.range(of: input, in: evaluator)
    return (0..<300).map { _ in
      let kind = random.next(0...1)
      if kind < 0.55 { return ["drag": random.next(-40...40)] }
      if kind < 0.7 { return ["scroll": random.next(range)] }
      if kind < 0.75 { return ["end": 1] }
      if kind < 0.8 { return ["end": 1, "velocity": random.next(-3_000...3_000)] }
      if kind < 0.85, !graph.signals.isEmpty {
        // The app sets a signal: off, on, or a number.
        let signal = min(
          Int(random.next(0...1) * Double(graph.signals.count)), graph.signals.count - 1)
        let value = [0, 1, random.next(-200...200)][min(Int(random.next(0...3)), 2)]
        return ["signal": Double(signal), "value": value]
      }
      if kind < 0.97 || graph.params.isEmpty { return ["wait": random.next(0...0.12)] }
      let param = min(Int(random.next(0...1) * Double(graph.params.count)), graph.params.count - 1)
      let base = graph.params[param].defaultValues.first ?? 10
      return ["param": Double(param), "value": (base * random.next(0.5...1.5)).rounded()]
    }
  }

  static let extraSpecs = [
    // Every opcode and easing, both extrapolations and none, a zero-width range, list params.
    """
    version: 1
    name: everything
    inputs:
      scroll: { axis: vertical, inset: 10, bounds: [-100, 300] }
      pager: { axis: horizontal }
    params:
      widths: [30, 50, 20]
      k: 3
    ranges:
      r1: { input: scroll, from: 20, to: 120 }
      flat: { input: scroll, from: 50, to: 50 }
    vars:
      a: round(scroll / 7) + floor(scroll / 9) - ceil(scroll / 11) + round(-scroll / 2)
      b: sqrt(abs(scroll)) + scroll % k + scroll % -7 + sqrt(-scroll)
      c: if(scroll > 40 && scroll < 200 || !(scroll != 0), 1, -1) + (scroll <= 3) + (scroll >= 5) + (scroll == 7)
      d: clamp(scroll, 0, 100) + min(scroll, 50, k) + max(scroll, -scroll)
      e: lerp(0, 10, r1) + progress(scroll, 0, 0) + flat
      f: sum(widths) + sum(widths, scroll / 50) + count(widths) + widths[scroll / 40]
      p: pager / 100
    targets:
      t1:
        translateY:
          over: scroll
          keyframes:
            - { at: -50, value: 0, ease: easeIn }
            - { at: 0, value: 10, ease: easeOut }
            - { at: 50, value: -20, ease: easeInOut }
            - { at: 100, value: 40, ease: "cubic-bezier(0.1, 0.9, 0.2, -0.5)" }
            - { at: 150, value: 5, ease: steps(4) }
            - { at: 200, value: 60, ease: hold }
            - { at: 250, value: 0 }
          before: extend
          after: extend
        translateX:
          - a + b + c
          - over: r1
            keyframes: [{ at: 0%, value: 1 }, { at: 50%, value: 7 }, { at: 100%, value: 3 }]
            before: none
            after: none
        alpha: d / 100
        rotation: e * f
        scaleX:
          over: p
          keyframes:
            - each: widths
              at: index
              value: item / 10 + index
        scaleY: p + k
        zPosition: c
    """,
    // A state without hand-off that snaps to the nearest of three targets, gated by a param.
    """
    version: 1
    name: nearest
    inputs:
      scroll: { axis: vertical, bounds: [-50, 300] }
    params:
      enabled: 1
    states:
      shift:
        input: scroll
        initial: 30
        min: 0
        max: 60
        follow: 0.5
        down: scroll > -20
        up: scroll < 250
        gate: enabled > 0
        snap: { to: [0, 30, 60], rule: nearest, duration: 0.3, ease: "cubic-bezier(0.2, 0.7, 0.3, 1)" }
    targets:
      bar:
        translateY: -shift
        alpha: shift / 60
    """,
  ]

  @Test(
    "the JavaScript evaluator gives the Swift values, bit for bit, on sweeps and random events of every spec",
    .enabled(
      if: Tools.node != nil || Tools.required,
      "node is not installed; CI installs it (.ci/steps/40-browser.sh)"))
  func matchesSwift() throws {
    var compiled = try Load.allBundled()
    compiled += try Self.extraSpecs.map { try Load.spec($0) }
    let fixtures = Fixtures.fixture("generator")
    for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path).sorted()
    where name.hasSuffix(".yaml") {
      let text = try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
      compiled.append(try Load.spec(text, path: name))
    }
    var jobs: [Job] = []
    for spec in compiled {
      let graph = spec.graph
      let scene = PreviewScene(compiled: spec)
      for input in graph.inputs.indices {
        for params in Self.paramSets(graph) {
          jobs.append(
            Job(
              graph: graph, scene: scene, input: input, params: params,
              offsets: try Self.sweepOffsets(graph, input: input, params: params)))
          let seed = UInt64(jobs.count + 1)
          jobs.append(
            Job(
              graph: graph, scene: scene, input: input, params: params,
              events: Self.randomEvents(graph, input: input, seed: seed), seed: seed))
        }
      }
    }
    let tiki = try Load.bundled("tiki-home")
    let trace = try #require(
      TraceDecoder.decode(bytes: Array(Data(contentsOf: Fixtures.spec("tiki-home.trace.yaml"))))
        .trace)
    let traceEvents: [[String: Double]] = trace.events.map {
      switch $0.value {
      case .drag(let delta): ["drag": delta]
      case .scroll(let offset): ["scroll": offset]
      case .end: ["end": 1]
      case .endWithVelocity(let velocity): ["end": 1, "velocity": velocity]
      case .wait(let seconds): ["wait": seconds]
      case .signal(let name, let value):
        ["signal": Double(tiki.graph.signalIndex(named: name) ?? -1), "value": value]
      }
    }
    jobs.append(
      Job(
        graph: tiki.graph, scene: PreviewScene(compiled: tiki), input: 0, params: [],
        events: traceEvents))
    // 30 + 0.5 × 30 = 45 ties between the targets 30 and 60: 'nearest' goes up.
    let nearest = try Load.spec(Self.extraSpecs[1])
    let tie: [[String: Double]] = [
      ["drag": 30], ["end": 1], ["wait": 0.1], ["wait": 0.3], ["drag": -10], ["end": 1],
      ["wait": 1],
    ]
    jobs.append(
      Job(
        graph: nearest.graph, scene: PreviewScene(compiled: nearest), input: 0, params: [],
        events: tie))

    #expect(try Self.compare(jobs) > 5000)
  }

  /// Runs `jobs` in Node and in Swift and expects the same numbers: values,
  /// offsets and times exactly, the layout within 1e-9 of its size.
  /// - Returns: How many frames were compared.
  static func compare(_ jobs: [Job]) throws -> Int {
    let results = try Self.runInNode(jobs)
    try #require(results.count == jobs.count)
    var compared = 0
    for (job, javaScript) in zip(jobs, results) {
      let swift = try Self.runInSwift(job)
      try #require(javaScript.count == swift.count)
      for (index, (js, expected)) in zip(javaScript, swift).enumerated() {
        let what =
          "\(job.graph.name) input \(job.input) params \(job.params.count) seed \(job.seed) frame \(index)"
        try #require(js.values.count == expected.values.count)
        // Exactly equal (0 and -0 alike: JSON does not keep the sign of zero).
        #expect(js.values == expected.values, "\(what): \(js.values) ≠ \(expected.values)")
        #expect(js.raw == expected.raw, "\(what) raw: \(js.raw) ≠ \(expected.raw)")
        #expect(js.time == expected.time, "\(what) time: \(js.time) ≠ \(expected.time)")
        expectClose(
          js.viewportTop, expected.snapshot.viewportTop, tolerance: 1e-9, "\(what) viewport")
        for (box, placed) in zip(js.frames, expected.snapshot.placed) {
          let frame = placed.frame
          for (a, e) in zip(box, [frame.x, frame.y, frame.width, frame.height]) {
            expectClose(a, e, tolerance: 1e-9 * max(1, abs(e)), "\(what) layout")
          }
        }
        compared += 1
      }
    }
    return compared
  }
}
