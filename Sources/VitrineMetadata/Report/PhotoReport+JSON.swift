import VitrineLibrary

/// `vitrine show --json`: every sidecar value spelled out (defaults included) for scripts.
extension PhotoReport {
    public var jsonValue: JSONValue {
        var values = JSONObject()
        values["title"] = sidecar.title.map(JSONValue.string) ?? .null
        values["caption"] = sidecar.caption.map(JSONValue.string) ?? .null
        values["rating"] = .number(Double(sidecar.rating))
        values["favorite"] = .bool(sidecar.favorite)
        values["hidden"] = .bool(sidecar.hidden)
        values["tags"] = .array(sidecar.tags.map(JSONValue.string))
        values["transform"] = .object(Sidecar.transformObject(sidecar.transform))
        values["history"] = .array(sidecar.history.map(Sidecar.snapshotValue))
        switch sidecar.location {
        case .fromExif: values["location"] = .string("exif")
        case .hidden: values["location"] = .null
        case .point(let point): values["location"] = Self.pointValue(point)
        }

        var report = JSONObject()
        report["photo"] = .string(photoPath)
        report["sidecarFile"] = hasSidecarFile ? .string(photoPath + ".json") : .null
        report["modified"] = .bool(!sidecar.transform.isIdentity)
        report["sidecar"] = .object(values)
        if let exif { report["exif"] = Self.exifValue(exif) }
        if let published {
            report["xmpSidecarFile"] = xmpSidecarPath.map(JSONValue.string) ?? .null
            report["published"] = publishedValue(published)
        }
        return .object(report)
    }

    /// Stable JSON text ending in a newline.
    public var json: String { JSONWriter.string(jsonValue) }

    static func pointValue(_ point: GeoPoint) -> JSONValue {
        .object(["latitude": .number(point.latitude), "longitude": .number(point.longitude)])
    }

    static func exifValue(_ exif: ExifFacts) -> JSONValue {
        func text(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }
        func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
        func integer(_ value: Int?) -> JSONValue { value.map { .number(Double($0)) } ?? .null }
        var object = JSONObject()
        object["orientation"] = .number(Double(exif.orientation))
        object["dateTimeOriginal"] = text(exif.dateTimeOriginal)
        object["offsetTimeOriginal"] = text(exif.offsetTimeOriginal)
        object["gps"] = exif.gps.map(pointValue) ?? .null
        object["make"] = text(exif.make)
        object["model"] = text(exif.model)
        object["lens"] = text(exif.lens)
        object["exposureTime"] = number(exif.exposureTime)
        object["fNumber"] = number(exif.fNumber)
        object["iso"] = integer(exif.iso)
        object["focalLength"] = number(exif.focalLength)
        object["pixelWidth"] = integer(exif.pixelWidth)
        object["pixelHeight"] = integer(exif.pixelHeight)
        return .object(object)
    }
}
