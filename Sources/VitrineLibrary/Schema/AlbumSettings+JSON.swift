/// Reading `album.json`.
extension AlbumSettings: JSONFileSchema {
    /// The file name inside an album folder.
    public static let fileName = "album.json"

    /// Parses and validates `album.json` bytes. Unknown keys are tolerated.
    public init(jsonBytes bytes: [UInt8]) throws(JSONFileError) {
        var settings = AlbumSettings()
        try SchemaReader.readMembers(of: SchemaReader.parse(bytes), fileKind: "album.json") { reader, key, value, path in
            switch key {
            case "title": settings.title = reader.optionalString(value, at: path)
            case "description": settings.description = reader.optionalString(value, at: path)
            case "cover":
                if let cover = reader.string(value, at: path, where: { !$0.isEmpty && !$0.contains("/") && !$0.hasPrefix(".") },
                                             else: { "cover must be the file name of a photo in this album, such as \"IMG_0042.jpg\", found \"\($0)\"" }) {
                    settings.cover = cover
                }
            case "sort": settings.sort = reader.choice(value, at: path, of: Sort.self) ?? .newest
            default: break
            }
        }
        self = settings
    }
}
