import GeneratedHeaders
import HeaderKitDriver
import HeaderKitRuntime
import Testing

/// Which targets a move changes: what a SwiftUI view of one target redraws
/// for. Twitter's profile (docs/states.md, its spec): the header moves up
/// with the scroll until 40, the avatar shrinks until 40, the white label
/// rises from 95 until −35 (scroll 130), the blur fades in from 95 to 130.
@Suite struct TargetValueTrackerTests {
  static func tracker() throws -> (TargetValueTracker, ScrollDriver<TwitterProfileHeader>) {
    let header = TwitterProfileHeader()
    let plan = try BindingPlan(header: header)
    #expect(plan.targets.map(\.name) == ["header", "avatar", "headerLabel", "headerBlur"])
    return (TargetValueTracker(plan: plan, header: header), ScrollDriver(header: header))
  }

  /// Reads the changes after a scroll to `offset`: the names and values reported.
  static func scroll(
    _ tracker: inout TargetValueTracker, _ driver: inout ScrollDriver<TwitterProfileHeader>,
    to offset: Double
  ) -> [String: TargetValues] {
    _ = driver.setContentOffset(offset)
    driver.didWriteBack()
    let names = tracker.plan.targets.map(\.name)
    var changed: [String: TargetValues] = [:]
    tracker.update(from: driver.header) { index, values in changed[names[index]] = values }
    return changed
  }

  @Test func onlyTheTargetsAMoveChangesAreReported() throws {
    var (tracker, driver) = try Self.tracker()
    // 0 to 20: header −20, avatar 1 − 20/69/1.4, label 75; the blur stays 0.
    let first = Self.scroll(&tracker, &driver, to: 20)
    #expect(Set(first.keys) == ["header", "avatar", "headerLabel"])
    #expect(first["header"]?.view.transform?.ty == -20)
    #expect(first["header"]?.view.zPosition == 0)
    #expect(first["headerLabel"]?.view.transform?.ty == 75)
    let scale = try #require(first["avatar"]?.view.transform?.a)
    #expect(abs(scale - (1 - 20.0 / 69 / 1.4)) < 1e-15)
    #expect(tracker.values[3].view.alpha == 0)
    // 150 to 160: everything is past its range; nothing changes.
    _ = Self.scroll(&tracker, &driver, to: 150)
    #expect(Self.scroll(&tracker, &driver, to: 160).isEmpty)
    // 100 to 110: only the label and the blur move.
    _ = Self.scroll(&tracker, &driver, to: 100)
    let late = Self.scroll(&tracker, &driver, to: 110)
    #expect(Set(late.keys) == ["headerLabel", "headerBlur"])
    let alpha = try #require(late["headerBlur"]?.view.alpha)
    #expect(abs(alpha - 15.0 / 35) < 1e-15)
    #expect(late["headerLabel"]?.view.transform?.ty == -15)
    // The tracker keeps what it reported.
    #expect(tracker.values[3] == late["headerBlur"])
  }

  /// Nothing moved, nothing reported.
  @Test func aReadWithoutAChangeReportsNothing() throws {
    var (tracker, driver) = try Self.tracker()
    var calls = 0
    tracker.update(from: driver.header) { _, _ in calls += 1 }
    #expect(calls == 0)
    #expect(Self.scroll(&tracker, &driver, to: 0).isEmpty)
  }

  /// A constraint target reports its constant: Tiki's header, 88 − 10.
  @Test func aConstraintReportsItsConstant() throws {
    var header = TikiHomeHeader()
    var tracker = TargetValueTracker(plan: try BindingPlan(header: header), header: header)
    #expect(tracker.values[0] == TargetValues(constant: 88))
    header.drag(0, by: 10)
    var changed: [Int: TargetValues] = [:]
    tracker.update(from: header) { changed[$0] = $1 }
    #expect(changed[0] == TargetValues(constant: 78))
    #expect(changed[1]?.view.alpha == 34.0 / 44)
  }
}
