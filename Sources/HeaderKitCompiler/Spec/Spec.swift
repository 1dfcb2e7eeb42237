public import HeaderKitDiagnostics
public import HeaderKitRuntime

/// A value with the source range it was read from.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The value as read.
  public var value: Value
  /// Where the value is written in its file.
  public var range: SourceRange

  /// A value read at `range`.
  public init(_ value: Value, at range: SourceRange) {
    self.value = value
    self.range = range
  }
}

/// A validated spec: the authoring model between the YAML tree and the
/// compiled graph. Every part keeps where it came from, for diagnostics.
public struct Spec: Sendable, Hashable {
  /// The format version (`version:`); this HeaderKit reads version 1.
  public var version: Int
  /// The header's name (`name:`): the compiled graph's name, which `eval`
  /// and `simulate` report as `"spec"`.
  public var name: Located<String>
  /// Free text for people (`description:`); the compiler ignores it.
  public var description: String?
  /// The scroll drivers (`inputs:`), in written order.
  public var inputs: [InputDecl] = []
  /// The tunable numbers and lists (`params:`), in written order.
  public var params: [ParamDecl] = []
  /// Values the app sets at run time (`signals:`), in written order.
  public var signals: [SignalDecl] = []
  /// Seconds since a condition became true (`clocks:`), in written order.
  public var clocks: [ClockDecl] = []
  /// Named intervals of inputs (`ranges:`), in written order.
  public var ranges: [RangeDecl] = []
  /// Derived values (`vars:`), in written order.
  public var vars: [VarDecl] = []
  /// Values that accumulate scroll deltas (`states:`), in written order.
  public var states: [StateDecl] = []
  /// Values that animate when a condition turns on or off (`transitions:`),
  /// in written order.
  public var transitions: [TransitionDecl] = []
  /// The elements and constraints the header drives (`targets:`), in
  /// written order.
  public var targets: [TargetDecl] = []
  /// Screen geometry for the preview tools (`preview:`); the runtime ignores it.
  public var preview: ScreenPreview?

  /// A spec with no declarations yet, which the decoder then fills in.
  public init(version: Int, name: Located<String>) {
    self.version = version
    self.name = name
  }
}

/// A scroll driver.
public struct InputDecl: Sendable, Hashable {
  /// The input's name; in an expression it is the input's offset (raw + inset).
  public var name: Located<String>
  /// The coordinate of `contentOffset` that drives it: `y` for vertical, `x` for
  /// horizontal.
  public var axis: CompiledGraph.Input.Axis
  /// The `contentInset` on the axis: the author's offset is raw + inset.
  public var inset: SpecExpression?
  /// The raw offset at rest; `-inset` when absent.
  public var rest: SpecExpression?
  /// The lowest and highest raw offsets a user can reach, for sweeps, plots and lint.
  public var bounds: [SpecExpression]?
}

/// A named number or list of numbers with a default.
public struct ParamDecl: Sendable, Hashable {
  /// A param's value: one number, or a list of numbers.
  public enum Value: Sendable, Hashable {
    /// A number param.
    case number(Double)
    /// A list param: `name[i]` reads an element, `count` and `sum` read the
    /// whole list, and `each` keyframes repeat over it.
    case list([Double])
  }

  /// The param's name.
  public var name: Located<String>
  /// The default, located where it is written.
  public var value: Located<Value>
  /// Free text for people.
  public var description: String?
  /// Bounds that overrides must respect.
  public var minimum: Double?
  /// The highest value an override may have.
  public var maximum: Double?
}

/// A named interval of an input (CSS `animation-range`).
public struct RangeDecl: Sendable, Hashable {
  /// The range's name; in an expression it is the range's progress, 0 to 1.
  public var name: Located<String>
  /// The input the range is an interval of.
  public var input: Located<String>
  /// Where the range starts, in the input's offset (raw + inset); params only.
  public var from: SpecExpression
  /// Where the range ends, in the input's offset; params only.
  public var to: SpecExpression
}

