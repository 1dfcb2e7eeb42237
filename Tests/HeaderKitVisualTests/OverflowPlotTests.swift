import Foundation
import HeaderKit
import HeaderKitVisual
import Testing

/// A plot of outputs that overflow draws the finite values they have
/// (±1.7976931348623157e308 for ±infinity, 0 for NaN) on a finite axis, and
/// writes no `inf` or `nan` anywhere.
@Suite("Plots of overflowing outputs")
struct OverflowPlotTests {
  static let yaml = """
    version: 1
    name: x
    inputs: {scroll: {}}
    params:
      big: 1e308
    targets: {t: {translateY: big * big * scroll + big, translateX: big*10 - big*10}}
    """

  @Test("values from -1.8e308 to 1.8e308 span the axis: bottom, middle, top")
  func overflowSpansTheAxis() throws {
    let svg = plot(try Load.spec(Self.yaml))
    for word in ["inf", "nan", "NaN", "∞"] {
      #expect(!svg.contains(word), "the SVG writes \(word)")
    }
    let chart = try #require(try charts(svg).first { $0.output == "t.translateY" })
    // big * big is inf: times a negative scroll -inf, read as -max; at 0 inf * 0 is
    // NaN, read as 0; past 0, max. The values span [-max, max], and the margin
    // around them stops there.
    let max = Double.greatestFiniteMagnitude
    #expect(chart.y0 == -max && chart.y1 == max)
    let (bottom, middle, top) = (chart.top + chart.height, chart.top + chart.height / 2, chart.top)
    // Three pieces: -max up to 0, the value 0 at 0 alone, max from 0 on.
    let curves = try chart.curves()
    try #require(curves.count == 3)
    let origin = chart.left + chart.width * 100 / 400  // the sweep is raw -100 to 300
    for (curve, y) in zip(curves, [bottom, middle, top]) {
      for point in curve { expectClose(point.y, y, tolerance: pixelTolerance, "at x \(point.x)") }
    }
    expectClose(try #require(curves[0].last).x, origin, tolerance: pixelTolerance)
    #expect(curves[1].count == 1)
    expectClose(try #require(curves[1].first).x, origin, tolerance: pixelTolerance)
    expectClose(try #require(curves[2].first).x, origin, tolerance: pixelTolerance)
    // Ticks 1e308 apart: about four over a width of 2 * max gives steps of 9e307,
    // rounded up to the next 1, 2 or 5 times a power of ten.
    let labels = try tickLabels(svg, chart: "t.translateY")
    #expect(labels == ["-1e+308", "0", "1e+308"])
  }

  @Test("a chart of NaN turned 0 is flat at 0")
  func nanIsZero() throws {
    let chart = try #require(
      try charts(plot(try Load.spec(Self.yaml))).first {
        $0.output == "t.translateX"
      })
    // A flat curve gets ±1 around its value.
    #expect(chart.y0 == -1 && chart.y1 == 1)
    for point in try chart.curves().joined() {
      expectClose(point.y, chart.top + chart.height / 2, tolerance: pixelTolerance)
    }
  }

  @Test("ticks from 1e15 on are written with an exponent")
  func hugeTicks() throws {
    let yaml = """
      version: 1
      name: big
      inputs: { scroll: { bounds: [0, 100] } }
      targets: { t: { translateY: 1e14 * scroll } }
      """
    // 0 to 1e16, padded by 8% of the range: -8e14 to 1.08e16. Four ticks over 1.16e16
    // are 2.9e15 apart, rounded up to 5e15: 0, 5e15 and 1e16.
    let labels = try tickLabels(plot(try Load.spec(yaml)), chart: "t.translateY")
    #expect(labels == ["0", "5e+15", "1e+16"])
  }

  /// The y axis's tick labels of one chart, lowest first, as written.
  private func tickLabels(_ svg: String, chart output: String) throws -> [String] {
    let start = try #require(svg.range(of: "data-output=\"\(output)\""))
    let rest = svg[start.upperBound...]
    let chart = rest.range(of: "</g>").map { rest[..<$0.lowerBound] } ?? rest
    let marker = "text-anchor=\"end\">"
    return chart.components(separatedBy: marker).dropFirst().map {
      String($0.prefix { $0 != "<" })
    }
  }
}
