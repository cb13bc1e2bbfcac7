import Foundation
internal import CZlib
import VitrineCore

/// gunzip of a whole file held in memory: the installed place table is gzipped (scripts/install-tree.sh).
enum GzipInflate {
    struct Failure: Error {
        var reason: String
    }

    /// zlib, opened the first time a gzipped table is read (see `LazyLibrary`).
    static let library = LazyLibrary(key: "ZLIB", soname: VITRINE_ZLIB_SONAME, package: VITRINE_ZLIB_PACKAGE,
                                     purpose: "to read the installed place table")
    private static let loaded = library.load(vitrine_zlib_load)

    /// Whether `data` starts as gzip does (RFC 1952: 1f 8b); the place table starts with "VGEO".
    static func isGzip(_ data: Data) -> Bool { data.count >= 2 && data[data.startIndex] == 0x1F && data[data.startIndex + 1] == 0x8B }

    /// The unpacked bytes, at most `limit` of them (a larger result is a damaged or foreign file, not a table).
    static func inflate(_ data: Data, limit: Int) throws(Failure) -> Data {
        let zlib: vitrine_zlib_api
        switch loaded {
        case .success(let api): zlib = api
        case .failure(let error): throw Failure(reason: error.description)
        }
        var stream = z_stream()
        // 15 + 16: a 32 KB window, the gzip wrapper only.
        guard zlib.inflateInit2_(&stream, 15 + 16, zlib.zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(reason: "zlib could not start")
        }
        defer { _ = zlib.inflateEnd(&stream) }
        let input = [UInt8](data)
        var output = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var status = Z_OK
        try input.withUnsafeBufferPointer { (source) throws(Failure) in
            stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
            stream.avail_in = uInt(source.count)
            while status != Z_STREAM_END {
                let produced = chunk.withUnsafeMutableBufferPointer { target -> Int in
                    stream.next_out = target.baseAddress
                    stream.avail_out = uInt(target.count)
                    status = zlib.inflate(&stream, Z_NO_FLUSH)
                    return target.count - Int(stream.avail_out)
                }
                guard status == Z_OK || status == Z_STREAM_END else { throw Failure(reason: "not whole gzip data (zlib \(status))") }
                guard produced > 0 || status == Z_STREAM_END else { throw Failure(reason: "the gzip data ends early") }
                guard output.count + produced <= limit else { throw Failure(reason: "larger than \(limit >> 20) MB unpacked") }
                output += chunk[0..<produced]
            }
        }
        return Data(output)
    }
}
