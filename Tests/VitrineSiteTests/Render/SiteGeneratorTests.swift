import Foundation
import Testing
import VitrineLibrary
@testable import VitrineSite

@Suite struct SiteGeneratorTests {
    let generator: SiteGenerator

    init() throws {
        // A fixed country-name function keeps golden files independent of the machine's locale data.
        generator = try SiteGenerator(themeDirectory: nil) { code, _ in code == "IT" ? "Italy" : nil }
    }

    @Test func albumAndPhotoPagesMatchTheGoldenFiles() throws {
        let files = try generator.render(SampleModels.library())
        try Golden.check(try #require(files.text("albums/italy/index.html")), named: "album.html")
        try Golden.check(try #require(files.text("albums/italy/dscn0010.html")), named: "photo.html")
    }

    @Test func everyLocalLinkResolvesToAFileOfTheSiteOrAnImage() throws {
        let model = SampleModels.library()
        let files = try generator.render(model)
        var existing = Set(files.paths)
        existing.formUnion(model.photos.values.flatMap { $0.images.map(\.path) })
        existing.insert(SiteLayout.quizPath) // written by the quiz page
        var checked = 0
        for file in files where file.path.hasSuffix(".html") && file.path != SiteLayout.notFoundPath {
            let html = try #require(files.text(file.path))
            for target in LinkChecker.localTargets(of: html, at: file.path) {
                #expect(existing.contains(target), "\(file.path) links to missing \(target)")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func outputIsDeterministic() throws {
        let model = SampleModels.library()
        var shuffled = model
        shuffled.photos = PhotoTable()
        for (id, photo) in model.photos.sorted(by: { $0.key > $1.key }) { shuffled.photos[id] = photo }
        #expect(shuffled.photos.keys != model.photos.keys)
        let first = try generator.render(model)
        let second = try SiteGenerator(themeDirectory: nil) { code, _ in code == "IT" ? "Italy" : nil }.render(shuffled)
        #expect(first == second)
        #expect(Set(first.paths).count == first.count, "two files share a path")
    }

    @Test func pagesHaveNoInlineScripts() throws {
        let files = try generator.render(SampleModels.library())
        for file in files where file.path.hasSuffix(".html") {
            let html = try #require(files.text(file.path))
            let scripts = html.components(separatedBy: "<script").dropFirst()
            for script in scripts {
                #expect(script.hasPrefix(" src=\"") || script.hasPrefix(" type=\"application/json\""), "\(file.path)")
            }
            #expect(!html.contains(" on"+"click="))
            #expect(html.contains("<meta name=\"viewport\""))
        }
    }

    @Test func assetsHaveContentHashedNames() throws {
        let files = try generator.render(SampleModels.library())
        let assets = files.paths.filter { $0.hasPrefix("assets/") }
        // One stylesheet, one script and the icon for the site; the quiz (the sample model has positions) adds its own pair.
        #expect(assets.count == 5)
        for pattern in [#"^assets/site-[0-9a-f]{8}\.css$"#, #"^assets/site-[0-9a-f]{8}\.js$"#, #"^assets/icon-[0-9a-f]{8}\.svg$"#,
                        #"^assets/quiz-[0-9a-f]{8}\.css$"#, #"^assets/quiz-[0-9a-f]{8}\.js$"#] {
            #expect(assets.contains { $0.range(of: pattern, options: .regularExpression) != nil }, "\(pattern)")
        }
    }

    @Test func largeAlbumsArePaginated() throws {
        let model = SampleModels.bigAlbum(count: 450)
        let files = try generator.render(model)
        let pages = ["albums/big/index.html", "albums/big/page-2.html", "albums/big/page-3.html"]
        let tileCounts = try pages.map { try #require(files.text($0)).components(separatedBy: "<li class=\"tile\"").count - 1 }
        #expect(tileCounts == [200, 200, 50])
        #expect(files.text("albums/big/page-4.html") == nil)
        let middle = try #require(files.text("albums/big/page-2.html"))
        #expect(middle.contains("href=\"index.html\" rel=\"prev\""))
        #expect(middle.contains("href=\"page-3.html\" rel=\"next\""))
        #expect(middle.contains("id=\"t-200\""))
        // Every tile loads lazily (after layout, so with the remembered stop's `sizes`).
        let first = try #require(files.text(pages[0]))
        #expect(first.components(separatedBy: "loading=\"lazy\"").count - 1 == 200)
        // A photo on page 3 leads back to page 3, at its tile.
        let last = try #require(files.text("albums/big/p449.html"))
        #expect(last.contains("href=\"page-3.html#t-449\""))
        // The filter index covers the whole album.
        let index = try #require(files.text("albums/big/index.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(index.utf8)) as? [String: Any])
        #expect((json["photos"] as? [Any])?.count == 450)
        #expect(json["pages"] as? Int == 3)
        // Favourites paginate the same way.
        #expect(files.text("favorites.html")?.contains("favorites.page-2.html") == false)
    }

    @Test func anEmptyLibraryGetsAFriendlyHomePage() throws {
        let files = try generator.render(SampleModels.empty())
        let home = try #require(files.text("index.html"))
        #expect(home.contains("No photos yet"))
        #expect(home.contains("vitrine build"))
        #expect(!home.contains("quiz/index.html"))
        #expect(!home.contains("class=\"grid\""))
        #expect(files.text("favorites.html") != nil)
        #expect(files.text("tags/index.html") != nil)
        #expect(files.text("404.html") != nil)
    }

    @Test func anEmptyAlbumSaysSo() throws {
        var model = SampleModels.library()
        model.root.albums.append(AlbumModel(sourcePath: "Empty", title: "Empty"))
        let page = try #require(try generator.render(model).text("albums/empty/index.html"))
        #expect(page.contains("This album is empty"))
    }

    @Test func theQuizIsLinkedOnlyWithPublishedPositions() throws {
        let model = SampleModels.library()
        #expect(try generator.render(model).text("index.html")?.contains("href=\"quiz/index.html\"") == true)
        var noPositions = model
        noPositions.settings.location = .none
        #expect(try generator.render(noPositions).text("index.html")?.contains("quiz/") == false)
        var noGeotags = model
        for key in noGeotags.photos.keys { noGeotags.photos[key]?.location = nil }
        #expect(try generator.render(noGeotags).text("index.html")?.contains("quiz/") == false)
    }

    @Test func photoPagesShowWhatIsKnownAndSayWhatIsNot() throws {
        let files = try generator.render(SampleModels.library())
        let bare = try #require(files.text("albums/italy/dscn0012.html"))
        #expect(bare.contains("Date unknown"))
        // Untitled: the file name without its extension (issue 34).
        #expect(bare.contains("<h1 dir=\"auto\">DSCN0012</h1>"))
        #expect(!bare.contains("openstreetmap"))
        #expect(!bare.contains("Modified"))
        #expect(!bare.contains("original"))
        #expect(bare.contains("rel=\"prev\"") && bare.contains("rel=\"next\""))
        let broken = try #require(files.text("albums/italy/broken.html"))
        #expect(broken.contains("Photo could not be read"))
        #expect(!broken.contains("<img"))
    }

    @Test func theOriginalIsLinkedOnlyWhenPublished() throws {
        var model = SampleModels.library()
        model.photos["Italy/DSCN0012.jpg"]?.originalPath = "originals/Italy/DSCN 0012.jpg"
        let page = try #require(try generator.render(model).text("albums/italy/dscn0012.html"))
        #expect(page.contains("href=\"../../originals/Italy/DSCN%200012.jpg\" download"))
    }

    @Test func favouritesAndTagPagesListTheirPhotos() throws {
        let files = try generator.render(SampleModels.library())
        let favorites = try #require(files.text("favorites.html"))
        #expect(favorites.contains("photos/sunrise.html") && favorites.contains("albums/italy/dscn0010.html"))
        #expect(favorites.components(separatedBy: "<li class=\"tile\"").count - 1 == 2)
        let italy = try #require(files.text("tags/italy.html"))
        // "italy" and "Italy" are one tag.
        #expect(italy.components(separatedBy: "<li class=\"tile\"").count - 1 == 3)
        let index = try #require(files.text("tags/index.html"))
        #expect(index.contains("href=\"italy.html\"><span dir=\"auto\">italy</span> <span class=\"tag-count\">3</span>"))
    }
}

/// Golden files in `Tests/VitrineSiteTests/Golden`; `VITRINE_UPDATE_GOLDEN=1` rewrites them.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["VITRINE_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(actual == expected, "\(name) differs; run with VITRINE_UPDATE_GOLDEN=1 to accept", sourceLocation: sourceLocation)
    }
}
