import Foundation
import Testing
import VitrineLibrary
@testable import VitrineSite

/// A page's key must change whenever its bytes change (else an edit would leave a stale page), and should stay put
/// for pages the edit does not reach (else every edit renders the whole site). Checked by rendering every page of
/// a model before and after each kind of edit a photographer makes.
@Suite struct SitePlanTests {
    let generator: SiteGenerator

    init() throws {
        generator = try SiteGenerator(themeDirectory: nil) { code, _ in code == "IT" ? "Italy" : nil }
    }

    /// The unedited model's pages, rendered once for every case.
    static let original = try? SitePlanTests().pages(model())

    /// Paths with their key and their bytes.
    func pages(_ model: SiteModel, salt: String = "") throws -> [String: (key: UInt64, bytes: [UInt8])] {
        let plan = try generator.plan(model, salt: salt)
        var result: [String: (key: UInt64, bytes: [UInt8])] = [:]
        for page in plan.pages {
            let files = try plan.render(page)
            #expect(files.map(\.path).sorted() == page.paths.sorted(), "a plan entry renders the paths it names")
            for file in files {
                #expect(result[file.path] == nil, "\(file.path) is planned twice")
                result[file.path] = (page.key, file.contents)
            }
        }
        return result
    }

    static func edited(_ model: SiteModel, _ id: String, _ change: (inout PhotoModel) -> Void) -> SiteModel {
        var model = model
        if var photo = model.photos[id] { change(&photo); model.photos[id] = photo }
        return model
    }

    /// A model with more of everything: a paginated album, dates and positions (feed, map, quiz), a base URL.
    static func model() -> SiteModel {
        var model = SampleModels.library()
        model.settings.baseURL = "https://example.com/photos/"
        // Ratings shown, so a rating edit reaches pages (without them it reaches none, which the keys may not miss).
        model.settings.showRatings = true
        let big = (0..<230).map { n in
            SampleModels.photo(100 + n, album: "Big", file: String(format: "b%03d.jpg", n), rating: n % 6, favorite: n % 50 == 1,
                               tags: n % 40 == 0 ? ["crowd"] : []) { photo in
                photo.exif.dateTimeOriginal = "2020:01:\(String(format: "%02d", n % 28 + 1)) 10:00:00"
                if n % 9 == 0 { photo.location = GeoPoint(latitude: 45 + Double(n) / 1000, longitude: 9) }
            }
        }
        for photo in big { model.photos[photo.id] = photo }
        model.root.albums.append(AlbumModel(sourcePath: "Big", title: "Big", photoIDs: big.map(\.id)))
        return model
    }

