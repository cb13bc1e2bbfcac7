import Testing
import VitrineLibrary
@testable import VitrineSite

/// Issue 30, dates: the timeline page counts years and months, each year and month page shows its photos oldest first
/// (each content once) under a title in the site's language, undated photos are counted and on no page, "On this
/// day" has a file per day with photos, and a partial model (the sidecar way) renders a month page as the full one.
@Suite struct TimelineTests {
    let generator: SiteGenerator

    init() throws {
        generator = try SiteGenerator(themeDirectory: nil) { code, _ in code == "IT" ? "Italy" : nil }
    }

    /// Photos of March 2019 (two, one a copy in a second album), July 2019, March 2021 and one undated.
    static func model(language: String = "en") -> SiteModel {
        func dated(_ n: Int, _ album: String, _ file: String, _ date: String?, content: Int? = nil) -> PhotoModel {
            var photo = SampleModels.photo(n, album: album, file: file, title: "Photo \(n)")
            if let content { photo.contentID = SampleModels.contentID(content) }
            photo.exif.dateTimeOriginal = date
            return photo
        }
        let photos = [
            dated(1, "Trips", "late.jpg", "2019:03:20 09:00:00"),
            dated(2, "Trips", "early.jpg", "2019:03:02 18:30:00"),
            dated(3, "Trips", "summer.jpg", "2019:07:14 12:00:00"),
            dated(4, "Home", "spring.jpg", "2021:03:20 08:00:00"),
            dated(5, "Home", "copy.jpg", "2019:03:20 09:00:00", content: 1),
            dated(6, "Home", "scan.jpg", nil),
            dated(7, "Home", "garbled.jpg", "0000:00:00 00:00:00"),
        ]
        let trips = AlbumModel(sourcePath: "Trips", title: "Trips", photoIDs: ["Trips/late.jpg", "Trips/early.jpg", "Trips/summer.jpg"])
        let home = AlbumModel(sourcePath: "Home", title: "Home",
                              photoIDs: ["Home/spring.jpg", "Home/copy.jpg", "Home/scan.jpg", "Home/garbled.jpg"])
        var settings = SiteSettings()
        settings.title = "Dates"
        settings.language = language
        return SiteModel(settings: settings, root: AlbumModel(sourcePath: "", title: "Dates", albums: [trips, home]),
                         photos: Dictionary(uniqueKeysWithValues: photos.map { ($0.id, $0) }))
    }

    /// The photo pages a page's grid links, in order.
    static func tiles(_ html: String) -> [String] {
        html.components(separatedBy: "class=\"tile\"").dropFirst().compactMap { tile in
            tile.components(separatedBy: "href=\"").dropFirst().first?.components(separatedBy: "\"").first
        }
    }

