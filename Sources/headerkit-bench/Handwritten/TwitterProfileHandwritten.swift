/// Seed 002's `scrollViewDidScroll` (the Twitter profile header), as an app
/// developer writes it: plain arithmetic on the offset, stored into the
/// values UIKit would be handed. The transforms are kept as their scalar parts
/// (scale, translation, z position) rather than 4×4 matrices, which makes this
/// the stricter baseline; like the spec, it leaves the moves that keep the
/// header's top edge and the avatar's bottom edge in place to the views'
/// anchors.
struct TwitterProfileHandwritten {
  var headerHeight = 107.0
  var headerStop = 40.0
  var avatarSize = 69.0
  var labelOffset = 95.0
  var labelDistance = 35.0

  var headerScale = 1.0
  var headerTranslateY = 0.0
  var headerZPosition = 0.0
  var avatarZPosition = 0.0
  var avatarScale = 1.0
  var labelTranslateY = 0.0
  var blurAlpha = 0.0

  /// The delegate callback. Never inlined, as UIKit's call into it cannot be.
  @inline(never)
  mutating func scrollViewDidScroll(offset: Double) {
    if offset < 0 {
      // Pull down: scale from the top edge (the anchor).
      headerTranslateY = 0
      headerScale = 1 + -offset / headerHeight
      avatarScale = 1
      headerZPosition = 0
    } else {
      // Scroll up: move the header until it docks.
      headerTranslateY = max(-headerStop, -offset)
      headerScale = 1
      // Shrink the avatar from its bottom edge (the anchor), 1.4 times slower.
      avatarScale = 1 - min(headerStop, offset) / avatarSize / 1.4
      if offset <= headerStop {
        if avatarZPosition < headerZPosition { headerZPosition = 0 }
      } else {
        if avatarZPosition >= headerZPosition { headerZPosition = 2 }
      }
    }
    labelTranslateY = max(-labelDistance, labelOffset - offset)
    // UIView renders alpha clamped to [0, 1].
    blurAlpha = min(1, max(0, (offset - labelOffset) / labelDistance))
  }

  /// The sum of every value handed to UIKit: what a frame produced.
  var checksum: Double {
    // scaleX and scaleY are the same number, as in the seed.
    headerScale + headerScale + headerTranslateY + headerZPosition + avatarScale + avatarScale
      + labelTranslateY + blurAlpha
  }

  /// The values under the spec's output keys, to check both sides agree.
  var values: [String: Double] {
    [
      "header.scaleX": headerScale, "header.scaleY": headerScale,
      "header.translateY": headerTranslateY, "header.zPosition": headerZPosition,
      "avatar.scaleX": avatarScale, "avatar.scaleY": avatarScale,
      "headerLabel.translateY": labelTranslateY,
      "headerBlur.alpha": blurAlpha,
    ]
  }
}
