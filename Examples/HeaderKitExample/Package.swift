// swift-tools-version: 6.0
import PackageDescription

// An app's code as a package: two bundled specs turned into Swift by the
// HeaderKit plugin, driven through HeaderKitDriver with stand-in views.
let package = Package(
  name: "HeaderKitExample",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    // An app writes .package(url: "https://github.com/headerkit/HeaderKit", from: "0.1.0").
    .package(name: "HeaderKit", path: "../..")
  ],
  targets: [
    // What ships in the app: the runtime and the driver, no libyaml.
    .target(
      name: "HeaderKitExample",
      dependencies: [
        .product(name: "HeaderKitRuntime", package: "HeaderKit"),
        .product(name: "HeaderKitDriver", package: "HeaderKit"),
      ],
      plugins: [.plugin(name: "HeaderKitPlugin", package: "HeaderKit")]),
    // The tests check the generated headers against the specs' own cases
    // and golden timelines, compiled to JSON (`headerkit compile --tests`):
    // HeaderKitTesting needs no libyaml, so this target would link on iOS.
    .testTarget(
      name: "HeaderKitExampleTests",
      dependencies: [
        "HeaderKitExample",
        .product(name: "HeaderKitRuntime", package: "HeaderKit"),
        .product(name: "HeaderKitDriver", package: "HeaderKit"),
        .product(name: "HeaderKitTesting", package: "HeaderKit"),
      ],
      resources: [.copy("CompiledTests")]),
  ],
  swiftLanguageModes: [.v6]
)
