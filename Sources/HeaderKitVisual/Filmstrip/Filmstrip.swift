public import HeaderKit
public import HeaderKitRuntime

/// The header drawn at several moments side by side.
public enum Filmstrip {
  /// The most frames one filmstrip draws (`--at` offsets, or trace events).
  public static let maxFrames = 100
  /// The most boxes one filmstrip draws, frames × elements: an SVG of some
  /// 20 MB at most.
  public static let maxBoxes = 50_000

  /// One moment: a placed scene and what to print under it.
  public struct Frame: Sendable {
    public var snapshot: SceneSnapshot
    /// The raw offset of the input the frame was taken at.
    public var offset: Double
    /// The first caption line (bold) and the second.
    public var caption: String
    public var detail: String?
  }

  /// Frames of a stateless sweep: `input` at each raw offset, states held
  /// at their initial values.
  public static func frames(
    _ scene: PreviewScene, evaluator: HeaderEvaluator, input: Int, offsets: [Double]
  ) -> [Frame] {
    var evaluator = evaluator
    let name = evaluator.graph.inputs[input].name
    let inset = evaluator.slotValue(Int(evaluator.graph.inputs[input].insetSlot))
    return offsets.map { offset in
      evaluator.setInput(input, raw: offset)
      let raw = evaluator.rawInput(input)
      return Frame(
        snapshot: scene.snapshot(of: evaluator), offset: raw,
        caption: "\(name) \(PlainDecimal.text(raw))",
        detail: inset == 0 ? nil : "offset + inset = \(displayNumber(raw + inset))")
    }
  }

  /// Frames after each event of a trace, from rest.
  public static func frames(
    _ scene: PreviewScene, evaluator: HeaderEvaluator, trace: Trace, input: Int
  ) -> [Frame] {
    var evaluator = evaluator
    let inputs = evaluator.eventInputs(trace, default: input)
    return trace.events.enumerated().map { index, event in
      evaluator.apply(event.value, input: inputs[index])
      let raw = evaluator.rawInput(input)
      let named = trace.eventInputs[index].map { " (\($0.value))" } ?? ""
      return Frame(
        snapshot: scene.snapshot(of: evaluator), offset: raw,
        caption: "\(index + 1). \(describe(event.value))\(named)",
        detail: "offset \(displayNumber(raw)) · \(displayNumber(evaluator.time, decimals: 6)) s")
    }
  }

  /// An event as its caption says it, its value exactly as written: the
  /// shortest decimal that reads back as the same number, never with an
  /// exponent (`wait 0.0625 s`, `wait 0.0000001 s`; see ``PlainDecimal``).
  static func describe(_ event: Trace.Event) -> String {
    switch event {
    case .drag(let delta): "drag \(PlainDecimal.text(delta))"
    case .scroll(let offset): "scroll to \(PlainDecimal.text(offset))"
    case .end: "end"
    case .endWithVelocity(let velocity): "end at \(PlainDecimal.text(velocity)) pt/s"
    case .wait(let seconds): "wait \(PlainDecimal.text(seconds)) s"
    case .signal(let name, let value): "\(name) = \(PlainDecimal.text(value))"
    }
  }
}
