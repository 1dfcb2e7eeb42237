import Foundation

/// Runs the built `headerkit` binary, as a user would.
public enum CLI {
  /// What a run printed and how it ended.
  public struct Result: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
  }

  /// The directory of the running test binary, where SwiftPM also puts the
  /// package's executables.
  public static let buildDirectory: URL = {
    URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
  }()

  /// The path of an executable product built beside the tests.
  public static func executable(_ name: String = "headerkit") -> URL {
    buildDirectory.appendingPathComponent(name)
  }

  /// Runs `headerkit` with `arguments` in the package root and waits for it.
  /// - Parameter stdin: text written to its standard input, if any.
  public static func run(
    _ arguments: [String], executable name: String = "headerkit", stdin: String? = nil,
    environment: [String: String] = [:]
  ) throws -> Result {
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["SWIFT_BACKTRACE"] = "enable=no"
    for (key, value) in environment { env[key] = value }
    return try runProgram(
      executable(name), arguments, stdin: stdin.map { Data($0.utf8) }, environment: env)
  }

  /// Runs any program from the package root and waits for it.
  public static func runProgram(
    _ program: URL, _ arguments: [String], stdin: Data? = nil,
    environment: [String: String]? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.currentDirectoryURL = Fixtures.root
    if let environment { process.environment = environment }
    let output = Pipe()
    let error = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    // Read both pipes at once, before waiting: reading one to its end first
    // would deadlock once the child fills the other pipe's buffer (64 KiB).
    let errorReader = PipeReader(error.fileHandleForReading)
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = errorReader.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeReader: @unchecked Sendable {
  private var data = Data()
  private let done = DispatchSemaphore(value: 0)

  init(_ handle: FileHandle) {
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// Everything the pipe delivered, once its writer has closed it.
  func wait() -> Data {
    done.wait()
    return data
  }
}
