import HeaderKitDiagnostics
public import HeaderKitRuntime

/// A param value given on the command line or in a test: `NAME=VALUE`, where
/// VALUE is a number or a flow list such as `[64, 88, 72]`.
public struct ParamOverride: Sendable, Hashable {
  /// The param's name.
  public var name: String
  /// The value: one number, or the elements of a list.
  public var values: [Double]
  /// Whether the value was written as a list.
  public var isList: Bool

  /// An override of a number param.
  public init(name: String, value: Double) {
    self.name = name
    self.values = [value]
    self.isList = false
  }

  /// An override of a list param.
  public init(name: String, list: [Double]) {
    self.name = name
    self.values = list
    self.isList = true
  }

  /// Parses `NAME=VALUE`.
  public init(parsing text: String) throws(ParamError) {
    guard let equals = text.firstIndex(of: "=") else {
      throw ParamError("'\(text)' is not NAME=VALUE")
    }
    let name = String(text[..<equals]).trimmingCharacters(in: " ")
    self.name = name
    let value = String(text[text.index(after: equals)...]).trimmingCharacters(in: " ")
    guard !name.isEmpty else { throw ParamError("'\(text)' has no param name before '='") }
    if value.hasPrefix("[") {
      guard value.hasSuffix("]") else {
        throw ParamError("param '\(name)': the list '\(value)' has no closing ']'")
      }
      let inner = value.dropFirst().dropLast().trimmingCharacters(in: " ")
      let items = inner.isEmpty ? [] : inner.split(separator: ",", omittingEmptySubsequences: false)
      values = try items.map { item throws(ParamError) in
        try Self.number(String(item).trimmingCharacters(in: " "), param: name)
      }
      isList = true
    } else {
      values = [try Self.number(value, param: name)]
      isList = false
    }
  }

  private static func number(_ text: String, param: String) throws(ParamError) -> Double {
    guard let value = Double(text), !text.isEmpty else {
      throw ParamError("param '\(param)': '\(text)' is not a number")
    }
    guard value.isFinite else {
      throw ParamError("param '\(param)': '\(text)' is not a finite number")
    }
    return value
  }

  /// Checks the override against a graph's params and applies it.
  /// - Throws: an unknown name (with a suggestion), a list for a number or a
  ///   number for a list, a value outside the param's declared bounds, or a
  ///   list past the graph's limits.
  public func apply(to evaluator: inout HeaderEvaluator, bounds: ParamBounds = [:])
    throws(ParamError)
  {
    let index = try param(in: evaluator.graph, bounds: bounds)
    do {
      // Keyframes repeated over a list are rebuilt for its new length, within the graph's limits.
      try evaluator.setParam(index, to: values)
    } catch {
      throw ParamError("param '\(name)' with \(values.count) elements: \(error)")
    }
  }

  /// An evaluator of `graph` with `overrides` applied in order, then reset:
  /// the header `headerkit generate` writes (the plugin's tool, with none)
  /// and the commands that evaluate start from.
  /// - Throws: the first override's problem (``apply(to:bounds:)``).
  public static func evaluator(
    for graph: CompiledGraph, applying overrides: [ParamOverride], bounds: ParamBounds = [:]
  ) throws(ParamError) -> HeaderEvaluator {
    var evaluator = HeaderEvaluator(graph: graph)
    for override in overrides { try override.apply(to: &evaluator, bounds: bounds) }
    evaluator.reset()
    return evaluator
  }

  /// Checks the override as ``apply(to:bounds:)`` does, without setting
  /// anything up: for checking many cases' params, each of which would
  /// otherwise set the header up. `listLengths` holds each list param's
  /// length (in list order) as the overrides before this one left it
  /// (``ParamOverride/defaultListLengths(of:)`` to start), and is updated.
  /// - Returns: The param's index.
  public func check(
    against graph: CompiledGraph, bounds: ParamBounds = [:], listLengths: inout [Int]
  ) throws(ParamError) -> Int {
    let index = try param(in: graph, bounds: bounds)
    guard case .list(let list) = graph.params[index].storage else { return index }
    var lengths = listLengths
    lengths[Int(list)] = values.count
    do {
      try graph.checkSetup(listLengths: lengths)
    } catch {
      throw ParamError("param '\(name)' with \(values.count) elements: \(error)")
    }
    listLengths = lengths
    return index
  }

  /// Each list param's default length, in list order.
  public static func defaultListLengths(of graph: CompiledGraph) -> [Int] {
    graph.defaultListLengths
  }

  /// The index of the param the override sets, once its name, form (a
  /// number or a list), bounds and length fit.
  private func param(in graph: CompiledGraph, bounds: ParamBounds) throws(ParamError) -> Int {
    guard let index = graph.paramIndex(named: name) else {
      let names = graph.params.map(\.name)
      var message = "unknown param '\(name)'"
      if let suggestion = closestName(to: name, in: names) {
        message += "; did you mean '\(suggestion)'?"
      }
      if !names.isEmpty { message += " (params: \(names.joined(separator: ", ")))" }
      throw ParamError(message)
    }
    let param = graph.params[index]
    if param.isList, !isList {
      throw ParamError("param '\(name)' is a list; write it as \(name)=[a, b, ...]")
    }
    if !param.isList, isList {
      throw ParamError("param '\(name)' is a number, not a list")
    }
    if let (minimum, maximum) = bounds[name] {
      for value in values {
        if let minimum, value < minimum {
          throw ParamError(
            "param '\(name)' must be at least \(formatNumber(minimum)), found \(formatNumber(value))"
          )
        }
        if let maximum, value > maximum {
          throw ParamError(
            "param '\(name)' must be at most \(formatNumber(maximum)), found \(formatNumber(value))"
          )
        }
      }
    }
    if param.isList, values.count > SpecLimits.default.maxKeyframes {
      throw ParamError("param '\(name)' has more than \(SpecLimits.default.maxKeyframes) elements")
    }
    return index
  }
}

/// Declared bounds of params by name (from a spec's `min` and `max`).
public typealias ParamBounds = [String: (Double?, Double?)]

extension Spec {
  /// The `min` and `max` each param declares.
  public var paramBounds: ParamBounds {
    var bounds: ParamBounds = [:]
    for param in params where param.minimum != nil || param.maximum != nil {
      bounds[param.name.value] = (param.minimum, param.maximum)
    }
    return bounds
  }
}

/// A param override that does not fit the graph.
public struct ParamError: Error, CustomStringConvertible, Sendable {
  public var description: String
  /// An error that says `description`.
  public init(_ description: String) { self.description = description }
}

func closestName(to name: String, in names: [String]) -> String? {
  Suggestions.closest(to: name, in: names)
}

extension String {
  func trimmingCharacters(in set: Character) -> String {
    String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}

extension Substring {
  func trimmingCharacters(in set: Character) -> String { String(self).trimmingCharacters(in: set) }
}
