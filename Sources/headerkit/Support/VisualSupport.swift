import ArgumentParser
import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

/// The raw offsets a picture covers.
enum SweepRange {
  /// `--from`/`--to` when given, else the input's declared bounds, else the span of its keyframes.
  static func resolve(from: String?, to: String?, input: Int, evaluator: HeaderEvaluator) throws
    -> ClosedRange<Double>
  {
    if let from, let to {
      let (low, high) = try SweepBounds.parse(from: from, to: to)
      // A chart's horizontal axis needs a width; eval evaluates one offset.
      guard low < high else {
        throw ValidationError(
          "--from and --to are both \(formatNumber(low)); a plot needs --to above --from")
      }
      return low...high
    }
    return evaluator.graph.inputs[input].sweep ?? SweepDefaults.range(of: input, in: evaluator)
  }
}
