// swift-tools-version: 6.0
// The benchmark, kept apart from the HeaderKit package so that an app that
// depends on HeaderKit resolves and builds none of it (malloc-interposer, the
// hand-written baselines, generated headers). Run it from this directory:
// `swift run -c release headerkit-bench` (docs/performance.md).
import Foundation
import PackageDescription

// A path dependency's identity is the last component of its path: the name of
// the directory the repository was cloned into.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
let rootIdentity = root.lastPathComponent

let package = Package(
  name: "HeaderKitBenchmarks",
  platforms: [.macOS(.v13), .iOS(.v16)],
  dependencies: [
    .package(path: ".."),
    .package(url: "https://github.com/ordo-one/malloc-interposer", from: "1.6.1"),
  ],
  targets: [
    // The seed specs the benchmark measures against hand-written code (links
    // to ../Specs), generated as an app would: by HeaderKitPlugin, settable.
    .target(
      name: "SeedHeaders",
      dependencies: [.product(name: "HeaderKitRuntime", package: rootIdentity)],
      plugins: [.plugin(name: "HeaderKitPlugin", package: rootIdentity)]
    ),
    // The same specs generated with --freeze-params, which HeaderKitPlugin
    // does not offer: same type names, told apart by the module.
    .target(
      name: "FrozenSeedHeaders",
      dependencies: [.product(name: "HeaderKitRuntime", package: rootIdentity)],
      plugins: ["FrozenHeadersPlugin"]
    ),
    .plugin(
      name: "FrozenHeadersPlugin", capability: .buildTool(),
      dependencies: [.product(name: "headerkit", package: rootIdentity)]
    ),
    .executableTarget(
      name: "headerkit-bench",
      dependencies: [
        "SeedHeaders", "FrozenSeedHeaders",
        .product(name: "HeaderKit", package: rootIdentity),
        .product(name: "HeaderKitRuntime", package: rootIdentity),
        .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
      ]
    ),
    // Runs the bench `swift test` builds beside it (not a dependency, which
    // would link the interposer into the tests): no allocation per frame or
    // event, in the debug build too.
    .testTarget(name: "BenchmarkTests"),
  ],
  swiftLanguageModes: [.v6]
)
