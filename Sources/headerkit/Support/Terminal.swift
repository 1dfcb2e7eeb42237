import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where output goes, and whether it may be coloured.
enum Terminal {
  /// Colour only on a terminal, and never when `NO_COLOR` is set.
  static var colorsStandardError: Bool {
    isatty(FileHandle.standardError.fileDescriptor) != 0
      && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// What a failed system call's error number means, in lower case words.
func errorText(_ code: Int32) -> String {
  guard let text = strerror(code) else { return "error \(code)" }
  return String(cString: text).lowercased()
}
