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
}