/// Keyframes over a driver: an input, a range, a var or a state.
public struct TrackDecl: Sendable, Hashable {
  /// The driver: an input (its offset), a range (its progress), a var or a state.
  public var over: Located<String>
  /// The keyframes in written order (at least one).
  public var keyframes: [KeyframeDecl]
  /// The default easing of segments.
  public var ease: Located<Easing>?
  /// How the track extends before its first keyframe (default `clamp`).
  public var before: CompiledGraph.Extrapolation
  /// How the track extends from its last keyframe on (default `clamp`).
  public var after: CompiledGraph.Extrapolation
  /// The track's whole mapping in its file.
  public var range: SourceRange
}

/// One keyframe, or one per element of a list param (`each`).
public struct KeyframeDecl: Sendable, Hashable {
  /// Where a keyframe sits on its driver.
  public enum Position: Sendable, Hashable {
    /// A position in the driver's units, or over a range a fraction of it.
    case expression(SpecExpression)
    /// A percentage of a range, written `50%`.
    case percent(Double, SourceRange)

    /// Where the position is written.
    public var range: SourceRange {
      switch self {
      case .expression(let expression): expression.range
      case .percent(_, let range): range
      }
    }
  }

  /// The list param to repeat over; `index` and `item` name the element.
  public var each: Located<String>?
  /// The keyframe's position on the driver.
  public var at: Position
  /// The value at the position; params only (and `index` and `item` under `each`).
  public var value: SpecExpression
  /// The easing of the segment that starts here.
  public var ease: Located<Easing>?
  /// The keyframe's whole mapping in its file.
  public var range: SourceRange
}

/// A named derived value.
public struct VarDecl: Sendable, Hashable {
  /// What a var is defined as.
  public enum Definition: Sendable, Hashable {
    /// An expression of other names.
    case expression(SpecExpression)
    /// Keyframes over a driver.
    case track(TrackDecl)
  }

  /// The var's name.
  public var name: Located<String>
  /// The var's expression or track.
  public var definition: Definition
}

/// A value that accumulates scroll deltas between bounds.
public struct StateDecl: Sendable, Hashable {
  /// The state's name; in an expression it is the state's current value.
  public var name: Located<String>
  /// The input whose moves change the state.
  public var input: Located<String>
  /// The value at rest; params only.
  public var initial: SpecExpression
  /// Moves that lower the value stop here; params only.
  public var min: SpecExpression
  /// Moves that raise the value stop here; params only.
  public var max: SpecExpression
  /// How much the value changes per point the input moves (−1: scrolling
  /// towards the end shrinks it by as much).
  public var follow: SpecExpression
  /// Guards for moves towards the end (delta > 0) and back (delta < 0).
  public var down: SpecExpression?
  /// The guard for moves back (delta < 0): they count only while it is
  /// non-zero; always when nil.
  public var up: SpecExpression?
  /// While false, moves are ignored entirely.
  public var gate: SpecExpression?
  /// What the move is the change of; the input's offset when absent.
  public var position: SpecExpression?
  /// Who moves first, the content or the state, in each direction.
  public var handoff: CompiledGraph.Handoff
  /// The lowest and highest raw offsets the content reaches, or nil.
  public var limits: [SpecExpression]?
  /// The snap when scrolling ends, if any.
  public var snap: SnapDecl?
  /// The state's whole mapping in its file.
  public var range: SourceRange
}

extension StateDecl {
  /// Every expression of the state, its snap included.
  public var expressions: [SpecExpression] {
    var all = [initial, min, max, follow]
    all += [down, up, gate, position].compactMap { $0 } + (limits ?? [])
    if let snap { all += snap.expressions }
    return all
  }
}

/// When scrolling ends, a state animates to one of its snap targets.
public struct SnapDecl: Sendable, Hashable {
  /// The values the state may snap to; params only.
  public var targets: [SpecExpression]
  /// How the target is chosen: `midpoint` (the target below or above, by
  /// which side of their midpoint the value is on) or `nearest`.
  public var rule: CompiledGraph.Snap.Rule
  /// The animation's length in seconds (0 or less jumps); params only.
  /// With a spring, the constant 0 (unused).
  public var duration: SpecExpression
  /// The animation's easing (default `easeInOut`).
  public var ease: Easing
  /// The spring that moves the value instead of `duration` and `ease`.
  public var spring: SpringDecl? = nil
  /// The input speed (points per second) from which an end goes to the next
  /// target in its direction; params only.
  public var fling: SpecExpression? = nil
  /// The deceleration rate per millisecond that `rule: projected` uses
  /// (default 0.998, `UIScrollView.DecelerationRate.normal`); params only.
  public var deceleration: SpecExpression? = nil
  /// Whether the snap moves the input (the content offset) with the state.
  public var movesInput = false
  /// The snap's whole mapping in its file.
  public var range: SourceRange

