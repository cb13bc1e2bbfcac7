/// A thumbnail size stop of the album grid (seed 000).
public struct ZoomLevel: Hashable, Sendable {
    public var index: Int
    /// The minimum cell edge in CSS pixels.
    public var size: Int
    public var name: String
    /// The target height of a row of justified tiles (`"grid": "justified"`), in CSS pixels: each tile keeps its
    /// photo's shape, and a row is stretched until it fills the width.
    public var rowHeight: Int

    /// The six stops, Dense to Preview. Each default stop's row height fits 3 photos of 4:3 a row from the narrowest
    /// viewport it is the default for up (`defaultStops`: 3 from 340 px at Dense, 460 px, 700 px); Medium shows 6 in
    /// a 1440 px window.
    public static let all: [ZoomLevel] = [
        ZoomLevel(index: 0, size: 100, name: "Dense", rowHeight: 74),
        ZoomLevel(index: 1, size: 140, name: "Comfortable", rowHeight: 104),
        ZoomLevel(index: 2, size: 220, name: "Medium", rowHeight: 164),
        ZoomLevel(index: 3, size: 320, name: "Large", rowHeight: 240),
        ZoomLevel(index: 4, size: 420, name: "Very Large", rowHeight: 340),
        ZoomLevel(index: 5, size: 680, name: "Preview", rowHeight: 540),
    ]

    /// Medium, shown before any choice and without JavaScript on a screen at least 700 px wide.
    public static let defaultIndex = 2

    /// How many columns the default stop shows at least, where a smaller stop could give them: a phone's photo app
    /// shows a grid, not one photo a row.
    static let defaultColumns = 3

    /// The stop shown before any choice, by the viewport's width in CSS px: from each `minWidth` up, the largest stop,
    /// Medium at most, that shows `defaultColumns` columns; Dense below (a phone: 3 columns of about 117 px at 390 px).
    /// site.css's media queries (for pages without JavaScript) and site.js's `DEFAULT` say the same.
    public static let defaultStops: [(minWidth: Int, index: Int)] = (0...defaultIndex).map { index in
        (index == 0 ? 0 : all[index].minimumViewport(columns: defaultColumns), index)
    }

    /// The default stop for a viewport `width` CSS px wide.
    public static func defaultIndex(viewportWidth width: Int) -> Int {
        defaultStops.last { width >= $0.minWidth }?.index ?? 0
    }

    /// The narrowest viewport, in CSS px, in which this stop shows `columns` columns.
    func minimumViewport(columns: Int) -> Int {
        columns * size + (columns - 1) * Self.cellGap + Self.pagePadding
    }

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
        let factor = coverFactor == 1 ? "" : " * \(Self.decimal(coverFactor))"
        return "(max-width: \(oneColumn)px) calc((100vw - \(Self.pagePadding)px)\(factor)), \(widestDrawn(coverFactor: coverFactor))px"
    }

    /// The widest a picture is drawn at this stop once two columns fit: a cell is less than two stops wide (else
    /// another column would fit).
    func widestDrawn(coverFactor: Double) -> Int {
        Int((Double(2 * size + Self.cellGap) * coverFactor).rounded(.up))
    }

    /// The `sizes` attribute of a grid image in the markup: the default stop's, by the viewport's width (see
    /// `defaultStops`), for a picture drawn `coverFactor` times its cell's width.
    ///
    /// site.js replaces it with the exact width before the images load, but the markup's is what a page without
    /// JavaScript uses, and what Chromium fetches the first tile with before site.js has run. Each part is an upper
    /// bound of the cell: the whole row where Dense shows fewer than 3 columns (under 340 px), 3 columns up to 699 px
    /// (exact on most phones, whose high densities make a wrong guess costly), and above that Medium's bound.
    public static func defaultImageSizes(coverFactor: Double = 1) -> String {
        let factor = coverFactor == 1 ? "" : " * \(decimal(coverFactor))"
        let columns = defaultColumns, inset = pagePadding + (columns - 1) * cellGap
        let wide = defaultStops.last { $0.index == defaultIndex }?.minWidth ?? 0
        return "(max-width: \(all[0].minimumViewport(columns: columns) - 1)px) calc((100vw - \(pagePadding)px)\(factor)), "
            + "(max-width: \(wide - 1)px) calc((100vw - \(inset)px) / \(columns)\(factor)), "
            + "\(all[defaultIndex].widestDrawn(coverFactor: coverFactor))px"
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
