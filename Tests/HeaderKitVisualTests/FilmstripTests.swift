import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

/// An element as a filmstrip frame draws it: its box's corners on the screen.
struct DrawnElement {
  var name: String
  var opacity: Double
  /// Where the element's group starts in the document: later is painted on top.
  var order: Int
  /// Top left, top right, bottom left, bottom right.
  var corners: [(x: Double, y: Double)]
  var width: Double
  var height: Double
}

/// The elements of each frame of a filmstrip SVG, by frame offset.
func drawnFrames(_ svg: String) throws -> [(offset: Double, elements: [String: DrawnElement])] {
  let tags = Markup.tags(in: svg)
  let starts = tags.indices.filter { tags[$0].name == "g" && tags[$0]["class"] == "frame" }
  return try starts.enumerated().map { number, start in
    let end = number + 1 < starts.count ? starts[number + 1] : tags.count
    var elements: [String: DrawnElement] = [:]
    for index in start..<end where tags[index]["class"] == "element" {
      let group = tags[index]
      let box = try #require(tags[index...].first { $0["class"] == "box" })
      let m = try box.matrix()
      let (width, height) = (try box.number("width"), try box.number("height"))
      let corners = [(0.0, 0.0), (width, 0), (0, height), (width, height)].map {
        (x: m[0] * $0.0 + m[2] * $0.1 + m[4], y: m[1] * $0.0 + m[3] * $0.1 + m[5])
      }
      let name = try #require(group["data-element"])
      elements[name] = DrawnElement(
        name: name, opacity: try group.number("opacity"), order: group.offset, corners: corners,
        width: width,
        height: height)
    }
    return (try tags[start].number("data-offset"), elements)
  }
}

/// A box's corners in the same order as ``DrawnElement/corners``.
func corners(x: Double, y: Double, width: Double, height: Double) -> [(x: Double, y: Double)] {
  [(x, y), (x + width, y), (x, y + height), (x + width, y + height)]
}

func expectCorners(
  _ actual: [(x: Double, y: Double)], _ expected: [(x: Double, y: Double)], _ what: String,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  for (a, e) in zip(actual, expected) {
    expectClose(a.x, e.x, tolerance: 1e-3, "\(what) x", sourceLocation: sourceLocation)
    expectClose(a.y, e.y, tolerance: 1e-3, "\(what) y", sourceLocation: sourceLocation)
  }
}

func filmstrip(_ compiled: CompiledSpec, at offsets: [Double]) -> String {
  let scene = PreviewScene(compiled: compiled)
  let frames = Filmstrip.frames(
    scene, evaluator: HeaderEvaluator(graph: compiled.graph), input: 0, offsets: offsets)
  return FilmstripRenderer.svg(scene, frames: frames, title: compiled.graph.name)
}

@Suite("Filmstrips")
struct FilmstripTests {
  static let boxes = """
    version: 1
    name: boxes
    inputs:
      scroll: { axis: vertical, bounds: [0, 100] }
    targets:
      card:
        translateX: scroll / 10
        translateY: -scroll / 2
        scale: 1 + scroll / 100
        rotation: scroll / 64
        alpha: 1 - scroll / 200
        anchor: [0, 1]
        preview: { frame: [40, 30, 120, 60] }
      badge:
        translateY: scroll / 4
        scaleX: 2
        anchor: [1, 0]
        preview: { parent: card, frame: [10, 5, 20, 10] }
      barWidth:
        kind: constraint
        constant: 50 + scroll
        preview: { drives: { target: bar, edge: width } }
      barLeading:
        kind: constraint
        constant: scroll / 5
        preview: { drives: { target: bar, edge: leading } }
      stripHeight:
        kind: constraint
        constant: 40 + scroll / 2
        preview: { drives: { target: strip, edge: height } }
      fieldTrailing:
        kind: constraint
        constant: 20 + scroll / 10
        preview: { drives: { target: field, edge: trailing } }
    preview:
      screen: [300, 200]
      elements:
        bar: { frame: [0, 150, 10, 20] }
        strip: { frame: [0, 0, 300, 40] }
        field: { parent: strip, frame: [10, 20, 100, 12], pin: [bottom] }
        row: { frame: [5, 100, 50, 10], scrolls: scroll }
    """

