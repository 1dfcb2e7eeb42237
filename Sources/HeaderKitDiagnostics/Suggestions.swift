/// "Did you mean" suggestions for misspelled keys and names.
public enum Suggestions {
  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  ///
  /// Close means an edit distance of at most a third of the word's length
  /// (at least 1), or a case-insensitive match.
  /// - Complexity: O(*c* · *n* · *k*) for *c* candidates, a word of length *n*
  ///   and *k* the allowed distance; candidates whose length alone rules them
  ///   out cost O(1), so a huge word or candidate costs little.
  public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
    let lowered = Array(word.lowercased().unicodeScalars)
    let allowed = max(1, word.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let other = Array(candidate.lowercased().unicodeScalars)
      // The edit distance is at least the difference in length.
      guard abs(other.count - lowered.count) <= allowed else { continue }
      let limit = min(allowed, (best?.distance ?? .max) - 1)
      guard limit >= 0, let distance = editDistance(lowered, other, limit: limit) else { continue }
      best = (candidate, distance)
    }
    return best?.name
  }

  /// The target property `word` most likely means among `properties`: the
  /// property other platforms' name stands for (`opacity` is `alpha`), or
  /// else the closest spelling.
  public static func property(for word: String, in properties: [String]) -> String? {
    if let synonym = propertySynonym(of: word), properties.contains(synonym) { return synonym }
    return closest(to: word, in: properties)
  }

  /// The HeaderKit property that UIKit, Core Animation, SwiftUI, CSS or
  /// Android calls `word`, ignoring case, `-` and `_` (`z-index`, `translationX`).
  public static func propertySynonym(of word: String) -> String? {
    let key = String(word.lowercased().unicodeScalars.filter { $0 != "-" && $0 != "_" })
    return propertySynonyms[key]
  }

  private static let propertySynonyms: [String: String] = [
    // Core Animation, SwiftUI and CSS say opacity; a transparency is its inverse, still alpha.
    "opacity": "alpha", "transparency": "alpha", "layeropacity": "alpha",
    // Android's View.translationX/Y, SwiftUI's offset(x:y:), CSS translate().
    "translationx": "translateX", "translationy": "translateY",
    "offsetx": "translateX", "offsety": "translateY", "x": "translateX", "y": "translateY",
    "translatex": "translateX", "translatey": "translateY",
    // SwiftUI's scaleEffect, CSS scale().
    "scaleeffect": "scale", "scalex": "scaleX", "scaley": "scaleY",
    // CSS rotate(), SwiftUI's rotationEffect, Android's rotation (degrees there).
    "rotate": "rotation", "rotationz": "rotation", "rotationangle": "rotation",
    "rotationeffect": "rotation", "angle": "rotation",
    // CSS z-index, SwiftUI's zIndex, Android's elevation and translationZ.
    "zindex": "zPosition", "elevation": "zPosition", "translationz": "zPosition",
    "z": "zPosition",
    // What a layout constraint sets.
    "height": "constant", "width": "constant", "value": "constant", "length": "constant",
  ]

  /// The Levenshtein distance between two strings, by Unicode scalar.
  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    return editDistance(a, b, limit: max(a.count, b.count))!
  }

  /// The Levenshtein distance, or nil once it must exceed `limit`.
  private static func editDistance(
    _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int
  ) -> Int? {
    if a.isEmpty { return b.count <= limit ? b.count : nil }
    if b.isEmpty { return a.count <= limit ? a.count : nil }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        rowMinimum = min(rowMinimum, current[j])
      }
      // Distances never shrink from one row to the next.
      if rowMinimum > limit { return nil }
      swap(&previous, &current)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
  }
}
