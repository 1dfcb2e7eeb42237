/// Why a binding could not be made: output keys the runtime cannot apply,
/// or a view bound to a target the header does not have.
public enum BindingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An output key that is not `target.property`.
  case malformedKey(String)
  /// A property other than alpha, translateX, translateY, scaleX, scaleY,
  /// rotation, zPosition, constant, the layer's numbers, a colour's channel
  /// or `custom.NAME`.
  case unknownProperty(String)
  /// The same `target.property` twice.
  case duplicateKey(String)
  /// A colour (`target.backgroundColor`) without all four channel outputs.
  case incompleteColor(String)
  /// A target with both view properties and a constraint's constant.
  case mixedKinds(String)
  /// A name that is not one of the header's targets; `known` lists them.
  case unknownTarget(String, known: [String])
  /// A view bound to a constraint target.
  case notAnElement(String)
  /// A constraint bound to an element target.
  case notAConstraint(String)

  /// The reason in a sentence, naming the key or target.
  public var description: String {
    switch self {
    case .malformedKey(let key): "output '\(key)' is not 'target.property'"
    case .unknownProperty(let key): "output '\(key)' sets a property no view has"
    case .duplicateKey(let key): "output '\(key)' appears twice"
    case .incompleteColor(let key):
      "colour '\(key)' needs the four outputs \(key).r, .g, .b and .a"
    case .mixedKinds(let name):
      "target '\(name)' has both view properties and a constraint's constant"
    case .unknownTarget(let name, let known):
      "the header has no target '\(name)'; its targets: \(known.joined(separator: ", "))"
    case .notAnElement(let name): "target '\(name)' is a constraint: bind a constraint to it"
    case .notAConstraint(let name): "target '\(name)' is a view: bind a view to it"
    }
  }
}
