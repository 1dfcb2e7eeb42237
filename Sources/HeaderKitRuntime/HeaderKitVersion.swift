/// HeaderKit's release version: the one source of truth for what
/// `headerkit --version` prints and what compiled graphs and every JSON output
/// record. Bump it together with CHANGELOG.md.
public enum HeaderKitVersion {
  /// The semantic version of this release, e.g. `"0.1.0"`.
  public static let current = "0.1.0"
}
