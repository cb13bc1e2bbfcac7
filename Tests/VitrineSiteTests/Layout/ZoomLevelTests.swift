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
            #expect(css.contains("@media (max-width:\(stop.minWidth - 1)px){.grid{grid-template-columns:repeat(auto-fill,minmax(min(\(size)px,100%),1fr))}}"),
                    "site.css: stop \(stop.index - 1) under \(stop.minWidth) px")
            #expect(js.contains("narrower(\(stop.minWidth - 1)) ? \(stop.index - 1)"), "site.js: stop \(stop.index - 1) under \(stop.minWidth) px")
        }
    }
}
