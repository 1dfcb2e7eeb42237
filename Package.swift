// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "HeaderKit",
  platforms: [.macOS(.v13), .iOS(.v16)],
  products: [
    // What an app links: the compiled graph and its evaluator, without libyaml.
    .library(name: "HeaderKitRuntime", targets: ["HeaderKitRuntime"]),
    // Authoring: read, validate, compile, lint, evaluate and test specs
    // (HeaderKit on top of HeaderKitCompiler, which it re-exports), and draw
    // them: plots, filmstrips and preview pages (HeaderKitVisual: `headerkit
    // plot`, `filmstrip`, `preview`), which the fuzz package (Fuzz/) exercises too.
    .library(name: "HeaderKit", targets: ["HeaderKit", "HeaderKitVisual"]),
    // Assertions for app test targets (XCTest and Swift Testing).
    .library(name: "HeaderKitTesting", targets: ["HeaderKitTesting"]),
    // Drives a header from a scroll view's callbacks and a display link, and
    // plans which output goes to which view property; platform-neutral.
    .library(name: "HeaderKitDriver", targets: ["HeaderKitDriver"]),
    // UIKit and SwiftUI bindings over HeaderKitDriver (Apple platforms only).
    .library(name: "HeaderKitUIKit", targets: ["HeaderKitUIKit"]),
    // Generates Swift for every spec in a target at build time.
    .plugin(name: "HeaderKitPlugin", targets: ["HeaderKitPlugin"]),
    .executable(name: "headerkit", targets: ["headerkit"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    // `swift package generate-documentation` (DocC catalogs in Sources/*/*.docc).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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
    // Reading and compiling specs: YAML reading, the spec model, loading,
    // expressions, validation, the compiler, Swift generation and compiled
    // tests (with the traces and golden timelines they resolve); all that
    // the plugin's tool links.
    .target(
      name: "HeaderKitCompiler",
      dependencies: ["HeaderKitDiagnostics", "HeaderKitYAML", "HeaderKitRuntime"]
    ),
    // Authoring on top of the compiler: lint, evaluation helpers, the test
    // runner, graph locations and output formatting.
    .target(
      name: "HeaderKit",
      dependencies: ["HeaderKitCompiler", "HeaderKitDiagnostics", "HeaderKitRuntime"]
    ),
    .target(name: "HeaderKitTesting", dependencies: ["HeaderKitRuntime"]),
    // Scroll-view driver, simulator and binding plan: pure Swift, no Foundation.
    .target(name: "HeaderKitDriver", dependencies: ["HeaderKitRuntime"]),
    // Every file behind `#if canImport(UIKit)` or `canImport(SwiftUI)`: empty on Linux.
    .target(name: "HeaderKitUIKit", dependencies: ["HeaderKitDriver", "HeaderKitRuntime"]),
    // `headerkit-build generate` for each spec of the target it is applied
    // to, `compile --tests` for the specs a test target tests.
    .plugin(
      name: "HeaderKitPlugin", capability: .buildTool(), dependencies: ["headerkit-build"]),
    // The plugin's tool: what `headerkit generate` and `compile --tests`
    // write, byte for byte, linking the compiler alone (no ArgumentParser,
    // no HeaderKitVisual), so that an app's first build stays short.
    .executableTarget(
      name: "headerkit-build",
      dependencies: ["HeaderKitCompiler", "HeaderKitDiagnostics", "HeaderKitYAML"]),
    // Plots, filmstrips and preview pages.
    .target(name: "HeaderKitVisual", dependencies: ["HeaderKit"]),
    .executableTarget(
      name: "headerkit",
      dependencies: [
        "HeaderKit", "HeaderKitVisual",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Test-only: `headerkit generate` of every bundled spec and generator
    // fixture, settable and frozen (scripts/generate-headers.sh), which tests
    // hold to the evaluator. The benchmark (Benchmarks/) generates its own.
    .target(
      name: "GeneratedHeaders", dependencies: ["HeaderKitRuntime"], path: "Tests/GeneratedHeaders"),
    // Helpers shared by test targets: fixture paths and running the built CLI.
    .target(name: "HeaderKitTestSupport", path: "Tests/HeaderKitTestSupport"),
    .testTarget(name: "HeaderKitYAMLTests", dependencies: ["HeaderKitYAML"]),
    .testTarget(
      name: "HeaderKitRuntimeTests",
      dependencies: [
        "HeaderKitRuntime", "HeaderKitTestSupport",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(
      name: "HeaderKitTests",
      dependencies: [
        "HeaderKit", "HeaderKitCompiler", "HeaderKitTestSupport", "GeneratedHeaders",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ]
    ),
    .testTarget(name: "HeaderKitCLITests", dependencies: ["HeaderKit", "HeaderKitTestSupport"]),
    .testTarget(
      name: "HeaderKitTestingTests",
      dependencies: ["HeaderKitTesting", "HeaderKitTestSupport", "GeneratedHeaders"]),
    .testTarget(
      name: "HeaderKitDriverTests",
      dependencies: [
        "HeaderKitDriver", "HeaderKit", "HeaderKitDiagnostics", "HeaderKitTestSupport",
        "GeneratedHeaders",
      ]),
    .testTarget(
      name: "HeaderKitVisualTests", dependencies: ["HeaderKitVisual", "HeaderKitTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
