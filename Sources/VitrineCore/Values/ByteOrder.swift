#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The order of names by their UTF-8 bytes (`memcmp`, then the shorter first): the order the scan lists a folder in,
/// the same on every machine whatever its locale, and the order the sidecar way searches an album's photos by.
public enum ByteOrder {
    /// Whether `first`'s bytes sort before `second`'s.
    public static func precedes(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Bool {
        guard let firstBytes = first.baseAddress, let secondBytes = second.baseAddress else { return first.count < second.count }
        let order = memcmp(firstBytes, secondBytes, min(first.count, second.count))
        return order != 0 ? order < 0 : first.count < second.count
    }

    /// Whether `first`'s UTF-8 sorts before `second`'s.
    public static func precedes(_ first: String, _ second: String) -> Bool {
        var first = first, second = second
        return first.withUTF8 { first in second.withUTF8 { second in precedes(UnsafeRawBufferPointer(first), UnsafeRawBufferPointer(second)) } }
    }
}
