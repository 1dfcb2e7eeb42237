import HeaderKit

/// A param value in an assertion: `["headerStop": 60, "tabWidths": [64, 88]]`.
public enum HeaderParam: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByArrayLiteral
{
  /// A number param's value: `60`.
  case number(Double)
  /// A list param's elements: `[64, 88, 72]`.
  case list([Double])

  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(arrayLiteral elements: Double...) { self = .list(elements) }

  /// The override HeaderKit applies.
  func override(named name: String) -> ParamOverride {
    switch self {
    case .number(let value): ParamOverride(name: name, value: value)
    case .list(let values): ParamOverride(name: name, list: values)
    }
  }
}