  /// Rotates (x, y) by `radians`, clockwise on a y-down screen.
  static func rotate(_ x: Double, _ y: Double, radians angle: Double) -> (Double, Double) {
    (x * cos(angle) - y * sin(angle), x * sin(angle) + y * cos(angle))
  }

  /// Where a point of the card's own box goes at offset s: about the anchor at its
  /// bottom left (40, 90), scaled by 1 + s/100, rotated by s/64 radians, then moved by (s/10, -s/2).
  static func card(_ x: Double, _ y: Double, s: Double) -> (x: Double, y: Double) {
    let scale = 1 + s / 100
    let (rx, ry) = rotate(x * scale, (y - 60) * scale, radians: s / 64)
    return (40 + s / 10 + rx, 90 - s / 2 + ry)
  }

  @Test(
    "each box is its frame moved, scaled and rotated about its anchor, inside its parent's transform"
  )
  func transformedBoxes() throws {
    let frames = try drawnFrames(filmstrip(try Load.spec(Self.boxes), at: [0, 30, 100]))
    try #require(frames.map(\.offset) == [0, 30, 100])
    for (s, elements) in frames {
      let card = try #require(elements["card"])
      let expectedCard = [(0.0, 0.0), (120, 0), (0, 60), (120, 60)].map {
        Self.card($0.0, $0.1, s: s)
      }
      expectCorners(card.corners, expectedCard, "card at \(s)")
      expectClose(card.opacity, 1 - s / 200, tolerance: 1e-3, "card alpha at \(s)")

      // The badge sits at (10, 5) in the card; about its top right (30, 5) it is
      // stretched 2× horizontally and moved down by s/4, then goes wherever the card goes.
      let badge = try #require(elements["badge"])
      let expectedBadge = [(0.0, 0.0), (20, 0), (0, 10), (20, 10)].map { point in
        Self.card(30 + (point.0 - 20) * 2, 5 + s / 4 + point.1, s: s)
      }
      expectCorners(badge.corners, expectedBadge, "badge at \(s)")
    }
  }

  @Test(
    "constraint constants set the edges they drive; pins follow a resized parent; content scrolls")
  func constraintsAndScrolling() throws {
    let frames = try drawnFrames(filmstrip(try Load.spec(Self.boxes), at: [0, 30, 100]))
    for (s, elements) in frames {
      // leading = s/5 and width = 50 + s.
      expectCorners(
        try #require(elements["bar"]).corners, corners(x: s / 5, y: 150, width: 50 + s, height: 20),
        "bar")
      // The strip is 40 + s/2 tall ...
      expectCorners(
        try #require(elements["strip"]).corners,
        corners(x: 0, y: 0, width: 300, height: 40 + s / 2), "strip")
      // ... the field keeps its distance to the strip's bottom, and its trailing edge is
      // 20 + s/10 from the strip's.
      let field = try #require(elements["field"])
      expectCorners(
        field.corners, corners(x: 10, y: 20 + s / 2, width: 300 - (20 + s / 10) - 10, height: 12),
        "field")
      // The row is in the list's content: it moves up by the offset.
      expectCorners(
        try #require(elements["row"]).corners, corners(x: 5, y: 100 - s, width: 50, height: 10),
        "row")
    }
  }

