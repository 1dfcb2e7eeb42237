/// One run of `headerkit-build`, read from its arguments: the two commands
/// HeaderKitPlugin runs, spelled as `headerkit` spells them, and nothing
/// else (the tool is the plugin's, not a user's).
enum BuildCommand: Equatable {
  /// `generate SPEC -o OUTPUT --type-name TYPE`: the header's Swift.
  case generate(spec: String, output: String, typeName: String)
  /// `compile --tests SPEC -o OUTPUT`: the spec's compiled tests.
  case compileTests(spec: String, output: String)

  /// The usage line a wrong command line is answered with.
  static let usage = """
    usage: headerkit-build generate SPEC -o OUTPUT --type-name TYPE
           headerkit-build compile --tests SPEC -o OUTPUT
    """

  /// The command `arguments` (without the program's name) spell, or nil.
  init?(_ arguments: [String]) {
    switch arguments.first {
    case "generate":
      guard let options = Self.options(arguments.dropFirst(), named: ["-o", "--type-name"]),
        let spec = options.operand, let output = options.values["-o"],
        let typeName = options.values["--type-name"]
      else { return nil }
      self = .generate(spec: spec, output: output, typeName: typeName)
    case "compile":
      guard let options = Self.options(arguments.dropFirst(), named: ["-o"], flags: ["--tests"]),
        let spec = options.operand, let output = options.values["-o"], options.flags == ["--tests"]
      else { return nil }
      self = .compileTests(spec: spec, output: output)
    default:
      return nil
    }
  }

  /// One operand, options with a value each and flags, each at most once;
  /// nil for anything else.
  private static func options(
    _ arguments: ArraySlice<String>, named names: Set<String>, flags: Set<String> = []
  ) -> (operand: String?, values: [String: String], flags: Set<String>)? {
    var operand: String?
    var values: [String: String] = [:]
    var given: Set<String> = []
    var rest = arguments
    while let argument = rest.popFirst() {
      if names.contains(argument) {
        guard values[argument] == nil, let value = rest.popFirst() else { return nil }
        values[argument] = value
      } else if flags.contains(argument) {
        guard given.insert(argument).inserted else { return nil }
      } else if operand == nil, !argument.hasPrefix("-") {
        operand = argument
      } else {
        return nil
      }
    }
    return (operand, values, given)
  }
}
