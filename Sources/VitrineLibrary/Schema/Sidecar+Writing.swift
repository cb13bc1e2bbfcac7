/// Writing a sidecar back: known keys from the values, everything else from the file as it was.
extension Sidecar {
    /// The sidecar as a JSON object merged into `original` (the file's object as read, or empty).
    ///
    /// Unknown keys (also those inside `transform`, `location` and each `history` entry) are kept. A known key is written when its
    /// value differs from the default or when the original file had it, so a `"favorite": false` someone
    /// wrote stays; an absent `location` means "from EXIF" and is never written.
    public func jsonObject(mergingInto original: JSONObject = JSONObject()) -> JSONObject {
        var object = original
        func put(_ key: String, _ value: JSONValue?, isDefault: Bool) {
            if let value, !isDefault || original[key] != nil {
                object[key] = value
            } else {
                object[key] = nil
            }
        }
        put("title", title.map(JSONValue.string), isDefault: title == nil)
        put("caption", caption.map(JSONValue.string), isDefault: caption == nil)
        put("rating", .number(Double(rating)), isDefault: rating == 0)
        // Written where the file has it: `favourite` stays `favourite`.
        put(original["favourite"] != nil && original["favorite"] == nil ? "favourite" : "favorite", .bool(favorite), isDefault: !favorite)
        put("hidden", .bool(hidden), isDefault: !hidden)
        put("tags", .array(tags.map(JSONValue.string)), isDefault: tags.isEmpty)
        put("transform", .object(Self.transformObject(transform, mergingInto: original["transform"])),
            isDefault: transform == .identity)
        put("history", .array(Self.historyValues(history, mergingInto: original["history"])), isDefault: history.isEmpty)
        switch location {
        case .fromExif:
            object["location"] = nil
        case .hidden:
            object["location"] = .null
        case .point(let point):
            var members = JSONObject()
            if case .object(let previous)? = original["location"] { members = previous }
            members["latitude"] = .number(point.latitude)
            members["longitude"] = .number(point.longitude)
            object["location"] = .object(members)
        }
        return object
    }

    /// The stable file bytes: sorted keys, two-space indent, newline at the end.
    public func jsonBytes(mergingInto original: JSONObject = JSONObject()) -> [UInt8] {
        JSONWriter.bytes(.object(jsonObject(mergingInto: original)))
    }

    public static func transformObject(_ transform: Transform, mergingInto original: JSONValue? = nil) -> JSONObject {
        var object = JSONObject()
        if case .object(let previous)? = original { object = previous }
        object["rotation"] = .number(transform.rotation)
        object["scale"] = .number(transform.scale)
        return object
    }

    public static func snapshotValue(_ snapshot: TransformSnapshot) -> JSONValue {
        var object = transformObject(snapshot.transform)
        if let at = snapshot.at { object["at"] = .string(at) }
        return .object(object)
    }
}
