import Testing
import VitrineLibrary
@testable import VitrineSite

/// The search index a site's build writes (issue 30): what is in it, and what is not.
@Suite struct SearchIndexTests {
    let generator: SiteGenerator

    init() throws {
        generator = try SiteGenerator(themeDirectory: nil) { code, language in
            code == "IT" ? (language.hasPrefix("fr") ? "Italie" : "Italy") : nil
        }
    }

    /// Every word of the index with the positions of its photos.
    static func words(_ files: [SiteFile]) -> [String: String] {
        var words: [String: String] = [:]
        for file in files where file.path.hasPrefix("search/t") {
            let text = String(decoding: file.contents, as: UTF8.self)
            for line in text.split(separator: "\n") {
                for match in line.matches(of: /"((?:[^"\\]|\\.)*)":"([0-9a-z+,]*)"/) { words[String(match.1)] = String(match.2) }
            }
        }
        return words
    }

    @Test func thePhotosWordsAreIndexedInTheSitesLanguage() throws {
        var model = SampleModels.library()
        let files = try generator.render(model)
        let manifest = try #require(files.text(SearchIndex.manifestPath))
        #expect(manifest.hasPrefix("vitrineSearchData(\"index\",{\"b\":1,\"c\":\(SearchIndex.chunkSize),\"n\":\(model.photos.count),\"m\":{"))
        // The month names of every language the theme speaks, English the site's.
        for month in ["\"march\":3", "\"mars\":3", "\"marz\":3", "\"marzo\":3", "\"oct\":10"] { #expect(manifest.contains(month)) }
        let words = Self.words(files)
        for word in ["arezzo", "italy", "tuscany", "piazza", "saturday", "market", "nikon", "d70", "18", "70", "2008", "~m03", "rome", "colosseum", "sky"] {
            #expect(words[word] != nil, "\(word) is not in the index")
        }
        #expect(files.text("search/p0.js")?.contains("\"u\":\"albums/italy/dscn0010.html\"") == true)
        #expect(files.text(SearchIndex.pagePath)?.contains("role=\"search\"") == true)

        model.settings.language = "fr"
        let french = Self.words(try generator.render(model))
        #expect(french["italie"] != nil && french["italy"] != nil, "the country in French, the album's own title as it is")
    }

    @Test func everyPageHasTheSearchBoxButTheIndexLoadsOnlyFromTheScript() throws {
        let files = try generator.render(SampleModels.library())
        for file in files where file.path.hasSuffix(".html") && file.path != SiteLayout.quizPath {
            let html = try #require(files.text(file.path))
            #expect(html.contains("<form class=\"site-search\" role=\"search\""), "\(file.path) has no search box")
            #expect(!html.contains("search/index.js"), "\(file.path) loads the index with the page")
        }
    }

    @Test func aPhotoLeftOutOfTheModelIsInNoFile() throws {
        var model = SampleModels.library()
        model.photos = PhotoTable(Dictionary(uniqueKeysWithValues: model.photos.values.filter { $0.id != "Italy/DSCN0010.jpg" }.map { ($0.id, $0) }))
        let files = try generator.render(model)
        for file in files where file.path.hasPrefix("search/") {
            let text = String(decoding: file.contents, as: UTF8.self)
            for secret in ["arezzo", "Arezzo", "Saturday", "saturday", "dscn0010", "Piazza", "piazza"] {
                #expect(!text.contains(secret), "\(file.path) holds \(secret)")
            }
        }
    }

    /// A plan keeps its chunks of records as their keys and makes each again when it is written: the files must be
    /// those made in one pass over the entries, and their keys those of their contents. Albums of sizes that do not
    /// divide into chunks, an empty album between them, a photo shown in two albums, a last chunk that is not full.
    @Test func chunksMadeAgainAreTheOnesMadeInOnePass() throws {
        var photos: [PhotoModel] = []
        var albums: [AlbumModel] = []
        var number = 0
        for (index, size) in [130, 0, 401, 1, 262].enumerated() {
            let name = "A\(index)"
            let members = (0..<size).map { position -> PhotoModel in
                number += 1
                return SampleModels.photo(number, album: name, file: "p\(position).jpg", title: "Photo \(number)",
                                          tags: position % 3 == 0 ? ["third"] : [])
            }
            photos += members
            albums.append(AlbumModel(sourcePath: name, title: "Album \(index)", photoIDs: members.map(\.id)))
        }
        albums[3].photoIDs.append("A0/p5.jpg")
        let model = SiteModel(settings: SiteSettings(), root: AlbumModel(sourcePath: "", title: "Gallery", albums: albums),
                              photos: Dictionary(uniqueKeysWithValues: photos.map { ($0.id, $0) }))
        let plan = try generator.plan(model, salt: "salt")

        var builder = SearchIndex.Builder()
        SitePlan.forEachSearchEntry(renderer: plan.renderer, albums: plan.albums) { _, entry in builder.add(entry) }
        let onePass = builder.index(months: plan.renderer.searchMonths).files
        #expect(onePass.filter { $0.path.hasPrefix(SearchIndex.folder + "p") }.count == 4)
        let keys = PageKeys(renderer: plan.renderer, albums: plan.albums, salt: generator.identity + ";salt")
        var planned: [SiteFile] = []
        for page in plan.pages where page.paths.allSatisfy({ $0.hasPrefix(SearchIndex.folder) }) {
            let files = try plan.render(page)
            #expect(files.count == 1 && page.key == keys.contents(files[0]), "\(page.paths)")
            planned += files
        }
        #expect(planned.map(\.path) == onePass.map(\.path))
        for (made, reference) in zip(planned, onePass) { #expect(made.contents == reference.contents, "\(made.path)") }
        #expect(plan.search.files.allSatisfy { !$0.path.hasPrefix(SearchIndex.folder + "p") }, "the plan holds no chunk's file")
    }
}
