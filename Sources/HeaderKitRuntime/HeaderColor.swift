/// A colour a header animates: red, green, blue and alpha from 0 to 1, not
/// premultiplied, in sRGB (the components `UIColor(red:green:blue:alpha:)`
/// and SwiftUI's `Color(.sRGB, red:green:blue:opacity:)` take).
///
/// A spec's colour property (`navBar.backgroundColor`) is four outputs, one
/// per channel (`navBar.backgroundColor.r`, `.g`, `.b`, `.a`), so the
/// evaluator stays numeric; ``ColorOutputs`` finds them and reads them as one
/// colour.
public struct HeaderColor: Hashable, Sendable {
  /// The red, green and blue components and the opacity, each from 0 to 1.
  public var red, green, blue, alpha: Double

  /// A colour from its components, each from 0 to 1.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// Transparent black: every channel 0, what a colour property is where
  /// none of its bindings applies.
  public static let clear = HeaderColor(red: 0, green: 0, blue: 0, alpha: 0)
}

/// The four outputs of one colour property, by index: what reads it as a
/// ``HeaderColor`` from any ``ScrollDrivenHeader``.
///
/// ```swift
/// let background = ColorOutputs(named: "navBar.backgroundColor", in: graph.outputs.map(\.key))!
/// let colour = background.color(in: header)   // a HeaderColor
/// ```
public struct ColorOutputs: Hashable, Sendable {
  /// The output indices of the red, green, blue and alpha channels.
  public var red, green, blue, alpha: Int

  /// The outputs at these indices.
  public init(red: Int, green: Int, blue: Int, alpha: Int) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// The suffixes of a colour's channel outputs, in the order red, green, blue, alpha.
  public static let channelSuffixes = ["r", "g", "b", "a"]

  /// The outputs of the colour `key` (`target.property`, e.g.
  /// `navBar.backgroundColor`): the keys `key.r`, `key.g`, `key.b` and
  /// `key.a` among `outputKeys`; nil unless all four are there.
  /// - Complexity: O(outputs); allocates nothing per frame, so call it once.
  public init?(named key: String, in outputKeys: [String]) {
    var found = [Int?](repeating: nil, count: 4)
    for (index, outputKey) in outputKeys.enumerated() {
      for (channel, suffix) in Self.channelSuffixes.enumerated()
      where found[channel] == nil && outputKey == key + "." + suffix {
        found[channel] = index
      }
    }
    guard let red = found[0], let green = found[1], let blue = found[2], let alpha = found[3]
    else { return nil }
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour as `header` has it now.
  /// - Complexity: O(1); no allocation.
  @inlinable
  public func color<Header: ScrollDrivenHeader>(in header: Header) -> HeaderColor {
    HeaderColor(
      red: header.value(at: red), green: header.value(at: green), blue: header.value(at: blue),
      alpha: header.value(at: alpha))
  }
}
