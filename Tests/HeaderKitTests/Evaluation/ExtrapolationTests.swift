import HeaderKit
import HeaderKitRuntime
import Testing

/// `before` and `after`: clamp (the default), extend and none, each side on its own.
@Suite struct ExtrapolationTests {
  static let spec = """
    version: 1
    name: extrapolation
    inputs:
      scroll: {}
    targets:
      clamped:
        translateY:
          over: scroll
          keyframes: [{ at: 0, value: 10 }, { at: 100, value: 30 }]
      extended:
        translateY:
          over: scroll
          before: extend
          after: extend
          ease: easeInOut
          keyframes: [{ at: 0, value: 10 }, { at: 100, value: 30 }]
      partial:
        alpha:
          over: scroll
          before: none
          after: none
          keyframes: [{ at: 0, value: 0.2 }, { at: 100, value: 0.6 }]
      layered:
        translateX:
          - 5 + scroll / 10
          - over: scroll
            before: none
            keyframes: [{ at: 50, value: 0 }, { at: 150, value: 100 }]
      single:
        rotation:
          over: scroll
          before: extend
          after: extend
          keyframes: [{ at: 50, value: 3 }]
      jumpAtTheEnd:
        translateY:
          over: scroll
          after: extend
          keyframes: [{ at: 0, value: 0 }, { at: 100, value: 10 }, { at: 100, value: 20 }]

    """

  func value(_ key: String, at offset: Double) throws -> Double {
    var evaluator = HeaderEvaluator(graph: try SpecEvaluation.graph(text: Self.spec))
    return evaluator.values(at: offset)[key]!
  }

  @Test func clampKeepsTheEndValues() throws {
    #expect(try value("clamped.translateY", at: -50) == 10)
    #expect(try value("clamped.translateY", at: 50) == 20)
    #expect(try value("clamped.translateY", at: 1e6) == 30)
  }

  @Test func extendContinuesTheEndSegmentsLineIgnoringItsEasing() throws {
    // Slope (30 − 10) / 100 on both sides.
    #expect(abs(try value("extended.translateY", at: -50) - 0) < 1e-12)
    #expect(abs(try value("extended.translateY", at: 200) - 50) < 1e-12)
    #expect(abs(try value("extended.translateY", at: -1000) - -190) < 1e-9)
    // Inside, the easing applies: easeInOut is symmetric, so halfway is halfway.
    #expect(abs(try value("extended.translateY", at: 50) - 20) < 1e-9)
  }

  @Test func noneLeavesThePropertyToItsBaseValue() throws {
    // alpha's base value is 1.
    #expect(try value("partial.alpha", at: -1) == 1)
    #expect(try value("partial.alpha", at: 0) == 0.2)
    #expect(abs(try value("partial.alpha", at: 50) - 0.4) < 1e-12)
    #expect(abs(try value("partial.alpha", at: (100.0).nextDown) - 0.6) < 1e-12)
    // Segments are half-open, so the last keyframe's position is already after
    // the track, as in CSS animations without fill.
    #expect(try value("partial.alpha", at: 100) == 1)
    #expect(try value("partial.alpha", at: 500) == 1)
  }

  @Test func noneLetsAnEarlierBindingShowThrough() throws {
    #expect(try value("layered.translateX", at: 0) == 5)
    #expect(try value("layered.translateX", at: 40) == 9)
    #expect(try value("layered.translateX", at: 50) == 0)
    #expect(try value("layered.translateX", at: 100) == 50)
    // `after` defaults to clamp.
    #expect(try value("layered.translateX", at: 400) == 100)
  }

  @Test func aSingleKeyframeExtendsFlat() throws {
    for offset in [-1e9, 0, 50, 51, 1e9] {
      #expect(try value("single.rotation", at: offset) == 3)
    }
  }

  @Test func extendAfterAJumpIsFlat() throws {
    // The end segment has zero width: no slope to continue.
    #expect(try value("jumpAtTheEnd.translateY", at: 100) == 20)
    #expect(try value("jumpAtTheEnd.translateY", at: 150) == 20)
    #expect(abs(try value("jumpAtTheEnd.translateY", at: 50) - 5) < 1e-12)
  }
}
