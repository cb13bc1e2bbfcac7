import VitrineLibrary
import VitrineMetadata

/// An XMP sidecar as last read: the file's size and mtime then, and its values or why it was left out.
/// A sidecar whose size and mtime are unchanged is not read again.
public struct XMPSidecarRecord: Sendable, Hashable {
    public var file: SourceFile
    /// The values read; nil when the file could not be read or parsed.
    public var metadata: MetadataRecord?
    /// What was wrong with it, for the build's warning.
    public var problem: String?

    public init(file: SourceFile, metadata: MetadataRecord?, problem: String? = nil) {
        self.file = file
        self.metadata = metadata
        self.problem = problem
    }
}
