/// A JSON value as parsed from a file, with object keys in their written order.
///
/// Vitrine parses JSON itself (rather than with Foundation) so every error can carry a line and column,
/// and so unknown keys survive a read-edit-write cycle unchanged.
public enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    /// Always finite: the parser refuses NaN, Infinity and numbers that overflow.
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// A short name of the value's kind for error messages, e.g. "a string".
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object: members in their written order, keys unique.
public struct JSONObject: Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// One `"key": value` pair.
    public struct Member: Hashable, Sendable {
        public var key: String
        public var value: JSONValue
        public init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// Members in written order.
    public private(set) var members: [Member]

    public init() { members = [] }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = []
        for (key, value) in elements { self[key] = value }
    }

    /// Appends a member whose key the caller knows is new (the parser checks duplicates with a set),
    /// so reading an object with n keys costs O(n), not the O(n^2) of setting each key through the subscript.
    mutating func appendNewMember(key: String, value: JSONValue) {
        members.append(Member(key: key, value: value))
    }

    public var isEmpty: Bool { members.isEmpty }
    public var keys: [String] { members.map(\.key) }

    /// The member's value; setting nil removes the member, setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append(Member(key: key, value: value))
            case (nil, nil): break
            }
        }
    }
}
