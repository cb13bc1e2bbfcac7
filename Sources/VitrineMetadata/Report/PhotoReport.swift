import Foundation
import VitrineLibrary

/// What `vitrine show` prints about a photo: its sidecar values and, when given, its EXIF facts.
public struct PhotoReport: Sendable {
    public var photoPath: String
    public var sidecar: Sidecar
    /// Whether a sidecar file exists beside the photo.
    public var hasSidecarFile: Bool
    public var exif: ExifFacts?
    /// What the site publishes after the precedence rule, each value with its source (`vitrine show` only).
    public var published: ResolvedMetadata?
    /// The XMP sidecar read, when there is one.
    public var xmpSidecarPath: String?
    /// Metadata left out (a malformed XMP sidecar, a broken embedded block), to say why.
    public var metadataProblems: [String] = []

    public init(photoPath: String, sidecar: Sidecar, hasSidecarFile: Bool, exif: ExifFacts? = nil) {
        self.photoPath = photoPath
        self.sidecar = sidecar
        self.hasSidecarFile = hasSidecarFile
        self.exif = exif
    }

    /// The report for an editor's photo (values as read).
    public init(_ editor: SidecarEditor, exif: ExifFacts? = nil) {
        self.init(photoPath: editor.photoPath, sidecar: editor.sidecar, hasSidecarFile: editor.sidecarExisted, exif: exif)
    }

    /// Human-readable lines, `Label: value`, ending in a newline.
    public var text: String {
        var rows: [(String, String)] = [("Photo", photoPath)]
        rows.append(("Sidecar", hasSidecarFile ? photoPath + ".json" : "none (all values are defaults)"))
        if let title = sidecar.title { rows.append(("Title", title)) }
        if let caption = sidecar.caption { rows.append(("Caption", caption)) }
        let stars = String(repeating: "★", count: sidecar.rating) + String(repeating: "☆", count: 5 - sidecar.rating)
        rows.append(("Rating", sidecar.rating == 0 ? "unrated" : "\(stars) (\(sidecar.rating)/5)"))
        rows.append(("Favourite", sidecar.favorite ? "yes" : "no"))
        rows.append(("Tags", sidecar.tags.isEmpty ? "none" : sidecar.tags.joined(separator: ", ")))
        if sidecar.hidden { rows.append(("Hidden", "yes (not published)")) }
        rows.append(("Transform", sidecar.transform.isIdentity ? "none" : "\(Self.describe(sidecar.transform)) (modified)"))
        if let last = sidecar.history.last {
            let count = sidecar.history.count
            rows.append(("History", "\(count) \(count == 1 ? "entry" : "entries"); undo restores \(Self.describe(last.transform))"))
        }
        rows.append(("Location", locationText))
        if let exif { rows += Self.exifRows(exif) }
        // What the site shows after the precedence rule is a block of its own, aligned on its own.
        let published = published.map { "\nOn the site (highest first: Vitrine sidecar, XMP sidecar, embedded XMP, IPTC, EXIF):\n" + Self.aligned(publishedRows($0)) } ?? ""
        return Self.aligned(rows) + published
    }

    static func aligned(_ rows: [(String, String)]) -> String {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { label, value in
            "\(label):" + String(repeating: " ", count: width - label.count + 1) + value
        }.joined(separator: "\n") + "\n"
    }

    var locationText: String {
        switch sidecar.location {
        case .hidden: return "hidden (\"location\": null)"
        case .point(let point): return "\(Self.coordinates(point)) (set in the sidecar)"
        case .fromExif:
            if let gps = exif?.gps { return "\(Self.coordinates(gps)) (from EXIF)" }
            return exif == nil ? "from EXIF" : "none"
        }
    }

    static func exifRows(_ exif: ExifFacts) -> [(String, String)] {
        var rows: [(String, String)] = []
        let camera = [exif.make, exif.model].compactMap { $0 }.joined(separator: " ")
        if !camera.isEmpty { rows.append(("Camera", camera)) }
        if let lens = exif.lens { rows.append(("Lens", lens)) }
        if let date = exif.dateTimeOriginal {
            rows.append(("Taken", MetadataDate.readable(date, offset: exif.offsetTimeOriginal)))
        } else {
            rows.append(("Taken", "Date unknown"))
        }
        var exposure: [String] = []
        if let time = exif.exposureTime, time > 0 {
            exposure.append(time < 1 ? "1/\(JSONWriter.format((1 / time).rounded())) s" : "\(JSONWriter.format(time)) s")
        }
        if let number = exif.fNumber { exposure.append("f/\(JSONWriter.format((number * 10).rounded() / 10))") }
        if let iso = exif.iso { exposure.append("ISO \(iso)") }
        if let focal = exif.focalLength { exposure.append("\(JSONWriter.format((focal * 10).rounded() / 10)) mm") }
        if !exposure.isEmpty { rows.append(("Exposure", exposure.joined(separator: ", "))) }
        if let width = exif.pixelWidth, let height = exif.pixelHeight { rows.append(("Size", "\(width) × \(height) px")) }
        if exif.orientation != 1 { rows.append(("Orientation", "EXIF \(exif.orientation)")) }
        if let gps = exif.gps { rows.append(("GPS", coordinates(gps))) }
        return rows
    }

    static func describe(_ transform: Transform) -> String {
        "rotation \(JSONWriter.format(transform.rotation))°, scale \(JSONWriter.format(transform.scale))"
    }

    static func coordinates(_ point: GeoPoint) -> String {
        String(format: "%.5f, %.5f", point.latitude, point.longitude)
    }
}
