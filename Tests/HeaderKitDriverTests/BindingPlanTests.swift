import GeneratedHeaders
import HeaderKitDriver
import HeaderKitRuntime
import Testing

/// A header's targets as a binding plan, and each frame's values per target.
@Suite struct BindingPlanTests {
  @Test func twitterTargetsAndOutputs() throws {
    let plan = try BindingPlan(header: TwitterProfileHeader())
    #expect(plan.targets.map(\.name) == ["header", "avatar", "headerLabel", "headerBlur"])
    let header = try #require(plan.target(named: "header"))
    #expect(header.translateY == 0 && header.scaleX == 1 && header.scaleY == 2)
    #expect(header.zPosition == 3 && header.alpha == nil && header.rotation == nil)
    #expect(header.anchorX == 0.5 && header.anchorY == 0)
    #expect(!header.isConstraint)
    #expect(plan.target(named: "avatar")?.anchorY == 1)
    #expect(plan.target(named: "headerBlur")?.alpha == 7)
    #expect(plan.target(named: "nothing") == nil)
  }

  @Test func constraintTargets() throws {
    let plan = try BindingPlan(header: TikiHomeHeader())
    #expect(plan.targets.map(\.name) == ["headerHeight", "logo", "searchTrailing"])
    #expect(plan.target(named: "headerHeight")?.constant == 0)
    #expect(plan.target(named: "searchTrailing")?.isConstraint == true)
    #expect(plan.target(named: "logo")?.isConstraint == false)
  }

