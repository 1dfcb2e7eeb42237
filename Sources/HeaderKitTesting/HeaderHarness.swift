public import Foundation
public import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

/// A header spec loaded for assertions in an app's XCTest or Swift Testing suite.
///
/// ```swift
/// import HeaderKitTesting
/// import Testing
///
/// @Test func profileHeaderDocks() throws {
///   let header = try HeaderHarness(resource: "twitter-profile", bundle: .module)
///   header.expect("header.translateY", at: 40, equals: -40)
///   header.expect(["avatar.scaleX": 0.585921, "headerBlur.alpha": 0], at: 40, tolerance: 1e-6)
///   header.expectGoldenTimeline()
/// }
/// ```
///
/// Every `expect…` records a failure at the line that called it (an `Issue`
/// under Swift Testing, `XCTFail` under XCTest) saying what was expected and
/// what the header gave; it never throws or stops the test.
public struct HeaderHarness: Sendable {
  /// The spec's file.
  public let path: String
  /// The spec and its compiled graph.
  public let compiled: CompiledSpec

  /// The spec's name, which prefixes failure messages.
  public var name: String { compiled.graph.name }

  /// Loads and compiles the spec at `path`.
  /// - Throws: ``HeaderHarnessError`` with every diagnostic when the file
  ///   cannot be read or the spec is invalid.
  public init(path: String) throws(HeaderHarnessError) {
    let loaded: LoadedSpec
    do {
      loaded = try SpecLoader.load(path: path)
    } catch {
      throw HeaderHarnessError(description: error.description)
    }
    guard let compiled = loaded.compiled, !loaded.diagnostics.hasErrors else {
      let errors = loaded.diagnostics.filter { $0.severity == .error }
      throw HeaderHarnessError(
        description: DiagnosticRenderer().render(errors, source: loaded.source))
    }
    self.path = path
    self.compiled = compiled
  }

  /// Loads the spec `name` (`name.yaml`, `name.yml`, or `name` with its
  /// extension) from a bundle's resources, e.g. `bundle: .module`.
  public init(resource name: String, bundle: Bundle, subdirectory: String? = nil)
    throws(HeaderHarnessError)
  {
    let candidates = [
      bundle.url(forResource: name, withExtension: "yaml", subdirectory: subdirectory),
      bundle.url(forResource: name, withExtension: "yml", subdirectory: subdirectory),
      bundle.url(forResource: name, withExtension: nil, subdirectory: subdirectory),
    ]
    guard let url = candidates.compactMap({ $0 }).first else {
      throw HeaderHarnessError(
        description:
          "no spec resource '\(name)' (.yaml or .yml) in \(bundle.bundlePath); add it to the test target's resources"
      )
    }
    try self.init(path: url.path)
  }

  // MARK: Values

  /// Every property at a raw offset, keyed `target.property`.
  /// - Throws: `ParamError` for an unknown param or a value that does not fit it.
  public func values(at offset: Double, input: String? = nil, params: [String: HeaderParam] = [:])
    throws(ParamError) -> [String: Double]
  {
    var evaluator = try evaluator(params)
    let index = input.flatMap { evaluator.inputIndex(named: $0) } ?? 0
    evaluator.setInput(index, raw: offset)
    return Dictionary(
      uniqueKeysWithValues: zip(compiled.graph.outputs.map(\.key), evaluator.allValues))
  }

  /// Runs a trace and returns a frame after each event.
  /// - Throws: `ParamError` for an unknown param or a value that does not fit it.
  public func simulate(
    _ events: [Trace.Event], input: String? = nil, params: [String: HeaderParam] = [:]
  )
    throws(ParamError) -> FrameSeries
  {
    var evaluator = try evaluator(params)
    let trace = Trace(events: events.map { Located($0, at: Self.nowhere) })
    let index =
      input.flatMap { evaluator.inputIndex(named: $0) } ?? evaluator.traceInput(trace) ?? 0
    return evaluator.simulate(trace, input: index)
  }

  private func evaluator(_ params: [String: HeaderParam]) throws(ParamError) -> HeaderEvaluator {
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    for (name, value) in params.sorted(by: { $0.key < $1.key }) {
      try value.override(named: name).apply(to: &evaluator, bounds: compiled.spec.paramBounds)
    }
    evaluator.reset()
    return evaluator
  }

  /// A range for values that come from Swift code rather than a file.
  static let nowhere = SourceRange(line: 0, column: 0)
}

/// A spec that could not be loaded, with its diagnostics rendered.
public struct HeaderHarnessError: Error, CustomStringConvertible, Sendable {
  public var description: String
}
