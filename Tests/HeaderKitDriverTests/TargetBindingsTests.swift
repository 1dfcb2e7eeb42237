import GeneratedHeaders
import HeaderKitDriver
import HeaderKitRuntime
import Testing

/// Stand-ins for a view and a layout constraint.
final class FakeView {
  var alpha = 1.0
  var zPosition = 0.0
  var transform = ViewTransform.identity
}

final class FakeConstraint {
  var constant = 0.0
}

@Suite struct TargetBindingsTests {
  /// Tiki after a drag of 10: height 78, open = (78 − 44) / 44, the logo's
  /// alpha that, the search field's trailing (375 − 327) · (1 − open) + 8.
  @Test func tikiValuesReachTheirViews() throws {
    var bindings = TargetBindings<FakeView, FakeConstraint>(
      plan: try BindingPlan(outputKeys: TikiHomeHeader.outputKeys))
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
    bindings.apply(header) { view, values in
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

  @Test func bindingErrors() throws {
    var bindings = TargetBindings<FakeView, FakeConstraint>(
      plan: try BindingPlan(outputKeys: TikiHomeHeader.outputKeys))
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
