import VitrineLibrary

/// The XMP packet a photo file carries inside its container, for the metadata reader.
public enum EmbeddedXMP {
    /// The raw XMP packet (UTF-8 RDF/XML) of a HEIF/AVIF file's primary image (`mime` item of content type
    /// `application/rdf+xml`); nil when the file is of another format, unreadable, or has no XMP.
    public static func packet(of bytes: [UInt8]) -> [UInt8]? {
        guard SourceFormat(sniffing: bytes) == .heif, let decoder = try? HEIFDecoder(bytes: bytes) else { return nil }
        return decoder.xmp
    }
}