  /// Every expression of the snap.
  public var expressions: [SpecExpression] {
    targets + [duration] + (spring?.parameters ?? []) + [fling, deceleration].compactMap { $0 }
  }
}

/// A snap's or transition's spring: SwiftUI's `response` and `dampingFraction`, or `mass`,
/// `stiffness` and `damping`; params only.
public struct SpringDecl: Sendable, Hashable {
  /// Which parameters `parameters` holds.
  public var form: CompiledGraph.SpringSource.Form
  /// `[response, dampingFraction]` or `[mass, stiffness, damping]`.
  public var parameters: [SpecExpression]
  /// The spring's mapping in its file.
  public var range: SourceRange
}

/// An element (view) or a layout constraint whose properties the header drives.
public struct TargetDecl: Sendable, Hashable {
  /// What a target is.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// `element`: a view (`alpha`, translations, scales, `rotation`,
    /// `zPosition`); `constraint`: a layout constraint (its `constant`).
    case element, constraint
  }

  /// The target's name; target names have a namespace of their own.
  public var name: Located<String>
  /// Whether the target is a view or a layout constraint.
  public var kind: Kind
  /// The numeric properties the target sets, in written order.
  public var properties: [PropertyDecl]
  /// The colour properties an element sets, in written order.
  public var colors: [ColorPropertyDecl] = []
  /// The custom numbers the target declares (`custom:`), in written order.
  public var custom: [CustomPropertyDecl] = []
  /// Preview geometry; the runtime ignores it.
  public var preview: ElementPreview?
  /// An element's anchor, `anchor: [x, y]` in unit coordinates of its
  /// bounds (`CALayer.anchorPoint`): the point its scale and rotation happen
  /// about. Nil for the centre, `[0.5, 0.5]`.
  public var anchor: Located<[Double]>? = nil

  /// A target with `properties` and no colours or custom numbers yet.
  public init(
    name: Located<String>, kind: Kind, properties: [PropertyDecl], preview: ElementPreview?
  ) {
    self.name = name
    self.kind = kind
    self.properties = properties
    self.preview = preview
  }
}

/// The canonical animatable properties.
public enum TargetProperty: String, Sendable, Hashable, CaseIterable {
  /// An element's `alpha` (opacity), `translateX` and `translateY` (points),
  /// `scaleX` and `scaleY`, `rotation` (radians) and `zPosition`; a
  /// constraint's `constant` (points).
  case alpha, translateX, translateY, scaleX, scaleY, rotation, zPosition, constant
  /// An element's layer: `cornerRadius`, `borderWidth`, `shadowRadius`
  /// (points) and `shadowOpacity` (0 to 1); and `blurRadius` (points), for
  /// a blur the app applies (SwiftUI's `blur(radius:)`).
  case cornerRadius, borderWidth, shadowOpacity, shadowRadius, blurRadius

  /// The value a property has where nothing sets it: UIKit's default
  /// (`CALayer`'s 3-point `shadowRadius` among them).
  public var identity: Double {
    switch self {
    case .alpha, .scaleX, .scaleY: 1
    case .shadowRadius: 3
    default: 0
    }
  }

  static let elementProperties: [TargetProperty] = [
    .alpha, .translateX, .translateY, .scaleX, .scaleY, .rotation, .zPosition, .cornerRadius,
    .borderWidth, .shadowOpacity, .shadowRadius, .blurRadius,
  ]
}

/// A colour property of an element: one of the runtime's
/// `HeaderTarget.colorProperties` (`UIView.backgroundColor`, `tintColor`, a
/// label's `textColor`, and the layer's `borderColor` and `shadowColor`),
/// the one place their names are spelled. Each is four outputs, one per
/// channel: `target.backgroundColor.r`, `.g`, `.b` and `.a`, from 0 to 1.
public struct ColorProperty: RawRepresentable, Sendable, Hashable, CaseIterable {
  /// The property's name as specs write it (`backgroundColor`).
  public let rawValue: String

