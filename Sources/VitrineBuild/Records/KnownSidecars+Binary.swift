import Foundation
import VitrineCore
import VitrineLibrary

/// The sidecars a scan read, kept in the cache folder (`fileName`) for the next scan to take (`KnownSidecars`), in the
/// form of the site index (`IndexBytesWriter`). A file that does not decode whole is no readings: every sidecar is read.
extension KnownSidecars {
    static let magic: [UInt8] = Array("VKS1".utf8)
    /// The file in the cache folder.
    public static let fileName = "sidecars.bin"

    /// The stored form.
    public func encoded() -> [UInt8] {
        var out = IndexBytesWriter()
        out.bytes += Self.magic
        out.list(readings.sorted { $0.key < $1.key }) { out, entry in
            out.string(entry.key)
            let stamp = entry.value.stamp, sidecar = entry.value.sidecar
            out.word(UInt64(bitPattern: stamp.size))
            out.word(UInt64(bitPattern: stamp.modified))
            out.word(UInt64(bitPattern: stamp.changed))
            out.word(stamp.inode)
            out.optional(sidecar.title)
            out.optional(sidecar.caption)
            out.count(sidecar.rating)
            out.flag(sidecar.favorite)
            out.list(sidecar.tags) { $0.string($1) }
            Self.write(sidecar.transform, to: &out)
            out.list(sidecar.history) { out, snapshot in
                Self.write(snapshot.transform, to: &out)
                out.optional(snapshot.at)
            }
            switch sidecar.location {
            case .fromExif: out.count(0)
            case .hidden: out.count(1)
            case .point(let point):
                out.count(2)
                out.word(point.latitude.bitPattern)
                out.word(point.longitude.bitPattern)
            }
            out.flag(sidecar.hidden)
        }
        return out.bytes
    }

    /// The readings stored as `bytes`; nil when they are not a whole set of them.
    public init?(decoding bytes: [UInt8]) {
        var input = IndexBytesReader(bytes)
        guard input.take(Self.magic.count).map(Array.init) == Self.magic,
              let entries = input.list({ input -> (String, Reading)? in
                  guard let path = input.string(), let size = input.word(), let modified = input.word(), let changed = input.word(),
                        let inode = input.word(), let title = input.optional(), let caption = input.optional(),
                        let rating = input.count(), (0...5).contains(rating), let favorite = input.flag(),
                        let tags = input.list({ $0.string() }), let transform = Self.transform(&input),
                        let history = input.list({ input -> TransformSnapshot? in
                            guard let transform = Self.transform(&input), let at = input.optional() else { return nil }
                            return TransformSnapshot(transform: transform, at: at)
                        }),
                        let location = Self.location(&input), let hidden = input.flag() else { return nil }
                  var sidecar = Sidecar()
                  sidecar.title = title
                  sidecar.caption = caption
                  sidecar.rating = rating
                  sidecar.favorite = favorite
                  sidecar.tags = tags
                  sidecar.transform = transform
                  sidecar.history = history
                  sidecar.location = location
                  sidecar.hidden = hidden
                  let stamp = Stamp(size: Int64(bitPattern: size), modified: Int64(bitPattern: modified),
                                    changed: Int64(bitPattern: changed), inode: inode)
                  return (path, Reading(stamp: stamp, sidecar: sidecar))
              }),
              input.isAtEnd else { return nil }
        self.init(readings: Dictionary(entries, uniquingKeysWith: { first, _ in first }))
    }

    /// The readings kept in `cache`; none when there is no file or it does not decode.
    static func load(cache: URL) -> KnownSidecars {
        let path = cache.appendingPathComponent(fileName).path
        guard let bytes = try? FileIO.read(path, limit: 256 << 20) else { return KnownSidecars() }
        return KnownSidecars(decoding: bytes) ?? KnownSidecars()
    }

    /// Replaces the file in `cache` (atomically: a killed build leaves the old readings or the new).
    func save(cache: URL) throws(AtomicWriteError) {
        try AtomicFileWriter(temporaryFolder: nil, durable: false).write(encoded(), to: cache.appendingPathComponent(Self.fileName).path)
    }

    private static func write(_ transform: Transform, to out: inout IndexBytesWriter) {
        out.word(transform.rotation.bitPattern)
        out.word(transform.scale.bitPattern)
    }

    private static func transform(_ input: inout IndexBytesReader) -> Transform? {
        guard let rotation = input.word(), let scale = input.word() else { return nil }
        return Transform(rotation: Double(bitPattern: rotation), scale: Double(bitPattern: scale))
    }

    private static func location(_ input: inout IndexBytesReader) -> Sidecar.Location? {
        switch input.count() {
        case 0: return .fromExif
        case 1: return .hidden
        case 2:
            guard let latitude = input.word(), let longitude = input.word() else { return nil }
            return .point(GeoPoint(latitude: Double(bitPattern: latitude), longitude: Double(bitPattern: longitude)))
        default: return nil
        }
    }
}
