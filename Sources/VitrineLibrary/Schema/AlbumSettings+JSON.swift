/// Reading `album.json`.
extension AlbumSettings: JSONFileSchema {
    /// The file name inside an album folder.
    public static let fileName = "album.json"

    /// Parses and validates `album.json` bytes. Unknown keys are tolerated.
    public init(jsonBytes bytes: [UInt8]) throws(JSONFileError) {
        let document: JSONDocument
        do { document = try JSONParser.parse(bytes) } catch { throw .syntax(error) }
        var reader = SchemaReader(document, fileKind: "album.json")
        var settings = AlbumSettings()
        if let root = reader.rootObject() {
            for member in root.members {
                let path = JSONPath.root.appending(member.key)
                let value = member.value
                switch member.key {
                case "title": settings.title = reader.optionalString(value, at: path)
                case "description": settings.description = reader.optionalString(value, at: path)
                case "cover":
                    if let cover = reader.optionalString(value, at: path) {
                        if cover.isEmpty || cover.contains("/") || cover.hasPrefix(".") {
                            reader.fail(path, "cover must be the file name of a photo in this album, such as \"IMG_0042.jpg\", found \"\(cover)\"")
                        } else {
                            settings.cover = cover
                        }
                    }
                case "sort": settings.sort = reader.choice(value, at: path, of: Sort.self) ?? .newest
                default: break
                }
            }
        }
        try reader.finish()
        self = settings
    }
}
