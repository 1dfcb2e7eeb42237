import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Makes sure the malloc interposer is loaded, re-running this executable
/// with `LD_PRELOAD` set when it is not, so that `swift run headerkit-bench`
/// counts allocations without any set-up.
enum Preload {
  static let library = "libMallocInterposerSwift.so"
  private static let marker = "HEADERKIT_BENCH_PRELOADED"

  /// Re-executes with the interposer preloaded, if it is not and it can be;
  /// returns only when no re-execution happened.
  static func ensureInterposer() {
    #if os(Linux)
    let environment = ProcessInfo.processInfo.environment
    let preloaded = environment["LD_PRELOAD"] ?? ""
    guard !preloaded.contains(library), environment[marker] == nil else { return }
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    let candidate = executable.deletingLastPathComponent().appendingPathComponent(library).path
    guard FileManager.default.fileExists(atPath: candidate) else { return }
    setenv("LD_PRELOAD", preloaded.isEmpty ? candidate : "\(candidate):\(preloaded)", 1)
    setenv(marker, "1", 1)
    let arguments = [executable.path] + CommandLine.arguments.dropFirst()
    var cArguments = arguments.map { strdup($0) }
    cArguments.append(nil)
    execv(executable.path, cArguments)
    // execv returns only on failure: carry on without counting.
    unsetenv("LD_PRELOAD")
    if !preloaded.isEmpty { setenv("LD_PRELOAD", preloaded, 1) }
    #endif
  }
}
