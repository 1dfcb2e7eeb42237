/// Draws filmstrip frames as SVG, up to five a row.
///
/// Each frame is a `<g class="frame" data-offset="…" transform="translate(x y)">`;
/// in it every element is a `<g class="element" data-element="name">` whose
/// `rect.box` carries the element's whole transform to the frame's
/// coordinates as `matrix(a b c d e f)` and its layout size as width and height.
public enum FilmstripRenderer {
  static let gap = 28.0
  static let captionHeight = 46.0
  static let perRow = 5

  /// The SVG document.
  public static func svg(
    _ scene: PreviewScene, frames: [Filmstrip.Frame], title: String, notes: [String] = []
  ) -> String {
    let columns = max(1, min(perRow, frames.count))
    let rows = max(1, (frames.count + columns - 1) / columns)
    let top = 50.0 + Double(notes.count) * 18
    let width = gap + Double(columns) * (scene.width + gap)
    let height = top + Double(rows) * (scene.height + captionHeight + gap)

    var svg = SVGWriter()
    svg.openDocument(width: width, height: height)
    svg.raw(
      """
      <defs><linearGradient id="hk-image" x1="0" y1="0" x2="1" y2="1">\
      <stop offset="0" stop-color="#3a7bd5"/><stop offset="0.55" stop-color="#6a5acd"/>\
      <stop offset="1" stop-color="#d76d77"/></linearGradient></defs>

      """)
    svg.empty("rect", [("width", "100%"), ("height", "100%"), ("fill", "#f3f4f6")])
    svg.element(
      "text", [("x", svgNumber(gap)), ("y", "32"), ("font-size", "18"), ("font-weight", "600")],
      text: title)
    for (index, note) in notes.enumerated() {
      svg.element(
        "text",
        [
          ("x", svgNumber(gap)), ("y", svgNumber(52 + Double(index) * 18)), ("font-size", "12"),
          ("fill", "#555"),
        ],
        text: note)
    }
    for (index, frame) in frames.enumerated() {
      let x = gap + Double(index % columns) * (scene.width + gap)
      let y = top + Double(index / columns) * (scene.height + captionHeight + gap)
      draw(&svg, scene, frame, id: "f\(index)", x: x, y: y)
    }
    svg.close("svg")
    return svg.text
  }

  private static func draw(
    _ svg: inout SVGWriter, _ scene: PreviewScene, _ frame: Filmstrip.Frame, id: String, x: Double,
    y: Double
  ) {
    let placed = frame.snapshot.placed
    svg.open(
      "g",
      [
        ("class", "frame"), ("data-offset", "\(frame.offset)"),
        ("transform", "translate(\(svgNumbers(x, y)))"),
      ])
    svg.raw(
      "<clipPath id=\"\(id)-screen\"><rect width=\"\(svgNumber(scene.width))\" height=\"\(svgNumber(scene.height))\"/></clipPath>\n"
    )
    svg.open("g", [("clip-path", "url(#\(id)-screen)")])
    svg.empty(
      "rect",
      [
        ("width", svgNumber(scene.width)), ("height", svgNumber(scene.height)),
        ("fill", scene.background),
      ])
    for item in scene.screenPaintOrder(placed) {
      if let node = item {
        drawNode(&svg, scene, node, placed, id: id)
      } else {
        drawList(&svg, scene, frame.snapshot, id: id)
      }
    }
    svg.close("g")
    svg.empty(
      "rect",
      [
        ("width", svgNumber(scene.width)), ("height", svgNumber(scene.height)), ("fill", "none"),
        ("stroke", "#9aa0a6"),
      ])
    svg.element(
      "text",
      [
        ("x", svgNumber(scene.width / 2)), ("y", svgNumber(scene.height + 20)), ("font-size", "14"),
        ("font-weight", "600"), ("text-anchor", "middle"),
      ],
      text: frame.caption)
    if let detail = frame.detail {
      svg.element(
        "text",
        [
          ("x", svgNumber(scene.width / 2)), ("y", svgNumber(scene.height + 38)),
          ("font-size", "12"), ("fill", "#555"), ("text-anchor", "middle"),
        ],
        text: detail)
    }
    svg.close("g")
  }

