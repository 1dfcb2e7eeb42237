import HeaderKitDiagnostics

/// The unreachable-keyframe lint: a keyframe of a track over an input (or one
/// of its ranges) that lies outside what the input's declared `bounds` allow.
/// Inputs without `bounds` have no declared reach and are not checked.
enum UnreachableKeyframes {
  static func diagnostics(_ context: LintContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for track in context.graph.tracks.indices {
      guard let input = context.input(ofTrack: track),
        let bounds = context.graph.inputs[input].sweep
      else {
        continue
      }
      let inset = context.inset(input)
      let reachable = (bounds.lowerBound + inset)...(bounds.upperBound + inset)
      let slack = 1e-9 * max(1, abs(reachable.lowerBound), abs(reachable.upperBound))
      var reported: Set<Int> = []
      for keyframe in context.keyframes[track]
      where keyframe.position < reachable.lowerBound - slack
        || keyframe.position > reachable.upperBound + slack
      {
        guard reported.insert(keyframe.declIndex).inserted else { continue }
        let element = keyframe.element.map { "element \($0.index + 1) of '\($0.list)'" }
        diagnostics.append(
          .unreachableKeyframe(
            at: keyframe.position, element: element, input: context.graph.inputs[input].name,
            reachable: reachable, inset: inset,
            range: context.range(ofKeyframe: keyframe, track: track),
            bounds: boundsRange(context, input)))
      }
    }
    return diagnostics
  }

  /// Where an input's `bounds` are written.
  private static func boundsRange(_ context: LintContext, _ input: Int) -> SourceRange? {
    guard let bounds = context.compiled.spec.inputs[input].bounds, let first = bounds.first,
      let last = bounds.last
    else { return nil }
    return SourceRange(start: first.range.start, end: last.range.end)
  }
}
