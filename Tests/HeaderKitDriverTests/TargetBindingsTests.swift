import GeneratedHeaders
import HeaderKitDriver
import HeaderKitRuntime
import Testing

/// Stand-ins for a view and a layout constraint.
final class FakeView {
  var alpha = 1.0
  var zPosition = 0.0
  var transform = ViewTransform.identity
  var width = 100.0, height = 40.0
}

final class FakeConstraint {
  var constant = 0.0
}

@Suite struct TargetBindingsTests {
  /// Tiki after a drag of 10: height 78, open = (78 − 44) / 44, the logo's
  /// alpha that, the search field's trailing (375 − 327) · (1 − open) + 8.
  @Test func tikiValuesReachTheirViews() throws {
    var bindings = TargetBindings<FakeView, FakeConstraint>(
      plan: try BindingPlan(header: TikiHomeHeader()))
    let height = FakeConstraint()
    let trailing = FakeConstraint()
    let logo = FakeView()
    let logoCopy = FakeView()
    try bindings.bindConstraint("headerHeight", to: height)
    try bindings.bindElement("logo", to: logo)
    #expect(bindings.unboundTargets == ["searchTrailing"])
    try bindings.bindConstraint("searchTrailing", to: trailing)
    try bindings.bindElement("logo", to: logoCopy)
    #expect(bindings.unboundTargets.isEmpty)

    var header = TikiHomeHeader()
    header.drag(0, by: 10)
    bindings.apply(header) {
      ($0.width, $0.height)
    } element: { view, values in
      if let alpha = values.alpha { view.alpha = alpha }
      if let transform = values.transform { view.transform = transform }
    } constraint: { constraint, constant in
      constraint.constant = constant
    }
    let open = (78.0 - 44) / 44
    #expect(height.constant == 78)
    #expect(abs(logo.alpha - open) <= 1e-15)
    #expect(logoCopy.alpha == logo.alpha)
    #expect(logo.transform == .identity)
    #expect(abs(trailing.constant - (48 * (1 - open) + 8)) <= 1e-12)
  }

  /// Twitter pulled down by 53.5: the header scales by 1 + 53.5/107 = 1.5
  /// about its top edge, so a 375 × 107 view's centre moves down by
  /// 53.5 · 0.5 = 26.75, and a 375 × 200 one's by 100 · 0.5 = 50: the size
  /// each view has decides its transform.
  @Test func transformsUseEachViewsSize() throws {
    var bindings = TargetBindings<FakeView, FakeConstraint>(
      plan: try BindingPlan(header: TwitterProfileHeader()))
    let (short, tall) = (FakeView(), FakeView())
    (short.width, short.height) = (375, 107)
    (tall.width, tall.height) = (375, 200)
    try bindings.bindElement("header", to: short)
    try bindings.bindElement("header", to: tall)
    var header = TwitterProfileHeader()
    header.setInput(0, raw: -53.5)
    bindings.apply(header) {
      ($0.width, $0.height)
    } element: { view, values in
      view.transform = values.transform ?? .identity
    } constraint: { _, _ in
    }
    #expect(short.transform == ViewTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: 0, ty: 26.75))
    #expect(tall.transform == ViewTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: 0, ty: 50))
  }

  @Test func bindingErrors() throws {
    var bindings = TargetBindings<FakeView, FakeConstraint>(
      plan: try BindingPlan(header: TikiHomeHeader()))
    #expect(throws: BindingError.notAConstraint("logo")) {
      try bindings.bindConstraint("logo", to: FakeConstraint())
    }
    #expect(throws: BindingError.notAnElement("headerHeight")) {
      try bindings.bindElement("headerHeight", to: FakeView())
    }
    let unknown = BindingError.unknownTarget(
      "logoo", known: ["headerHeight", "logo", "searchTrailing"])
    #expect(throws: unknown) { try bindings.bindElement("logoo", to: FakeView()) }
    #expect(
      unknown.description
        == "the header has no target 'logoo'; its targets: headerHeight, logo, searchTrailing")
    #expect(bindings.unboundTargets == ["headerHeight", "logo", "searchTrailing"])
  }
}
