import Foundation

/// Reading `vitrine.json`.
extension SiteSettings: JSONFileSchema {
    /// The file name at the library root.
    public static let fileName = "vitrine.json"

    /// An invalid `location` stops the build: dropping it would publish positions at the default precision.
    public static let guardedKeys: Set<String> = ["location"]

    /// Reads a parsed `vitrine.json`: each valid key's value; an invalid one keeps its default, with a `SchemaError`.
    public static func decode(_ document: JSONDocument) -> SchemaReading<SiteSettings> {
        var settings = SiteSettings()
        return SchemaReader.readMembers(of: document, fileKind: "vitrine.json", known: knownKeys, into: &settings) { reader, settings, key, value, path in
            switch key {
            case "title":
                if let title = reader.optionalString(value, at: path) { settings.title = title }
            case "author": settings.author = reader.optionalString(value, at: path)
            case "baseURL":
                if let url = reader.string(value, at: path, where: Self.isAbsoluteWebURL,
                                           else: { "baseURL must be an absolute http or https URL such as https://example.com/photos/, found \"\($0)\"" }) {
                    settings.baseURL = url
                }
            case "language":
                if let language = reader.string(value, at: path, where: Self.isLanguageTag,
                                                else: { "language must be a language tag such as en, fr or pt-BR, found \"\($0)\"" }) {
                    settings.language = language
                }
            case "location":
                settings.location = reader.choice(value, at: path, of: LocationPrecision.self) ?? LocationPrecision.none
            case "publishOriginals":
                settings.publishOriginals = reader.bool(value, at: path) ?? false
            case "maxMegapixels":
                if let number = reader.number(value, at: path) {
                    if number > 0 {
                        settings.maxMegapixels = number
                    } else {
                        reader.fail(path, "maxMegapixels must be greater than 0, found \(JSONWriter.format(number))")
                    }
                }
            case "decodeTimeout":
                if let number = reader.number(value, at: path) {
                    if number >= 1 {
                        settings.decodeTimeout = number
                    } else {
                        reader.fail(path, "decodeTimeout must be 1 second or more, found \(JSONWriter.format(number))")
                    }
                }
            case "video":
                settings.video = reader.choice(value, at: path, of: VideoPolicy.self) ?? .transcode
            case "downloads":
                settings.downloads = reader.choice(value, at: path, of: DownloadPolicy.self) ?? DownloadPolicy.none
            case "headers":
                settings.headers = reader.bool(value, at: path) ?? false
            case "grid":
                settings.grid = reader.choice(value, at: path, of: GridStyle.self) ?? .justified
            case "showRatings":
                settings.showRatings = reader.bool(value, at: path) ?? false
            case "slideshow":
                settings.slideshow = Self.readSlideshow(value, at: path, reader: &reader)
            default: break
            }
        }
    }

    /// The keys `vitrine.json` defines.
    public static let knownKeys: Set<String> = [
        "title", "author", "baseURL", "language", "location", "publishOriginals", "maxMegapixels", "video",
        "headers", "grid", "showRatings",
        "decodeTimeout", "downloads", "slideshow",
    ]

    /// The seconds a slideshow may show each photo.
    public static let slideshowIntervals: ClosedRange<Double> = 1...3600

    /// `{"interval": seconds, "loop": bool}`: each valid member's value; an invalid or unknown one keeps its default,
    /// with an error (a slideshow is no privacy matter: the build goes on).
    static func readSlideshow(_ value: JSONValue, at path: JSONPath, reader: inout SchemaReader) -> Slideshow {
        var slideshow = Slideshow()
        guard let object = reader.object(value, at: path) else { return slideshow }
        for member in object.members {
            let memberPath = path.appending(member.key)
            switch member.key {
            case "interval":
                guard let seconds = reader.number(member.value, at: memberPath) else { continue }
                if slideshowIntervals.contains(seconds) {
                    slideshow.interval = seconds
                } else {
                    reader.fail(memberPath, "slideshow.interval must be a number of seconds from 1 to 3600, found \(JSONWriter.format(seconds))")
                }
            case "loop":
                if let loop = reader.bool(member.value, at: memberPath) { slideshow.loop = loop }
            default:
                reader.fail(memberPath, "\"\(member.key)\" is not a key of slideshow, which has interval and loop")
            }
        }
        return slideshow
    }

    static func isAbsoluteWebURL(_ text: String) -> Bool {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty else { return false }
        return true
    }

    /// BCP 47 in outline: a 2-3 letter language, then alphanumeric subtags of 1-8 characters.
    static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count),
              first.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) }) else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            }
        }
    }
}
