import Testing
import VitrineLibrary
@testable import VitrineSite

/// A partial model (the sidecar way's few pages) with the site's outline renders those pages byte for byte as the full model
/// does, and the outline worked out from light photo records is what the full model's pages show.
@Suite struct SiteOutlineTests {
    let generator: SiteGenerator

    init() throws {
        generator = try SiteGenerator(themeDirectory: nil) { code, _ in code == "IT" ? "Italy" : nil }
    }

    @Test func theOutlineFromPhotoRecordsIsTheFullModels() throws {
        let plan = try generator.plan(SitePlanTests.model())
        let outline = SiteOutline(photos: plan.outlinePhotos, hasQuiz: plan.hasQuiz)
        let renderer = plan.renderer
        #expect(outline.tags.map(\.key) == renderer.tags.map(\.key))
        #expect(outline.tags.map(\.name) == renderer.tags.map(\.name))
        #expect(outline.tags.map(\.slug) == renderer.tags.map(\.slug))
        #expect(outline.tags.map(\.count) == renderer.tags.map(\.photos.count))
        #expect(outline.tags.map(\.firstPhotoID) == renderer.tags.map { $0.photos.first?.id ?? "" })
        #expect(outline.favoriteCount == renderer.favorites.count && outline.favoriteCount > 0)
        #expect(outline.mappedCount == renderer.mappedPhotos.count && outline.mappedCount > 0)
        #expect(outline.hasQuiz == renderer.hasQuiz)
        #expect(outline.hasSameShape(as: outline))
    }

    @Test func aPartialModelRendersItsSelectedPagesAsTheFullOne() throws {
        let full = SitePlanTests.model()
        let fullPlan = try generator.plan(full)
        var fullFiles: [String: [UInt8]] = [:]
        for page in fullPlan.pages { for file in try fullPlan.render(page) { fullFiles[file.path] = file.contents } }
        let outline = SiteOutline(photos: fullPlan.outlinePhotos, hasQuiz: fullPlan.hasQuiz)

        // The pages an edit of Big/b040.jpg (in the feed, on the map, tagged "crowd") renders.
        var selection = PageSelection()
        selection.albums = ["Big"]
        selection.albumFirstPages = [""]
        selection.photoPages = ["Big/b040.jpg"]
        selection.favoritePages = [1]
        selection.tagPages = ["crowd": [1]]
        selection.tagIndex = true
        selection.map = true
        selection.feed = true
        // What they show: Big whole, the favourites, the tag's photos, the mapped ones, the feed's, the home album's
        // photos and its cards' covers (a cover shown only as a card picture needs no page path: its album is not laid out).
        let order = fullPlan.outlinePhotos
        var held = Set(order.filter { $0.id.hasPrefix("Big/") || $0.favorite || $0.mapped || $0.tags.contains("crowd") }.map(\.id))
        held.formUnion(fullPlan.feedPhotoIDs)
        held.formUnion(["Sunrise.jpg", "IMG_0002.JPG"])
        // Italy's cover is a favourite too: held for itself, its album laid out.
        let covers = Set(["Italy/DSCN0010.jpg", "Italy/Rome/colosseum.jpg"]).subtracting(held)
        #expect(covers == ["Italy/Rome/colosseum.jpg"])
        var partial = full
        partial.photos = full.photos.filter { held.contains($0.key) || covers.contains($0.key) }
        #expect(partial.photos.count < full.photos.count)
        let plan = try generator.plan(partial: partial, outline: outline,
                                      photoAlbums: Set(partial.photos.values.filter { !covers.contains($0.id) }.map(\.albumPath)))
        let pages = plan.pages(in: selection)
        var rendered: [String] = []
        for page in pages {
            for file in try plan.render(page) {
                rendered.append(file.path)
                let same = file.contents == fullFiles[file.path]
                #expect(same, "\(file.path) differs from the full model's")
            }
        }
        for path in ["index.html", "albums/big/index.html", "albums/big/page-2.html", "albums/big/index.json", "albums/big/b040.html",
                     "favorites.html", "tags/index.html", "tags/crowd.html", "map.html", "feed.xml"] {
            #expect(rendered.contains(path), "\(path) is selected")
        }
        #expect(!rendered.contains("albums/italy/index.html") && !rendered.contains("sitemap.xml"))
    }

    /// Issue 32: a partial model holding only one page's photos of a long collection (and its first photo, every
    /// page's card) renders that page as the full model does, given the collection's members; a page whose photos it
    /// lacks is not rendered.
    @Test func aPartialModelRendersOnePageOfALongCollection() throws {
        var full = SampleModels.library()
        full.settings.baseURL = "https://example.com/photos/"
        let many = (0..<450).map { n in
            SampleModels.photo(1000 + n, album: "Many", file: String(format: "m%03d.jpg", n), title: "Photo \(n)", favorite: n % 9 != 4,
                               tags: n % 2 == 0 ? ["sea"] : ["Night"])
        }
        for photo in many { full.photos[photo.id] = photo }
        full.root.albums.append(AlbumModel(sourcePath: "Many", title: "Many", photoIDs: many.map(\.id)))
        let fullPlan = try generator.plan(full)
        var fullFiles: [String: [UInt8]] = [:]
        for page in fullPlan.pages { for file in try fullPlan.render(page) { fullFiles[file.path] = file.contents } }
        let order = fullPlan.outlinePhotos
        let outline = SiteOutline(photos: order, hasQuiz: fullPlan.hasQuiz)
        let members = CollectionMembers(photos: order, favorites: true, tagKeys: ["sea", "night"])
        let favorites = try #require(members.favorites)
        let sea = try #require(members.tags["sea"])
        #expect(favorites.count > 400 && sea.count == 225 && members.tags["night"]?.count == 225)
        #expect(favorites == fullPlan.renderer.favorites.map(\.id))
        #expect(sea == fullPlan.renderer.tags.first { $0.key == "sea" }?.photos.map(\.id))

        var selection = PageSelection()
        selection.favoritePages = [2]
        selection.tagPages = ["sea": [2]]
        let held = Set(favorites[200..<400] + sea[200...] + [favorites[0], sea[0]])
        var partial = full
        partial.photos = full.photos.filter { held.contains($0.key) }
        let plan = try generator.plan(partial: partial, outline: outline, photoAlbums: ["Many", ""],
                                      members: CollectionMembers(favorites: favorites, tags: ["sea": sea]))
        let pages = plan.pages(in: selection)
        #expect(pages.flatMap(\.paths).sorted() == ["favorites.page-2.html", "tags/sea.page-2.html"])
        for page in pages {
            #expect(plan.holdsPhotos(of: page))
            for file in try plan.render(page) {
                let same = file.contents == fullFiles[file.path]
                #expect(same, "\(file.path) differs from the full model's")
            }
        }

        // The favourites' third page and the first of "sea" show photos the model lacks: not rendered.
        selection.favoritePages = [3]
        selection.tagPages = ["sea": [1]]
        let lacking = plan.pages(in: selection)
        #expect(lacking.count == 2 && lacking.allSatisfy { !plan.holdsPhotos(of: $0) })
        for page in lacking { #expect(throws: SiteError.self) { try plan.render(page) } }
    }
}
