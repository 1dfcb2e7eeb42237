import Foundation

/// What the figures were measured on.
struct Machine {
  var cpu: String
  var cores: Int
  var system: String
  var build: String
  /// The 1-minute load average when the run started and ended.
  var loadAverage: Double?

  static func current() -> Machine {
    Machine(
      cpu: cpuModel() ?? "unknown CPU",
      cores: ProcessInfo.processInfo.activeProcessorCount,
      system: ProcessInfo.processInfo.operatingSystemVersionString,
      build: buildConfiguration,
      loadAverage: loadAverage())
  }

  /// One line: CPU, cores, OS, build.
  var summary: String {
    "\(cpu), \(cores) cores, \(system), Swift \(Machine.swiftVersion) \(build) build"
  }

  static var buildConfiguration: String {
    #if DEBUG
    "debug"
    #else
    "release"
    #endif
  }

  static var swiftVersion: String {
    #if compiler(>=6.3)
    "6.3"
    #elseif compiler(>=6.2)
    "6.2"
    #elseif compiler(>=6.1)
    "6.1"
    #else
    "6.0"
    #endif
  }

  /// The first `model name` in /proc/cpuinfo.
  private static func cpuModel() -> String? {
    guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix("model name") {
      if let colon = line.firstIndex(of: ":") {
        return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      }
    }
    return nil
  }

  /// The 1-minute load average from /proc/loadavg.
  static func loadAverage() -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else {
      return nil
    }
    return text.split(separator: " ").first.flatMap { Double($0) }
  }
}