  private static func drawList(
    _ svg: inout SVGWriter, _ scene: PreviewScene, _ snapshot: SceneSnapshot, id: String
  ) {
    guard let list = scene.list else { return }
    let top = snapshot.viewportTop
    svg.raw(
      "<clipPath id=\"\(id)-list\"><rect y=\"\(svgNumber(top))\" width=\"\(svgNumber(scene.width))\" height=\"\(svgNumber(max(0, scene.height - top)))\"/></clipPath>\n"
    )
    svg.open("g", [("class", "list"), ("clip-path", "url(#\(id)-list)")])
    for item in 0..<list.count {
      let start = list.start + Double(item) * list.size - snapshot.listShift
      let caption = "\(list.label) \(item + 1)"
      let fill = item % 2 == 0 ? "#ffffff" : "#f6f7f9"
      if list.axis == .vertical {
        let itemTop = top + start
        guard itemTop < scene.height, itemTop + list.size > top else { continue }
        svg.empty(
          "rect",
          [
            ("y", svgNumber(itemTop)), ("width", svgNumber(scene.width)),
            ("height", svgNumber(list.size)), ("fill", fill),
          ])
        svg.empty(
          "line",
          [
            ("x1", "16"), ("y1", svgNumber(itemTop + list.size - 0.5)),
            ("x2", svgNumber(scene.width)), ("y2", svgNumber(itemTop + list.size - 0.5)),
            ("stroke", "#e3e5e8"),
          ])
        svg.element(
          "text",
          [
            ("x", "16"), ("y", svgNumber(itemTop + list.size / 2 + 4)), ("font-size", "12"),
            ("fill", "#8a8f98"),
          ],
          text: caption)
      } else {
        guard start < scene.width, start + list.size > 0 else { continue }
        let hue = ["#eef4ff", "#fff4e6", "#ebfbee", "#fff0f6", "#f3f0ff"][item % 5]
        svg.empty(
          "rect",
          [
            ("x", svgNumber(start + 4)), ("y", svgNumber(top + 8)),
            ("width", svgNumber(max(0, list.size - 8))),
            ("height", svgNumber(max(0, scene.height - top - 16))), ("rx", "10"), ("fill", hue),
          ])
        svg.element(
          "text",
          [
            ("x", svgNumber(start + list.size / 2)),
            ("y", svgNumber(top + (scene.height - top) / 2)), ("font-size", "16"),
            ("fill", "#8a8f98"), ("text-anchor", "middle"),
          ],
          text: caption)
      }
    }
    svg.close("g")
  }

  private static func drawNode(
    _ svg: inout SVGWriter, _ scene: PreviewScene, _ index: Int, _ placed: [PlacedNode], id: String
  ) {
    let node = scene.nodes[index]
    let place = placed[index]
    let matrix = scene.screenTransform(index, placed)
    let coefficients = [matrix.a, matrix.b, matrix.c, matrix.d, matrix.e, matrix.f]
    let transform =
      "matrix(\(coefficients.map { svgNumber($0, decimals: 6) }.joined(separator: " ")))"
    let size = [("width", svgNumber(place.frame.width)), ("height", svgNumber(place.frame.height))]
    let corner = min(node.corner, min(place.frame.width, place.frame.height) / 2)
    svg.open(
      "g",
      [
        ("class", "element"), ("data-element", node.name),
        ("opacity", svgNumber(min(max(place.alpha, 0), 1))),
      ])
    var box: [(String, String)] =
      [("class", "box"), ("transform", transform)] + size + [("rx", svgNumber(corner))]
    switch node.fill {
    case Colors.none:
      box += [
        ("fill", "none"), ("stroke", node.textColor), ("stroke-dasharray", "4 3"),
        ("stroke-opacity", "0.7"),
      ]
    case Colors.image: box += [("fill", "url(#hk-image)")]
    default: box += [("fill", node.fill), ("stroke", "#00000026")]
    }
    svg.empty("rect", box + [("vector-effect", "non-scaling-stroke")])
    if let label = node.label, !label.isEmpty {
      let fontSize = min(13, max(7, place.frame.height * 0.55))
      svg.element(
        "text",
        [
          ("transform", transform), ("x", svgNumber(place.frame.width / 2)),
          ("y", svgNumber(place.frame.height / 2 + fontSize * 0.35)),
          ("font-size", svgNumber(fontSize)), ("fill", node.textColor), ("text-anchor", "middle"),
        ],
        text: label)
    }
    let children = scene.paintOrder(children: index, placed)
    if !children.isEmpty {
      if node.clips {
        svg.raw(
          "<clipPath id=\"\(id)-c\(index)\"><rect transform=\"\(transform)\"\(SVGWriter.attributes(size)) rx=\"\(svgNumber(corner))\"/></clipPath>\n"
        )
        svg.open("g", [("clip-path", "url(#\(id)-c\(index))")])
      }
      for child in children { drawNode(&svg, scene, child, placed, id: id) }
      if node.clips { svg.close("g") }
    }
    svg.close("g")
  }
}
