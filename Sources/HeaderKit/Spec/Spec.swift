public import HeaderKitDiagnostics
public import HeaderKitRuntime

/// A value with the source range it was read from.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
  public var value: Value
  public var range: SourceRange

  public init(_ value: Value, at range: SourceRange) {
    self.value = value
    self.range = range
  }
}

/// A validated spec: the authoring model between the YAML tree and the
/// compiled graph. Every part keeps where it came from, for diagnostics.
public struct Spec: Sendable, Hashable {
  public var version: Int
  public var name: Located<String>
  public var description: String?
  public var inputs: [InputDecl] = []
  public var params: [ParamDecl] = []
  public var ranges: [RangeDecl] = []
  public var vars: [VarDecl] = []
  public var states: [StateDecl] = []
  public var targets: [TargetDecl] = []
  public var preview: ScreenPreview?

  public init(version: Int, name: Located<String>) {
    self.version = version
    self.name = name
  }
}

/// A scroll driver.
public struct InputDecl: Sendable, Hashable {
  public var name: Located<String>
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
  public enum Value: Sendable, Hashable {
    case number(Double)
    case list([Double])
  }

  public var name: Located<String>
  public var value: Located<Value>
  public var description: String?
  /// Bounds that overrides must respect.
  public var minimum: Double?
  public var maximum: Double?
}

/// A named interval of an input (CSS `animation-range`).
public struct RangeDecl: Sendable, Hashable {
  public var name: Located<String>
  public var input: Located<String>
  public var from: SpecExpression
  public var to: SpecExpression
}

/// Keyframes over a driver: an input, a range, a var or a state.
public struct TrackDecl: Sendable, Hashable {
  public var over: Located<String>
  public var keyframes: [KeyframeDecl]
  /// The default easing of segments.
  public var ease: Located<Easing>?
  public var before: CompiledGraph.Extrapolation
  public var after: CompiledGraph.Extrapolation
  public var range: SourceRange
}

/// One keyframe, or one per element of a list param (`each`).
public struct KeyframeDecl: Sendable, Hashable {
  public enum Position: Sendable, Hashable {
    /// A position in the driver's units, or over a range a fraction of it.
    case expression(SpecExpression)
    /// A percentage of a range, written `50%`.
    case percent(Double, SourceRange)

    public var range: SourceRange {
      switch self {
      case .expression(let expression): expression.range
      case .percent(_, let range): range
      }
    }
  }

  /// The list param to repeat over; `index` and `item` name the element.
  public var each: Located<String>?
  public var at: Position
  public var value: SpecExpression
  /// The easing of the segment that starts here.
  public var ease: Located<Easing>?
  public var range: SourceRange
}

/// A named derived value.
public struct VarDecl: Sendable, Hashable {
  public enum Definition: Sendable, Hashable {
    case expression(SpecExpression)
    case track(TrackDecl)
  }

  public var name: Located<String>
  public var definition: Definition
}

/// A value that accumulates scroll deltas between bounds.
public struct StateDecl: Sendable, Hashable {
  public var name: Located<String>
  public var input: Located<String>
  public var initial: SpecExpression
  public var min: SpecExpression
  public var max: SpecExpression
  /// How much the value changes per point the input moves (−1: scrolling
  /// towards the end shrinks it by as much).
  public var follow: SpecExpression
  /// Guards for moves towards the end (delta > 0) and back (delta < 0).
  public var down: SpecExpression?
  public var up: SpecExpression?
  /// While false, moves are ignored entirely.
  public var gate: SpecExpression?
  /// What the move is the change of; the input's offset when absent.
  public var position: SpecExpression?
  /// Who moves first, the content or the state, in each direction.
  public var handoff: CompiledGraph.Handoff
  /// The lowest and highest raw offsets the content reaches, or nil.
  public var limits: [SpecExpression]?
  public var snap: SnapDecl?
  public var range: SourceRange
}

