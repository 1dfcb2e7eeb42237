import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

/// One chart of a plot SVG: its tags and how data maps to its pixels.
struct ChartView {
  var output: String
  var tags: [Tag]
  var left, top, width, height: Double
  var x0, x1, y0, y1: Double

  init(_ chart: Tag, tags: [Tag]) throws {
    output = try #require(chart["data-output"])
    self.tags = tags
    let plot = try chart.numbers("data-plot")
    (left, top, width, height) = (plot[0], plot[1], plot[2], plot[3])
    let xs = try chart.numbers("data-x-domain")
    let ys = try chart.numbers("data-y-domain")
    (x0, x1, y0, y1) = (xs[0], xs[1], ys[0], ys[1])
  }

  /// Where a data point is drawn: the axes are linear, y grows upwards.
  func pixel(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    (left + (x - x0) / (x1 - x0) * width, top + height - (y - y0) / (y1 - y0) * height)
  }

  func all(_ name: String, class className: String) -> [Tag] {
    tags.filter { $0.name == name && $0["class"] == className }
  }

  /// The points of each `path.curve`.
  func curves() throws -> [[(x: Double, y: Double)]] {
    try all("path", class: "curve").map { path in
      let d = try #require(path["d"])
      let numbers = d.split(whereSeparator: { $0 == " " || $0 == "M" || $0 == "L" }).compactMap {
        Double($0)
      }
      try #require(numbers.count % 2 == 0)
      return stride(from: 0, to: numbers.count, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    }
  }
}

/// Splits a plot SVG into its charts.
func charts(_ svg: String) throws -> [ChartView] {
  let tags = Markup.tags(in: svg)
  let starts = tags.indices.filter { tags[$0].name == "g" && tags[$0]["class"] == "chart" }
  return try starts.enumerated().map { number, start in
    let end = number + 1 < starts.count ? starts[number + 1] : tags.count
    return try ChartView(tags[start], tags: Array(tags[start..<end]))
  }
}

func plot(_ compiled: CompiledSpec, input: Int = 0, range: ClosedRange<Double>? = nil) -> String {
  let evaluator = HeaderEvaluator(graph: compiled.graph)
  let range =
    range ?? compiled.graph.inputs[input].sweep ?? SweepDefaults.range(of: input, in: evaluator)
  return PlotRenderer.svg(
    CurveSampler.sweep(evaluator, compiled: compiled, input: input, range: range))
}

let pixelTolerance = 0.002

@Suite("Curve plots")
struct PlotTests {
  @Test("one chart per output, titled with its key, for every bundled spec")
  func oneChartPerOutput() throws {
    for compiled in try Load.allBundled() {
      let views = try charts(plot(compiled))
      #expect(
        views.map(\.output) == compiled.graph.outputs.map { "\($0.target).\($0.property)" },
        "\(compiled.graph.name)")
    }
  }

