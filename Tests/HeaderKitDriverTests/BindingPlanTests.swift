import GeneratedHeaders
import HeaderKitDriver
import HeaderKitRuntime
import Testing

/// Output keys to targets and slots, and each frame's values per target.
@Suite struct BindingPlanTests {
  @Test func twitterTargetsAndSlots() throws {
    let plan = try BindingPlan(outputKeys: TwitterProfileHeader.outputKeys)
    #expect(plan.targets.map(\.name) == ["header", "avatar", "headerLabel", "headerBlur"])
    let header = try #require(plan.target(named: "header"))
    #expect(header.translateY == 0 && header.scaleX == 1 && header.scaleY == 2)
    #expect(header.zPosition == 3 && header.alpha == nil && header.rotation == nil)
    #expect(!header.isConstraint)
    #expect(plan.target(named: "headerBlur")?.alpha == 8)
    #expect(plan.target(named: "nothing") == nil)
  }

  @Test func constraintTargets() throws {
    let plan = try BindingPlan(outputKeys: TikiHomeHeader.outputKeys)
    #expect(plan.targets.map(\.name) == ["headerHeight", "logo", "searchTrailing"])
    #expect(plan.target(named: "headerHeight")?.constant == 0)
    #expect(plan.target(named: "searchTrailing")?.isConstraint == true)
    #expect(plan.target(named: "logo")?.isConstraint == false)
  }

  /// A pull-down of 107 (the header's height): scale 1 + 107/107 = 2,
  /// moved down by half the growth, 53.5; zPosition 0 until docked.
  @Test func pullDownValues() throws {
    let plan = try BindingPlan(outputKeys: TwitterProfileHeader.outputKeys)
    var header = TwitterProfileHeader()
    header.setInput(0, raw: -107)
    let values = try #require(plan.target(named: "header")).elementValues(in: header)
    #expect(values.transform == ViewTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 53.5))
    #expect(values.zPosition == 0)
    #expect(values.alpha == nil)
  }

  /// At 60: docked (zPosition 2, translateY −headerStop = −40); the white
  /// label at max(−35, 95 − 60) = 35; the blur still transparent; no
  /// transform where a target binds only alpha.
  @Test func dockedValues() throws {
    let plan = try BindingPlan(outputKeys: TwitterProfileHeader.outputKeys)
    var header = TwitterProfileHeader()
    header.setInput(0, raw: 60)
    let docked = try #require(plan.target(named: "header")).elementValues(in: header)
    #expect(
      docked
        == ElementValues(
          zPosition: 2, transform: ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: -40)))
    let label = try #require(plan.target(named: "headerLabel")).elementValues(in: header)
    #expect(label.transform == ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 35))
    #expect(plan.target(named: "headerBlur")?.elementValues(in: header) == ElementValues(alpha: 0))
  }

  @Test(arguments: [
    (["noDot"], BindingError.malformedKey("noDot")),
    ([".alpha"], .malformedKey(".alpha")),
    (["a.width"], .unknownProperty("a.width")),
    (["a.alpha", "a.alpha"], .duplicateKey("a.alpha")),
    (["a.constant", "a.alpha"], .mixedKinds("a")),
    (["a.alpha", "a.constant"], .mixedKinds("a")),
  ])
  func malformedKeys(keys: [String], error: BindingError) {
    #expect(throws: error) { try BindingPlan(outputKeys: keys) }
  }

  /// A colour's four channel outputs make one colour; the layer's numbers
  /// and custom numbers have outputs of their own.
  @Test func coloursLayerNumbersAndCustomNumbers() throws {
    let keys = [
      "bar.alpha", "bar.cornerRadius", "bar.backgroundColor.r", "bar.backgroundColor.g",
      "bar.backgroundColor.b", "bar.backgroundColor.a", "bar.custom.statusBarStyle",
      "height.constant", "height.custom.weight",
    ]
    let plan = try BindingPlan(outputKeys: keys)
    #expect(plan.targets.map(\.name) == ["bar", "height"])
    let bar = try #require(plan.target(named: "bar"))
    #expect(bar.cornerRadius == 1 && bar.tintColor == nil)
    #expect(bar.backgroundColor == ColorOutputs(red: 2, green: 3, blue: 4, alpha: 5))
    #expect(bar.custom == [CustomOutput(name: "statusBarStyle", output: 6)])
    let height = try #require(plan.target(named: "height"))
    #expect(height.isConstraint && height.custom.map(\.output) == [8])

    let header = FixedHeader(values: [0.5, 12, 1, 0.5, 0, 0.25, 1, 88, 700])
    let values = bar.elementValues(in: header)
    #expect(values.alpha == 0.5 && values.cornerRadius == 12 && values.borderWidth == nil)
    #expect(values.backgroundColor == HeaderColor(red: 1, green: 0.5, blue: 0, alpha: 0.25))
    #expect(values.textColor == nil)
    #expect(bar.custom("statusBarStyle", in: header) == 1)
    #expect(bar.custom("other", in: header) == nil)
    #expect(height.custom("weight", in: header) == 700)
  }

  @Test(arguments: [
    (["a.tintColor.r", "a.tintColor.g", "a.tintColor.b"], BindingError.incompleteColor("a.tintColor")),
    (["a.tintColor.r", "a.tintColor.r"], .duplicateKey("a.tintColor.r")),
    (["a.custom.x", "a.custom.x"], .duplicateKey("a.custom.x")),
    (["a.constant", "a.cornerRadius"], .mixedKinds("a")),
    (
      ["a.constant", "a.textColor.r", "a.textColor.g", "a.textColor.b", "a.textColor.a"],
      .mixedKinds("a")
    ),
    (["a.fillColor.r"], .unknownProperty("a.fillColor.r")),
  ])
  func malformedColourKeys(keys: [String], error: BindingError) {
    #expect(throws: error) { try BindingPlan(outputKeys: keys) }
  }

  /// Target names may hold dots of their own: the property is after the last.
  @Test func dottedTargetName() throws {
    let plan = try BindingPlan(outputKeys: ["card.title.alpha"])
    #expect(plan.target(named: "card.title")?.alpha == 0)
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
  func isAnimating(state index: Int) -> Bool { false }
  mutating func setInput(_ input: Int, raw: Double) {}
  mutating func scroll(_ input: Int, toRaw raw: Double) {}
  mutating func drag(_ input: Int, by delta: Double) {}
  mutating func endScrolling(_ input: Int) {}
  mutating func advance(by seconds: Double) {}
  mutating func reset() {}
}
