import VitrineLibrary

/// The data of the home page's "On this day", read by site.js (onthisday.js) from `file://` as well as over HTTP:
/// scripts, not JSON, since a page opened from disk may not fetch. `timeline/days.js` names the days of the year
/// with photos (`03-12`); `timeline/days/<mm>-<dd>.js` lists that day's photos, a few per year, newest year first.
/// The home page itself holds none of it, so it stays the same every day; the visitor's browser picks today.
///
/// Each photo is its page's address, its smallest image and its date as alt text: nothing an edit of a title, a
/// rating or tags changes, so the files are made whole with the plan and keyed by their bytes.
enum OnThisDay {
    static let daysPath = "timeline/days.js"
    /// Photos of one year a day's file lists.
    static let perYear = 3

    static func dayPath(_ dayKey: String) -> String { "timeline/days/\(dayKey).js" }

    /// The files of a site whose photos, in site order, are `renderer.photoOrder`; none without dated photos.
    static func files(_ renderer: SiteRenderer) -> [SiteFile] {
        // Positions in the site's order, not copies of the photos: a model is several hundred bytes, and this table
        // (with the sort of each year) was a quarter of a first build's peak memory.
        let photos = renderer.photoOrder.uniqueContent()
        var byDay: [String: [Int: [(date: TimelineDate, position: Int)]]] = [:]
        for position in photos.indices {
            let photo = photos[position]
            guard let date = TimelineDate(photo.exif.dateTimeOriginal), thumbnail(photo) != nil else { continue }
            byDay[date.dayKey, default: [:]][date.year, default: []].append((date, position))
        }
        guard !byDay.isEmpty else { return [] }
        var files = [SiteFile(path: daysPath, contents: Array("window.vitrineDays=\(JSONText.string(byDay.keys.sorted().joined(separator: " ")));\n".utf8))]
        for (day, years) in byDay.sorted(by: { $0.key < $1.key }) {
            let entries = years.sorted { $0.key > $1.key }.map { year, entries -> String in
                // Oldest first, ties in site order.
                let ordered = entries.sorted { ($0.date.text, $0.position) < ($1.date.text, $1.position) }
                let shown = ordered.prefix(perYear).compactMap { entry -> String? in
                    let photo = photos[entry.position]
                    guard let image = thumbnail(photo), let page = renderer.layout.photoPagePath(photo.id) else { return nil }
                    let alt = renderer.strings.date(day: entry.date.day, month: entry.date.month, year: entry.date.year)
                    return "{\"href\":\(JSONText.string(page)),\"src\":\(JSONText.string(image.path)),\"width\":\(image.width),"
                        + "\"height\":\(image.height),\"alt\":\(JSONText.string(alt))}"
                }
                return "{\"year\":\(year),\"photos\":[\(shown.joined(separator: ","))]}"
            }
            files.append(SiteFile(path: dayPath(day), contents: Array("window.vitrineOnThisDay=[\(entries.joined(separator: ","))];\n".utf8)))
        }
        return files
    }

    /// The smallest JPEG of a photo (a video's poster); nil for one that could not be read.
    private static func thumbnail(_ photo: PhotoModel) -> ImageFile? {
        photo.images.filter { $0.format == .jpeg }.min { ($0.bucket, $0.path) < ($1.bucket, $1.path) }
    }
}
