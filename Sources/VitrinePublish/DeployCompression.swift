import VitrineSite

/// `--compress`: whether text files are stored compressed, with `Content-Encoding`, for hosts that serve objects as
/// stored (S3, R2, B2, MinIO). Off by default: Netlify, Cloudflare Pages and CloudFront's own compression do it
/// themselves, per visitor.
public enum DeployCompression: String, Sendable, CaseIterable {
    case none
    case gzip

    /// The `Content-Encoding` of `path`'s object, nil when it is stored as it is: only text kinds
    /// (`SiteHeaders.isCompressible`); images, videos and archives are compressed already.
    public func encoding(for path: String) -> String? {
        self == .gzip && SiteHeaders.isCompressible(path) ? rawValue : nil
    }
}
