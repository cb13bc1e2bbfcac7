import Foundation
import VitrineCore
import VitrineImaging
import VitrineLibrary
import VitrineMetadata

extension PhotoJob {
    /// Fills the EXIF facts the processed file lacks from its RAW companion (an export that dropped its EXIF, a
    /// HEIC from an editor): date, camera, lens, exposure, GPS. Never the orientation: the processed file's own
    /// pixels and tag decide how it stands. An unreadable companion leaves the facts as they are.
    static func fillExif(_ exif: inout ExifFacts, fromCompanionAt url: URL, decoding: PhotoDecoding = .inProcess) {
        guard exif.dateTimeOriginal == nil || exif.make == nil || exif.model == nil || exif.exposureTime == nil
                || exif.fNumber == nil || exif.gps == nil,
              let bytes = try? FileIO.read(url, limit: FileIO.photoLimit) else { return }
        exif.fillGaps(from: FileMetadata.exif(of: bytes, containers: decoding.probe(bytes)))
    }
}
