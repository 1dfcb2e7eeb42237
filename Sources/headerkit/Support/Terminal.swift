import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard error, for messages that are not diagnostics.
enum Terminal {
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// What a failed system call's error number means, in lower case words.
func errorText(_ code: Int32) -> String {
  guard let text = strerror(code) else { return "error \(code)" }
  return String(cString: text).lowercased()
}
