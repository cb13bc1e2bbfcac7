internal import CIPTCData
import VitrineLibrary

/// Reads the values Vitrine uses from an IPTC-IIM block (the Application Record, 2:xx) with libiptcdata.
public enum IPTCReader {
    /// Dataset numbers of record 2 (IPTC-IIM 4.2).
    enum Dataset {
        static let objectName: UInt32 = 5
        static let keywords: UInt32 = 25
        static let dateCreated: UInt32 = 55
        static let timeCreated: UInt32 = 60
        static let city: UInt32 = 90
        static let country: UInt32 = 101
        static let headline: UInt32 = 105
        static let caption: UInt32 = 120
    }

    /// The block's values; nil when libiptcdata cannot parse it. Throws when libiptcdata cannot be loaded.
    public static func read(_ bytes: [UInt8]) throws(MetadataError) -> MetadataRecord? {
        guard !bytes.isEmpty, bytes.count <= 1 << 24 else { return nil }
        let iptc = try IPTCLibrary.functions()
        guard let data = bytes.withUnsafeBufferPointer({ iptc.iptc_data_new_from_data($0.baseAddress, UInt32($0.count)) }) else { return nil }
        defer { iptc.iptc_data_unref(data) }
        var values: [UInt32: [String]] = [:]
        let count = Int(data.pointee.count)
        for index in 0..<count {
            guard let dataset = data.pointee.datasets?[index]?.pointee, dataset.record.rawValue == 2,
                  let pointer = dataset.data, dataset.size > 0 else { continue }
            let text = MetadataText.decode(UnsafeBufferPointer(start: pointer, count: Int(dataset.size)))
            values[dataset.tag.rawValue, default: []].append(text)
        }
        var record = MetadataRecord()
        let title = values[Dataset.objectName]?.first.flatMap(MetadataText.clean)
            ?? values[Dataset.headline]?.first.flatMap(MetadataText.clean)
        record.title = title.map { [LocalizedText(language: LocalizedText.defaultLanguage, text: $0)] } ?? []
        record.caption = values[Dataset.caption]?.first.flatMap(MetadataText.clean)
            .map { [LocalizedText(language: LocalizedText.defaultLanguage, text: $0)] } ?? []
        record.tags = KeywordFilter.tags(flat: values[Dataset.keywords] ?? [], hierarchical: [])
        if let date = values[Dataset.dateCreated]?.first,
           let created = MetadataDate.fromIPTC(date: date, time: values[Dataset.timeCreated]?.first) {
            record.created = created.dateTime
            record.createdOffset = created.offset
        }
        record.city = values[Dataset.city]?.first.flatMap(MetadataText.clean)
        record.country = values[Dataset.country]?.first.flatMap(MetadataText.clean)
        return record
    }
}
