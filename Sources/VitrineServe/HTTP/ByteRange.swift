import Foundation

/// The one byte range a `Range` header asks of a file (RFC 9110 §14): what lets a browser seek in a video (Safari
/// plays none without it). Several ranges in one header are answered with the whole file, which the RFC allows.
public enum ByteRange: Equatable, Sendable {
    /// No range, an unknown unit, several ranges or a malformed header: the whole file, 200.
    case whole
    /// These bytes, 206 with `Content-Range`.
    case bytes(Range<Int>)
    /// A range that starts past the end: 416 with `Content-Range: bytes */size`.
    case unsatisfiable

    /// The range `header` asks of a file of `size` bytes.
    public init(header: String?, size: Int) {
        guard let header, header.hasPrefix("bytes="), !header.contains(",") else { self = .whole; return }
        let spec = header.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        let ends = spec.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard ends.count == 2, ends.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            self = .whole; return
        }
        switch (Int(ends[0]), Int(ends[1])) {
        case (let first?, let last?):
            guard first <= last else { self = .whole; return }
            self = first < size ? .bytes(first..<(min(last, size - 1) + 1)) : .unsatisfiable
        case (let first?, nil) where ends[1].isEmpty:
            self = first < size ? .bytes(first..<size) : .unsatisfiable
        case (nil, let suffix?) where ends[0].isEmpty:
            // The last `suffix` bytes; a zero suffix asks for nothing.
            guard suffix > 0, size > 0 else { self = .unsatisfiable; return }
            self = .bytes(max(0, size - suffix)..<size)
        default:
            self = .whole  // digits too long for an Int, or "-" alone
        }
    }
}
