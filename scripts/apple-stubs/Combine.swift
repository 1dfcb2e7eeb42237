// apple-typecheck: platforms ios macos
// Stub of Combine, as much as HeaderKit uses, for scripts/apple-typecheck. Written from Apple's
// documentation:
//   https://developer.apple.com/documentation/combine/publisher
//   https://developer.apple.com/documentation/combine/observableobject
//   https://developer.apple.com/documentation/combine/observableobjectpublisher
//   https://developer.apple.com/documentation/combine/published

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
  associatedtype Output
  associatedtype Failure: Error
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where Self.ObjectWillChangePublisher.Failure == Never
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// A type that publishes a property marked with an attribute; used in a class, it sends
/// `objectWillChange` before each change (the enclosing-instance subscript).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Published<Value> {
  public init(wrappedValue: Value) { fatalError() }

  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { fatalError() }
    set { fatalError() }
  }
}
