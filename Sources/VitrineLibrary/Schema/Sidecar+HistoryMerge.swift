/// Writing `history` back so keys Vitrine does not know, inside each entry, survive an edit.
extension Sidecar {
    /// `history` as JSON values, each entry merged into the entry of `original` (the file's `history` as read)
    /// it came from. Entries are matched by aligning the two lists: unchanged, one pushed, the oldest dropped
    /// or the newest undone all keep every entry's unknown keys.
    static func historyValues(_ history: [TransformSnapshot], mergingInto original: JSONValue?) -> [JSONValue] {
        guard case .array(let elements)? = original, !elements.isEmpty else { return history.map { snapshotValue($0) } }
        let previous = elements.map(snapshot(from:))
        // The smallest shift at which the old entries line up with the new ones (an empty overlap always does).
        let offset = (0...previous.count).first { offset in
            zip(previous.dropFirst(offset), history).allSatisfy { $0 == $1 }
        } ?? previous.count
        return history.enumerated().map { index, snapshot in
            let source = index + offset
            guard source < elements.count, case .object(let object) = elements[source] else { return snapshotValue(snapshot) }
            return snapshotValue(snapshot, mergingInto: object)
        }
    }

    /// The snapshot a history entry in a file stands for, read as the schema reads it; nil when it is not one.
    static func snapshot(from value: JSONValue) -> TransformSnapshot? {
        guard case .object(let object) = value else { return nil }
        var rotation = 0.0
        var scale = 1.0
        var at: String?
        if let value = object["rotation"] {
            guard case .number(let number) = value else { return nil }
            rotation = number
        }
        if let value = object["scale"] {
            guard case .number(let number) = value, number >= 1 else { return nil }
            scale = number
        }
        if let value = object["at"] {
            switch value {
            case .string(let text): at = text
            case .null: at = nil
            default: return nil
            }
        }
        return TransformSnapshot(transform: Transform(rotation: rotation, scale: scale), at: at)
    }

    /// One entry written over the entry it came from: its unknown keys kept, the known ones from `snapshot`.
    static func snapshotValue(_ snapshot: TransformSnapshot, mergingInto original: JSONObject) -> JSONValue {
        var object = transformObject(snapshot.transform, mergingInto: .object(original))
        object["at"] = snapshot.at.map(JSONValue.string) ?? original["at"]
        return .object(object)
    }
}
