extension JSONValue {
  /// The JSON value of `value`, as its `Encodable` conformance writes it.
  ///
  /// Object keys keep the order they are encoded in — for a synthesized
  /// conformance, the order the properties are declared in — so a report
  /// written through ``text(pretty:indent:signedZeros:)`` has the same,
  /// documented key order every run (Foundation's `JSONEncoder` keeps no
  /// order on Linux).
  /// Integers become numbers (exact up to 2⁵³); an absent optional is left
  /// out, as `JSONEncoder` leaves it out; a non-finite number is `null`.
  /// - Throws: what `value`'s `encode(to:)` throws.
  public init(encoding value: some Encodable) throws {
    let node = EncodingNode()
    try node.encode(value, codingPath: [])
    self = node.value
  }
}

/// A value being encoded: a leaf, an object or an array whose members are
/// filled in as the encoder's containers are written.
private final class EncodingNode {
  private enum Kind { case leaf, object, array }

  private var kind = Kind.leaf
  private var leaf = JSONValue.null
  private var members: [(String, EncodingNode)] = []
  private var memberIndex: [String: Int] = [:]
  private var items: [EncodingNode] = []

  /// The finished value.
  var value: JSONValue {
    switch kind {
    case .leaf: leaf
    case .object: .object(members.map { ($0, $1.value) })
    case .array: .array(items.map(\.value))
    }
  }

  /// Encodes `value` here: numbers, strings and booleans directly, anything
  /// else through its own `encode(to:)`.
  func encode(_ value: some Encodable, codingPath: [any CodingKey]) throws {
    if let leaf = Self.leaf(value) {
      set(leaf)
    } else {
      try value.encode(to: NodeEncoder(node: self, codingPath: codingPath))
    }
  }

  private static func leaf(_ value: Any) -> JSONValue? {
    switch value {
    case let value as String: .string(value)
    case let value as Bool: .bool(value)
    case let value as Double: .number(value)
    case let value as Float: .number(Double(value))
    case let value as any BinaryInteger: .number(Double(value))
    default: nil
    }
  }

  func set(_ value: JSONValue) {
    kind = .leaf
    leaf = value
  }

  /// Makes this node an object, keeping the members it has.
  func makeObject() {
    guard kind != .object else { return }
    kind = .object
    (members, memberIndex) = ([], [:])
  }

  /// Makes this node an array, keeping the items it has.
  func makeArray() {
    guard kind != .array else { return }
    kind = .array
    items = []
  }

  /// The member `key` of this object, replacing one encoded before under
  /// the same key.
  func member(_ key: String) -> EncodingNode {
    makeObject()
    let child = EncodingNode()
    if let index = memberIndex[key] {
      members[index].1 = child
    } else {
      memberIndex[key] = members.count
      members.append((key, child))
    }
    return child
  }

  /// A new last item of this array.
  func appendItem() -> EncodingNode {
    makeArray()
    let child = EncodingNode()
    items.append(child)
    return child
  }

  /// How many items this array has.
  var count: Int { items.count }
}

/// An index into an array, as a coding key.
private struct IndexKey: CodingKey {
  var intValue: Int?
  var stringValue: String { "\(intValue ?? 0)" }
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

private struct NodeEncoder: Encoder {
  let node: EncodingNode
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.makeObject()
    return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.makeArray()
    return UnkeyedContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueContainer(node: node, codingPath: codingPath)
  }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodingNode
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).set(.null) }

  mutating func encode(_ value: some Encodable, forKey key: Key) throws {
    try node.member(key.stringValue).encode(value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = node.member(key.stringValue)
    child.makeObject()
    return KeyedEncodingContainer(
      KeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = node.member(key.stringValue)
    child.makeArray()
    return UnkeyedContainer(node: child, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    NodeEncoder(node: node.member("super"), codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
  }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
  let node: EncodingNode
  let codingPath: [any CodingKey]
  var count: Int { node.count }

  private var nextPath: [any CodingKey] { codingPath + [IndexKey(intValue: count)] }

  mutating func encodeNil() throws { node.appendItem().set(.null) }

  mutating func encode(_ value: some Encodable) throws {
    let path = nextPath
    try node.appendItem().encode(value, codingPath: path)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let path = nextPath
    let child = node.appendItem()
    child.makeObject()
    return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = nextPath
    let child = node.appendItem()
    child.makeArray()
    return UnkeyedContainer(node: child, codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    let path = nextPath
    return NodeEncoder(node: node.appendItem(), codingPath: path)
  }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
  let node: EncodingNode
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { node.set(.null) }

  mutating func encode(_ value: some Encodable) throws {
    try node.encode(value, codingPath: codingPath)
  }
}