  @Test("Twitter: the header's translateY keyframes are marked where the seed puts them")
  func keyframeMarkers() throws {
    let chart = try #require(
      try charts(plot(try Load.bundled("twitter-profile"))).first {
        $0.output == "header.translateY"
      })
    // Seed 002: pulling down by p moves the header by p/2 (its top stays put while it
    // scales by 1 + p/107); scrolling up moves it by -min(offset, 40).
    let expected = [(-107.0, 107.0 / 2), (0, 0), (40, -40)]
    let markers = chart.all("circle", class: "keyframe")
    try #require(markers.count == expected.count)
    for (marker, (x, y)) in zip(markers, expected) {
      let pixel = chart.pixel(x, y)
      expectClose(
        try marker.number("cx"), pixel.x, tolerance: pixelTolerance, "x of keyframe at \(x)")
      expectClose(
        try marker.number("cy"), pixel.y, tolerance: pixelTolerance, "y of keyframe at \(x)")
    }
  }

  @Test("Pinterest: keyframes of the var a constraint reads are marked on it")
  func keyframesThroughVars() throws {
    let views = try charts(plot(try Load.bundled("pinterest-pager")))
    let chart = try #require(views.first { $0.output == "indicatorLeading.constant" })
    // Seed 003: at page i the indicator starts at the inset plus the widths and spacings before tab i.
    let widths = [64.0, 88, 72, 104, 56]
    let markers = chart.all("circle", class: "keyframe")
    try #require(markers.count == widths.count)
    for (page, marker) in markers.enumerated() {
      let leading = 12 + widths.prefix(page).reduce(0, +) + Double(page) * 16
      let pixel = chart.pixel(Double(page) * 375, leading)
      expectClose(try marker.number("cx"), pixel.x, tolerance: pixelTolerance, "page \(page)")
      expectClose(try marker.number("cy"), pixel.y, tolerance: pixelTolerance, "page \(page)")
    }
  }

  @Test("keyframes over a var that is not the input are found where the var passes them")
  func keyframesOverAnotherDriver() throws {
    let compiled = try Load.spec(
      """
      version: 1
      name: half
      inputs: { scroll: { axis: vertical } }
      vars:
        half: scroll / 2
      targets:
        box:
          translateY:
            over: half
            keyframes: [{ at: 10, value: 0 }, { at: 20, value: 100 }]
      """)
    let chart = try #require(try charts(plot(compiled, range: 0...60)).first)
    let markers = chart.all("circle", class: "keyframe")
    // half = scroll / 2 reaches 10 at scroll 20 and 20 at scroll 40.
    try #require(markers.count == 2)
    for (marker, (x, y)) in zip(markers, [(20.0, 0.0), (40, 100)]) {
      let pixel = chart.pixel(x, y)
      expectClose(try marker.number("cx"), pixel.x, tolerance: pixelTolerance)
      expectClose(try marker.number("cy"), pixel.y, tolerance: pixelTolerance)
    }
  }

  @Test("fade: the named range 'hide' is shaded from raw -200 to 0")
  func rangeShading() throws {
    let views = try charts(plot(try Load.bundled("fade-top-view")))
    #expect(views.count == 2)
    for chart in views {
      let band = try #require(
        chart.all("rect", class: "range").first { $0["data-range"] == "hide" })
      // The range is 0...headerHeight - minVisibleHeight of the author's offset,
      // raw + inset with inset 200: raw -200...0.
      let from = chart.pixel(-200, 0).x
      let to = chart.pixel(0, 0).x
      expectClose(try band.number("x"), from, tolerance: pixelTolerance, chart.output)
      expectClose(try band.number("width"), to - from, tolerance: pixelTolerance, chart.output)
      expectClose(try band.number("height"), chart.height, tolerance: pixelTolerance)
    }
  }

  @Test(
    "Twitter: zPosition's jump at 40 breaks the path, with a filled dot at 0 and an open one at 2")
  func brokenPathAtJump() throws {
    let chart = try #require(
      try charts(plot(try Load.bundled("twitter-profile"))).first {
        $0.output == "header.zPosition"
      })
    let curves = try chart.curves()
    try #require(curves.count == 2)
    // The seed's z-order swaps once offset > headerStop (40): 0 up to and at 40, 2 after.
    let low = chart.pixel(40, 0)
    let high = chart.pixel(40, 2)
    let end = try #require(curves[0].last)
    let start = try #require(curves[1].first)
    expectClose(end.x, low.x, tolerance: pixelTolerance)
    expectClose(end.y, low.y, tolerance: pixelTolerance)
    expectClose(start.x, high.x, tolerance: pixelTolerance)
    expectClose(start.y, high.y, tolerance: pixelTolerance)
    let closed = try #require(chart.all("circle", class: "jump-value").first)
    let open = try #require(chart.all("circle", class: "jump-excluded").first)
    expectClose(try closed.number("cy"), low.y, tolerance: pixelTolerance, "the value at 40 is 0")
    expectClose(try open.number("cy"), high.y, tolerance: pixelTolerance, "2 is excluded at 40")
    expectClose(try closed.number("cx"), low.x, tolerance: pixelTolerance)
  }

  @Test("no curve of a bundled spec draws a vertical line")
  func noVerticalLines() throws {
    for compiled in try Load.allBundled() {
      for chart in try charts(plot(compiled)) {
        for curve in try chart.curves() {
          for (a, b) in zip(curve, curve.dropFirst()) where abs(a.x - b.x) < 1e-6 {
            #expect(
              abs(a.y - b.y) < 1e-6,
              "\(compiled.graph.name) \(chart.output): vertical line at x \(a.x)")
          }
        }
      }
    }
  }

  @Test("a hold switches exactly at the next keyframe: the dot there is the new value")
  func holdJumpIsClosedOnTheRight() throws {
    let compiled = try Load.spec(
      """
      version: 1
      name: hold
      inputs: { scroll: { axis: vertical } }
      targets:
        box:
          translateY:
            over: scroll
            keyframes: [{ at: 0, value: 0, ease: hold }, { at: 100, value: 10 }]
      """)
    let chart = try #require(try charts(plot(compiled, range: -50...150)).first)
    let closed = try #require(chart.all("circle", class: "jump-value").first)
    let open = try #require(chart.all("circle", class: "jump-excluded").first)
    expectClose(try closed.number("cx"), chart.pixel(100, 0).x, tolerance: pixelTolerance)
    expectClose(try closed.number("cy"), chart.pixel(100, 10).y, tolerance: pixelTolerance)
    expectClose(try open.number("cy"), chart.pixel(100, 0).y, tolerance: pixelTolerance)
    #expect(try chart.curves().count == 2)
  }

  @Test("20 properties are laid out as a 4 × 5 grid of charts that do not overlap")
  func twentyProperties() throws {
    let targets = (0..<10).map {
      "  e\($0): { translateY: scroll * \($0 + 1), alpha: 1 - scroll / 100 }"
    }
    let compiled = try Load.spec(
      """
      version: 1
      name: many
      inputs: { scroll: { axis: vertical, bounds: [0, 100] } }
      targets:
      \(targets.joined(separator: "\n"))
      """)
    let svg = plot(compiled)
    let views = try charts(svg)
    #expect(views.count == 20)
    #expect(Set(views.map(\.left)).count == 4)
    #expect(Set(views.map(\.top)).count == 5)
    for (i, a) in views.enumerated() {
      for b in views[(i + 1)...] {
        let apart =
          a.left + a.width <= b.left || b.left + b.width <= a.left || a.top + a.height <= b.top
          || b.top + b.height <= a.top
        #expect(apart, "\(a.output) overlaps \(b.output)")
      }
    }
    let root = try #require(Markup.tags(in: svg).first { $0.name == "svg" })
    let (width, height) = (try root.number("width"), try root.number("height"))
    #expect(views.allSatisfy { $0.left + $0.width <= width && $0.top + $0.height <= height })
  }

  @Test("units: pt for positions and constants, degrees for rotation, none for alpha and scale")
  func units() throws {
    let compiled = try Load.spec(
      """
      version: 1
      name: units
      inputs: { scroll: { axis: vertical, bounds: [0, 100] } }
      targets:
        box: { translateX: scroll, rotation: scroll, alpha: 1, scale: 2 }
        gap: { kind: constraint, constant: scroll }
      """)
    let svg = plot(compiled)
    let expected = [
      "box.translateX": "(pt)", "box.rotation": "(°)", "box.alpha": nil, "box.scaleX": nil,
      "gap.constant": "(pt)",
    ]
    for (key, unit) in expected {
      let title = try #require(svg.range(of: "<tspan font-weight=\"600\">\(key)</tspan>"))
      let rest = svg[title.upperBound...].prefix(while: { $0 != "\n" })
      if let unit {
        #expect(rest.contains(unit), "\(key)")
      } else {
        #expect(!rest.contains("("), "\(key) has a unit: \(rest)")
      }
    }
  }

  @Test("Tiki: a stateless sweep says its state is held at the initial value")
  func statefulSweepNote() throws {
    let svg = plot(try Load.bundled("tiki-home"))
    #expect(svg.contains("Stateless sweep: states held at their initial values (height = 88)"))
  }

  @Test("Tiki with a trace: one dot per event, at the heights the seed's logic gives")
  func tracePlot() throws {
    let compiled = try Load.bundled("tiki-home")
    let bytes = try Array(Data(contentsOf: Fixtures.spec("tiki-home.trace.yaml")))
    let trace = try #require(TraceDecoder.decode(bytes: bytes).trace)
    let data = CurveSampler.trace(HeaderEvaluator(graph: compiled.graph), trace: trace, input: 0)
    let views = try charts(PlotRenderer.svg(data))
    #expect(views.count == 3)
    let chart = try #require(views.first { $0.output == "headerHeight.constant" })
    let dots = chart.tags.filter { $0.name == "circle" && $0["class"] == nil }
    try #require(dots.count == 13)
    // Seed 000: 88 collapses by each drag down to 44, expands by drags up (the trace's comments).
    for (index, height) in [78.0, 58, 44, 44, 54, 59].enumerated() {
      let pixel = chart.pixel(Double(index + 1), height)
      expectClose(try dots[index].number("cx"), pixel.x, tolerance: pixelTolerance)
      expectClose(try dots[index].number("cy"), pixel.y, tolerance: pixelTolerance)
    }
  }
}

