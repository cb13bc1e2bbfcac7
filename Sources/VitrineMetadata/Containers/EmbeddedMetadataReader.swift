import VitrineLibrary

/// Reads the XMP and IPTC-IIM inside an image file's bytes (already in memory for hashing and rendering).
public enum EmbeddedMetadataReader {
    public static func read(_ bytes: [UInt8]) -> EmbeddedMetadata {
        read(MetadataBlocks.find(in: bytes))
    }

    public static func read(_ blocks: MetadataBlocks) -> EmbeddedMetadata {
        var result = EmbeddedMetadata()
        var problems: [String] = []
        if let xmp = blocks.xmp {
            do {
                var record = try XMPReader.read(xmp)
                if let extended = blocks.extendedXMP, let more = try? XMPReader.read(extended) {
                    record = record.filled(from: more)
                }
                result.xmp = record.isEmpty ? nil : record
            } catch {
                problems.append("embedded XMP left out: \(error.message)")
            }
        }
        if let iptc = blocks.iptc {
            do {
                if let record = try IPTCReader.read(iptc) {
                    result.iptc = record.isEmpty ? nil : record
                } else {
                    problems.append("IPTC-IIM left out: not a valid IPTC block")
                }
            } catch {
                problems.append("IPTC-IIM left out: \(error.message)")
            }
        }
        result.problem = problems.isEmpty ? nil : problems.joined(separator: "; ")
        return result
    }
}

extension MetadataRecord {
    /// This record with its gaps filled from `other` (the main XMP packet first, its extension after).
    func filled(from other: MetadataRecord) -> MetadataRecord {
        var result = self
        result.rating = rating ?? other.rating
        if title.isEmpty { result.title = other.title }
        if caption.isEmpty { result.caption = other.caption }
        if tags.isEmpty { result.tags = other.tags }
        result.label = label ?? other.label
        if created == nil { result.created = other.created; result.createdOffset = other.createdOffset }
        result.gps = gps ?? other.gps
        result.city = city ?? other.city
        result.country = country ?? other.country
        return result
    }
}
