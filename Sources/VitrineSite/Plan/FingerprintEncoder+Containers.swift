/// The leaf hash of a generic value: strings (arrays of ids and tags) without a child encoder, anything else
/// through one.
private func leafOrValue<Value: Encodable>(_ value: Value) throws -> UInt64 {
    if let string = value as? String { return FingerprintLeaf.string(string) }
    return try FingerprintLeaf.value(value)
}

/// A struct's or a dictionary's fields: each `(key, value)` joins the encoder's order-free sum.
struct KeyedFingerprintContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: FingerprintEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.double(value)) }
    mutating func encode(_ value: Float, forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.double(Double(value))) }
    mutating func encode(_ value: Int, forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { encoder.addEntry(key: key, value: FingerprintLeaf.integer(value)) }
    mutating func encode<Value: Encodable>(_ value: Value, forKey key: Key) throws {
        encoder.addEntry(key: key, value: try leafOrValue(value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder.child(key: key).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.child(key: key).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { encoder.child(key: FingerprintSuperKey.super) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.child(key: key) }
}

/// An array's elements, hashed in order.
struct UnkeyedFingerprintContainer: UnkeyedEncodingContainer {
    let encoder: FingerprintEncoder
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0

    init(encoder: FingerprintEncoder) { self.encoder = encoder }

    private mutating func add(_ leaf: UInt64) {
        encoder.addElement(leaf)
        count += 1
    }

    mutating func encodeNil() throws { add(FingerprintLeaf.null) }
    mutating func encode(_ value: Bool) throws { add(FingerprintLeaf.bool(value)) }
    mutating func encode(_ value: String) throws { add(FingerprintLeaf.string(value)) }
    mutating func encode(_ value: Double) throws { add(FingerprintLeaf.double(value)) }
    mutating func encode(_ value: Float) throws { add(FingerprintLeaf.double(Double(value))) }
    mutating func encode(_ value: Int) throws { add(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: Int8) throws { add(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: Int16) throws { add(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: Int32) throws { add(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: Int64) throws { add(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt) throws { add(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt8) throws { add(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt16) throws { add(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt32) throws { add(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt64) throws { add(FingerprintLeaf.integer(value)) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { add(try leafOrValue(value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        count += 1
        return encoder.child(key: nil).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        return encoder.child(key: nil).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder {
        count += 1
        return encoder.child(key: nil)
    }
}

/// One primitive (or a value that wraps one), hashed in order with anything else the encoder holds.
struct SingleValueFingerprintContainer: SingleValueEncodingContainer {
    let encoder: FingerprintEncoder
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { encoder.addElement(FingerprintLeaf.null) }
    mutating func encode(_ value: Bool) throws { encoder.addElement(FingerprintLeaf.bool(value)) }
    mutating func encode(_ value: String) throws { encoder.addElement(FingerprintLeaf.string(value)) }
    mutating func encode(_ value: Double) throws { encoder.addElement(FingerprintLeaf.double(value)) }
    mutating func encode(_ value: Float) throws { encoder.addElement(FingerprintLeaf.double(Double(value))) }
    mutating func encode(_ value: Int) throws { encoder.addElement(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: Int8) throws { encoder.addElement(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: Int16) throws { encoder.addElement(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: Int32) throws { encoder.addElement(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: Int64) throws { encoder.addElement(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt) throws { encoder.addElement(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt8) throws { encoder.addElement(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt16) throws { encoder.addElement(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt32) throws { encoder.addElement(FingerprintLeaf.integer(value)) }
    mutating func encode(_ value: UInt64) throws { encoder.addElement(FingerprintLeaf.integer(value)) }
    mutating func encode<Value: Encodable>(_ value: Value) throws { encoder.addElement(try leafOrValue(value)) }
}

/// The key `superEncoder()` files its encoder under, as Foundation's encoders name it.
private enum FingerprintSuperKey: String, CodingKey {
    case `super`
}
