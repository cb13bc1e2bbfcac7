internal import CZlib
import VitrineCore

/// gzip (RFC 1952) of a whole file, for `--compress gzip`. The same input gives the same bytes every time: zlib's
/// own header holds no file name and a zero modification time, so a second deploy finds the stored object's MD5
/// unchanged and sends nothing (a different zlib version may choose other bytes; those files then go up once).
enum Gzip {
    /// zlib, opened the first time a file is compressed (see `LazyLibrary`).
    static let library = LazyLibrary(key: "ZLIB", soname: VITRINE_ZLIB_SONAME, package: VITRINE_ZLIB_PACKAGE,
                                     purpose: "to deploy with --compress gzip")

    /// Loaded once, by the first thread that asks (a static let is initialised once and thread-safely).
    private static let loaded = library.load(vitrine_zlib_load)

    /// The compressed bytes; nil when zlib fails (it only does without memory); throws when zlib is missing.
    static func compress(_ input: [UInt8]) throws(LibraryUnavailable) -> [UInt8]? {
        let zlib = try loaded.get()
        var stream = z_stream()
        // 15 + 16: a 32 KB window with the gzip wrapper; memory level 9; level 9, since pages are small and sent once.
        guard zlib.deflateInit2_(&stream, 9, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY, zlib.zlibVersion(),
                                 Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { _ = zlib.deflateEnd(&stream) }
        // deflateBound counts the gzip wrapper: one Z_FINISH call is enough with this much room.
        var output = [UInt8](repeating: 0, count: Int(zlib.deflateBound(&stream, uLong(input.count))))
        let status = input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target -> Int32 in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return zlib.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        output.removeSubrange(Int(stream.total_out)...)
        return output
    }
}
