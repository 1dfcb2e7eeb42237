/// "Did you mean" suggestions for misspelled keys and names.
public enum Suggestions {
  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  ///
  /// Close means an edit distance of at most a third of the word's length
  /// (at least 1), or a case-insensitive match.
  /// - Complexity: O(*c* · *n* · *m*) for *c* candidates of length *m*.
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let lowered = word.lowercased()
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance =
        candidate.lowercased() == lowered ? 0 : editDistance(lowered, candidate.lowercased())
      if distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let allowed = max(1, word.count / 3)
    return best.distance <= allowed ? best.name : nil
  }

  /// The Levenshtein distance between two strings, by Unicode scalar.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