@Suite("Plot range labels")
struct PlotRangeLabelTests {
  @Test(
    "labels of ranges that start close together are stacked; a distant one stays on the first row")
  func closeLabelsAreStacked() throws {
    let compiled = try Load.spec(
      """
      version: 1
      name: labels
      inputs:
        scroll: { axis: vertical, bounds: [0, 300] }
      ranges:
        collapse: { input: scroll, from: 0, to: 100 }
        fadeOut: { input: scroll, from: 20, to: 60 }
        late: { input: scroll, from: 250, to: 300 }
      targets:
        bar:
          alpha: collapse + fadeOut + late
      """)
    let chart = try #require(try charts(plot(compiled, range: 0...300)).first)
    let labels = Dictionary(
      uniqueKeysWithValues: try chart.all("text", class: "range-label").map {
        (try #require($0["data-range"]), (x: try $0.number("x"), y: try $0.number("y")))
      })
    let (collapse, fadeOut, late) = (
      try #require(labels["collapse"]), try #require(labels["fadeOut"]),
      try #require(labels["late"])
    )
    // Each label starts 3 px right of its range; 'collapse' is 8 × 6 = 48 px wide,
    // so 'fadeOut', 20 points (under 48 px) later, takes the next row, 12 px down.
    expectClose(collapse.x, chart.pixel(0, 0).x + 3, tolerance: pixelTolerance, "collapse x")
    expectClose(fadeOut.x, chart.pixel(20, 0).x + 3, tolerance: pixelTolerance, "fadeOut x")
    #expect(fadeOut.x < collapse.x + 48)
    expectClose(collapse.y, chart.top + 11, tolerance: pixelTolerance, "collapse row")
    expectClose(fadeOut.y, chart.top + 23, tolerance: pixelTolerance, "fadeOut row")
    #expect(late.x > collapse.x + 48)
    expectClose(late.y, chart.top + 11, tolerance: pixelTolerance, "late row")
  }
}
