// apple-typecheck: platforms ios macos
// Stub of Foundation's Swift API, as much as HeaderKit uses, for scripts/apple-typecheck (the
// Objective-C classes are in Foundation/Foundation.h). Written from Apple's documentation:
//   https://developer.apple.com/documentation/foundation/data
//   https://developer.apple.com/documentation/foundation/data/init(contentsof:options:)
//   https://developer.apple.com/documentation/foundation/nsdata/readingoptions/alwaysmapped
//   https://developer.apple.com/documentation/foundation/url
//   https://developer.apple.com/documentation/foundation/url/path
//   https://developer.apple.com/documentation/foundation/jsonencoder
//   https://developer.apple.com/documentation/foundation/jsonencoder/outputformatting-swift.struct
//   https://developer.apple.com/documentation/foundation/jsondecoder
//   https://developer.apple.com/documentation/foundation/bundle
//   https://developer.apple.com/documentation/foundation/bundle/url(forresource:withextension:subdirectory:)
//   https://developer.apple.com/documentation/swift/error/localizeddescription
//   https://developer.apple.com/documentation/swift/string/init(format:_:)
//   https://developer.apple.com/documentation/foundation/indexpath
//   https://developer.apple.com/documentation/foundation/indexpath/row
@_exported import CoreFoundation
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ObjectiveC

@available(iOS 8.0, macOS 10.10, *)
public struct Data: RandomAccessCollection, Hashable, Sendable {
  public typealias Index = Int
  public typealias Element = UInt8

  /// Options for reading data from a URL.
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let alwaysMapped = ReadingOptions(rawValue: 8)
  }

  public init() { fatalError() }
  public init(contentsOf url: URL, options: Data.ReadingOptions = []) throws { fatalError() }
  public var startIndex: Int { fatalError() }
  public var endIndex: Int { fatalError() }
  public subscript(index: Int) -> UInt8 { fatalError() }
}

@available(iOS 8.0, macOS 10.10, *)
public struct URL: Hashable, Sendable {
  public init(fileURLWithPath path: String) { fatalError() }
  @available(iOS, introduced: 8.0, deprecated: 27.0)
  @available(macOS, introduced: 10.10, deprecated: 27.0)
  public var path: String { fatalError() }
  public var lastPathComponent: String { fatalError() }
  public func appendingPathComponent(_ pathComponent: String) -> URL { fatalError() }
  public func deletingLastPathComponent() -> URL { fatalError() }
}

@available(iOS 8.0, macOS 10.10, *)
open class JSONEncoder: @unchecked Sendable {
  /// The output formatting options that determine the readability, size, and element order of
  /// an encoded JSON object.
  public struct OutputFormatting: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let prettyPrinted = OutputFormatting(rawValue: 1)
    @available(iOS 11.0, macOS 10.13, *)
    public static let sortedKeys = OutputFormatting(rawValue: 2)
  }

  open var outputFormatting: JSONEncoder.OutputFormatting
  public init() { fatalError() }
  open func encode<T: Encodable>(_ value: T) throws -> Data { fatalError() }
}

@available(iOS 8.0, macOS 10.10, *)
open class JSONDecoder: @unchecked Sendable {
  public init() { fatalError() }
  open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { fatalError() }
}

@available(iOS 2.0, macOS 10.0, *)
open class Bundle: NSObject, @unchecked Sendable {
  open var bundlePath: String { fatalError() }
  open func url(
    forResource name: String?, withExtension ext: String?, subdirectory subpath: String?
  )
    -> URL?
  { fatalError() }
}

extension Error {
  /// Retrieve the localized description for this error.
  public var localizedDescription: String { fatalError() }
}

extension String {
  public init(format: String, _ arguments: any CVarArg...) { fatalError() }
}

/// A list of indexes to a nested collection's element: bridged to NSIndexPath, as in Foundation.
@available(iOS 8.0, macOS 10.10, *)
public struct IndexPath: Hashable, Sendable, _ObjectiveCBridgeable {
  /// The row of a table view's index path (`indexPath.row`).
  public var row: Int {
    get { fatalError() }
    set { fatalError() }
  }

  public typealias _ObjectiveCType = NSIndexPath
  public func _bridgeToObjectiveC() -> NSIndexPath { fatalError() }
  public static func _forceBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) {
    fatalError()
  }
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSIndexPath, result: inout IndexPath?
  ) -> Bool { fatalError() }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexPath?) -> IndexPath {
    fatalError()
  }
}
