// headerkit-bench: HeaderKit against hand-written scroll handlers, load time
// and scaling. See `headerkit-bench --help` and docs/performance.md.
import Foundation
import HeaderKitRuntime

let options: BenchOptions
do {
  options = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch is BenchOptions.HelpRequested {
  print(BenchOptions.usage)
  exit(0)
} catch {
  FileHandle.standardError.write(Data("headerkit-bench: \(error)\n".utf8))
  exit(64)
}

// A profiled run must stay in this process (valgrind does not follow exec).
if options.profileSpec == nil { Preload.ensureInterposer() }

/// Progress goes to standard error so that `--json` output stays clean.
func progress(_ step: String) {
  FileHandle.standardError.write(Data("headerkit-bench: \(step)…\n".utf8))
}

do {
  // Calibrate first, outside any measured region.
  _ = AllocationCounter.calibration
  if let spec = options.profileSpec {
    let evaluator = try Profile.evaluator(spec)
    let start = Clock.now()
    let (checksum, unit) = try Profile.run(
      options, evaluator: evaluator, name: SpecFiles.name(of: spec))
    Sink.consume(checksum)
    let nanoseconds = Double(Clock.now() - start) / Double(options.profileFrames)
    print(
      "\(evaluator.graph.name): \(options.profileFrames) \(unit), \(Targets.format(nanoseconds)) ns each"
    )
    exit(0)
  }
  if options.allocationsOnly {
    guard AllocationCounter.isActive else {
      throw BenchError(
        "the malloc interposer is not loaded: run with LD_PRELOAD=\(Preload.library) from the build directory"
      )
    }
    let reports = try AllocationAudit.run(specsDirectory: options.specsDirectory)
    if options.json {
      print(ReportJSON.allocationsOnly(reports, machine: .current()).text())
    } else {
      print(ReportText.allocations(reports), terminator: "")
    }
    exit(reports.allSatisfy { $0.total == 0 } ? 0 : 1)
  }
  if Machine.buildConfiguration == "debug" {
    FileHandle.standardError.write(
      Data(
        "headerkit-bench: a debug build; run 'swift run -c release headerkit-bench' for figures\n"
          .utf8))
  }
  let results = try BenchRun.all(options, progress: progress)
  print(options.json ? ReportJSON.full(results).text() : ReportText.full(results))
} catch {
  FileHandle.standardError.write(Data("headerkit-bench: \(error)\n".utf8))
  exit(1)
}
