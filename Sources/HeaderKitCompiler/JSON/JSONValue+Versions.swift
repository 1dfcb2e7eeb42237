import HeaderKitRuntime

extension JSONValue {
  /// The members every JSON output of HeaderKit starts with:
  /// `formatVersion`, the version of that output's layout, and
  /// `headerkitVersion`, the release that wrote it
  /// (`HeaderKitVersion.current`).
  public static func versionMembers(formatVersion: Int) -> [(String, JSONValue)] {
    [
      ("formatVersion", .number(Double(formatVersion))),
      ("headerkitVersion", .string(HeaderKitVersion.current)),
    ]
  }
}
