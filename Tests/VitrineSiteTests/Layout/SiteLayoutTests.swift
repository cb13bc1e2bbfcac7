import Testing
import VitrineLibrary
@testable import VitrineSite

@Suite struct SlugTests {
    @Test func asciiLowercaseWithSingleDashes() {
        #expect(Slug.make("Tuscany 2008", fallback: "x") == "tuscany-2008")
        #expect(Slug.make("  Crème Brûlée!! ", fallback: "x") == "creme-brulee")
        #expect(Slug.make("Straße & Œuvre", fallback: "x") == "strasse-oeuvre")
        #expect(Slug.make("../etc/passwd", fallback: "x") == "etc-passwd")
    }

    /// ASCII names take a shorter path than others: the two agree (a name with an accented letter gives the slug
    /// the same name with the letter's base does), and the 60-character cap ends on no dash.
    @Test func asciiNamesAndOthersAgree() {
        for name in ["DSCN0010", "IMG_2041 (2)", "a--b__c", "-Lead-", "Z9 9z", "___", "A" + String(repeating: "b", count: 70),
                     String(repeating: "ab ", count: 30), "x/y\\z.JPG"] {
            #expect(Slug.make(name + "e", fallback: "f") == Slug.make(name + "é", fallback: "f"), "\(name)")
            #expect(Slug.make("é" + name, fallback: "f") == Slug.make("e" + name, fallback: "f"), "\(name)")
        }
        #expect(Slug.make(String(repeating: "ab ", count: 30), fallback: "f") == String(repeating: "ab-", count: 20).dropLast() + "")
        #expect(Slug.make("___", fallback: "f") == "f")
        #expect(SiteLayout.lastComponent("a/b/c.jpg") == "c.jpg")
        #expect(SiteLayout.lastComponent("a//b/") == "b")
        #expect(SiteLayout.lastComponent("c.jpg") == "c.jpg")
        #expect(SiteLayout.lastComponent("/") == "/")
        #expect(SiteLayout.lastComponent("") == "")
    }

    @Test func nonLatinNamesFallBack() {
        #expect(Slug.make("東京", fallback: "album") == "album")
        #expect(Slug.make("", fallback: "photo") == "photo")
    }

    @Test func repeatsGetNumberedAndReservedNamesAreAvoided() {
        let slugs = Slug.unique(["Rome", "rome", "ROME!", "index", "page-2"], fallback: "photo",
                                isReserved: SiteLayout.isReservedPageName)
        #expect(slugs == ["rome", "rome-2", "rome-3", "index-2", "page-2-2"])
    }
}

@Suite struct SiteLayoutTests {
    @Test func pathsFollowTheDocumentedLayout() {
        let layout = SiteLayout(model: SampleModels.library())
        #expect(layout.albumPagePath("") == "index.html")
        #expect(layout.albumPagePath("Italy") == "albums/italy/index.html")
        #expect(layout.albumPagePath("Italy/Rome") == "albums/italy/rome/index.html")
        #expect(layout.albumPagePath("Italy", page: 3) == "albums/italy/page-3.html")
        #expect(layout.albumIndexPath("Italy") == "albums/italy/index.json")
        #expect(layout.photoPagePath("Italy/DSCN0010.jpg") == "albums/italy/dscn0010.html")
        #expect(layout.photoPagePath("Sunrise.jpg") == "photos/sunrise.html")
        #expect(layout.tagPagePath("Italy") == "tags/italy.html")
        #expect(layout.tagPagePath("ITALY") == layout.tagPagePath("italy"))
        #expect(layout.photoPagePath("nope.jpg") == nil)
    }

    @Test func siblingsWithCollidingNamesGetDistinctSlugs() {
        let a = SampleModels.photo(1, album: "A", file: "x.jpg"), b = SampleModels.photo(2, album: "A", file: "X.JPG")
        let album1 = AlbumModel(sourcePath: "Été", title: "Été"), album2 = AlbumModel(sourcePath: "ete", title: "ete")
        let albumA = AlbumModel(sourcePath: "A", title: "A", photoIDs: [a.id, b.id])
        let model = SiteModel(settings: SiteSettings(), root: AlbumModel(sourcePath: "", title: "G", albums: [album1, album2, albumA]),
                              photos: [a.id: a, b.id: b])
        let layout = SiteLayout(model: model)
        #expect(Set([layout.albumPagePath("Été"), layout.albumPagePath("ete")]).count == 2)
        #expect(layout.photoPagePath(a.id) != layout.photoPagePath(b.id))
    }

