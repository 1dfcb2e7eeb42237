/// Seed 002's `scrollViewDidScroll` (the Twitter profile header), as an app
/// developer writes it: plain arithmetic on the offset, stored into the
/// values UIKit would be handed. The transforms are kept as their scalar parts
/// (scale, translation, z position) rather than 4×4 matrices, which makes this
/// the stricter baseline. As in the article, the offsets it hard-codes are
/// constants, the views' heights are read each time, and each frame computes
/// the moves that keep the header's top edge and the avatar's bottom edge in
/// place (the spec leaves those to the views' anchors, set once).
struct TwitterProfileHandwritten {
  /// `header.bounds.height` and `avatarImage.bounds.height`: the views' sizes.
  var headerHeight = 107.0
  var avatarSize = 69.0
  /// The article's hard-coded `offset_HeaderStop`, `offset_B_LabelHeader`
  /// and `distance_W_LabelHeader`.
  let headerStop = 40.0
  let labelOffset = 95.0
  let labelDistance = 35.0

  var headerScale = 1.0
  var headerTranslateY = 0.0
  var headerZPosition = 0.0
  var avatarZPosition = 0.0
  var avatarScale = 1.0
  var labelTranslateY = 0.0
  var blurAlpha = 0.0
  /// The article's `headerSizevariation` and `avatarSizeVariation`: the
  /// translations that keep the header's top edge and the avatar's bottom
  /// edge in place as they scale.
  var headerSizeVariation = 0.0
  var avatarSizeVariation = 0.0

  /// The delegate callback. Never inlined, as UIKit's call into it cannot be.
  @inline(never)
  mutating func scrollViewDidScroll(offset: Double) {
    if offset < 0 {
      // Pull down: scale, moving down by half the growth to keep the top edge.
      let headerScaleFactor = -offset / headerHeight
      headerSizeVariation = ((headerHeight * (1 + headerScaleFactor)) - headerHeight) / 2
      headerTranslateY = 0
      headerScale = 1 + headerScaleFactor
      avatarScale = 1
      avatarSizeVariation = 0
      headerZPosition = 0
    } else {
      // Scroll up: move the header until it docks.
      headerTranslateY = max(-headerStop, -offset)
      headerScale = 1
      headerSizeVariation = 0
      // Shrink the avatar 1.4 times slower, keeping its bottom edge.
      let avatarScaleFactor = min(headerStop, offset) / avatarSize / 1.4
      avatarSizeVariation = ((avatarSize * (1 + avatarScaleFactor)) - avatarSize) / 2
      avatarScale = 1 - avatarScaleFactor
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
      + labelTranslateY + blurAlpha + headerSizeVariation + avatarSizeVariation
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
