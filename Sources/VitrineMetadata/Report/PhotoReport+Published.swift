import VitrineLibrary

/// `vitrine show`'s account of what the site publishes and where each value came from.
extension PhotoReport {
    func publishedRows(_ metadata: ResolvedMetadata) -> [(String, String)] {
        func from<Value>(_ value: Attributed<Value>?) -> String { value.map { " (from \($0.origin.label))" } ?? "" }
        var rows: [(String, String)] = [("XMP sidecar", xmpSidecarPath ?? "none")]
        if metadata.isRejected {
            rows.append(("Published", "no: rejected (rating -1\(from(metadata.rating)))"))
        }
        rows.append(("Title", (metadata.title?.value ?? "none") + from(metadata.title)))
        rows.append(("Caption", (metadata.caption?.value ?? "none") + from(metadata.caption)))
        let rating = metadata.rating.map { $0.value == -1 ? "rejected" : "\($0.value)/5" } ?? "unrated"
        rows.append(("Rating", rating + from(metadata.rating)))
        rows.append(("Tags", (metadata.tags.map { $0.value.joined(separator: ", ") } ?? "none") + from(metadata.tags)))
        if let label = metadata.label { rows.append(("Label", label.value + from(label))) }
        if let created = metadata.created {
            rows.append(("Date", MetadataDate.readable(created.value.dateTime, offset: created.value.offset) + from(created)))
        }
        if metadata.locationHidden {
            rows.append(("Position", "hidden (from Vitrine sidecar)"))
        } else if let gps = metadata.gps {
            rows.append(("Position", Self.coordinates(gps.value) + from(gps) + ", before the site's privacy setting"))
        }
        if let place = metadata.placeName { rows.append(("Place", place.value + from(place))) }
        for problem in metadataProblems { rows.append(("Left out", problem)) }
        return rows
    }

    /// `published` in `--json`: each value with its `source` (an origin's raw name, e.g. `xmp-sidecar`).
    func publishedValue(_ metadata: ResolvedMetadata) -> JSONValue {
        func entry(_ value: JSONValue?, _ origin: MetadataOrigin?) -> JSONValue {
            guard let value, let origin else { return .null }
            return .object(["value": value, "source": .string(origin.rawValue)])
        }
        var object = JSONObject()
        object["rejected"] = .bool(metadata.isRejected)
        object["title"] = entry(metadata.title.map { .string($0.value) }, metadata.title?.origin)
        object["caption"] = entry(metadata.caption.map { .string($0.value) }, metadata.caption?.origin)
        object["rating"] = entry(metadata.rating.map { .number(Double($0.value)) }, metadata.rating?.origin)
        object["tags"] = entry(metadata.tags.map { .array($0.value.map(JSONValue.string)) }, metadata.tags?.origin)
        object["label"] = entry(metadata.label.map { .string($0.value) }, metadata.label?.origin)
        object["date"] = entry(metadata.created.map { .string($0.value.dateTime + ($0.value.offset.map { " " + $0 } ?? "")) }, metadata.created?.origin)
        object["location"] = metadata.locationHidden ? entry(.null, .sidecar) : entry(metadata.gps.map { Self.pointValue($0.value) }, metadata.gps?.origin)
        object["place"] = entry(metadata.placeName.map { .string($0.value) }, metadata.placeName?.origin)
        object["problems"] = .array(metadataProblems.map(JSONValue.string))
        return .object(object)
    }
}
