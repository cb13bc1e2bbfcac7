import VitrineCore
import VitrineLibrary

/// An XMP sidecar file (`photo.xmp`, `photo.jpg.xmp`) read: its values, or what kept them out. Read through the
/// same bounded read as every metadata file (at most `XMPReader.maximumSize`), by the build and `vitrine show`.
public struct XMPSidecar: Sendable, Hashable {
    /// The values read; nil when the file could not be read or parsed.
    public var metadata: MetadataRecord?
    /// What was wrong with it, for a warning; nil when it was read.
    public var problem: String?

    public init(metadata: MetadataRecord?, problem: String? = nil) {
        self.metadata = metadata
        self.problem = problem
    }

    /// Reads the sidecar at `path`.
    public init(readingAt path: String) {
        do {
            let bytes = try FileIO.read(path, limit: XMPReader.maximumSize)
            self.init(metadata: try XMPReader.read(bytes))
        } catch let error as MetadataError where LibraryUnavailable.isMentioned(in: error.message) {
            self.init(metadata: nil, problem: "XMP sidecar cannot be read: \(error.message)")
        } catch let error as MetadataError {
            self.init(metadata: nil, problem: "malformed XMP sidecar: \(error.message)")
        } catch let error as FileReadError {
            self.init(metadata: nil, problem: "XMP sidecar cannot be read: \(error.message)")
        } catch {
            self.init(metadata: nil, problem: "XMP sidecar cannot be read: \(error)")
        }
    }

    /// True when it was left unread for want of a library (exempi): the next build reads it again rather than
    /// remembering it as malformed.
    public var isUnreadForWantOfALibrary: Bool {
        problem.map(LibraryUnavailable.isMentioned) ?? false
    }
}
