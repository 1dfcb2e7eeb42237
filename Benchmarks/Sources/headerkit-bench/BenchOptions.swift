import Foundation

/// The command line: `headerkit-bench [--json] [--allocations] [--quick] [--specs DIR]`.
struct BenchOptions {
  /// Print one JSON object instead of tables.
  var json = false
  /// Only count allocations of every spec (seconds, even in a debug build).
  var allocationsOnly = false
  /// Fewer runs and a smaller scaling grid: a smoke test, not figures to quote.
  var quick = false
  /// Where the seed specs are.
  var specsDirectory = BenchOptions.bundledSpecs
  /// The repository's Specs/, found from this file, so that the bench runs
  /// from any directory (Benchmarks/Sources/headerkit-bench/ is three down).
  static let bundledSpecs = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Specs").path
  /// Only evaluate this spec (a path) frame by frame, for a profiler.
  var profileSpec: String?
  /// How many frames `--profile` evaluates.
  var profileFrames = 1_000_000
  /// The Tiki events `--profile` sends instead of frames: drag, end or frame.
  var profileEvents: String?
  /// Whether `--profile` jumps to random offsets instead of scrolling.
  var profileJumps = false
  /// Whether `--profile` runs the spec's hand-written counterpart instead.
  var profileHandwritten = false
  /// Whether `--profile` runs the spec's generated code (`headerkit generate`) instead.
  var profileGenerated = false
  /// Whether `--profile --generated` runs the `--freeze-params` twin instead.
  var profileFrozen = false

  static let usage = """
    OVERVIEW: Benchmarks HeaderKit against hand-written scroll handlers.

    Measures per-frame evaluation of each seed spec against a hand-written
    Swift function computing the same values, the Tiki header per event,
    heap allocations per frame and per event, load times, and how evaluation
    scales with tracks and keyframes. Run it in release from Benchmarks/:

      swift run -c release headerkit-bench
      swift run -c release headerkit-bench --json > bench.json

    To profile one spec's evaluation alone (e.g. with valgrind's callgrind,
    which counts instructions reproducibly on a busy machine):

      valgrind --tool=callgrind .build/release/headerkit-bench \\
        --profile ../Specs/twitter-profile.yaml --frames 100000

    USAGE: headerkit-bench [--json] [--allocations] [--quick] [--specs DIR]
           headerkit-bench --profile SPEC [--frames N] [--jumps | --events [KIND]] [--handwritten | --generated [--frozen]]

    OPTIONS:
      --json          Print every figure in one JSON object.
      --allocations   Only count heap allocations per frame and per event of
                      every spec in the specs directory (fast; any build).
      --quick         Fewer runs and a smaller scaling grid (a smoke test).
      --specs DIR     The directory of specs (default: the repository's Specs).
      --profile SPEC  Only evaluate SPEC frame by frame, continuously.
      --frames N      Frames for --profile (default: 1000000).
      --jumps         With --profile, frames at random offsets.
      --events [KIND] With --profile, Tiki events instead of frames: drag
                      (200 points down and back up, the default), end (a
                      snap starts; 20 untimed drags before each 8) or frame
                      (animation frames of a snap, 23 after each end).
      --handwritten   With --profile, run the seed's hand-written function
                      (or, with --events, Tiki's controller) instead, to
                      compare instruction counts.
      --generated     With --profile, run the spec's generated code (the
                      SeedHeaders target, HeaderKitPlugin's) instead.
      --frozen        With --generated, the code generated with
                      --freeze-params (FrozenSeedHeaders), params as literals.
      -h, --help      Show this help.
    """

  /// Parses `arguments` (without the executable).
  static func parse(_ arguments: [String]) throws -> BenchOptions {
    var options = BenchOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": options.json = true
      case "--allocations": options.allocationsOnly = true
      case "--quick": options.quick = true
      case "--specs":
        guard let directory = remaining.popFirst() else {
          throw BenchError("--specs needs a directory")
        }
        options.specsDirectory = directory
      case "--profile":
        guard let spec = remaining.popFirst() else {
          throw BenchError("--profile needs a spec path")
        }
        options.profileSpec = spec
      case "--frames":
        guard let text = remaining.popFirst(), let frames = Int(text), frames > 0 else {
          throw BenchError("--frames needs a positive number")
        }
        options.profileFrames = frames
      case "--events":
        // An optional kind: drags by default.
        if let kind = remaining.first, !kind.hasPrefix("-") {
          options.profileEvents = kind
          remaining.removeFirst()
        } else {
          options.profileEvents = "drag"
        }
      case "--jumps": options.profileJumps = true
      case "--handwritten": options.profileHandwritten = true
      case "--generated": options.profileGenerated = true
      case "--frozen": options.profileFrozen = true
      case "-h", "--help": throw HelpRequested()
      default: throw BenchError("unknown option '\(argument)'; see --help")
      }
    }
    return options
  }

  struct HelpRequested: Error {}
}