  @Test("Twitter: the avatar shrinks about its bottom edge while the content carries it up")
  func twitterAvatar() throws {
    let frames = try drawnFrames(
      filmstrip(try Load.bundled("twitter-profile"), at: [0, 20, 40, 80]))
    for (s, elements) in frames {
      // Seed 002: the avatar scales by 1 - min(40, s)/69/1.4 with its bottom edge fixed
      // (its preview frame is [16, 72, 69, 69], in the scroll content).
      let scale = 1 - min(40, max(0, s)) / 69 / 1.4
      let bottom = 72 + 69 - s
      let size = 69 * scale
      let expected = corners(x: 16 + 34.5 - size / 2, y: bottom - size, width: size, height: size)
      expectCorners(try #require(elements["avatar"]).corners, expected, "avatar at \(s)")
    }
  }

  @Test("Twitter: the header is drawn behind the avatar until offset 40, in front after")
  func twitterZOrder() throws {
    let frames = try drawnFrames(
      filmstrip(try Load.bundled("twitter-profile"), at: [0, 40, 41, 100]))
    for (s, elements) in frames {
      let header = try #require(elements["header"])
      let avatar = try #require(elements["avatar"])
      #expect((header.order > avatar.order) == (s > 40), "at \(s)")
    }
  }

  @Test("Twitter: the blurred header fades in from labelOffset over labelDistance")
  func twitterBlurOpacity() throws {
    let frames = try drawnFrames(
      filmstrip(try Load.bundled("twitter-profile"), at: [90, 112.5, 200]))
    let expected = [0.0, 0.5, 1]  // min(1, max(0, (s - 95) / 35))
    for ((_, elements), alpha) in zip(frames, expected) {
      expectClose(try #require(elements["headerBlur"]).opacity, alpha, tolerance: 1e-3)
    }
  }

  @Test(
    "Pinterest: the indicator and the mask span tab i's frame at page i, and move linearly between")
  func pinterestIndicator() throws {
    let widths = [64.0, 88, 72, 104, 56]
    let leading = widths.indices.map { 12 + widths.prefix($0).reduce(0, +) + Double($0) * 16 }
    let frames = try drawnFrames(
      filmstrip(try Load.bundled("pinterest-pager"), at: [0, 375, 562.5, 1500]))
    let expected = [
      (leading[0], widths[0]), (leading[1], widths[1]),
      ((leading[1] + leading[2]) / 2, (widths[1] + widths[2]) / 2), (leading[4], widths[4]),
    ]
    for ((s, elements), (x, width)) in zip(frames, expected) {
      for name in ["indicator", "mask"] {
        let box = try #require(elements[name])
        expectClose(box.corners[0].x, x, tolerance: 1e-3, "\(name) leading at \(s)")
        expectClose(box.width, width, tolerance: 1e-3, "\(name) width at \(s)")
      }
    }
  }

  @Test("Tiki: a trace's frames show the header's height and the search field's trailing edge")
  func tikiTrace() throws {
    let compiled = try Load.bundled("tiki-home")
    let bytes = try Array(Data(contentsOf: Fixtures.spec("tiki-home.trace.yaml")))
    let trace = try #require(TraceDecoder.decode(bytes: bytes).trace)
    let scene = PreviewScene(compiled: compiled)
    let frames = Filmstrip.frames(
      scene, evaluator: HeaderEvaluator(graph: compiled.graph), trace: trace, input: 0)
    let drawn = try drawnFrames(FilmstripRenderer.svg(scene, frames: frames, title: "tiki"))
    try #require(drawn.count == 13)
    // Seed 000, event by event: collapse by the drags, hold at 44, expand, snap
    // closed with easeInOut (halfway at half the time), expand, snap open.
    let heights: [Int: Double] = [
      0: 78, 1: 58, 2: 44, 3: 44, 4: 54, 5: 59, 6: 59, 7: 51.5, 8: 44, 9: 74, 10: 74, 12: 88,
    ]
    for (frame, height) in heights {
      let elements = drawn[frame].elements
      expectClose(
        try #require(elements["header"]).height, height, tolerance: 1e-3,
        "header at frame \(frame + 1)")
      // The search field's trailing constant: (375 - 327) × (1 - open) + 8 from the right edge.
      let open = (height - 44) / 44
      let field = try #require(elements["searchField"])
      expectClose(
        field.corners[1].x, 375 - (48 * (1 - open) + 8), tolerance: 1e-3,
        "search field at frame \(frame + 1)")
      // It stays pinned 8 points above the header's bottom.
      expectClose(
        field.corners[2].y, height - 8, tolerance: 1e-3, "search field bottom at frame \(frame + 1)"
      )
    }
  }

  @Test("elements without preview geometry get stacked, labelled bars")
  func automaticLayout() throws {
    let compiled = try Load.spec(
      """
      version: 1
      name: plain
      inputs: { scroll: { axis: vertical } }
      targets:
        a: { alpha: 1 - scroll / 100 }
        b: { translateY: scroll }
      """)
    let frames = try drawnFrames(filmstrip(compiled, at: [0]))
    let elements = try #require(frames.first?.elements)
    expectCorners(
      try #require(elements["a"]).corners, corners(x: 16, y: 16, width: 375 - 32, height: 44), "a")
    expectCorners(
      try #require(elements["b"]).corners, corners(x: 16, y: 72, width: 375 - 32, height: 44), "b")
  }
}

@Suite("Filmstrip captions")
struct FilmstripCaptionTests {
  @Test("captions show each event's value exactly as written, not rounded")
  func exactEventValues() throws {
    let compiled = try Load.spec(FilmstripTests.boxes)
    let yaml = """
      events:
        - scroll: 0.0625
        - drag: 12.345678
        - wait: 0.0625
        - end
        - wait: 1e-7
      """
    let trace = try #require(TraceDecoder.decode(bytes: Array(yaml.utf8)).trace)
    let frames = Filmstrip.frames(
      PreviewScene(compiled: compiled), evaluator: HeaderEvaluator(graph: compiled.graph),
      trace: trace, input: 0)
    #expect(
      frames.map(\.caption) == [
        "1. scroll to 0.0625", "2. drag 12.345678", "3. wait 0.0625 s", "4. end",
        "5. wait 0.0000001 s",
      ])
  }

  /// A trace of `events`' YAML, filmed; its captions without the numbering.
  static func captions(_ events: [String]) throws -> [String] {
    let compiled = try Load.spec(FilmstripTests.boxes)
    let yaml = "events:\n" + events.map { "  - \($0)\n" }.joined()
    let trace = try #require(TraceDecoder.decode(bytes: Array(yaml.utf8)).trace, "\(yaml)")
    return Filmstrip.frames(
      PreviewScene(compiled: compiled), evaluator: HeaderEvaluator(graph: compiled.graph),
      trace: trace, input: 0
    ).enumerated().map { index, frame in
      String(frame.caption.dropFirst("\(index + 1). ".count))
    }
  }

  @Test("tiny and huge values read as plain decimals, with no exponent")
  func plainDecimals() throws {
    // Each value's shortest round-trip digits, with the point moved by hand.
    let cases: [(String, String)] = [
      ("drag: -1e-7", "drag -0.0000001"),
      ("wait: 0.000001", "wait 0.000001 s"),
      ("drag: 1e-12", "drag 0.000000000001"),
      ("drag: -2.5e-12", "drag -0.0000000000025"),
      ("scroll: 1e16", "scroll to 10000000000000000"),
      ("scroll: 1.2345e20", "scroll to 123450000000000000000"),
      ("scroll: 9.999999999999999e20", "scroll to 999999999999999900000"),
      ("scroll: -123456789.125", "scroll to -123456789.125"),
      ("drag: 0.1", "drag 0.1"),
      ("drag: 100", "drag 100"),
      ("drag: -0.0", "drag 0"),
      ("{ end, velocity: -1200.5 }", "end at -1200.5 pt/s"),
      // Beyond the written-out range: a bound, said as one.
      ("wait: 1e-13", "wait <0.000000000001 s"),
      ("drag: -5e-300", "drag >-0.000000000001"),
      ("scroll: 1e21", "scroll to >999999999999999999999"),
      ("scroll: -1.5e300", "scroll to <-999999999999999999999"),
    ]
    let captions = try Self.captions(cases.map(\.0))
    for (caption, (event, expected)) in zip(captions, cases) {
      #expect(caption == expected, "\(event)")
      #expect(!caption.contains("e+") && !caption.contains("e-"), "\(event): \(caption)")
    }
    #expect(captions.count == cases.count)
  }

  @Test("a sweep's captions give each offset exactly")
  func sweepOffsets() throws {
    let compiled = try Load.spec(FilmstripTests.boxes)
    let frames = Filmstrip.frames(
      PreviewScene(compiled: compiled), evaluator: HeaderEvaluator(graph: compiled.graph),
      input: 0, offsets: [0.0625, -1e-7, 40])
    let name = compiled.graph.inputs[0].name
    #expect(frames.map(\.caption) == ["\(name) 0.0625", "\(name) -0.0000001", "\(name) 40"])
  }
}
