import HeaderKitDiagnostics
import HeaderKitRuntime

/// Limits a spec meets when it is loaded, beyond those of its file and its
/// structure: what makes the commands that run it slow. A compiled graph
/// meets the same ones when it is loaded (`GraphLimit`).
public enum LoadLimits {
  /// The most snap targets of one spec, all states together: a compiled
  /// graph's (`GraphLimit.snapTargets`), so that every spec compiles to a
  /// graph that loads.
  public static let maxSnapTargets = GraphLimit.snapTargets.limit

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
}
