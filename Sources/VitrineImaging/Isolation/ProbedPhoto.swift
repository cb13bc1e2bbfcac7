import VitrineLibrary
import VitrineMetadata

/// What reading a photo's header and container gave, read once for both its metadata (`FileMetadata`, to which it
/// is the container source) and its size: in-process, or in a decoder worker (`PhotoDecoding`) for the formats
/// whose libraries may crash.
public struct ProbedPhoto: ContainerMetadataSource {
    /// What `ImageContainers` reads: empty when the header cannot be read.
    public var container: ContainerMetadata
    /// What `ImageProbe.dimensions` says, or why it cannot.
    public var dimensions: Result<(width: Int, height: Int), ImagingError>
    /// What the file cost that the build should say, though it was read: a decoder worker that crashed on it first.
    public var warnings: [String]

    public init(container: ContainerMetadata, dimensions: Result<(width: Int, height: Int), ImagingError>, warnings: [String] = []) {
        self.container = container
        self.dimensions = dimensions
        self.warnings = warnings
    }

    /// Reads `bytes` here, with the decoders in this process.
    public init(probingInProcess bytes: [UInt8]) {
        container = ImageContainers().metadata(of: bytes)
        warnings = []
        do throws(ImagingError) {
            dimensions = .success(try ImageProbe.dimensions(of: bytes))
        } catch {
            dimensions = .failure(error)
        }
    }

    /// The container read already: the bytes given are those it was probed from.
    public func metadata(of bytes: [UInt8]) -> ContainerMetadata { container }
}
