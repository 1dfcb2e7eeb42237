import Foundation
import HeaderKitTestSupport

#if canImport(Glibc)
import Glibc
#endif

/// Runs `headerkit` with its standard error on a pseudo-terminal, as in a
/// terminal window, and its standard output on a pipe. `NO_COLOR` is unset
/// unless `environment` sets it.
func runOnTerminal(_ arguments: [String], environment: [String: String] = [:]) throws
  -> TerminalResult
{
  struct NoTerminal: Error {}
  // A pseudo-terminal pair, the Linux way: Glibc's posix_openpt, grantpt and
  // ptsname are hidden from Swift, so /dev/ptmx is unlocked (TIOCSPTLCK)
  // and its number read (TIOCGPTN) with ioctl.
  let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
  guard master >= 0 else { throw NoTerminal() }
  defer { close(master) }
  let setLock: UInt = 0x4004_5431  // _IOW('T', 0x31, int)
  let getNumber: UInt = 0x8004_5430  // _IOR('T', 0x30, unsigned int)
  var unlocked: CInt = 0
  var number: CUnsignedInt = 0
  guard ioctl(master, setLock, &unlocked) == 0, ioctl(master, getNumber, &number) == 0 else {
    throw NoTerminal()
  }
  let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
  guard slave >= 0 else { throw NoTerminal() }

  var env = ProcessInfo.processInfo.environment
  for key in ["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE"] { env[key] = nil }
  env["SWIFT_BACKTRACE"] = "enable=no"
  for (key, value) in environment { env[key] = value }
  let process = Process()
  process.executableURL = CLI.executable()
  process.arguments = arguments
  process.currentDirectoryURL = Fixtures.root
  process.environment = env
  let output = Pipe()
  process.standardOutput = output
  process.standardInput = FileHandle.nullDevice
  process.standardError = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
  try process.run()
  close(slave)
  // The terminal reads as ended (EIO) once the child has closed it.
  var error: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  while true {
    let count = read(master, &buffer, buffer.count)
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { break }
    error += buffer[..<count]
  }
  let stdout = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return TerminalResult(
    status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
    stderr: String(decoding: error, as: UTF8.self))
}

/// What a run on a terminal printed, and how it ended.
struct TerminalResult {
  var status: Int32
  var stdout: String
  /// What the terminal showed: standard error, line breaks as CR LF.
  var stderr: String
}
