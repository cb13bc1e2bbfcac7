import Foundation
import VitrineCore
import VitrineImaging
import VitrineLibrary
import VitrineMetadata

extension PhotoJob {
    /// Fills the EXIF facts the processed file lacks from its RAW companion (an export that dropped its EXIF, a
    /// HEIC from an editor): date, camera, lens, exposure, GPS. Never the orientation: the processed file's own
    /// pixels and tag decide how it stands. An unreadable companion leaves the facts as they are. Returns the
    /// companion's read warnings (a decoder worker that crashed on it before a fresh one read it).
    @discardableResult
    static func fillExif(_ exif: inout ExifFacts, fromCompanionAt url: URL, decoding: PhotoDecoding = .inProcess) -> [String] {
        guard exif.dateTimeOriginal == nil || exif.make == nil || exif.model == nil || exif.exposureTime == nil
                || exif.fNumber == nil || exif.gps == nil,
              let bytes = try? FileIO.read(url, limit: FileIO.photoLimit) else { return [] }
        let probed = decoding.probe(bytes)
        exif.fillGaps(from: FileMetadata.exif(of: bytes, containers: probed))
        return probed.warnings
    }
}