  /// The colour property called `rawValue`, or nil when it is none.
  public init?(rawValue: String) {
    guard HeaderTarget.colorProperties.contains(rawValue) else { return nil }
    self.rawValue = rawValue
  }

  /// Every colour property, in the runtime's order.
  public static let allCases = HeaderTarget.colorProperties.compactMap(ColorProperty.init)
}

/// How a colour property is set: colours and tracks of colours, later ones
/// winning where they apply (as ``PropertyDecl``'s bindings).
public struct ColorPropertyDecl: Sendable, Hashable {
  /// One way a colour property is set.
  public enum Binding: Sendable, Hashable {
    /// A colour, which applies everywhere.
    case color(Located<HeaderColor>)
    /// A track of colours, which applies where it is active.
    case track(ColorTrackDecl)
  }

  /// The property set.
  public var property: ColorProperty
  /// The key as written.
  public var key: Located<String>
  /// The bindings in written order; later ones win where they apply.
  public var bindings: [Binding]

  /// Every colour the bindings name, constants and keyframes.
  public var colors: [Located<HeaderColor>] {
    bindings.flatMap { binding -> [Located<HeaderColor>] in
      switch binding {
      case .color(let color): [color]
      case .track(let track): track.keyframes.map(\.color)
      }
    }
  }
}

/// Keyframes of colours over a driver: a ``TrackDecl`` whose values are colours.
public struct ColorTrackDecl: Sendable, Hashable {
  /// The driver: an input, a range, a var or a state.
  public var over: Located<String>
  /// The keyframes in written order (at least one).
  public var keyframes: [ColorKeyframeDecl]
  /// The default easing of segments.
  public var ease: Located<Easing>?
  /// How the track extends before its first keyframe (default `clamp`).
  public var before: CompiledGraph.Extrapolation
  /// How the track extends from its last keyframe on (default `clamp`).
  public var after: CompiledGraph.Extrapolation
  /// The track's whole mapping in its file.
  public var range: SourceRange

  /// The numeric track of one channel: the same driver, positions and
  /// easings, each keyframe's value `channel` of its colour, written where
  /// the colour is.
  public func channel(_ channel: (HeaderColor) -> Double) -> TrackDecl {
    TrackDecl(
      over: over,
      keyframes: keyframes.map { keyframe in
        let value = channel(keyframe.color.value)
        let range = keyframe.color.range
        return KeyframeDecl(
          each: keyframe.each, at: keyframe.at,
          value: SpecExpression(
            text: "\(value)", range: range, tree: .number(value, at: range)),
          ease: keyframe.ease, range: keyframe.range)
      }, ease: ease, before: before, after: after, range: range)
  }
}

/// One keyframe of a colour track, or one per element of a list param (`each`).
public struct ColorKeyframeDecl: Sendable, Hashable {
  /// The list param to repeat over; `index` and `item` name the element.
  public var each: Located<String>?
  /// The keyframe's position on the driver.
  public var at: KeyframeDecl.Position
  /// The colour at the position.
  public var color: Located<HeaderColor>
  /// The easing of the segment that starts here.
  public var ease: Located<Easing>?
  /// The keyframe's whole mapping in its file.
  public var range: SourceRange
}

/// A number the engine does not know, declared under a target's `custom:`
/// (a status-bar style, a font weight): output `target.custom.NAME`.
public struct CustomPropertyDecl: Sendable, Hashable {
  /// The number's name, unique in its target.
  public var name: Located<String>
  /// The bindings in written order; later ones win where they apply (0 where none does).
  public var bindings: [PropertyDecl.Binding]
}

/// How one property is set: an expression, then tracks, later ones winning
/// where they apply.
public struct PropertyDecl: Sendable, Hashable {
  /// One way a property is set.
  public enum Binding: Sendable, Hashable {
    /// An expression, which applies everywhere.
    case expression(SpecExpression)
    /// A track, which applies where it is active.
    case track(TrackDecl)
  }

