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
    // The tests compile the same specs with HeaderKit, for the evaluator
    // whose params are set from a device size.
    .testTarget(
      name: "HeaderKitExampleTests",
      dependencies: [
        "HeaderKitExample",
        .product(name: "HeaderKit", package: "HeaderKit"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
