import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// `Specs/material-collapsing-toolbar.yaml` against a transcription of
/// CollapsingToolbarLayout's documented behaviour (motion-facts.md): the
/// exitUntilCollapsed collapse, the parallax and pinned children, and the
/// content scrim's animation, interruptions included.
@Suite struct MaterialScrimTests {
  /// Alpha goes through a cubic solved two ways (bisection here, Newton in
  /// the runtime); offsets are exact.
  static let tolerance = 1e-6

  /// The reference: CollapsingToolbarLayout in an AppBarLayout over a RecyclerView.
  struct Toolbar {
    var maxHeight = 256.0, minHeight = 56.0, insetTop = 0.0, parallax = 0.5
    var duration = 0.6, contentHeight = 2400.0, screenHeight = 760.0
    var collapsed = 0.0, list = 0.0, time = 0.0
    // setScrimsShown: the scrim's shown flag, its alpha and the running ValueAnimator.
    var shown = false, alpha = 0.0
    var animation: (start: Double, target: Double, elapsed: Double)?

    var range: Double { maxHeight - minHeight }
    var listMax: Double { max(0, contentHeight - (screenHeight - minHeight)) }
    /// getScrimVisibleHeightTrigger's default.
    var trigger: Double { minHeight > 0 ? min(2 * minHeight + insetTop, maxHeight) : maxHeight / 3 }

    /// onNestedPreScroll toward the end, onNestedScroll back.
    mutating func move(by d: Double) {
      if d > 0 {
        let take = min(d, range - collapsed)
        collapsed += take
        list = min(list + d - take, listMax)
      } else if d < 0 {
        let to = list + d
        if to < 0 {
          list = 0
          collapsed = max(0, collapsed + to)
        } else {
          list = to
        }
      }
      updateScrim()
    }

    /// setScrimsShown(visibleHeight < trigger, animate: true): a change starts
    /// animateScrim from the current alpha with the full duration.
    mutating func updateScrim() {
      let show = maxHeight - collapsed < trigger
      guard show != shown else { return }
      shown = show
      if duration > 0 {
        animation = (alpha, show ? 1 : 0, 0)
      } else {
        animation = nil
        alpha = show ? 1 : 0
      }
    }

    mutating func wait(_ seconds: Double) {
      time += seconds
      guard var running = animation else { return }
      running.elapsed += seconds
      let t = running.elapsed / duration
      if t >= 1 {
        alpha = running.target
        animation = nil
        return
      }
      // fast-out-linear-in to show, linear-out-slow-in to hide
      let eased =
        shown
        ? ReferenceEasing.cubicBezier(0.4, 0, 1, 1, at: t)
        : ReferenceEasing.cubicBezier(0, 0, 0.2, 1, at: t)
      alpha = running.start + (running.target - running.start) * eased
      animation = running
    }

    mutating func handle(_ event: TikiEvent) -> ReferenceFrame {
      switch event {
      case .drag(let d): move(by: d)
      case .scroll(let y): move(by: y - list)
      case .end: break
      case .wait(let s): wait(max(0, s))
      }
      return ReferenceFrame(
        time: time, offset: list,
        values: [
          "appBar.translateY": -collapsed,
          "image.translateY": -collapsed + (collapsed * parallax).rounded(),
          "contentScrim.alpha": alpha, "contentScrim.translateY": -collapsed,
          "toolbar.translateY": 0, "listView.translateY": maxHeight - collapsed,
        ])
    }
  }

  static let graph = StatefulSpecs.graph("material-collapsing-toolbar.yaml")

  func compare(_ events: [TikiEvent], params: [String: Double] = [:]) throws -> [String] {
    var reference = Toolbar()
    for (name, value) in params {
      switch name {
      case "minHeight": reference.minHeight = value
      case "insetTop": reference.insetTop = value
      case "scrimDuration": reference.duration = value
      default: Issue.record("no reference for \(name)")
      }
    }
    return try StatefulSpecs.differences(Self.graph, params, events, tolerance: Self.tolerance) {
      reference.handle($0)
    }
  }

  @Test func interruptedBothWays() throws {
    let events: [TikiEvent] = [
      .drag(100), .drag(50), .wait(0.39), .drag(-20), .wait(0.12), .drag(20), .wait(0.39),
      .wait(0.21), .drag(100),
    ]
    #expect(try compare(events) == [])
  }

  @Test func hidingRunsOutWhileTheListScrolls() throws {
    let events: [TikiEvent] = [
      .drag(190), .wait(0.6), .drag(300), .drag(-400), .wait(0.3), .end, .wait(0.3), .wait(1),
    ]
    #expect(try compare(events) == [])
  }

  @Test func otherTriggersAndDurations() throws {
    let events: [TikiEvent] = [.drag(119), .drag(2), .wait(0.05), .drag(-2), .wait(0.5)]
    #expect(try compare(events, params: ["insetTop": 24]) == [])
    #expect(try compare(events, params: ["minHeight": 0, "scrimDuration": 0.25]) == [])
    #expect(try compare(events, params: ["scrimDuration": 0]) == [])
  }

  @Test func randomTracesAgreeWithTheReference() throws {
    let seed = UInt64.random(in: 0...UInt64.max)
    var random = SplitMix64(seed: seed)
    for trial in 0..<150 {
      let events = StatefulSpecs.randomEvents(
        &random, drag: 120, scroll: 400, waitHundredths: 40)
      let problems = try compare(events)
      #expect(problems == [], "seed \(seed), trial \(trial): \(events)")
      if !problems.isEmpty { return }
    }
  }
}
