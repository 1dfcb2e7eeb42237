/// The oracle for seeds 002 and 001 (Twitter profile): `scrollViewDidScroll` transcribed.
///
/// The header stretches when pulled down and slides up to `offset_HeaderStop` when scrolled;
/// the avatar shrinks anchored at its bottom and goes behind the header past the stop; the white
/// label slides up and the blurred header image fades in.
final class TwitterProfileSeed {
  // The seed's "shame-on-me" variables, under their names.
  let offset_HeaderStop: Double
  let offset_B_LabelHeader: Double
  let distance_W_LabelHeader: Double

  let header: SeedView
  let avatarImage: SeedView
  let headerLabel: SeedView
  let headerBlurImageView: SeedView?

  /// - Parameters:
  ///   - headerHeight: The header's bounds height.
  ///   - headerStop: `offset_HeaderStop`, where the header stops sliding up.
  ///   - avatarSize: The avatar's bounds height.
  ///   - labelOffset: `offset_B_LabelHeader`, where the black name label reaches the header.
  ///   - labelDistance: `distance_W_LabelHeader`, how far the white label rises.
  init(
    headerHeight: Double = 107, headerStop: Double = 40, avatarSize: Double = 69,
    labelOffset: Double = 95, labelDistance: Double = 35
  ) {
    offset_HeaderStop = headerStop
    offset_B_LabelHeader = labelOffset
    distance_W_LabelHeader = labelDistance
    // Only the heights are read; widths and positions do not enter any transform.
    header = SeedView(frame: SeedRect(x: 0, y: 0, width: 0, height: headerHeight))
    avatarImage = SeedView(frame: SeedRect(x: 0, y: 0, width: avatarSize, height: avatarSize))
    headerLabel = SeedView(frame: .zero)
    // viewDidAppear: the blurred copy starts hidden.
    headerBlurImageView = SeedView(frame: header.bounds)
    headerBlurImageView?.alpha = 0.0
  }

  /// The seed's `scrollViewDidScroll`, for `contentOffset.y` = `contentOffsetY` (no inset).
  func scrollViewDidScroll(offset contentOffsetY: Double) {
    let offset = contentOffsetY
    var avatarTransform = CATransform3DIdentity
    var headerTransform = CATransform3DIdentity

    // PULL DOWN -----------------
    if offset < 0 {
      let headerScaleFactor: Double = -(offset) / header.bounds.height
      let headerSizevariation =
        ((header.bounds.height * (1.0 + headerScaleFactor)) - header.bounds.height) / 2.0
      headerTransform = CATransform3DTranslate(headerTransform, 0, headerSizevariation, 0)
      headerTransform = CATransform3DScale(
        headerTransform, 1.0 + headerScaleFactor, 1.0 + headerScaleFactor, 0)

      // Hide views if scrolled super fast (seed 001)
      header.layer.zPosition = 0

    } else {  // SCROLL UP/DOWN ------------
      // Header -----------
      headerTransform = CATransform3DTranslate(
        headerTransform, 0, max(-offset_HeaderStop, -offset), 0)

      // Avatar -----------
      // Slow down the animation
      let avatarScaleFactor = (min(offset_HeaderStop, offset)) / avatarImage.bounds.height / 1.4
      let avatarSizeVariation =
        ((avatarImage.bounds.height * (1.0 + avatarScaleFactor)) - avatarImage.bounds.height)
        / 2.0
      avatarTransform = CATransform3DTranslate(avatarTransform, 0, avatarSizeVariation, 0)
      avatarTransform = CATransform3DScale(
        avatarTransform, 1.0 - avatarScaleFactor, 1.0 - avatarScaleFactor, 0)

      if offset <= offset_HeaderStop {
        if avatarImage.layer.zPosition < header.layer.zPosition {
          header.layer.zPosition = 0
        }
      } else {
        if avatarImage.layer.zPosition >= header.layer.zPosition {
          header.layer.zPosition = 2
        }
      }
    }

    // White Label: seed 002 presents it outside either branch, so it runs on every call.
    let labelTransform = CATransform3DMakeTranslation(
      0, max(-distance_W_LabelHeader, offset_B_LabelHeader - offset), 0)
    headerLabel.layer.transform = labelTransform

    // Blur, likewise on every call.
    headerBlurImageView?.alpha = min(1.0, (offset - offset_B_LabelHeader) / distance_W_LabelHeader)

    // Apply Transformations
    header.layer.transform = headerTransform
    avatarImage.layer.transform = avatarTransform
  }

  /// The reported values, under the engine's output names.
  var values: [String: Double] {
    let blurAlpha = headerBlurImageView?.alpha ?? 0
    return [
      "header.scaleX": header.layer.transform.m11,
      "header.scaleY": header.layer.transform.m22,
      "header.translateY": header.layer.transform.m42,
      "header.zPosition": header.layer.zPosition,
      "avatar.scaleX": avatarImage.layer.transform.m11,
      "avatar.scaleY": avatarImage.layer.transform.m22,
      "avatar.translateY": avatarImage.layer.transform.m42,
      "headerLabel.translateY": headerLabel.layer.transform.m42,
      // UIView stores alpha unclamped (it goes negative before the label reaches the header)
      // but renders it clamped to [0, 1]; the engine reports what is rendered.
      "headerBlur.alpha": min(1, max(0, blurAlpha)),
    ]
  }
}
