import Foundation

/// A library made of hostile text (script in titles, captions, tags, album and file names, EXIF strings and the
/// site title) and damaged images, for the end-to-end and browser tests of issue 8.
public enum HostileLibrary {
    /// Strings that become live markup or script if any page forgets to escape them.
    public static let payloads = [
        #"<script>alert("xss1")</script>"#,
        #""><img src=x onerror=alert("xss2")>"#,
        "</script><!--",
        "javascript:alert(\"xss3\")",
        "line\u{2028}separator\u{2029}para",
        "bidi \u{202E}txt.exe\u{202C}",
        "'; alert('xss4'); '",
    ]

    /// The album whose own name is an attack.
    public static let album = #"Album "><svg onload=alert("xss5")>"#

    /// Fills `library` with the hostile photos: three that render (one with forged EXIF) and, when
    /// `withBrokenImages`, an album of files that cannot be decoded.
    public static func populate(_ library: LibraryFixture, withBrokenImages: Bool = false) throws {
        try library.add("gps/DSCN0010.jpg", to: album, as: #"<img onerror=alert("xss6")>.jpg"#)
        try library.add("gps/DSCN0012.jpg", to: album)
        let sidecar: [String: Any] = [
            "title": payloads[0], "caption": payloads[1] + payloads[4],
            "tags": [payloads[2], payloads[3], payloads[5], "</script><script>alert(\"xss7\")</script>"],
            "rating": 5, "favorite": true,
        ]
        let json = try JSONSerialization.data(withJSONObject: sidecar, options: [.sortedKeys])
        try library.write(String(decoding: json, as: UTF8.self), at: "\(album)/DSCN0012.jpg.json")
        let description = payloads[0].replacingOccurrences(of: "\"", with: "\\\"")
        try library.write(#"{"title": "\#(payloads[6])", "description": "<b>bold</b> \#(description)"}"#,
                          at: "\(album)/album.json")
        let forged = try ExifForge.jpeg(from: Fixtures.url("gps/DSCN0021.jpg"), fields: .init(
            make: #"<script>alert("xss8")</script>"#, model: #""><img src=x onerror=alert("xss9")>"#,
            description: "</script><!--"))
        try forged.write(to: library.root.appendingPathComponent("exif-hostile.jpg"))
        try library.write(#"{"title": "Site </title><script>alert(\"xss10\")</script>"}"#, at: "vitrine.json")
        if try TestTool.check([.exiftool]) { try addMetadataCarriers(library) }
        if withBrokenImages {
            let broken = library.root.appendingPathComponent("broken", isDirectory: true)
            try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
            for (name, bytes) in try brokenImages() {
                try bytes.write(to: broken.appendingPathComponent(name))
            }
        }
    }

    /// The photos `populate` adds: three, and two more carrying the payloads in XMP and IPTC where exiftool is.
    public static var photoCount: Int { ExifTool.isAvailable ? 5 : 3 }

    /// The same strings in an XMP sidecar (title, description, keywords, hierarchical keywords, label, city)
    /// and in a photo's IPTC-IIM (object name, caption, keywords, city, country).
    static func addMetadataCarriers(_ library: LibraryFixture) throws {
        let xmpPhoto = try library.add("gps/DSCN0025.jpg", to: album, as: "xmp-hostile.jpg")
        try ExifTool.sidecar([
            "-XMP-dc:Title=\(payloads[0])", "-XMP-dc:Title-fr=\(payloads[1])", "-XMP-dc:Description=\(payloads[2])\(payloads[4])",
            "-XMP-dc:Subject=\(payloads[3])", "-XMP-dc:Subject=\(payloads[5])", "-XMP-xmp:Rating=3",
            "-XMP-lr:HierarchicalSubject=a|</script><script>alert(\"xss11\")</script>", "-XMP-xmp:Label=\(payloads[1])",
            "-XMP-photoshop:City=\(payloads[6])", "-XMP-photoshop:DateCreated=\(payloads[0])",
        ], at: URL(fileURLWithPath: xmpPhoto.path + ".xmp"), for: xmpPhoto)
        let iptcPhoto = try library.add("gps/DSCN0027.jpg", to: album, as: "iptc-hostile.jpg")
        try ExifTool.write([
            "-IPTC:ObjectName=\(payloads[1])", "-IPTC:Caption-Abstract=\(payloads[0])\(payloads[5])",
            "-IPTC:Keywords=\(payloads[2])", "-IPTC:Keywords=<svg onload=alert(\"xss12\")>", "-IPTC:City=\(payloads[3])",
            "-IPTC:Country-PrimaryLocationName=\(payloads[6])",
        ], into: iptcPhoto)
    }

    /// Damaged and crafted images, each named for what it is.
    public static func brokenImages() throws -> [String: Data] {
        let good = try Data(contentsOf: Fixtures.url("gps/DSCN0010.jpg"))
        return [
            "empty.jpg": Data(),
            "truncated.jpg": good.prefix(good.count * 6 / 10),
            "header-only.jpg": good.prefix(700),
            "not-a-jpeg.jpg": Data("GIF89a this is not what the name says".utf8),
            "huge-dimensions.jpg": try CraftedJPEG.claimingSize(width: 60_000, height: 60_000, from: good),
            "zero-dimensions.jpg": try CraftedJPEG.claimingSize(width: 0, height: 480, from: good),
            "thousands-of-scans.jpg": CraftedJPEG.progressive(scans: 5_000),
            "lying-exif.jpg": try CraftedJPEG.withExif(CraftedJPEG.lyingExif, from: good),
        ]
    }
}
