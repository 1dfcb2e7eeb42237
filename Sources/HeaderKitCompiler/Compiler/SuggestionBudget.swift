import HeaderKitDiagnostics

/// Caps the work "did you mean" suggestions may do while compiling one spec.
///
/// Each suggestion compares a name with every candidate, so thousands of
/// unknown names among thousands of declarations would take minutes. Once the
/// budget is spent, later unknown names are still reported, without a suggestion.
struct SuggestionBudget {
  /// Candidate comparisons one spec may spend: a suggestion for every
  /// unknown name of any spec with fewer than a few hundred declarations.
  static let comparisonsPerSpec = 200_000

  private(set) var remaining = Self.comparisonsPerSpec

  /// The candidate closest to `word`, or nil when there is none or the budget
  /// cannot pay for `count` comparisons; `candidates` is made only when it can.
  mutating func closest(to word: String, count: Int, in candidates: () -> [String]) -> String? {
    guard count <= remaining else { return nil }
    remaining -= count
    return Suggestions.closest(to: word, in: candidates())
  }
}