    static let edits: [(name: String, apply: @Sendable (SiteModel) -> SiteModel)] = [
        ("rating", { edited($0, "Big/b123.jpg") { $0.rating = 5 } }),
        ("title", { edited($0, "Big/b205.jpg") { $0.title = "A new title" } }),
        ("tag added", { edited($0, "Big/b007.jpg") { $0.tags.append("crowd") } }),
        ("tag removed", { edited($0, "Big/b040.jpg") { $0.tags = [] } }),
        ("new tag", { edited($0, "Italy/DSCN0012.jpg") { $0.tags.append("Zebra") } }),
        ("favourite", { edited($0, "Big/b100.jpg") { $0.favorite = true } }),
        ("caption", { edited($0, "Italy/DSCN0010.jpg") { $0.caption = "Sunday market" } }),
        ("position", { edited($0, "Big/b010.jpg") { $0.location = GeoPoint(latitude: 1, longitude: 2) } }),
        ("date", { edited($0, "Big/b011.jpg") { $0.exif.dateTimeOriginal = "2030:01:01 00:00:00" } }),
        ("images", { edited($0, "Sunrise.jpg") { $0.images = SampleModels.images(999) } }),
        ("album title", { model in
            var model = model
            model.root.albums[0].title = "Italia"
            return model
        }),
        ("album description", { model in
            var model = model
            model.root.albums[1].description = "Many photos"
            return model
        }),
        ("album cover", { model in
            var model = model
            model.root.albums[0].albums[0].coverPhotoID = nil
            model.root.albums[0].coverPhotoID = "Italy/DSCN0012.jpg"
            return model
        }),
        ("photo added", { model in
            var model = model
            let photo = SampleModels.photo(2000, album: "Big", file: "a000.jpg", tags: ["new"])
            model.photos[photo.id] = photo
            model.root.albums[1].photoIDs.insert(photo.id, at: 0)
            return model
        }),
        ("photo deleted", { model in
            var model = model
            model.photos["Big/b150.jpg"] = nil
            model.root.albums[1].photoIDs.removeAll { $0 == "Big/b150.jpg" }
            return model
        }),
        ("photo moved", { model in
            var model = model
            let id = "Big/b219.jpg"
            guard var photo = model.photos.removeValue(forKey: id) else { return model }
            model.root.albums[1].photoIDs.removeAll { $0 == id }
            photo.id = "Italy/Rome/b399.jpg"
            photo.albumPath = "Italy/Rome"
            model.photos[photo.id] = photo
            model.root.albums[0].albums[0].photoIDs.append(photo.id)
            return model
        }),
        ("order", { model in
            var model = model
            model.root.albums[1].photoIDs.swapAt(3, 4)
            return model
        }),
        ("lens", { edited($0, "Big/b123.jpg") { $0.exif.lens = "XF 23mm F2" } }),
        ("slideshow", { model in
            var model = model
            model.settings.slideshow.interval = 9
            return model
        }),
        ("site title", { model in
            var model = model
            model.settings.title = "Travels"
            return model
        }),
        ("language", { model in
            var model = model
            model.settings.language = "fr"
            return model
        }),
    ]

    @Test(arguments: Self.edits.indices)
    func everyPageThatChangesGetsANewKey(_ index: Int) throws {
        let edit = Self.edits[index]
        let before = try #require(Self.original)
        let after = try pages(edit.apply(Self.model()))
        var changed = 0
        for (path, new) in after {
            guard let old = before[path] else { continue }
            if old.bytes != new.bytes {
                changed += 1
                #expect(old.key != new.key, "\(edit.name): \(path) changed but kept its key")
            }
        }
        #expect(changed > 0, "\(edit.name) changes some page")
    }

    /// A one-photo edit reaches its page, its neighbours', its album's and its collections': not the other albums'.
    @Test func aRatingKeepsTheKeysOfPagesItDoesNotReach() throws {
        let before = try #require(Self.original)
        let after = try pages(Self.edits[0].apply(Self.model()))
        let rekeyed = after.keys.filter { before[$0]?.key != after[$0]?.key }.sorted()
        #expect(rekeyed.contains("albums/big/b123.html"))
        #expect(rekeyed.contains("albums/big/index.html"))
        #expect(!rekeyed.contains("albums/italy/index.html"))
        #expect(!rekeyed.contains("albums/italy/dscn0010.html"))
        #expect(!rekeyed.contains("albums/big/b201.html"))
        #expect(!rekeyed.contains("404.html"))
        #expect(rekeyed.count < 12, "\(rekeyed)")
    }

    @Test func theSaltReachesEveryPage() throws {
        let plain = try generator.plan(Self.model(), salt: "a")
        let salted = try generator.plan(Self.model(), salt: "b")
        #expect(zip(plain.pages, salted.pages).allSatisfy { $0.key != $1.key })
    }

    @Test func thePlanHoldsEverySiteFile() throws {
        let plan = try generator.plan(Self.model())
        let planned = try plan.pages.flatMap { try plan.render($0) }
        #expect(planned.contains { $0.path == "sitemap.xml" } && planned.contains { $0.path == "feed.xml" })
        #expect(planned.contains { $0.path == SiteLayout.quizPath } && planned.contains { $0.path == "map.html" })
    }
}
