/// What a name in a spec may be.
enum NameRules {
  /// Names bound inside `each` keyframes.
  static let generatorNames = ["index", "item"]

  /// Why `name` cannot be declared, or nil if it can.
  static func problem(with name: String) -> String? {
    guard let first = name.unicodeScalars.first,
      first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first),
      name.unicodeScalars.allSatisfy({
        $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0)
          || ("0"..."9").contains($0)
      })
    else {
      return "names start with a letter or '_' and contain only letters, digits and '_'"
    }
    if Builtin.named(name) != nil { return "it is a built-in function" }
    if generatorNames.contains(name) { return "it is reserved for 'each' keyframes" }
    if name.count > 64 { return "names are at most 64 characters long" }
    return nil
  }
}
