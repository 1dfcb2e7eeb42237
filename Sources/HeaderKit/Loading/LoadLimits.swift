import HeaderKitDiagnostics
public import HeaderKitRuntime

/// Limits a spec or a compiled graph meets when it is loaded, beyond those
/// of its file and its structure: what makes the commands that run it slow.
public enum LoadLimits {
  /// The most snap targets of one spec, all states together: every `end`
  /// of a trace looks at each, so 100,000 events take at most 10⁸ looks.
  public static let maxSnapTargets = 1_000

  /// A spec's snap targets past ``maxSnapTargets``, at the target that passes it.
  static func snapProblem(_ spec: Spec) -> Diagnostic? {
    var count = 0
    for state in spec.states {
      guard let targets = state.snap?.targets else { continue }
      if count + targets.count > maxSnapTargets {
        return .limitExceeded(
          "snap targets", limit: maxSnapTargets, at: targets[maxSnapTargets - count].range)
      }
      count += targets.count
    }
    return nil
  }

  /// What a compiled graph from JSON holds that a spec could not: names
  /// that break a spec's naming rules (the ones `eval` and `plot` print and
  /// `generate` turns into Swift), unknown properties, too many snap
  /// targets. Empty when there is nothing.
  public static func problems(in graph: CompiledGraph) -> [String] {
    var problems: [String] = []
    func check(_ kind: String, _ name: String) {
      guard let reason = NameRules.problem(with: name) else { return }
      problems.append("\(kind) name '\(name)' is not a valid name: \(reason)")
    }
    if graph.name.isEmpty { problems.append("the graph's name is empty") }
    for input in graph.inputs { check("input", input.name) }
    for param in graph.params { check("param", param.name) }
    for state in graph.states { check("state", state.name) }
    for output in graph.outputs {
      check("target", output.target)
      if !OutputProperty.isKnown(output.property) {
        problems.append(
          "output '\(output.key)' sets an unknown property '\(output.property)'; properties are \(OutputProperty.builtIn.joined(separator: ", ")) and custom.NAME"
        )
      }
    }
    let snapTargets = graph.states.reduce(0) { $0 + ($1.snap?.targetSlots.count ?? 0) }
    if snapTargets > maxSnapTargets {
      problems.append(
        "more than \(maxSnapTargets) snap targets (\(snapTargets)); HeaderKit allows at most \(maxSnapTargets)"
      )
    }
    return problems
  }
}
