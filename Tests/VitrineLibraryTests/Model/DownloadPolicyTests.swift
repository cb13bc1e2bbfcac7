import Testing
import VitrineLibrary

@Suite struct DownloadPolicyTests {
    static func album(_ path: String, _ downloads: DownloadPolicy? = nil, private: Bool = false, _ albums: [AlbumSource] = []) -> AlbumSource {
        var settings = AlbumSettings()
        settings.downloads = downloads
        if `private` { settings.privacy = AlbumPrivacy() }
        return AlbumSource(path: path, settings: settings, albums: albums)
    }

    @Test func albumsFollowTheirParentThenTheSiteAndPrivateAlbumsOfferNothing() {
        var settings = SiteSettings()
        settings.downloads = .album
        let root = Self.album("", nil, [
            Self.album("Trip", .originals, [Self.album("Trip/Day 1"), Self.album("Trip/Day 2", DownloadPolicy.none)]),
            Self.album("Family", .originals, private: true, [Self.album("Family/Kids", .album)]),
            Self.album("Other"),
        ])
        let library = LibrarySource(settings: settings, root: root, diagnostics: [])
        #expect(library.downloadPolicies == ["": .album, "Trip": .originals, "Trip/Day 1": .originals, "Other": .album])
    }

    @Test func noneByDefault() {
        let library = LibrarySource(settings: SiteSettings(), root: Self.album("", nil, [Self.album("A")]), diagnostics: [])
        #expect(library.downloadPolicies == [:])
    }
}
