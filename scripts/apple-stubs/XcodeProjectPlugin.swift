// apple-typecheck: platforms macos
// Stub of Xcode's XcodeProjectPlugin, as much as HeaderKit's build plugin uses, for
// scripts/apple-typecheck (macOS only: plugins run on the Mac that builds). Written from its
// documentation and the module interface Xcode ships (XcodeProjectPlugin.swiftinterface):
//   https://developer.apple.com/documentation/xcodeprojectplugin
//   https://developer.apple.com/documentation/xcodeprojectplugin/xcodebuildtoolplugin
// plus the URL-based members that Xcode 16 added with PackagePlugin's (PackageDescription 6.0).
import Foundation
import PackagePlugin

public protocol XcodeBuildToolPlugin {
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodePluginContext {
  public var xcodeProject: XcodeProject { fatalError() }
  @available(_PackageDescription, introduced: 6.0)
  public var pluginWorkDirectoryURL: URL { fatalError() }
  public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
}

public struct XcodeTarget {
  public var displayName: String { fatalError() }
  public var inputFiles: FileList { fatalError() }
}

public struct XcodeProject {
  public var targets: [XcodeTarget] { fatalError() }
}