    /// Issue 32: a partial layout given the full layout's places of some photos (the sidecar way keeps the slugs
    /// that are not their file name's in the site index) gives those photos the full layout's paths, with names that
    /// collide, a reserved page name and a name with no ASCII in one album.
    @Test func knownPlacesGiveTheFullLayoutsPaths() {
        let files = ["x.jpg", "X.JPG", "index.jpg", "page-2.jpg", "東京.jpg", "b.jpg"]
        let photos = files.enumerated().map { SampleModels.photo($0.offset + 1, album: "A", file: $0.element) }
        let albumA = AlbumModel(sourcePath: "A", title: "A", photoIDs: photos.map(\.id))
        let root = AlbumModel(sourcePath: "", title: "G", albums: [albumA, AlbumModel(sourcePath: "B", title: "B")])
        let model = SiteModel(settings: SiteSettings(), root: root, photos: Dictionary(uniqueKeysWithValues: photos.map { ($0.id, $0) }))
        let full = SiteLayout(model: model)
        let unplain = photos.filter { full.photoSlug($0.id) != SiteLayout.plainSlug(ofPhoto: $0.id) }.map(\.id)
        #expect(unplain == ["A/x.jpg", "A/index.jpg", "A/page-2.jpg"])
        // Three photos held, their slugs as the index gives them back (empty when plain).
        let held = [1, 2, 5].map { photos[$0] }
        let known = held.map { photo in
            SiteLayout.KnownPlace(id: photo.id, position: photos.firstIndex { $0.id == photo.id } ?? -1,
                                  slug: unplain.contains(photo.id) ? full.photoSlug(photo.id) ?? "" : SiteLayout.plainSlug(ofPhoto: photo.id))
        }
        let partial = SiteLayout(root: root, tagKeys: [], photoAlbums: ["A"], known: ["A": known])
        for photo in held {
            #expect(partial.photoPagePath(photo.id) == full.photoPagePath(photo.id))
            #expect(partial.albumPageShowing(photo.id) == full.albumPageShowing(photo.id))
        }
        #expect(partial.photoPagePath(photos[0].id) == nil && partial.albumPagePath("B") == full.albumPagePath("B"))
    }

    @Test func relativeURLsWalkFromThePageToTheTarget() {
        #expect(SiteLayout.relativeURL(from: "index.html", to: "albums/italy/index.html") == "albums/italy/index.html")
        #expect(SiteLayout.relativeURL(from: "albums/italy/index.html", to: "albums/italy/rome/index.html") == "rome/index.html")
        #expect(SiteLayout.relativeURL(from: "albums/italy/rome/a.html", to: "index.html") == "../../../index.html")
        #expect(SiteLayout.relativeURL(from: "albums/italy/a.html", to: "albums/italy/b.html") == "b.html")
        #expect(SiteLayout.relativeURL(from: "tags/x.html", to: "images/a b#?.jpg") == "../images/a%20b%23%3F.jpg")
        #expect(SiteLayout.relativeURL(from: "a.html", to: "originals/Été.jpg") == "originals/%C3%89t%C3%A9.jpg")
        // A name is never shared with a folder of the page; folders are shared only up to the first that differs.
        #expect(SiteLayout.relativeURL(from: "a/b/index.html", to: "a/b") == "../b")
        #expect(SiteLayout.relativeURL(from: "a/b/c/index.html", to: "a/x/c/p.jpg") == "../../x/c/p.jpg")
        #expect(SiteLayout.relativeURL(from: "a/bc/index.html", to: "a/b/index.html") == "../b/index.html")
        #expect(SiteLayout.relativeURL(from: "index.html", to: "index.html") == "index.html")
        #expect(SiteLayout.relativeURL(from: "a/index.html", to: "a/") == "")
        // Empty segments count as folders, as the paths spell them.
        #expect(SiteLayout.relativeURL(from: "a//index.html", to: "a/x.jpg") == "../x.jpg")
        #expect(SiteLayout.relativeURL(from: "/index.html", to: "/x.jpg") == "x.jpg")
        // Folders are the same by their bytes, as the file system has them: "é" written two ways is two folders.
        #expect(SiteLayout.relativeURL(from: "\u{E9}/index.html", to: "e\u{301}/x.jpg") == "../e%CC%81/x.jpg")
        #expect(SiteLayout.relativeURL(from: "\u{E9}/index.html", to: "\u{E9}/x~y_z-1.2.jpg") == "x~y_z-1.2.jpg")
        #expect(SiteLayout.percentEncodePathSegment("a/b c%\u{7F}") == "a%2Fb%20c%25%7F")
    }
}
