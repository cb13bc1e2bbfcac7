/// An output image format.
public enum ImageFormat: String, Hashable, Sendable, Codable, CaseIterable {
    case jpeg, webp

    public var fileExtension: String { self == .jpeg ? "jpg" : "webp" }
    public var mimeType: String { self == .jpeg ? "image/jpeg" : "image/webp" }
}