  /// The property set (`scale` is two declarations, one per axis).
  public var property: TargetProperty
  /// The key as written (`scale` for both scale properties).
  public var key: Located<String>
  /// The bindings in written order; later ones win where they apply.
  public var bindings: [Binding]
}

/// Preview geometry of an element, ignored by the runtime.
public struct ElementPreview: Sendable, Hashable {
  /// x, y, width, height in points, in the parent's coordinates (the
  /// screen's for a top-level element), at rest: numbers or expressions of params.
  public var frame: [SpecExpression]?
  /// A CSS colour, `image` (a photo placeholder) or `none` (an outline).
  public var fill: String?
  /// Text drawn centred in the box (default: the target's name).
  public var label: String?
  /// The label's colour; by default black or white, whichever reads on the fill.
  public var text: String?
  /// The corner radius in points (half the size makes a circle): a number
  /// or an expression of params.
  public var corner: SpecExpression?
  /// The element this one is a subview of: it moves, scales and fades with it.
  public var parent: Located<String>?
  /// Whether subviews are cut to this element's bounds.
  public var clips: Bool?
  /// The input whose scroll content holds this element: it moves against the
  /// input's offset from rest.
  public var scrolls: Located<String>?
  /// The parent's edges this element keeps its distance to when the parent
  /// resizes (default top and leading; both of a pair stretch it).
  public var pin: [PinnedEdge]?
  /// Stacking order among siblings with the same zPosition (default 0).
  public var order: Double?
  /// For a constraint: which element's edge or size its constant drives.
  public var drives: DrivenEdge?

  /// Geometry with nothing set; the decoder fills it in.
  public init() {}
}

/// An edge of a parent an element keeps its distance to.
public enum PinnedEdge: String, Sendable, Hashable, CaseIterable {
  /// The parent's top, bottom, leading or trailing edge.
  case top, bottom, leading, trailing
}

/// The edge or size of an element that a constraint's constant moves in
/// previews.
public struct DrivenEdge: Sendable, Hashable {
  /// An element's edge, or its height or width.
  public enum Edge: String, Sendable, Hashable, CaseIterable, Codable {
    /// The edge (top, bottom, leading, trailing) or size (height, width) moved.
    case top, bottom, leading, trailing, height, width
  }

  /// The element target the constraint moves.
  public var target: Located<String>
  /// Which of its edges or sizes the constant moves.
  public var edge: Edge
}

/// An element drawn in previews that no target animates (a tab label, a button).
public struct PreviewElement: Sendable, Hashable {
  /// The element's name, distinct from every target's.
  public var name: Located<String>
  /// The element's geometry.
  public var preview: ElementPreview
}

/// The scrolling content drawn under the header: rows of a vertical input,
/// pages of a horizontal one.
public struct ListPreview: Sendable, Hashable {
  /// The input that scrolls the list: a vertical input draws rows, a
  /// horizontal one pages.
  public var input: Located<String>
  /// The element whose bottom edge the list's viewport starts under; the
  /// whole screen when absent.
  public var below: Located<String>?
  /// Where the first item starts in the content, in points (default 0): a
  /// number or an expression of params.
  public var start: SpecExpression?
  /// An item's height (vertical) or width (horizontal); default 44 or the
  /// screen width. A number or an expression of params.
  public var size: SpecExpression?
  /// How many items the list has (default 40).
  public var count: Int = 40
  /// The items' caption, numbered: "Row 1", "Row 2", ...
  public var label: String?
  /// Where the list stacks among the top-level elements, as an element with
  /// this zPosition and `order` declared before them all; below every
  /// element when both are nil.
  public var zPosition: Double?
  /// The list's `order` among top-level elements of its zPosition (default 0).
  public var order: Double?

  /// A list scrolled by `input`, with the default geometry.
  public init(input: Located<String>) {
    self.input = input
  }
}

/// Screen geometry for previews.
public struct ScreenPreview: Sendable, Hashable {
  /// The screen's width in points (default 375).
  public var width: Double
  /// The screen's height in points (default 812).
  public var height: Double
  /// The screen's colour.
  public var background: String?
  /// Elements no target animates, drawn with the same keys as a target's
  /// preview.
  public var elements: [PreviewElement] = []
  /// The scrolling content drawn under the header, if any.
  public var list: ListPreview?
}
