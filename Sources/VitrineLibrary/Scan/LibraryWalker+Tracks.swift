import Foundation

/// An album folder's GPX tracks (`*.gpx`): read, parsed and simplified by the scan, as sidecars are read. A file
/// that is too large or does not parse is one warning naming it; the album and its other tracks go on.
extension LibraryWalker {
    static func isTrackFileName(_ name: String) -> Bool {
        name.utf8.count > 4 && name.lowercased().hasSuffix(".gpx")
    }

    mutating func tracks(at path: String, size: Int64, relativePath: String) -> [[GeoPoint]] {
        do throws(GPXError) {
            // The size as `stat` found it, checked before a byte is read; the reader checks what was read.
            guard size <= Int64(GPXReader.maximumBytes) else { throw .tooLarge(Int(size)) }
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.append(Diagnostic(path: relativePath, step: .scan, message: "GPX file cannot be read; not drawn"))
                return []
            }
            return try GPXReader.lines([UInt8](data)).map {
                TrackSimplifier.simplified($0, tolerance: AlbumSource.trackTolerance)
            }
        } catch {
            diagnostics.append(Diagnostic(path: relativePath, step: .scan, message: error.description))
            return []
        }
    }
}
