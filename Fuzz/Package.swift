// swift-tools-version: 6.0
// The libFuzzer target, kept apart from the HeaderKit package so that
// `swift build` and `swift test` there never see it. Build and run it with
// `scripts/fuzz.sh SECONDS`.
import Foundation
import PackageDescription

// A path dependency's identity is the last component of its path: the name of
// the directory the repository was cloned into.
let root = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
let rootIdentity = root.lastPathComponent

let package = Package(
  name: "HeaderKitFuzz",
  dependencies: [.package(path: "..")],
  targets: [
    .executableTarget(
      name: "headerkit-fuzz",
      // The products an app or tool uses: HeaderKit brings the HeaderKitVisual
      // module (plots, filmstrips, preview pages) with the authoring one.
      dependencies: [
        .product(name: "HeaderKit", package: rootIdentity),
        .product(name: "HeaderKitRuntime", package: rootIdentity),
        .product(name: "HeaderKitTesting", package: rootIdentity),
      ],
      path: "Sources/HeaderKitFuzz"
    )
  ],
  swiftLanguageModes: [.v6]
)
