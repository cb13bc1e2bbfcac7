/// An immutable value held by reference: a change makes a new box, so one box is shared freely by every copy of the
/// value types that hold it (and across threads). Equal and hashed by value.
///
/// Large tables of small structs (100,000 photos' facts and models) keep their seldom-set or bulky fields in one:
/// a dictionary bucket then holds a pointer, not the fields inline.
public final class SharedBox<Value: Sendable & Hashable>: Sendable, Hashable {
    public let value: Value

    public init(_ value: Value) { self.value = value }

    public static func == (lhs: SharedBox, rhs: SharedBox) -> Bool { lhs === rhs || lhs.value == rhs.value }

    public func hash(into hasher: inout Hasher) { hasher.combine(value) }

    /// `box`'s value (or `empty` when there is none) changed by `change`; nil when that leaves it `empty`, so a
    /// value that is mostly absent costs one nil pointer.
    public static func updating(_ box: SharedBox?, empty: Value, _ change: (inout Value) -> Void) -> SharedBox? {
        var value = box?.value ?? empty
        change(&value)
        return value == empty ? nil : SharedBox(value)
    }
}