  /// A pull-down of 107 (the header's height): scale 1 + 107/107 = 2 about
  /// the middle of the top edge of a 375 × 107 view, which is 53.5 above the
  /// centre: the centre moves down by 53.5 · (2 − 1) = 53.5; zPosition 0
  /// until docked.
  @Test func pullDownValues() throws {
    let plan = try BindingPlan(header: TwitterProfileHeader())
    var header = TwitterProfileHeader()
    header.setInput(0, raw: -107)
    let values = try #require(plan.target(named: "header")).viewValues(
      in: header, width: 375, height: 107)
    #expect(values.transform == ViewTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 53.5))
    #expect(values.zPosition == 0)
    #expect(values.alpha == nil)
  }

  /// At 60: docked (zPosition 2, translateY −headerStop = −40, unscaled, so
  /// the anchor moves nothing); the white label at max(−35, 95 − 60) = 35;
  /// the blur still transparent; no transform where a target binds only alpha.
  @Test func dockedValues() throws {
    let plan = try BindingPlan(header: TwitterProfileHeader())
    var header = TwitterProfileHeader()
    header.setInput(0, raw: 60)
    let docked = try #require(plan.target(named: "header")).viewValues(
      in: header, width: 375, height: 107)
    #expect(
      docked
        == ViewValues(
          zPosition: 2, transform: ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: -40)))
    let label = try #require(plan.target(named: "headerLabel")).viewValues(
      in: header, width: 200, height: 24)
    #expect(label.transform == ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 35))
    #expect(
      plan.target(named: "headerBlur")?.viewValues(in: header, width: 375, height: 107)
        == ViewValues(alpha: 0))
  }

  /// A target with both a view property and a constraint's constant cannot be bound.
  @Test func mixedKinds() {
    let mixed = HeaderTarget(name: "a", outputs: [("constant", 0), ("alpha", 1)])
    #expect(throws: BindingError.mixedKinds("a")) { try BindingPlan(targets: [mixed]) }
    #expect(
      BindingError.mixedKinds("a").description
        == "target 'a' has both view properties and a constraint's constant")
  }

  /// A layer number or a colour beside a constant is mixed too; a custom
  /// number beside a constant is not.
  @Test(arguments: [
    [("constant", 0), ("cornerRadius", 1)],
    [
      ("constant", 0), ("textColor.r", 1), ("textColor.g", 2), ("textColor.b", 3),
      ("textColor.a", 4),
    ],
  ])
  func mixedKindsOfLayerNumbersAndColours(outputs: [(String, Int)]) throws {
    let mixed = HeaderTarget(name: "a", outputs: outputs.map { (property: $0.0, index: $0.1) })
    #expect(throws: BindingError.mixedKinds("a")) { try BindingPlan(targets: [mixed]) }
    let custom = HeaderTarget(name: "b", outputs: [("constant", 0), ("custom.weight", 1)])
    #expect(try BindingPlan(targets: [custom]).targets == [custom])
  }

  /// A colour's four channel outputs make one colour; the layer's numbers
  /// and custom numbers have outputs of their own.
  @Test func coloursLayerNumbersAndCustomNumbers() throws {
    let outputs: [(target: String, property: String)] = [
      ("bar", "alpha"), ("bar", "cornerRadius"), ("bar", "backgroundColor.r"),
      ("bar", "backgroundColor.g"), ("bar", "backgroundColor.b"), ("bar", "backgroundColor.a"),
      ("bar", "custom.statusBarStyle"), ("height", "constant"), ("height", "custom.weight"),
    ]
    let plan = try BindingPlan(targets: HeaderTarget.targets(outputs: outputs, anchors: [:]))
    #expect(plan.targets.map(\.name) == ["bar", "height"])
    let bar = try #require(plan.target(named: "bar"))
    #expect(bar.cornerRadius == 1 && bar.tintColor == nil)
    #expect(bar.backgroundColor == ColorOutputs(red: 2, green: 3, blue: 4, alpha: 5))
    #expect(bar.custom == [CustomOutput(name: "statusBarStyle", output: 6)])
    let height = try #require(plan.target(named: "height"))
    #expect(height.isConstraint && height.custom.map(\.output) == [8])

    let header = FixedHeader(values: [0.5, 12, 1, 0.5, 0, 0.25, 1, 88, 700])
    let values = bar.viewValues(in: header, width: 100, height: 40)
    #expect(values.alpha == 0.5 && values.cornerRadius == 12 && values.borderWidth == nil)
    #expect(values.backgroundColor == HeaderColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
    #expect(values.textColor == nil && values.transform == nil)
    #expect(bar.custom("statusBarStyle", in: header) == 1)
    #expect(bar.custom("other", in: header) == nil)
    #expect(height.custom("weight", in: header) == 700)
    #expect(height.constant(in: header) == 88)
  }

  /// A colour missing a channel is not applied; a property given twice keeps its first output.
  @Test func incompleteColourAndRepeatedProperty() {
    let target = HeaderTarget(
      name: "a",
      outputs: [
        ("tintColor.r", 0), ("tintColor.g", 1), ("tintColor.b", 2), ("alpha", 3), ("alpha", 4),
        ("custom.x", 5), ("custom.x", 6),
      ])
    #expect(target.tintColor == nil && target.setsViewProperties)
    #expect(target.alpha == 3 && target.custom == [CustomOutput(name: "x", output: 5)])
  }
}

/// A header whose outputs hold fixed values, for reading a plan's values.
struct FixedHeader: ScrollDrivenHeader {
  var values: [Double]
  var time: Double { 0 }
  func value(at index: Int) -> Double { values[index] }
  func forEachValue(_ body: (Int, Double) throws -> Void) rethrows {
    for (index, value) in values.enumerated() { try body(index, value) }
  }
  func rawInput(_ input: Int) -> Double { 0 }
  var stateCount: Int { 0 }
  func isAnimating(state index: Int) -> Bool { false }
  var transitionCount: Int { 0 }
  var isAnyStateAnimating: Bool { false }
  var targets: [HeaderTarget] { [] }
  func inputIndex(named name: String) -> Int? { nil }
  func outputIndex(named key: String) -> Int? { nil }
  func paramIndex(named name: String) -> Int? { nil }
  mutating func setParam(_ index: Int, to value: Double) {}
  mutating func setParam(_ index: Int, to values: [Double]) throws(GraphError) {}
  mutating func setInput(_ input: Int, raw: Double) {}
  mutating func scroll(_ input: Int, toRaw raw: Double) {}
  mutating func drag(_ input: Int, by delta: Double) {}
  mutating func endScrolling(_ input: Int) {}
  mutating func advance(by seconds: Double) {}
  mutating func finishAnimations() {}
  mutating func reset() {}
}
