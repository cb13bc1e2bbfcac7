/// A thumbnail size stop of the album grid (seed 000).
public struct ZoomLevel: Hashable, Sendable {
    public var index: Int
    /// The minimum cell edge in CSS pixels.
    public var size: Int
    public var name: String

    /// The six stops, Dense to Preview.
    public static let all: [ZoomLevel] = [
        ZoomLevel(index: 0, size: 100, name: "Dense"),
        ZoomLevel(index: 1, size: 140, name: "Comfortable"),
        ZoomLevel(index: 2, size: 220, name: "Medium"),
        ZoomLevel(index: 3, size: 320, name: "Large"),
        ZoomLevel(index: 4, size: 420, name: "Very Large"),
        ZoomLevel(index: 5, size: 680, name: "Preview"),
    ]

    /// Medium, shown before any choice and without JavaScript.
    public static let defaultIndex = 2

    /// The `sizes` attribute for grid images at this stop: one column fills a narrow screen,
    /// otherwise a cell is about the stop's size (so a 2x screen picks the 700 bucket at Medium).
    public var imageSizes: String {
        "(max-width: \(size * 2)px) 100vw, \(size)px"
    }
}
