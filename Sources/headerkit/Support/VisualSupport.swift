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
      let low = try parseNumber(from, option: "--from")
      let high = try parseNumber(to, option: "--to")
      guard low < high else {
        throw ValidationError("--from (\(low)) must be below --to (\(high))")
      }
      return low...high
    }
    return evaluator.graph.inputs[input].sweep ?? SweepDefaults.range(of: input, in: evaluator)
  }
}
