// apple-typecheck: platforms macos
// Stub of SwiftPM's PackagePlugin, as much as HeaderKit's build plugin uses, for
// scripts/apple-typecheck. A plugin is built for the host, a Mac in Xcode, so this module exists
// in the macOS check only. Written from its documentation and public declarations:
//   https://developer.apple.com/documentation/packageplugin
//   https://github.com/swiftlang/swift-package-manager/tree/main/Sources/Runtimes/PackagePlugin
//     (Protocols.swift, Plugin.swift, Context.swift, Command.swift, PackageModel.swift,
//     Utilities.swift, Diagnostics.swift)
// The URL-based API is `@available(_PackageDescription, introduced: 6.0)`, as there: the check
// passes the package's tools version (-package-description-version), as SwiftPM does.
import Foundation

public protocol Plugin {
  init()
}

extension Plugin {
  /// Main entry point of the plugin (`@main`).
  public static func main() async throws { fatalError() }
}

public protocol BuildToolPlugin: Plugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command]
}

public struct PluginContext {
  @available(_PackageDescription, introduced: 6.0)
  public var pluginWorkDirectoryURL: URL { fatalError() }
  public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }

  public struct Tool {
    public var name: String { fatalError() }
    @available(_PackageDescription, introduced: 6.0)
    public var url: URL { fatalError() }
  }
}

public protocol Target {
  var name: String { get }
  var dependencies: [TargetDependency] { get }
}

extension Target {
  @available(_PackageDescription, introduced: 5.9)
  public var sourceModule: SourceModuleTarget? { fatalError() }
}

public enum TargetDependency {
  case target(Target)
  case product(Product)
}

public protocol Product {}

public protocol SourceModuleTarget: Target {
  var kind: ModuleKind { get }
  var sourceFiles: FileList { get }
}

public enum ModuleKind {
  case generic
  case executable
  @available(_PackageDescription, introduced: 5.8)
  case snippet
  case test
  @available(_PackageDescription, introduced: 5.9)
  case macro
}

public struct FileList: Sequence {
  public struct Iterator: IteratorProtocol {
    public mutating func next() -> File? { fatalError() }
  }
  public func makeIterator() -> FileList.Iterator { fatalError() }
}

@available(_PackageDescription, introduced: 5.10)
extension FileList: RandomAccessCollection {
  public var startIndex: Int { fatalError() }
  public var endIndex: Int { fatalError() }
  public subscript(i: Int) -> File { fatalError() }
}

public struct File {
  @available(_PackageDescription, introduced: 6.0)
  public var url: URL { fatalError() }
  public var type: FileType { fatalError() }
}

public enum FileType {
  case source
  case header
  case resource
  case unknown
}

public struct Diagnostics {
  public static func error(_ message: String, file: String? = #file, line: Int? = #line) {}
  public static func warning(_ message: String, file: String? = #file, line: Int? = #line) {}
}

public enum Command {
  @available(_PackageDescription, introduced: 6.0)
  case buildCommand(
    displayName: String?, executable: URL, arguments: [String],
    environment: [String: String] = [:], inputFiles: [URL] = [], outputFiles: [URL] = [])
  @available(_PackageDescription, introduced: 6.0)
  case prebuildCommand(
    displayName: String?, executable: URL, arguments: [String],
    environment: [String: String] = [:], outputFilesDirectory: URL)
}
