/// Draws ``PlotData`` as SVG: a grid of small charts, one per output, that
/// share the horizontal axis.
///
/// Each chart is a `<g class="chart" data-output="target.property">` whose
/// `data-plot` (left top width height), `data-x-domain` and `data-y-domain`
/// say how data maps to pixels. Curves are `path.curve` (one per continuous
/// piece), jumps `circle.jump-value` (filled) and `circle.jump-excluded`
/// (open), keyframes `circle.keyframe`, ranges `rect.range` labelled by
/// `text.range-label` (labels that would overlap go on rows below).
public enum PlotRenderer {
  static let cellWidth = 320.0
  static let cellHeight = 200.0
  static let plotInsets = (left: 54.0, top: 30.0, right: 14.0, bottom: 42.0)
  static let curveColour = "#1c5fb8"
  static let keyframeColour = "#e8590c"

  /// The SVG document.
  public static func svg(_ data: PlotData) -> String {
    let count = data.charts.count
    let columns = count <= 1 ? 1 : count <= 4 ? 2 : count <= 9 ? 3 : 4
    let rows = max(1, (count + columns - 1) / columns)
    let headerHeight = 52.0 + Double(data.notes.count) * 18 + 26
    let width = 24 * 2 + Double(columns) * cellWidth
    let height = headerHeight + Double(rows) * cellHeight + 16

    var svg = SVGWriter()
    svg.openDocument(width: width, height: height)
    svg.empty("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
    svg.element(
      "text", [("x", "24"), ("y", "34"), ("font-size", "18"), ("font-weight", "600")],
      text: data.title)
    var y = 56.0
    for note in data.notes {
      svg.element(
        "text", [("x", "24"), ("y", svgNumber(y)), ("font-size", "12"), ("fill", "#555")],
        text: note)
      y += 18
    }
    legend(&svg, data, y: y + 4)
    for (index, chart) in data.charts.enumerated() {
      let left = 24 + Double(index % columns) * cellWidth
      let top = headerHeight + Double(index / columns) * cellHeight
      draw(&svg, chart, data, left: left, top: top)
    }
    svg.close("svg")
    return svg.text
  }

  private static func legend(_ svg: inout SVGWriter, _ data: PlotData, y: Double) {
    var x = 24.0
    func item(_ label: String, _ draw: (inout SVGWriter, Double) -> Void) {
      draw(&svg, x)
      svg.element(
        "text",
        [("x", svgNumber(x + 14)), ("y", svgNumber(y + 4)), ("font-size", "11"), ("fill", "#444")],
        text: label)
      x += 22 + Double(label.count) * 6
    }
    item("value") { svg, x in
      svg.empty(
        "line", line(x - 4, y, x + 8, y) + [("stroke", curveColour), ("stroke-width", "2")])
    }
    if data.charts.contains(where: { !$0.keyframes.isEmpty }) {
      item("keyframe") { svg, x in
        svg.empty("circle", dot(x + 2, y, 4, fill: keyframeColour, stroke: "#fff"))
      }
    }
    if data.charts.contains(where: { !$0.jumps.isEmpty }) {
      item("value at a jump") { svg, x in
        svg.empty("circle", dot(x + 2, y, 3.5, fill: curveColour, stroke: curveColour))
      }
      item("excluded") { svg, x in
        svg.empty("circle", dot(x + 2, y, 3.5, fill: "#fff", stroke: curveColour))
      }
    }
    if data.rest != nil {
      item("at rest") { svg, x in
        svg.empty(
          "line",
          line(x + 2, y - 7, x + 2, y + 7) + [("stroke", "#888"), ("stroke-dasharray", "3 2")])
      }
    }
    for (index, band) in data.bands.enumerated() {
      let colour = Colors.ranges[index % Colors.ranges.count]
      item("range \(band.name)") { svg, x in
        svg.empty(
          "rect",
          [
            ("x", svgNumber(x - 4)), ("y", svgNumber(y - 6)), ("width", "12"), ("height", "12"),
            ("fill", colour), ("fill-opacity", "0.25"),
          ])
      }
    }
  }

  private static func draw(
    _ svg: inout SVGWriter, _ chart: PlotData.Chart, _ data: PlotData, left: Double, top: Double
  ) {
    let plotLeft = left + plotInsets.left
    let plotTop = top + plotInsets.top
    let plotWidth = cellWidth - plotInsets.left - plotInsets.right
    let plotHeight = cellHeight - plotInsets.top - plotInsets.bottom
    let values = Axis.padded(chart.valueRange)
    let xAxis = Axis(
      low: data.xRange.lowerBound, high: data.xRange.upperBound, from: plotLeft,
      to: plotLeft + plotWidth)
    let yAxis = Axis(
      low: values.lowerBound, high: values.upperBound, from: plotTop + plotHeight, to: plotTop)

    svg.open(
      "g",
      [
        ("class", "chart"), ("data-output", chart.key),
        ("data-plot", svgNumbers(plotLeft, plotTop, plotWidth, plotHeight)),
        ("data-x-domain", "\(xAxis.low) \(xAxis.high)"),
        ("data-y-domain", "\(yAxis.low) \(yAxis.high)"),
      ])
    svg.raw("<text x=\"\(svgNumber(plotLeft))\" y=\"\(svgNumber(top + 18))\" font-size=\"13\">")
    svg.raw("<tspan font-weight=\"600\">\(SVGWriter.escape(chart.key))</tspan>")
    if let unit = chart.unit {
      svg.raw("<tspan fill=\"#777\"> (\(SVGWriter.escape(unit)))</tspan>")
    }
    svg.raw("</text>\n")
    svg.empty(
      "rect",
      [
        ("x", svgNumber(plotLeft)), ("y", svgNumber(plotTop)), ("width", svgNumber(plotWidth)),
        ("height", svgNumber(plotHeight)), ("fill", "#fafafa"), ("stroke", "#d0d0d0"),
      ])

    // Labels of ranges that start close together go on rows of their own.
    let labelRows = LabelRows.rows(
      starts: data.bands.map { xAxis.position(max($0.from, xAxis.low)) + 3 },
      widths: data.bands.map { Double($0.name.count) * 6 },
      maxRows: max(1, Int((plotHeight - 4) / 12)))
    for (index, band) in data.bands.enumerated() {
      let colour = Colors.ranges[index % Colors.ranges.count]
      let from = xAxis.position(max(band.from, xAxis.low))
      let to = xAxis.position(min(band.to, xAxis.high))
      guard to >= from, band.to >= xAxis.low, band.from <= xAxis.high else { continue }
      svg.empty(
        "rect",
        [
          ("class", "range"), ("data-range", band.name), ("x", svgNumber(from)),
          ("y", svgNumber(plotTop)),
          ("width", svgNumber(max(to - from, 1))), ("height", svgNumber(plotHeight)),
          ("fill", colour), ("fill-opacity", "0.14"),
        ])
      svg.element(
        "text",
        [
          ("class", "range-label"), ("data-range", band.name), ("x", svgNumber(from + 3)),
          ("y", svgNumber(plotTop + 11 + 12 * Double(labelRows[index]))), ("font-size", "10"),
          ("fill", colour),
        ],
        text: band.name)
    }

    for tick in yAxis.ticks(count: 4) {
      let y = yAxis.position(tick)
      svg.empty("line", line(plotLeft, y, plotLeft + plotWidth, y) + [("stroke", "#e6e6e6")])
      svg.element(
        "text",
        [
          ("x", svgNumber(plotLeft - 6)), ("y", svgNumber(y + 4)), ("font-size", "10"),
          ("fill", "#555"), ("text-anchor", "end"),
        ],
        text: Axis.label(tick, decimals: yAxis.decimals(count: 4)))
    }
    // Event numbers: one tick each while they fit.
    let xTickCount =
      data.integerX && xAxis.high - xAxis.low <= 16 ? Int(xAxis.high - xAxis.low) + 1 : 5
    for tick in xAxis.ticks(count: xTickCount, integers: data.integerX) {
      let x = xAxis.position(tick)
      svg.empty(
        "line", line(x, plotTop + plotHeight, x, plotTop + plotHeight + 4) + [("stroke", "#999")])
      svg.element(
        "text",
        [
          ("x", svgNumber(x)), ("y", svgNumber(plotTop + plotHeight + 16)), ("font-size", "10"),
          ("fill", "#555"), ("text-anchor", "middle"),
        ],
        text: Axis.label(tick, decimals: data.integerX ? 0 : xAxis.decimals(count: 5)))
    }
    svg.element(
      "text",
      [
        ("x", svgNumber(plotLeft + plotWidth / 2)), ("y", svgNumber(plotTop + plotHeight + 32)),
        ("font-size", "10"), ("fill", "#777"), ("text-anchor", "middle"),
      ],
      text: data.xLabel)
    if let rest = data.rest, xAxis.low...xAxis.high ~= rest {
      let x = xAxis.position(rest)
      svg.empty(
        "line",
        line(x, plotTop, x, plotTop + plotHeight) + [
          ("stroke", "#888"), ("stroke-dasharray", "3 2"),
        ])
    }

    for piece in chart.pieces where !piece.isEmpty {
      let commands = piece.enumerated().map { index, point in
        "\(index == 0 ? "M" : "L")\(svgNumber(xAxis.position(point.x))) \(svgNumber(yAxis.position(point.y)))"
      }
      svg.empty(
        "path",
        [
          ("class", "curve"), ("d", commands.joined(separator: " ")), ("fill", "none"),
          ("stroke", curveColour), ("stroke-width", "2"), ("stroke-linejoin", "round"),
        ])
      if chart.dots {
        for point in piece {
          svg.empty(
            "circle",
            dot(
              xAxis.position(point.x), yAxis.position(point.y), 2.5, fill: curveColour,
              stroke: curveColour))
        }
      }
    }
    for jump in chart.jumps {
      let x = xAxis.position(jump.x)
      svg.empty(
        "circle",
        [("class", "jump-excluded")]
          + dot(x, yAxis.position(jump.other), 3.5, fill: "#fff", stroke: curveColour))
      svg.empty(
        "circle",
        [("class", "jump-value")]
          + dot(x, yAxis.position(jump.value), 3.5, fill: curveColour, stroke: curveColour))
    }
    for keyframe in chart.keyframes {
      svg.empty(
        "circle",
        [("class", "keyframe")]
          + dot(
            xAxis.position(keyframe.x), yAxis.position(keyframe.y), 4, fill: keyframeColour,
            stroke: "#fff"))
    }
    svg.close("g")
  }

  private static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> [(
    String, String
  )] {
    [("x1", svgNumber(x1)), ("y1", svgNumber(y1)), ("x2", svgNumber(x2)), ("y2", svgNumber(y2))]
  }

  private static func dot(_ x: Double, _ y: Double, _ radius: Double, fill: String, stroke: String)
    -> [(String, String)]
  {
    [
      ("cx", svgNumber(x)), ("cy", svgNumber(y)), ("r", svgNumber(radius)), ("fill", fill),
      ("stroke", stroke), ("stroke-width", "1.5"),
    ]
  }
}
