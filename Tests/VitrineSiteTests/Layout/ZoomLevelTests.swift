import Foundation
import Testing
import VitrineTheme
@testable import VitrineSite

/// The stop shown before any choice follows the viewport's width, and site.css, site.js and the markup's `sizes`
/// agree on where it changes.
@Suite struct ZoomLevelTests {
    @Test func theDefaultIsTheLargestStopUpToMediumThatShowsThreeColumns() {
        #expect(ZoomLevel.defaultStops.map(\.minWidth) == [0, 460, 700])
        #expect(ZoomLevel.defaultStops.map(\.index) == [0, 1, 2])
        for (width, index) in [(200, 0), (320, 0), (390, 0), (459, 0), (460, 1), (699, 1), (700, 2), (1280, 2), (4000, 2)] {
            #expect(ZoomLevel.defaultIndex(viewportWidth: width) == index, "\(width) px")
        }
        // 3 columns of Comfortable from 460 px, of Medium from 700 px.
        #expect(ZoomLevel.all[1].minimumViewport(columns: 3) == 460)
        #expect(ZoomLevel.all[2].minimumViewport(columns: 3) == 700)
    }

    @Test func theMarkupSizesAreTheDefaultStopsCellByWidth() {
        #expect(ZoomLevel.defaultImageSizes()
                == "(max-width: 339px) calc((100vw - 32px)), (max-width: 699px) calc((100vw - 40px) / 3), 444px")
        #expect(ZoomLevel.defaultImageSizes(coverFactor: 4.0 / 3)
                == "(max-width: 339px) calc((100vw - 32px) * 1.334), (max-width: 699px) calc((100vw - 40px) / 3 * 1.334), 592px")
    }

    /// site.css's media queries (the grid without JavaScript) and site.js's `DEFAULT` use the same widths.
    @Test func theThemeUsesTheSameWidths() throws {
        let theme = try #require(Theme.directory)
        let css = try String(contentsOf: theme.appendingPathComponent("site.css"), encoding: .utf8)
        let js = String(decoding: try ThemeFiles(directory: theme).js, as: UTF8.self)
        for stop in ZoomLevel.defaultStops where stop.minWidth > 0 {
            let size = ZoomLevel.all[stop.index - 1].size
            #expect(css.contains("@media (max-width:\(stop.minWidth - 1)px){.grid-square{grid-template-columns:repeat(auto-fill,minmax(min(\(size)px,100%),1fr))}}"),
                    "site.css: stop \(stop.index - 1) under \(stop.minWidth) px")
            let row = ZoomLevel.all[stop.index - 1].rowHeight
            #expect(css.contains("@media (max-width:\(stop.minWidth - 1)px){.grid-justified{--row:\(row)px}}"),
                    "site.css: justified stop \(stop.index - 1) under \(stop.minWidth) px")
            #expect(js.contains("narrower(\(stop.minWidth - 1)) ? \(stop.index - 1)"), "site.js: stop \(stop.index - 1) under \(stop.minWidth) px")
        }
    }

    /// Every stop's row height is the same in ZoomLevel, site.css (chosen stop) and site.js (rows.js).
    @Test func theThemeUsesTheSameRowHeights() throws {
        let theme = try #require(Theme.directory)
        let css = try String(contentsOf: theme.appendingPathComponent("site.css"), encoding: .utf8)
        let js = String(decoding: try ThemeFiles(directory: theme).js, as: UTF8.self)
        for level in ZoomLevel.all {
            #expect(css.contains("[data-zoom=\"\(level.index)\"] .grid-justified{--row:\(level.rowHeight)px}"), "\(level.name)")
        }
        #expect(js.contains("var ROW_HEIGHTS = [\(ZoomLevel.all.map { String($0.rowHeight) }.joined(separator: ", "))];"))
        #expect(css.contains(".grid-justified{display:flex;flex-wrap:wrap;align-items:flex-start;--row:\(ZoomLevel.all[ZoomLevel.defaultIndex].rowHeight)px}"))
    }

    /// A default stop's row fits 3 photos of 4:3 from the narrowest viewport it is the default for (from 340 px for
    /// Dense, where the square grid showed 3 columns too).
    @Test func eachDefaultStopFitsThreePhotosOfFourByThree() {
        for stop in ZoomLevel.defaultStops {
            let viewport = stop.index == 0 ? 340 : stop.minWidth
            let row = Double(viewport - ZoomLevel.pagePadding)
            let three = 3 * Double(ZoomLevel.all[stop.index].rowHeight) * 4 / 3 + 2 * Double(ZoomLevel.cellGap)
            #expect(three <= row, "\(stop)")
        }
    }

    /// Without JavaScript a justified tile is drawn at most twice its row height times its shape, and never wider
    /// than the row.
    @Test func theJustifiedMarkupSizesBoundTheDrawnWidth() {
        #expect(ZoomLevel.defaultJustifiedSizes(aspect: 1.5)
                == "(max-width: 253px) calc(100vw - 32px), (max-width: 459px) 222px, (max-width: 699px) 312px, 492px")
        // A panorama at Dense fills the row up to 640 px wide.
        #expect(ZoomLevel.defaultJustifiedSizes(aspect: 4)
                == "(max-width: 459px) calc(100vw - 32px), (max-width: 699px) calc(100vw - 32px), "
                + "(max-width: 1343px) calc(100vw - 32px), 1312px")
        #expect(ZoomLevel.tileAspect(width: 4000, height: 100) == 4)
        #expect(ZoomLevel.tileAspect(width: 0, height: 100) == 1)
        #expect(ZoomLevel.decimal(ZoomLevel.tileAspect(width: 640, height: 480)) == "1.334")
    }
}
