import HeaderKitRuntime

/// Tiki's home screen (Specs/tiki-home.yaml): a header whose height follows
/// the direction of the scroll, a logo that fades with it, a search field
/// that widens as it closes.
public final class HomeScreen<Header: ScrollDrivenHeader> {
  /// The header's height constraint (`headerHeight`).
  public let headerHeight = StandInConstraint()
  /// The logo (`logo`).
  public let logo = StandInView()
  /// The search field's trailing constraint (`searchTrailing`).
  public let searchTrailing = StandInConstraint()
  /// The list and the header it drives.
  public let screen: HeaderScreen<Header>

  /// The screen for a Tiki header: the plugin's `TikiHomeHeader` (its params
  /// set for a device with ``HeaderScreen/setParams(_:)`` and
  /// ``HeaderParams/tikiHome(for:rows:)``), or an evaluator of the same spec.
  public init(header: Header) throws {
    screen = try HeaderScreen(header: header)
    try screen.bind("headerHeight", to: headerHeight)
    try screen.bind("logo", to: logo)
    try screen.bind("searchTrailing", to: searchTrailing)
    screen.render()
  }
}

extension HomeScreen where Header == TikiHomeHeader {
  /// The screen with the generated header, whose params are the spec's
  /// defaults: those of ``DeviceSize/reference`` with 40 rows.
  public convenience init() throws {
    try self.init(header: TikiHomeHeader())
  }
}