extension StateDecl {
  /// Every expression of the state, its snap included.
  public var expressions: [SpecExpression] {
    var all = [initial, min, max, follow]
    all += [down, up, gate, position].compactMap { $0 } + (limits ?? [])
    if let snap { all += snap.targets + [snap.duration] }
    return all
  }
}

public struct SnapDecl: Sendable, Hashable {
  public var targets: [SpecExpression]
  public var rule: CompiledGraph.Snap.Rule
  public var duration: SpecExpression
  public var ease: Easing
  public var range: SourceRange
}

/// An element (view) or a layout constraint whose properties the header drives.
public struct TargetDecl: Sendable, Hashable {
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case element, constraint
  }

  public var name: Located<String>
  public var kind: Kind
  public var properties: [PropertyDecl]
  public var preview: ElementPreview?
}

/// The canonical animatable properties.
public enum TargetProperty: String, Sendable, Hashable, CaseIterable {
  case alpha, translateX, translateY, scaleX, scaleY, rotation, zPosition, constant

  /// The value a property has where nothing sets it.
  public var identity: Double {
    switch self {
    case .alpha, .scaleX, .scaleY: 1
    default: 0
    }
  }

  static let elementProperties: [TargetProperty] = [
    .alpha, .translateX, .translateY, .scaleX, .scaleY, .rotation, .zPosition,
  ]
}

/// How one property is set: an expression, then tracks, later ones winning
/// where they apply.
public struct PropertyDecl: Sendable, Hashable {
  public enum Binding: Sendable, Hashable {
    case expression(SpecExpression)
    case track(TrackDecl)
  }

  public var property: TargetProperty
  /// The key as written (`scale` for both scale properties).
  public var key: Located<String>
  public var bindings: [Binding]
}

/// Preview geometry of an element, ignored by the runtime.
public struct ElementPreview: Sendable, Hashable {
  /// x, y, width, height in points, in the parent's coordinates (the
  /// screen's for a top-level element), at rest.
  public var frame: [Double]?
  /// The anchor point in unit coordinates; (0.5, 0.5) is the centre.
  public var anchor: [Double]?
  /// A CSS colour, `image` (a photo placeholder) or `none` (an outline).
  public var fill: String?
  public var label: String?
  /// The label's colour; by default black or white, whichever reads on the fill.
  public var text: String?
  /// The corner radius in points (half the size makes a circle).
  public var corner: Double?
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

  public init() {}
}

/// An edge of a parent an element keeps its distance to.
public enum PinnedEdge: String, Sendable, Hashable, CaseIterable {
  case top, bottom, leading, trailing
}

public struct DrivenEdge: Sendable, Hashable {
  public enum Edge: String, Sendable, Hashable, CaseIterable, Codable {
    case top, bottom, leading, trailing, height, width
  }

  public var target: Located<String>
  public var edge: Edge
}

/// An element drawn in previews that no target animates (a tab label, a button).
public struct PreviewElement: Sendable, Hashable {
  public var name: Located<String>
  public var preview: ElementPreview
}

/// The scrolling content drawn under the header: rows of a vertical input,
/// pages of a horizontal one.
public struct ListPreview: Sendable, Hashable {
  public var input: Located<String>
  /// The element whose bottom edge the list's viewport starts under; the
  /// whole screen when absent.
  public var below: Located<String>?
  /// Where the first item starts in the content, in points.
  public var start: Double = 0
  /// An item's height (vertical) or width (horizontal); default 44 or the screen width.
  public var size: Double?
  public var count: Int = 40
  /// The items' caption, numbered: "Row 1", "Row 2", ...
  public var label: String?

  public init(input: Located<String>) {
    self.input = input
  }
}

/// Screen geometry for previews.
public struct ScreenPreview: Sendable, Hashable {
  public var width: Double
  public var height: Double
  public var background: String?
  public var elements: [PreviewElement] = []
  public var list: ListPreview?
}
