/// Reading `album.json`.
extension AlbumSettings: JSONFileSchema {
    /// The file name inside an album folder.
    public static let fileName = "album.json"

    /// An invalid `private` stops the build: dropping it would publish the album in the clear.
    public static let guardedKeys: Set<String> = ["private"]

    /// Reads a parsed `album.json`: each valid key's value; an invalid one keeps its default, with a `SchemaError`.
    public static func decode(_ document: JSONDocument) -> SchemaReading<AlbumSettings> {
        var settings = AlbumSettings()
        return SchemaReader.readMembers(of: document, fileKind: "album.json", known: knownKeys, into: &settings) { reader, settings, key, value, path in
            switch key {
            case "title": settings.title = reader.optionalString(value, at: path)
            case "description": settings.description = reader.optionalString(value, at: path)
            case "cover":
                if let cover = reader.string(value, at: path, where: { !$0.isEmpty && !$0.contains("/") && !$0.hasPrefix(".") },
                                             else: { "cover must be the file name of a photo in this album, such as \"IMG_0042.jpg\", found \"\($0)\"" }) {
                    settings.cover = cover
                }
            // Invalid, it means none: publishing less is the safe side.
            case "downloads": settings.downloads = reader.choice(value, at: path, of: DownloadPolicy.self) ?? DownloadPolicy.none
            case "sort": settings.sort = reader.choice(value, at: path, of: Sort.self) ?? .newest
            // Invalid, it still counts as private: the build stops on it before anything is published.
            case "private": settings.privacy = Self.readPrivacy(value, at: path, reader: &reader) ?? AlbumPrivacy()
            default: break
            }
        }
    }

    /// The keys `album.json` defines.
    public static let knownKeys: Set<String> = ["title", "description", "cover", "sort", "private", "downloads"]

    /// `{}` or `{"passwordEnv": "NAME"}`, either with `"listed": false`; nil (with an error) for anything else.
    static func readPrivacy(_ value: JSONValue, at path: JSONPath, reader: inout SchemaReader) -> AlbumPrivacy? {
        let forms = "private must be {} (links only) or {\"passwordEnv\": \"NAME\"} (the password in that environment variable), either with \"listed\": false"
        guard case .object(let object) = value else {
            reader.fail(path, "\(forms); found \(value.kindDescription)")
            return nil
        }
        var privacy = AlbumPrivacy()
        var valid = true
        for member in object.members {
            let memberPath = path.appending(member.key)
            switch (member.key, member.value) {
            case ("passwordEnv", .string(let name)) where isEnvironmentName(name): privacy.passwordEnv = name
            case ("listed", .bool(let listed)): privacy.listed = listed
            case ("passwordEnv", _):
                reader.fail(memberPath, "private.passwordEnv must name an environment variable (letters, digits and _, not starting with a digit), such as \"ALBUM_PASSWORD\"")
                valid = false
            case ("listed", _):
                reader.fail(memberPath, "private.listed must be true or false, found \(member.value.kindDescription)")
                valid = false
            default:
                reader.fail(memberPath, "\(forms); found the key \"\(member.key)\"")
                valid = false
            }
        }
        return valid ? privacy : nil
    }

    static func isEnvironmentName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }
}
