import Foundation
import VitrineLibrary

/// Reads the values Vitrine uses from an XMP packet (a sidecar file or a block from inside an image).
public enum XMPReader {
    /// The largest packet read (sidecars larger than this are refused unread).
    public static let maximumSize = XMPPacket.maximumSize

    /// The packet's values; throws when the bytes are not a well-formed XMP packet.
    public static func read(_ bytes: [UInt8]) throws(MetadataError) -> MetadataRecord {
        let packet = try XMPPacket(bytes)
        var record = MetadataRecord()
        record.rating = packet.property(XMPNamespace.xmp, "Rating").flatMap(rating)
        record.title = alternatives(packet, XMPNamespace.dc, "title")
        if record.title.isEmpty, let headline = packet.property(XMPNamespace.photoshop, "Headline") {
            record.title = [LocalizedText(language: LocalizedText.defaultLanguage, text: headline)]
        }
        record.caption = alternatives(packet, XMPNamespace.dc, "description")
        record.tags = KeywordFilter.tags(flat: packet.array(XMPNamespace.dc, "subject"),
                                         hierarchical: packet.array(XMPNamespace.lightroom, "hierarchicalSubject"))
        record.label = packet.property(XMPNamespace.xmp, "Label").flatMap(MetadataText.clean)
        let date = packet.property(XMPNamespace.photoshop, "DateCreated").flatMap(MetadataDate.fromISO)
            ?? packet.property(XMPNamespace.xmp, "CreateDate").flatMap(MetadataDate.fromISO)
        record.created = date?.dateTime
        record.createdOffset = date?.offset
        if let latitude = packet.property(XMPNamespace.exif, "GPSLatitude").flatMap({ XMPCoordinate.degrees($0, positive: "N", negative: "S") }),
           let longitude = packet.property(XMPNamespace.exif, "GPSLongitude").flatMap({ XMPCoordinate.degrees($0, positive: "E", negative: "W") }) {
            let point = GeoPoint(latitude: latitude, longitude: longitude)
            record.gps = point.isValid ? point : nil
        }
        record.city = packet.property(XMPNamespace.photoshop, "City").flatMap(MetadataText.clean)
        record.country = packet.property(XMPNamespace.photoshop, "Country").flatMap(MetadataText.clean)
        return record
    }

    /// `xmp:Rating` as written ("3", "3.0", "-1"): -1...5, else nil.
    static func rating(_ text: String) -> Int? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
        let rounded = Int(value.rounded())
        return (-1...5).contains(rounded) ? rounded : nil
    }

    /// Every language alternative of a lang-alt property (a plain text property counts as `x-default`).
    static func alternatives(_ packet: XMPPacket, _ namespace: String, _ name: String) -> [LocalizedText] {
        let items = packet.array(namespace, name, limit: 100)
        if items.isEmpty {
            guard let plain = packet.property(namespace, name).flatMap(MetadataText.clean) else { return [] }
            return [LocalizedText(language: LocalizedText.defaultLanguage, text: plain)]
        }
        return items.enumerated().compactMap { offset, item in
            guard let text = MetadataText.clean(item) else { return nil }
            let language = packet.property(namespace, "\(name)[\(offset + 1)]/?xml:lang").map(XMPPacket.language) ?? LocalizedText.defaultLanguage
            return LocalizedText(language: language, text: text)
        }
    }
}