    @Test func theTimelineCountsYearsAndMonthsAndTheUndated() throws {
        let files = try generator.render(Self.model())
        let timeline = try #require(files.text("timeline/index.html"))
        // Newest year first, its months in order, each with its count (the copy counted once).
        let order = ["2021/index.html", "2021/03.html", "2019/index.html", "2019/03.html", "2019/07.html"]
        let positions = order.map { timeline.range(of: "href=\"\($0)\"")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        #expect(timeline.contains(#"<a href="2019/index.html">2019</a> <span class="timeline-count">3 photos</span>"#))
        #expect(timeline.contains(#"<a href="2019/03.html">March 2019</a> <span class="timeline-count">2 photos</span>"#))
        #expect(timeline.contains(#"<a href="2021/03.html">March 2021</a> <span class="timeline-count">1 photo</span>"#))
        #expect(timeline.contains("2 photos and videos have no date."))
        // Every page's menu links it; the home page too.
        #expect(try #require(files.text("albums/trips/index.html")).contains(#"href="../../timeline/index.html""#))
        #expect(try #require(files.text("index.html")).contains(#"<p class="timeline-link"><a href="timeline/index.html">"#))
        let timelinePaths = files.paths.filter { $0.hasPrefix("timeline/") && $0.hasSuffix(".html") }.sorted()
        #expect(timelinePaths == ["timeline/2019/03.html", "timeline/2019/07.html", "timeline/2019/index.html",
                                  "timeline/2021/03.html", "timeline/2021/index.html", "timeline/index.html"])
    }

    @Test func yearAndMonthPagesShowTheirPhotosOldestFirst() throws {
        let files = try generator.render(Self.model())
        let march = try #require(files.text("timeline/2019/03.html"))
        #expect(Self.tiles(march) == ["../../albums/trips/early.html", "../../albums/trips/late.html"])
        #expect(march.contains("<title>March 2019 · Dates</title>") && march.contains(#"<h1 dir="auto">March 2019</h1>"#))
        #expect(march.contains(#"rel="next" href="07.html">July 2019"#) && !march.contains(#"rel="prev""#))
        let year = try #require(files.text("timeline/2019/index.html"))
        #expect(Self.tiles(year) == ["../../albums/trips/early.html", "../../albums/trips/late.html", "../../albums/trips/summer.html"])
        #expect(year.contains(#"<a href="03.html">March 2019</a>"#) && year.contains(#"<a href="07.html">July 2019</a>"#))
        #expect(year.contains(#"rel="next" href="../2021/index.html">2021"#))
        let july = try #require(files.text("timeline/2019/07.html"))
        #expect(july.contains(#"rel="prev" href="03.html">"#) && july.contains(#"rel="next" href="../2021/03.html">"#))
        // The undated and the implausible are on no page.
        let pages = files.filter { $0.path.hasPrefix("timeline/") }.map { String(decoding: $0.contents, as: UTF8.self) }
        #expect(!pages.contains { $0.contains("scan.html") || $0.contains("garbled.html") })
    }

    @Test(arguments: [("fr", "mars 2019", "Chronologie", "2 photos et vidéos n’ont pas de date."),
                      ("de", "März 2019", "Zeitleiste", "2 Fotos und Videos haben kein Datum."),
                      ("es", "marzo de 2019", "Cronología", "2 fotos y vídeos no tienen fecha."),
                      ("it", "marzo 2019", "Cronologia", "2 foto e video non hanno una data.")])
    func titlesAreInTheSitesLanguage(_ language: String, _ month: String, _ timeline: String, _ undated: String) throws {
        let files = try generator.render(Self.model(language: language))
        let march = try #require(files.text("timeline/2019/03.html"))
        #expect(march.contains("<h1 dir=\"auto\">\(month)</h1>"))
        let page = try #require(files.text("timeline/index.html"))
        #expect(page.contains("<h1>\(timeline)</h1>") && page.contains(undated))
    }

    @Test func onThisDayHasAFilePerDayWithPhotos() throws {
        let files = try generator.render(Self.model())
        #expect(files.text("timeline/days.js") == "window.vitrineDays=\"03-02 03-20 07-14\";\n")
        let day = try #require(files.text("timeline/days/03-20.js"))
        // Newest year first; the copy is the photo it copies; alt text is the date, which no edit of a title changes.
        #expect(day.hasPrefix(#"window.vitrineOnThisDay=[{"year":2021,"photos":[{"href":"albums/home/spring.html","#))
        #expect(day.contains(#"{"year":2019,"photos":[{"href":"albums/trips/late.html","#))
        #expect(day.contains(#""alt":"20 March 2019""#) && !day.contains("copy.html") && !day.contains("Photo "))
        // The home page holds none of it.
        let home = try #require(files.text("index.html"))
        #expect(home.contains(#"data-days="timeline/days.js""#) && !home.contains("vitrineOnThisDay") && !home.contains("03-20"))
    }

    @Test func aSiteWithoutDatesHasNoTimeline() throws {
        let files = try generator.render(SampleModels.bigAlbum(count: 3))
        #expect(!files.paths.contains { $0.hasPrefix("timeline/") })
        #expect(!(try #require(files.text("index.html"))).contains("timeline"))
    }

    @Test func theOutlineCountsAsTheRenderer() throws {
        let plan = try generator.plan(Self.model())
        let outline = SiteOutline(photos: plan.outlinePhotos, hasQuiz: plan.hasQuiz)
        #expect(outline.dates.map(\.key) == plan.renderer.dates.map(\.key))
        #expect(outline.dates.map(\.count) == plan.renderer.dates.map(\.photos.count))
        #expect(outline.undatedCount == 2)
    }

    @Test func aPartialModelRendersAMonthPageAsTheFullOne() throws {
        let full = Self.model()
        let fullPlan = try generator.plan(full)
        var fullFiles: [String: [UInt8]] = [:]
        for page in fullPlan.pages { for file in try fullPlan.render(page) { fullFiles[file.path] = file.contents } }
        let outline = SiteOutline(photos: fullPlan.outlinePhotos, hasQuiz: fullPlan.hasQuiz)
        // An edit of Trips/early.jpg: its month and year pages, with the members the sidecar way works out.
        var selection = PageSelection()
        selection.datePages = ["2019": [1], "2019-03": [1]]
        let members = CollectionMembers(photos: fullPlan.outlinePhotos, favorites: false, tagKeys: [], dateKeys: ["2019", "2019-03"])
        #expect(members.dates["2019-03"] == ["Trips/early.jpg", "Trips/late.jpg"])
        var partial = full
        partial.photos = full.photos.filter { $0.key.hasPrefix("Trips/") }
        let plan = try generator.plan(partial: partial, outline: outline, photoAlbums: ["Trips"], members: members)
        let pages = plan.pages(in: selection)
        #expect(pages.flatMap(\.paths).sorted() == ["timeline/2019/03.html", "timeline/2019/index.html"])
        for page in pages {
            #expect(plan.holdsPhotos(of: page))
            for file in try plan.render(page) { #expect(file.contents == fullFiles[file.path], "\(file.path)") }
        }
    }
}
