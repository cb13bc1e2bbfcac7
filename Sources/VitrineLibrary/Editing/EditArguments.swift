/// Splitting raw command-line values for verbs whose first value is a number that may be negative
/// (`vitrine rotate -90 a.jpg`), which an option parser would otherwise take for an option.
public enum EditArguments {
    /// Why the values do not fit `NUMBER PHOTO...`.
    public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// The leading number and the photos after it.
    public static func numberAndPhotos(_ values: [String], name: String) throws(UsageError) -> (Double, [String]) {
        guard let first = values.first else {
            throw UsageError(message: "Give the \(name), then at least one photo")
        }
        guard let number = Double(first), number.isFinite else {
            // `vitrine rate photo.jpg 4`: the number came last; say which order is expected.
            if values.count > 1, let last = values.last, let number = Double(last), number.isFinite {
                throw UsageError(message: "Give the \(name) first, then the photos, e.g. \(last) \(first)")
            }
            throw UsageError(message: "The \(name) must be a number, not '\(first)'")
        }
        let photos = Array(values.dropFirst())
        guard !photos.isEmpty else {
            throw UsageError(message: "Give at least one photo after the \(name)")
        }
        return (number, photos)
    }
}
