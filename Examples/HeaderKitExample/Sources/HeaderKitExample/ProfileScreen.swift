/// The Twitter-like profile screen (Specs/twitter-profile.yaml): a header
/// image that stretches on pull-down and docks, an avatar that shrinks
/// behind it, a name label sliding in, a blurred copy fading in.
public final class ProfileScreen {
  /// The header image (`header`).
  public let header = StandInView()
  /// The avatar (`avatar`).
  public let avatar = StandInView()
  /// The white name label in the header (`headerLabel`).
  public let headerLabel = StandInView()
  /// The blurred header image (`headerBlur`).
  public let headerBlur = StandInView()
  /// The list and the header it drives.
  public let screen: HeaderScreen<TwitterProfileHeader>

  /// The screen with the plugin's `TwitterProfileHeader`, its views sized
  /// as seed 002's: the header 375 × 107, the avatar 69 × 69 (the spec
  /// scales them about their top and bottom edges, so their sizes matter).
  public init() throws {
    (header.width, header.height) = (375, 107)
    (avatar.width, avatar.height) = (69, 69)
    screen = try HeaderScreen(header: TwitterProfileHeader())
    try screen.bind("header", to: header)
    try screen.bind("avatar", to: avatar)
    try screen.bind("headerLabel", to: headerLabel)
    try screen.bind("headerBlur", to: headerBlur)
    screen.render()
  }
}
