import Foundation
import HeaderKitTestSupport
import Testing

/// The JSON other tools read from `headerkit eval`:
/// `{"formatVersion", "headerkitVersion", "spec", "input", "heldStates", "frames": [{"offset", "values": {"target.property": n}}]}`.
@Suite struct EvalJSONContractTests {
  static let twitterKeys: Set<String> = [
    "header.scaleX", "header.scaleY", "header.translateY", "header.zPosition", "avatar.scaleX",
    "avatar.scaleY", "avatar.translateY", "headerLabel.translateY", "headerBlur.alpha",
  ]

  @Test func shapeAndKeyOrder() throws {
    let result = try CLI.run([
      "eval", "Specs/twitter-profile.yaml", "--at", "0", "--format", "json",
    ])
    #expect(result.status == 0)
    // The top-level keys in this order, and each frame's offset before its values.
    let text = result.stdout
    let positions = [
      "\"formatVersion\"", "\"headerkitVersion\"", "\"spec\"", "\"input\"", "\"heldStates\"",
      "\"otherInputs\"", "\"frames\"", "\"offset\"", "\"values\"",
    ].map {
      text.range(of: $0)?.lowerBound
    }
    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    let json = try #require(EvalJSON(text))
    #expect(
      json.topLevelKeys == [
        "formatVersion", "headerkitVersion", "spec", "input", "heldStates", "otherInputs",
        "frames",
      ])
    #expect(json.spec == "twitter-profile")
    #expect(json.input == "scroll")
    #expect(json.frames.count == 1)
    #expect(json.frames[0].keys == ["offset", "values"])
  }

  @Test func everyAnimatedPropertyInEveryFrame() throws {
    let json = try #require(
      try evalJSON(["Specs/twitter-profile.yaml", "--from", "-120", "--to", "200", "--step", "8"]))
    #expect(json.frames.count == 41)
    for frame in json.frames { #expect(Set(frame.values.keys) == Self.twitterKeys) }
  }

  @Test func negativeSweepBounds() throws {
    let json = try #require(
      try evalJSON(["Specs/twitter-profile.yaml", "--from", "-120", "--to", "0", "--step", "40"]))
    #expect(json.frames.map(\.offset) == [-120, -80, -40, 0])
    // Pulling down by 120: scale 1 + 120/107 from the top edge, so moved down by 60.
    let pulled = json.frames[0].values
    #expect(close(pulled["header.scaleX"], 1 + 120.0 / 107))
    #expect(close(pulled["header.scaleY"], 1 + 120.0 / 107))
    #expect(close(pulled["header.translateY"], 60))
    #expect(close(pulled["headerLabel.translateY"], 95 + 120))
    #expect(pulled["headerBlur.alpha"] == 0 && pulled["header.zPosition"] == 0)
    #expect(pulled["avatar.scaleX"] == 1 && pulled["avatar.translateY"] == 0)
  }

  @Test func negativeOffsetList() throws {
    let json = try #require(try evalJSON(["Specs/twitter-profile.yaml", "--at", "-40,0,40"]))
    #expect(json.frames.map(\.offset) == [-40, 0, 40])
    let docked = json.frames[2].values
    // At the stop: moved up by 40, the avatar shrunk by 40/69/1.4 from its bottom, still in front.
    let shrink = 40.0 / 69 / 1.4
    #expect(close(docked["header.translateY"], -40))
    #expect(
      close(docked["avatar.scaleX"], 1 - shrink) && close(docked["avatar.scaleY"], 1 - shrink))
    #expect(close(docked["avatar.translateY"], 69 * shrink / 2))
    #expect(docked["header.zPosition"] == 0)
    #expect(close(docked["headerLabel.translateY"], 95 - 40))
  }

  @Test func insetInputTakesRawOffsets() throws {
    let json = try #require(
      try evalJSON(["Specs/fade-top-view.yaml", "--at", "-250,-200,-100,0,50"]))
    #expect(json.input == "scroll")
    let expected: [(translateY: Double, alpha: Double)] = [
      (0, 1), (0, 1), (-100, 0.5), (-200, 0), (-200, 0),
    ]
    #expect(json.frames.count == expected.count)
    for (frame, values) in zip(json.frames, expected) {
      #expect(Set(frame.values.keys) == ["topView.translateY", "topView.alpha"])
      #expect(close(frame.values["topView.translateY"], values.translateY), "at \(frame.offset)")
      #expect(close(frame.values["topView.alpha"], values.alpha), "at \(frame.offset)")
    }
  }

  @Test func listParamOverride() throws {
    let json = try #require(
      try evalJSON([
        "Specs/pinterest-pager.yaml", "--param", "tabWidths=[64, 88, 72]", "--at",
        "-375,0,375,562.5,750,1125",
      ]))
    #expect(json.input == "pager")
    // Tabs start at 12, 12 + 64 + 16 = 92 and 92 + 88 + 16 = 196.
    let leading = [12, 12, 92, 92 + (196 - 92) * 0.5, 196, 196]
    let width = [64, 64, 88, 88 + (72 - 88) * 0.5, 72, 72]
    for (index, frame) in json.frames.enumerated() {
      #expect(
        Set(frame.values.keys) == [
          "indicatorLeading.constant", "indicatorWidth.constant", "maskLeading.constant",
          "maskWidth.constant",
        ])
      #expect(close(frame.values["indicatorLeading.constant"], leading[index]))
      #expect(close(frame.values["indicatorWidth.constant"], width[index]))
      #expect(close(frame.values["maskLeading.constant"], leading[index]))
      #expect(close(frame.values["maskWidth.constant"], width[index]))
    }
  }

  @Test func scaleShorthandAndConstraintKeysAreCanonical() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write(
      "keys.yaml",
      """
      version: 1
      name: keys
      inputs:
        scroll: {}
      targets:
        box:
          scale: 1 + scroll / 100
          alpha: 0.5
        gap:
          kind: constraint
          constant: scroll * 2

      """)
    let json = try #require(try evalJSON([path, "--at", "-50,50"]))
    #expect(json.spec == "keys")
    for frame in json.frames {
      #expect(Set(frame.values.keys) == ["box.scaleX", "box.scaleY", "box.alpha", "gap.constant"])
      #expect(close(frame.values["box.scaleX"], 1 + frame.offset / 100))
      #expect(close(frame.values["box.scaleY"], 1 + frame.offset / 100))
      #expect(close(frame.values["gap.constant"], frame.offset * 2))
    }
  }
}
