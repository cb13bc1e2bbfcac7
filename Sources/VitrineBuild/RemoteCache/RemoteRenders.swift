import Foundation
import VitrineLibrary
import VitrineRemote

/// The build's side of the remote render cache (`--remote-cache s3://BUCKET/PREFIX`): before a photo is
/// rendered its images are fetched if the store has them; what is rendered is uploaded. The first failure to
/// reach the store or be let in turns the cache off for the rest of the build with one warning; the build goes on
/// rendering locally. A damaged object is not a failure of the store: that photo is rendered and uploaded again.
actor RemoteRenders {
    let client: S3Client
    private var broken: RemoteError?
    private(set) var imagesFetched = 0
    private(set) var damaged: [String] = []
    /// The store refused an upload (HTTP 403): read-only credentials; nothing more is uploaded.
    private var uploadsRefused: RemoteError?
    /// Objects refused for their size: each a warning (the store may be hostile, not just damaged).
    private var refusals: [String] = []

    init(client: S3Client) {
        self.client = client
    }

    /// The object holding the images named `names` (every image of one render): named by a digest of the names,
    /// which already say everything that made the images (content, transform, size, format, encoder version).
    static func key(for names: [String]) -> String {
        let digest = SigV4Signer.sha256(Array(names.sorted().joined(separator: "\n").utf8))
        return "renders/\(digest.prefix(2))/\(digest)"
    }

    /// The images, by name, when the store has exactly these, verified; nil to render them.
    func fetch(_ names: [String]) async -> [String: [UInt8]]? {
        guard broken == nil else { return nil }
        let key = client.location.key(Self.key(for: names))
        do {
            guard let bytes = try await client.get(key) else { return nil }
            let bundle = try RenderBundle(decoding: bytes)
            let images = Dictionary(bundle.entries.map { ($0.name, $0.bytes) }, uniquingKeysWith: { first, _ in first })
            guard images.count == names.count, names.allSatisfy({ images[$0] != nil }) else {
                throw RemoteError.badObject("it holds other images")
            }
            imagesFetched += images.count
            return images
        } catch let error as RemoteError {
            switch error {
            case .badObject: damaged.append(key)
            case .tooLarge:
                damaged.append(key)
                refusals.append("\(key): \(error)")
            default: broken = broken ?? error
            }
            return nil
        } catch {
            return nil
        }
    }

    /// The object holding `names` was fetched but an image in it was refused (`EncodedImageCheck`): counted as
    /// damaged; the local render is uploaded over it.
    func refuse(_ names: [String]) {
        damaged.append(client.location.key(Self.key(for: names)))
        imagesFetched -= names.count
    }

    func upload(_ images: [(name: String, bytes: [UInt8])]) async {
        guard broken == nil, uploadsRefused == nil, !images.isEmpty else { return }
        let bundle = RenderBundle(entries: images.map { RenderBundle.Entry(name: $0.name, bytes: $0.bytes) })
        do {
            try await client.put(client.location.key(Self.key(for: images.map(\.name))), bytes: bundle.encoded())
        } catch {
            // Read-only credentials (what the README advises for untrusted runs): fetching goes on, uploads stop.
            if case .refused(403, _) = error { uploadsRefused = error } else { broken = broken ?? error }
        }
    }

    /// At most one warning, for the store (damaged objects are counted in the summary, not warned about: they
    /// are replaced, and the library is not at fault).
    func diagnostics() -> [Diagnostic] {
        let refused = refusals.map {
            Diagnostic(path: client.location.description, step: .render, message: "a remote render cache object was refused (\($0)); rendered locally")
        }
        let readOnly = uploadsRefused.map {
            [Diagnostic(path: client.location.description, step: .render,
                        message: "the remote render cache refused an upload (\($0)); images were fetched but none uploaded: read-only credentials?")]
        } ?? []
        guard let broken else { return refused + readOnly }
        return refused + readOnly + [Diagnostic(path: client.location.description, step: .render,
                                     message: "remote render cache not used: \(broken); rendered locally")]
    }
}
