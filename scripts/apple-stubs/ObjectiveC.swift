// apple-typecheck: platforms ios macos
// Stub of the ObjectiveC module's Swift overlay: what the compiler needs of it when Objective-C
// interop is on (ObjCBool for BOOL, Selector for SEL and #selector, NSZone). NSObject itself is
// in the Clang module (ObjectiveC/ObjectiveC.h). Written from Apple's documentation:
//   https://developer.apple.com/documentation/objectivec/objcbool
//   https://developer.apple.com/documentation/objectivec/selector
@_exported import ObjectiveC

@frozen public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
  @usableFromInline var value: Bool
  public init(_ value: Bool) { self.value = value }
  public init(booleanLiteral value: Bool) { self.value = value }
  public var boolValue: Bool { value }
}

public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }

@frozen public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  @usableFromInline var name: String
  public init(_ str: String) { name = str }
  public init(stringLiteral value: String) { name = value }
}

@frozen public struct NSZone {}
