import Foundation
import Testing

/// Collects the issues a `withKnownIssue` block records, so a test can check
/// their text and where they point.
final class IssueLog: @unchecked Sendable {
  private let lock = NSLock()
  private var recorded: [Issue] = []

  /// A matcher for `withKnownIssue(matching:)` that keeps every issue.
  var matcher: KnownIssueMatcher {
    { issue in
      self.lock.withLock { self.recorded.append(issue) }
      return true
    }
  }

  var issues: [Issue] { lock.withLock { recorded } }

  /// Each issue's comments, joined.
  var texts: [String] { issues.map { $0.comments.map(\.rawValue).joined(separator: "\n") } }

  /// Each issue's line.
  var lines: [Int] { issues.map { $0.sourceLocation?.line ?? 0 } }
}
