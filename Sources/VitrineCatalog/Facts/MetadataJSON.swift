import Foundation
import VitrineLibrary
import VitrineMetadata

/// Metadata records as stored in the catalog: compact JSON with sorted keys (the same values, the same text,
/// so an unchanged row is not rewritten). Nothing at all is stored as `{}` and never decoded.
enum MetadataJSON {
    static let empty = "{}"

    static func encode<Value: Encodable & Equatable>(_ value: Value, isEmpty: Bool) -> String {
        guard !isEmpty else { return empty }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? empty
    }

    static func encode(_ value: EmbeddedMetadata) -> String {
        encode(value, isEmpty: value == EmbeddedMetadata())
    }

    static func decodeEmbedded(_ text: String) -> EmbeddedMetadata? {
        text == empty ? EmbeddedMetadata() : try? JSONDecoder().decode(EmbeddedMetadata.self, from: Data(text.utf8))
    }

    static func encode(_ value: MetadataRecord) -> String {
        encode(value, isEmpty: value.isEmpty)
    }

    static func decodeRecord(_ text: String) -> MetadataRecord? {
        text == empty ? MetadataRecord() : try? JSONDecoder().decode(MetadataRecord.self, from: Data(text.utf8))
    }
}
