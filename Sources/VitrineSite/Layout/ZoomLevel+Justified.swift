/// Justified rows (`"grid": "justified"`): each tile is its photo's aspect ratio times the row height wide
/// (site.css: `flex: aspect 1 calc(aspect * row)`), and a full row is stretched, every tile by the same factor,
/// until it fills the width; the last row is not (a filler takes the rest).
extension ZoomLevel {
    /// The shapes a tile keeps: a photo narrower or wider than this is cropped to it (`object-fit: cover`), so a
    /// 10:1 panorama does not become a sliver.
    public static let aspectRange: ClosedRange<Double> = 0.25...4

    /// A tile's aspect ratio (width over height) for a picture `width` by `height` pixels; 1 when unknown.
    public static func tileAspect(width: Int, height: Int) -> Double {
        guard width > 0, height > 0 else { return 1 }
        return min(aspectRange.upperBound, max(aspectRange.lowerBound, Double(width) / Double(height)))
    }

    /// The widest a justified tile of `aspect` is drawn at this stop: a row ends when the next tile does not fit,
    /// so it is stretched to at most twice its row height (unless that tile is wider than half the row), and a tile
    /// is never wider than the row.
    func widestJustified(aspect: Double) -> Int {
        Int((2 * Double(rowHeight) * aspect).rounded(.up))
    }

    /// The `sizes` attribute of a justified tile in the markup: at the default stop for the viewport's width (see
    /// `defaultStops`) the widest the tile is drawn, and never more than the row (`100vw` less `main`'s padding).
    /// Not `auto` first: the HTML checker the tests hold pages to does not know it yet, and site.js gives the exact
    /// width anyway.
    ///
    /// site.js replaces it with the tile's exact width before the images load (it lays the rows out as site.css
    /// does); this is what a page without JavaScript uses.
    public static func defaultJustifiedSizes(aspect: Double) -> String {
        var parts: [String] = []
        let row = "calc(100vw - \(pagePadding)px)"
        for (position, stop) in defaultStops.enumerated() {
            let widest = all[stop.index].widestJustified(aspect: aspect)
            let upper = position + 1 < defaultStops.count ? defaultStops[position + 1].minWidth - 1 : nil
            // Below `cut` the row is narrower than the widest the tile is drawn.
            let cut = widest + pagePadding
            if cut - 1 >= stop.minWidth { parts.append("(max-width: \(min(cut - 1, upper ?? cut - 1))px) \(row)") }
            if let upper {
                if cut - 1 < upper { parts.append("(max-width: \(upper)px) \(widest)px") }
            } else {
                parts.append("\(widest)px")
            }
        }
        return parts.joined(separator: ", ")
    }
}
