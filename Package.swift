// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HeaderKit",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    .library(name: "HeaderKitRuntime", targets: ["HeaderKitRuntime"]),
    .library(name: "HeaderKit", targets: ["HeaderKit"]),
    .executable(name: "headerkit", targets: ["headerkit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    // The system libyaml (`libyaml-dev`), seen only by HeaderKitYAML.
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    // Source locations and diagnostics shared by every authoring layer.
    .target(name: "HeaderKitDiagnostics"),
    // A thin wrapper over libyaml's event parser: a flat, located document tree.
    .target(name: "HeaderKitYAML", dependencies: ["CYAML", "HeaderKitDiagnostics"]),
    // The compiled graph and its evaluator; links on any platform, without libyaml.
    .target(name: "HeaderKitRuntime"),
    // Authoring: spec model, validation, expressions, compiler, lint.
    .target(
      name: "HeaderKit",
      dependencies: ["HeaderKitDiagnostics", "HeaderKitYAML", "HeaderKitRuntime"]
    ),
    .executableTarget(
      name: "headerkit",
      dependencies: ["HeaderKit", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    .testTarget(name: "HeaderKitYAMLTests", dependencies: ["HeaderKitYAML"]),
    .testTarget(name: "HeaderKitRuntimeTests", dependencies: ["HeaderKitRuntime"]),
    .testTarget(name: "HeaderKitTests", dependencies: ["HeaderKit"]),
  ],
  swiftLanguageModes: [.v6]
)
