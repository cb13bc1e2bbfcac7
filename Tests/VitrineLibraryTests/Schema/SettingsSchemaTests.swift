import Testing
import VitrineLibrary

/// `album.json` and `vitrine.json`: every field optional, each rule with path, line and column.
@Suite struct SettingsSchemaTests {
    // MARK: album.json

    @Test func albumDefaultsAndEveryField() throws {
        #expect(try AlbumSettings(jsonBytes: Array("{}".utf8)) == AlbumSettings())
        #expect(AlbumSettings().sort == .newest)
        let settings = try AlbumSettings(jsonBytes: Array(#"""
        {"title": "Tuscany", "description": "Spring 2024", "cover": "DSCN0010.jpg", "sort": "rating", "theme": "dark"}
        """#.utf8))
        #expect(settings.title == "Tuscany")
        #expect(settings.description == "Spring 2024")
        #expect(settings.cover == "DSCN0010.jpg")
        #expect(settings.sort == .rating)
    }

    @Test(arguments: AlbumSettings.Sort.allCases)
    func everySortOrderReads(_ sort: AlbumSettings.Sort) throws {
        #expect(try AlbumSettings(jsonBytes: Array(#"{"sort": "\#(sort.rawValue)"}"#.utf8)).sort == sort)
    }

    @Test(arguments: DownloadPolicy.allCases)
    func everyDownloadPolicyReadsInBothFiles(_ policy: DownloadPolicy) throws {
        #expect(try AlbumSettings(jsonBytes: Array(#"{"downloads": "\#(policy.rawValue)"}"#.utf8)).downloads == policy)
        #expect(try SiteSettings(jsonBytes: Array(#"{"downloads": "\#(policy.rawValue)"}"#.utf8)).downloads == policy)
        #expect(AlbumSettings().downloads == nil && SiteSettings().downloads == DownloadPolicy.none)
    }

    static let brokenAlbums: [SchemaCase] = [
        SchemaCase(#"{"title": 1}"#, path: "title", column: 11, "title must be a string, found a number"),
        SchemaCase(#"{"downloads": "all"}"#, path: "downloads", column: 15, "downloads must be one of none, album, originals, found \"all\""),
        SchemaCase(#"{"description": true}"#, path: "description", column: 17, "description must be a string, found true"),
        SchemaCase(#"{"cover": "sub/a.jpg"}"#, path: "cover", column: 11, "cover must be the file name of a photo in this album"),
        SchemaCase(#"{"cover": ".hidden.jpg"}"#, path: "cover", column: 11, "found \".hidden.jpg\""),
        SchemaCase(#"{"cover": ""}"#, path: "cover", column: 11, "cover must be the file name"),
        SchemaCase(#"{"sort": "random"}"#, path: "sort", column: 10, "sort must be one of newest, oldest, name, rating, found \"random\""),
        SchemaCase(#"{"sort": 1}"#, path: "sort", column: 10, "sort must be one of newest, oldest, name, rating, found a number"),
        SchemaCase(#"["Tuscany"]"#, path: "", column: 1, "album.json must be a JSON object ({ ... }), found an array"),
    ]

    @Test(arguments: brokenAlbums)
    func brokenAlbumRules(_ example: SchemaCase) throws {
        let error = try #require(ErrorCapture.albumSchema(example.text)?.first)
        #expect(error.path == example.path)
        #expect(error.line == example.line)
        #expect(error.column == example.column)
        #expect(error.message.contains(example.message), "\(error.message)")
    }

    // MARK: vitrine.json

    @Test func siteDefaults() throws {
        let settings = try SiteSettings(jsonBytes: Array("{}".utf8))
        #expect(settings == SiteSettings())
        #expect(settings.title == "Gallery")
        #expect(settings.language == "en")
        #expect(settings.location == .approximate)
        #expect(!settings.publishOriginals)
        #expect(settings.maxMegapixels == 200)
        #expect(settings.decodeTimeout == 120)
        #expect(try SiteSettings(jsonBytes: Array(#"{"title": null}"#.utf8)).title == "Gallery")
    }

    @Test func siteEveryField() throws {
        let settings = try SiteSettings(jsonBytes: Array(#"""
        {
          "title": "Travels",
          "author": "Ada",
          "baseURL": "https://example.com/photos/",
          "language": "pt-BR",
          "location": "city",
          "publishOriginals": true,
          "maxMegapixels": 50.5,
          "decodeTimeout": 30,
          "grid": "square",
          "showRatings": true,
          "futureOption": [1, 2]
        }
        """#.utf8))
        #expect(settings.title == "Travels")
        #expect(settings.author == "Ada")
        #expect(settings.baseURL == "https://example.com/photos/")
        #expect(settings.language == "pt-BR")
        #expect(settings.location == .city)
        #expect(settings.publishOriginals)
        #expect(settings.maxMegapixels == 50.5)
        #expect(settings.decodeTimeout == 30)
        #expect(settings.grid == .square)
        #expect(settings.showRatings)
    }

    /// Justified rows and no stars unless asked.
    @Test func gridAndRatingsDefaults() throws {
        let settings = try SiteSettings(jsonBytes: Array("{}".utf8))
        #expect(settings.grid == .justified && !settings.showRatings)
    }

    /// Five seconds a photo and looping unless asked; each valid member counts, an invalid one keeps its default.
    @Test func slideshowDefaultsAndMembers() throws {
        #expect(SiteSettings().slideshow.interval == 5 && SiteSettings().slideshow.loop)
        let both = try SiteSettings(jsonBytes: Array(#"{"slideshow": {"interval": 2.5, "loop": false}}"#.utf8)).slideshow
        #expect(both.interval == 2.5 && !both.loop)
        let reading = try SiteSettings.read(jsonBytes: Array(#"{"slideshow": {"interval": 0, "loop": false, "speed": 3}, "title": "T"}"#.utf8))
        #expect(reading.value.slideshow.interval == 5 && !reading.value.slideshow.loop)
        #expect(reading.value.title == "T")
        #expect(reading.droppedKeys.map(\.path) == ["slideshow.interval", "slideshow.speed"])
        #expect(reading.guardedProblems.isEmpty)
        let wrong = try SiteSettings.read(jsonBytes: Array(#"{"slideshow": 5}"#.utf8))
        #expect(wrong.value.slideshow == SiteSettings.Slideshow() && wrong.droppedKeys.map(\.path) == ["slideshow"])
        #expect(try SiteSettings.read(jsonBytes: Array(#"{"slideshow": {}}"#.utf8)).problems.isEmpty)
    }

    @Test(arguments: SiteSettings.LocationPrecision.allCases)
    func everyLocationPrecisionReads(_ precision: SiteSettings.LocationPrecision) throws {
        #expect(try SiteSettings(jsonBytes: Array(#"{"location": "\#(precision.rawValue)"}"#.utf8)).location == precision)
    }

    @Test(arguments: ["http://example.com", "https://photos.example.org/a/b/", "HTTPS://EXAMPLE.COM"])
    func absoluteWebURLsAreAccepted(_ url: String) throws {
        #expect(try SiteSettings(jsonBytes: Array(#"{"baseURL": "\#(url)"}"#.utf8)).baseURL == url)
    }

    @Test(arguments: ["en", "fr", "de-CH", "zh-Hant-TW", "fil"])
    func languageTagsAreAccepted(_ tag: String) throws {
        #expect(try SiteSettings(jsonBytes: Array(#"{"language": "\#(tag)"}"#.utf8)).language == tag)
    }

    static let brokenSites: [SchemaCase] = [
        SchemaCase(#"{"title": 5}"#, path: "title", column: 11, "title must be a string, found a number"),
        SchemaCase(#"{"author": {}}"#, path: "author", column: 12, "author must be a string, found an object"),
        SchemaCase(#"{"baseURL": "example.com"}"#, path: "baseURL", column: 13, "baseURL must be an absolute http or https URL"),
        SchemaCase(#"{"baseURL": "ftp://example.com/"}"#, path: "baseURL", column: 13, "found \"ftp://example.com/\""),
        SchemaCase(#"{"baseURL": "https://"}"#, path: "baseURL", column: 13, "baseURL must be an absolute http or https URL"),
        SchemaCase(#"{"language": "english"}"#, path: "language", column: 14, "language must be a language tag such as en, fr or pt-BR"),
        SchemaCase(#"{"language": "en-"}"#, path: "language", column: 14, "found \"en-\""),
        SchemaCase(#"{"language": ""}"#, path: "language", column: 14, "language must be a language tag"),
        SchemaCase(#"{"location": "precise"}"#, path: "location", column: 14, "location must be one of exact, approximate, city, none, found \"precise\""),
        SchemaCase(#"{"location": null}"#, path: "location", column: 14, "location must be one of exact, approximate, city, none, found null"),
        SchemaCase(#"{"publishOriginals": "yes"}"#, path: "publishOriginals", column: 22, "publishOriginals must be true or false, found a string"),
        SchemaCase(#"{"grid": "masonry"}"#, path: "grid", column: 10, "grid must be one of justified, square, found \"masonry\""),
        SchemaCase(#"{"showRatings": 1}"#, path: "showRatings", column: 17, "showRatings must be true or false, found a number"),
        SchemaCase(#"{"maxMegapixels": 0}"#, path: "maxMegapixels", column: 19, "maxMegapixels must be greater than 0, found 0"),
        SchemaCase(#"{"maxMegapixels": -5}"#, path: "maxMegapixels", column: 19, "maxMegapixels must be greater than 0, found -5"),
        SchemaCase(#"{"maxMegapixels": "big"}"#, path: "maxMegapixels", column: 19, "maxMegapixels must be a number, found a string"),
        SchemaCase(#"{"decodeTimeout": 0.5}"#, path: "decodeTimeout", column: 19, "decodeTimeout must be 1 second or more, found 0.5"),
        SchemaCase(#"{"slideshow": {"interval": 0.5}}"#, path: "slideshow.interval", column: 28, "slideshow.interval must be a number of seconds from 1 to 3600, found 0.5"),
        SchemaCase(#"{"slideshow": {"interval": 7200}}"#, path: "slideshow.interval", column: 28, "found 7200"),
        SchemaCase(#"{"slideshow": {"interval": "5s"}}"#, path: "slideshow.interval", column: 28, "slideshow.interval must be a number, found a string"),
        SchemaCase(#"{"slideshow": {"loop": "yes"}}"#, path: "slideshow.loop", column: 24, "slideshow.loop must be true or false, found a string"),
        SchemaCase(#"{"slideshow": {"pace": 1}}"#, path: "slideshow.pace", column: 24, "\"pace\" is not a key of slideshow, which has interval and loop"),
        SchemaCase(#"{"slideshow": true}"#, path: "slideshow", column: 15, "slideshow must be an object, found true"),
        SchemaCase("{\n\n    \"language\": 42\n}", path: "language", line: 3, column: 17, "language must be a string, found a number"),
        SchemaCase("true", path: "", column: 1, "vitrine.json must be a JSON object ({ ... }), found true"),
    ]

    @Test(arguments: brokenSites)
    func brokenSiteRules(_ example: SchemaCase) throws {
        let error = try #require(ErrorCapture.siteSchema(example.text)?.first)
        #expect(error.path == example.path)
        #expect(error.line == example.line)
        #expect(error.column == example.column)
        #expect(error.message.contains(example.message), "\(error.message)")
    }
}
