// swift-tools-version: 6.0
import PackageDescription

// An app's code as a package, laid out as the README says: the HeaderKit
// plugin on the app's target turns its specs into Swift; on the test target
// it compiles the tests of those same specs (their sidecars, golden timelines
// and traces, which stay beside them and never reach the app's bundle).
let package = Package(
  name: "HeaderKitExample",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    // An app writes .package(url: "https://github.com/headerkit/HeaderKit", from: "0.1.0").
    .package(name: "HeaderKit", path: "../..")
  ],
  targets: [
    // What ships in the app: the runtime, the driver and the bindings (whose UIKit screen,
    // HomeViewController, builds where UIKit is), no libyaml.
    .target(
      name: "HeaderKitExample",
      dependencies: [
        .product(name: "HeaderKitRuntime", package: "HeaderKit"),
        .product(name: "HeaderKitDriver", package: "HeaderKit"),
        .product(name: "HeaderKitUIKit", package: "HeaderKit"),
      ],
      plugins: [.plugin(name: "HeaderKitPlugin", package: "HeaderKit")]),
    // HeaderKitTesting needs no libyaml, so this target would link on iOS.
    .testTarget(
      name: "HeaderKitExampleTests",
      dependencies: [
        "HeaderKitExample",
        .product(name: "HeaderKitRuntime", package: "HeaderKit"),
        .product(name: "HeaderKitDriver", package: "HeaderKit"),
        .product(name: "HeaderKitTesting", package: "HeaderKit"),
      ],
      plugins: [.plugin(name: "HeaderKitPlugin", package: "HeaderKit")]),
  ],
  swiftLanguageModes: [.v6]
)
