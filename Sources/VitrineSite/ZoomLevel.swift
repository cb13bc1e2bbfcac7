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

    /// site.css: `main` pads the grid by 16 px on each side and the cells are 4 px apart.
    static let pagePadding = 32
    static let cellGap = 4

    /// How much wider than its square cell a tile's picture is drawn: tiles crop to a square (`object-fit: cover`),
    /// so a landscape picture is drawn its aspect ratio times the cell's width, a portrait one at the cell's width.
    static func coverFactor(width: Int, height: Int) -> Double {
        guard width > 0, height > 0 else { return 1 }
        return max(1, Double(width) / Double(height))
    }

    /// The `sizes` attribute of a grid image at this stop, for a picture drawn `coverFactor` times its cell's width.
    ///
    /// Without JavaScript the cell's exact width is unknown (the grid fits as many columns of at least `size` px as the
    /// window holds, then stretches them), so this is its upper bound: the whole row when one column fits, else under
    /// two stops' widths. A tile is never drawn larger than its pixels; site.js replaces it with the exact width.
    public func imageSizes(coverFactor: Double = 1) -> String {
        let oneColumn = 2 * size + Self.cellGap + Self.pagePadding
        let widest = Int((Double(2 * size + Self.cellGap) * coverFactor).rounded(.up))
        let factor = coverFactor == 1 ? "" : " * \(Self.decimal(coverFactor))"
        return "(max-width: \(oneColumn)px) calc((100vw - \(Self.pagePadding)px)\(factor)), \(widest)px"
    }

    /// Up to three decimals, rounded up, without a trailing zero (`1.5`, `1.334`).
    static func decimal(_ value: Double) -> String {
        let thousandths = Int((value * 1000).rounded(.up))
        var text = "\(thousandths / 1000)"
        let fraction = thousandths % 1000
        guard fraction > 0 else { return text }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        text += "." + digits
        return text
    }
}
