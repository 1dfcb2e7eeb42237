import HeaderKitRuntime

/// How a target's properties are named as outputs (`target.PROPERTY`):
/// a numeric property by its name (`alpha`), each channel of a colour
/// property by the colour's name and the channel (`backgroundColor.r`), and
/// a custom number under `custom.` (`custom.statusBarStyle`), so that no
/// custom name can be a built-in property.
public enum OutputProperty {
  /// What comes before a custom number's name.
  public static let customPrefix = "custom."

  /// The output property of channel `channel` (0 red, 1 green, 2 blue, 3 alpha) of a colour.
  public static func channel(_ channel: Int, of color: ColorProperty) -> String {
    "\(color.rawValue).\(ColorOutputs.channelSuffixes[channel])"
  }

  /// The output property of the custom number `name`.
  public static func custom(_ name: String) -> String { customPrefix + name }
}
