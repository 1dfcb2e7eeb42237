/// When snaps and transitions jump to their end instead of animating: the
/// rule for Reduce Motion, the same in the UIKit binding, the SwiftUI model
/// and ``ScrollViewSimulator``.
///
/// With motion reduced, whatever starts a snap or a transition (the end of
/// a gesture, a scroll past a transition's condition) still starts it, and
/// the next display-link tick puts it at its end: the header shows the
/// values the animation would have ended on, one frame later, and a snap
/// that moves the content writes its final offset back at that tick. A
/// setting turned on while something animates takes effect at the next tick.
public enum ReduceMotion: Sendable, Hashable {
  /// Reduce motion when the system's Reduce Motion setting is on (the default).
  case followSystem
  /// Always jump to the end.
  case always
  /// Always animate, whatever the setting.
  case never

  /// Whether motion is reduced when the system setting is `systemSetting`.
  public func reduces(systemSetting: Bool) -> Bool {
    switch self {
    case .followSystem: systemSetting
    case .always: true
    case .never: false
    }
  }
}

extension ScrollDriver {
  /// Whether snaps and transitions jump to their end now: ``reduceMotion``
  /// applied to ``systemReducesMotion``.
  public var reducesMotion: Bool { reduceMotion.reduces(systemSetting: systemReducesMotion) }
}
