import HeaderKit
import HeaderKitRuntime
import Testing

/// Signals (docs/spec.md, "Signals"): values the app sets, which drive
/// expressions, tracks and transitions without re-running set-up, and
/// latches that set them at an end of scrolling. Values worked by hand.
@Suite struct SignalEvaluationTests {
  /// A pull-to-refresh: released past 80 points above the top, `refreshing`
  /// latches on; a spinner fades in over 0.5 s while it is on; the app
  /// resets it; `tab` moves an indicator 90 points per tab.
  static let refresh = """
    version: 1
    name: refresh
    inputs:
      scroll: {}
    params:
      threshold: 80
    signals:
      refreshing:
        default: false
        latch: { when: scroll < -threshold }
      tab: 1
      pulled:
        default: -1
        latch: { when: refreshing, to: -scroll }
    transitions:
      spinner: { when: refreshing, duration: 0.5, ease: linear }
    targets:
      spinner:
        alpha: spinner
        translateY: if(refreshing, 60, 0)
      indicator:
        translateX: { over: tab, keyframes: [{ at: 0, value: 0 }, { at: 2, value: 180 }] }
        custom:
          pulled: pulled
    """

  /// Outputs in order: spinner.alpha, spinner.translateY, indicator.translateX, indicator.custom.pulled.
  static func values(_ header: HeaderEvaluator) -> [Double] {
    (0..<header.outputCount).map(header.value(at:))
  }

  @Test func defaultsAtRestAndTheirIndicesAndNames() throws {
    let header = try TransitionEvaluationTests.evaluator(Self.refresh)
    #expect(header.signalCount == 3)
    #expect(header.signalIndex(named: "tab") == 1)
    #expect(header.signalIndex(named: "nope") == nil)
    #expect(header.graph.signals.map(\.isBoolean) == [true, false, false])
    #expect((0..<3).map(header.signalValue) == [0, 1, -1])
    // tab 1 is half-way along keyframes 0...2 (0 to 180): 90.
    #expect(Self.values(header) == [0, 0, 90, -1])
  }

  @Test func settingOneDrivesTracksExpressionsAndStartsTransitions() throws {
    var header = try TransitionEvaluationTests.evaluator(Self.refresh)
    header.setSignal(1, to: 2)  // the last tab: 180
    #expect(Self.values(header)[2] == 180)
    let found = header.setSignal("refreshing", to: true)
    #expect(found)
    #expect(header.signalValue(0) == 1)
    // The condition turned on: the spinner starts from 0; the expression reads 60 at once.
    #expect(Self.values(header) == [0, 60, 180, -1])
    #expect(header.isAnimating(transition: 0))
    header.advance(by: 0.2)
    #expect(Self.values(header)[0] == 0.4)  // 0.2 / 0.5
    let missing = header.setSignal("nope", to: 1)  // no such signal: nothing changes
    #expect(!missing)
    #expect(Self.values(header)[0] == 0.4)
    header.setSignal(0, to: false)  // back from 0.4 to 0 over the full 0.5 s
    header.advance(by: 0.25)
    #expect(Self.values(header)[0] == 0.2)  // 0.4 + (0 - 0.4) * 0.25/0.5
  }

  @Test func setUpDoesNotRunAgainAndParamsKeepTheSignals() throws {
    var header = try TransitionEvaluationTests.evaluator(Self.refresh)
    header.setSignal(1, to: 0.5)
    // A param change re-runs set-up; the signal stays where the app set it.
    header.setParam(header.paramIndex(named: "threshold")!, to: 40)
    #expect(header.signalValue(1) == 0.5)
    #expect(Self.values(header)[2] == 45)  // 0.5 / 2 of 180
  }

  @Test func aLatchSetsItsSignalAtAnEndPastTheThresholdUntilTheAppResetsIt() throws {
    var header = try TransitionEvaluationTests.evaluator(Self.refresh)
    header.scroll(0, toRaw: -60)
    header.endScrolling(0)  // released at 60 < 80: nothing latches
    #expect(header.signalValue(0) == 0)
    #expect(Self.values(header)[3] == -1)
    header.scroll(0, toRaw: -100)
    #expect(header.signalValue(0) == 0)  // only an end latches
    header.endScrolling(0)
    // -100 < -80: refreshing is 1; then `pulled`, which reads it, takes -(-100).
    #expect(header.signalValue(0) == 1)
    #expect(Self.values(header) == [0, 60, 90, 100])
    header.scroll(0, toRaw: 0)
    header.endScrolling(0)  // no longer past the threshold: a latch does not unset
    #expect(header.signalValue(0) == 1)
    #expect(Self.values(header)[3] == 0)  // refreshing still holds: pulled is -(0) now
    header.setSignal(0, to: false)  // the app resets it
    header.endScrolling(0)
    #expect(header.signalValue(0) == 0)
    #expect(header.signalValue(2) == 0)  // nothing latched it again
  }

  @Test func resetPutsSignalsAtTheirDefaultsAndValuesAreMadeFinite() throws {
    var header = try TransitionEvaluationTests.evaluator(Self.refresh)
    header.setSignal(1, to: .nan)
    #expect(header.signalValue(1) == 0)
    header.setSignal(1, to: .infinity)
    #expect(header.signalValue(1) == .greatestFiniteMagnitude)
    header.setSignal(0, to: true)
    header.reset()
    #expect((0..<3).map(header.signalValue) == [0, 1, -1])
    #expect(Self.values(header) == [0, 0, 90, -1])
    #expect(!header.isAnimating(transition: 0))
  }

  /// The graph keeps signals through its JSON, and a graph without any omits the key.
  @Test func signalsRoundTripThroughTheGraphsJSON() throws {
    let header = try TransitionEvaluationTests.evaluator(Self.refresh)
    let json = header.graph.jsonData()
    let loaded = try CompiledGraph(json: json)
    #expect(loaded == header.graph)
    #expect(loaded.signals.map(\.name) == ["refreshing", "tab", "pulled"])
    let plain = try TransitionEvaluationTests.evaluator(TransitionEvaluationTests.fade)
    #expect(!String(decoding: plain.graph.jsonData(), as: UTF8.self).contains("signals"))
  }
}
