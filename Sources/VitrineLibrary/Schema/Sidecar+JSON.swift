import Foundation

/// Reading and writing sidecar files, schema version 1 (PRODUCT.md, Input).
extension Sidecar: JSONFileSchema {
    /// The keys schema version 1 defines; any other key is kept as it is. `favourite` is `favorite` as a British
    /// hand writes it (and as the summary once printed it): read the same.
    public static let knownKeys: Set<String> = [
        "title", "caption", "rating", "favorite", "favourite", "tags", "transform", "history", "location", "hidden",
    ]

    /// An invalid `hidden` or `location` stops the build: dropping it would publish what its owner withheld.
    public static let guardedKeys: Set<String> = ["hidden", "location"]

    /// Validates a parsed document strictly (the edit verbs): every rule broken is a `SchemaError`.
    public init(document: JSONDocument) throws(JSONFileError) {
        let reading = Self.decode(document)
        guard reading.problems.isEmpty else { throw .schema(reading.problems) }
        self = reading.value
    }

    /// Reads a parsed document: each valid key's value; an invalid one keeps its default, with a `SchemaError`.
    public static func decode(_ document: JSONDocument) -> SchemaReading<Sidecar> {
        var sidecar = Sidecar()
        var favoriteKey: String?
        return SchemaReader.readMembers(of: document, fileKind: "a sidecar", known: knownKeys, into: &sidecar) { reader, sidecar, key, value, path in
            switch key {
            case "title": sidecar.title = reader.optionalString(value, at: path)
            case "caption": sidecar.caption = reader.optionalString(value, at: path)
            case "rating": sidecar.rating = reader.integer(value, at: path, in: 0...5) ?? 0
            case "favorite", "favourite":
                if let first = favoriteKey {
                    reader.fail(path, "\(key) repeats \(first) (the same key, spelt two ways); keep one")
                } else {
                    favoriteKey = key
                    sidecar.favorite = reader.bool(value, at: path) ?? false
                }
            case "hidden": sidecar.hidden = reader.bool(value, at: path) ?? true
            case "tags": sidecar.tags = Self.readTags(value, at: path, reader: &reader)
            case "transform": sidecar.transform = Self.readTransform(value, at: path, reader: &reader) ?? .identity
            case "history": sidecar.history = Self.readHistory(value, at: path, reader: &reader)
            case "location": sidecar.location = Self.readLocation(value, at: path, reader: &reader)
            default: break
            }
        }
    }

    /// Trims tags, drops empty ones and keeps the first spelling of case-insensitive duplicates.
    public static func normalisedTags(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for tag in tags {
            let trimmed = Self.endsInText(tag) ? tag : tag.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty, seen.insert(trimmed.lowercased()).inserted else { continue }
            result.append(trimmed)
        }
        return result
    }

    /// True when `text` starts and ends with an ASCII character that is not white space: trimming leaves it as it
    /// is (white space beyond ASCII takes more than one byte), and Foundation's trimming is not asked (it was most of
    /// the cost of reading 10,000 sidecars).
    private static func endsInText(_ text: String) -> Bool {
        guard let first = text.utf8.first, let last = text.utf8.last else { return false }
        func isText(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x80 }
        return isText(first) && isText(last)
    }

    static func readTags(_ value: JSONValue, at path: JSONPath, reader: inout SchemaReader) -> [String] {
        guard case .array(let elements) = value else {
            reader.fail(path, "tags must be an array of strings, found \(value.kindDescription)")
            return []
        }
        var tags: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let tag) = element else {
                reader.fail(path.appending(index), "\(path.appending(index)) must be a string, found \(element.kindDescription)")
                continue
            }
            tags.append(tag)
        }
        return normalisedTags(tags)
    }

    /// `{ "rotation": degrees, "scale": factor }`, both optional, rotation finite, scale finite and >= 1.
    static func readTransform(_ value: JSONValue, at path: JSONPath, reader: inout SchemaReader) -> Transform? {
        guard let object = reader.object(value, at: path) else { return nil }
        var rotation = 0.0
        var scale = 1.0
        if let value = object["rotation"], let number = reader.number(value, at: path.appending("rotation")) {
            rotation = number
        }
        if let value = object["scale"], let number = reader.number(value, at: path.appending("scale")) {
            if number >= 1 {
                scale = number
            } else {
                reader.fail(path.appending("scale"), "\(path.appending("scale")) must be at least 1 (1 = no zoom), found \(JSONWriter.format(number))")
            }
        }
        return Transform(rotation: rotation, scale: scale)
    }

    /// An array of transforms with an optional `at` timestamp; only the last `historyLimit` are kept.
    static func readHistory(_ value: JSONValue, at path: JSONPath, reader: inout SchemaReader) -> [TransformSnapshot] {
        guard case .array(let elements) = value else {
            reader.fail(path, "history must be an array of transforms, found \(value.kindDescription)")
            return []
        }
        var history: [TransformSnapshot] = []
        for (index, element) in elements.enumerated() {
            let entryPath = path.appending(index)
            guard let transform = readTransform(element, at: entryPath, reader: &reader) else { continue }
            var at: String?
            if case .object(let object) = element, let stamp = object["at"] {
                at = reader.optionalString(stamp, at: entryPath.appending("at"))
            }
            history.append(TransformSnapshot(transform: transform, at: at))
        }
        return Array(history.suffix(historyLimit))
    }

    /// `null` hides the position; an object overrides EXIF GPS and must hold a valid latitude and longitude.
    static func readLocation(_ value: JSONValue, at path: JSONPath, reader: inout SchemaReader) -> Location {
        if value == .null { return .hidden }
        guard case .object(let object) = value else {
            reader.fail(path, "location must be an object with latitude and longitude, or null to hide the position; found \(value.kindDescription)")
            return .hidden
        }
        func coordinate(_ key: String, limit: Double) -> Double? {
            let keyPath = path.appending(key)
            guard let value = object[key] else {
                reader.fail(path, "location needs a \(key) (-\(Int(limit)) to \(Int(limit)))")
                return nil
            }
            guard let number = reader.number(value, at: keyPath) else { return nil }
            guard abs(number) <= limit else {
                reader.fail(keyPath, "\(keyPath) must be from -\(Int(limit)) to \(Int(limit)), found \(JSONWriter.format(number))")
                return nil
            }
            return number
        }
        let latitude = coordinate("latitude", limit: 90)
        let longitude = coordinate("longitude", limit: 180)
        guard let latitude, let longitude else { return .hidden }
        return .point(GeoPoint(latitude: latitude, longitude: longitude))
    }
}
