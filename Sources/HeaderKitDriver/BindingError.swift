/// Why a binding could not be made: a target the runtime cannot apply, or
/// a view bound to a target the header does not have.
public enum BindingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A target with both view properties and a constraint's constant.
  case mixedKinds(String)
  /// A name that is not one of the header's targets; `known` lists them.
  case unknownTarget(String, known: [String])
  /// A view bound to a constraint target.
  case notAnElement(String)
  /// A constraint bound to an element target.
  case notAConstraint(String)

  /// The reason in a sentence, naming the target.
  public var description: String {
    switch self {
    case .mixedKinds(let name):
      "target '\(name)' has both view properties and a constraint's constant"
    case .unknownTarget(let name, let known):
      "the header has no target '\(name)'; its targets: \(known.joined(separator: ", "))"
    case .notAnElement(let name): "target '\(name)' is a constraint: bind a constraint to it"
    case .notAConstraint(let name): "target '\(name)' is a view: bind a view to it"
    }
  }
}
