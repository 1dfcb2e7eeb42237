// Messages of preview geometry: the optional `preview:` blocks of a spec.

extension Diagnostic {
  public static func negativePreviewSize(at range: SourceRange) -> Diagnostic {
    .error(.invalidValue, "a frame's width and height must not be negative", at: range)
  }

  public static func invalidScreenSize(at range: SourceRange) -> Diagnostic {
    .error(
      .invalidValue, "a screen's width and height must be above 0 and at most 10000", at: range)
  }

  public static func invalidListItemSize(at range: SourceRange) -> Diagnostic {
    .error(.invalidValue, "a list item's 'size' must be above 0", at: range)
  }

  public static func invalidListCount(at range: SourceRange) -> Diagnostic {
    .error(.invalidValue, "a list's 'count' must be a whole number from 0 to 1000", at: range)
  }

  /// Preview elements whose `parent` keys lead back to themselves.
  public static func previewParentCycle(_ names: [String], at range: SourceRange) -> Diagnostic {
    let loop = (names + [names[0]]).map { "'\($0)'" }.joined(separator: " → ")
    return .error(.cycle, "the preview parents form a cycle: \(loop)", at: range)
  }
}
