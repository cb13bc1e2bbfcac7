import Foundation
import VitrineImaging
import VitrineLibrary

extension PhotoJob {
    /// Fills the EXIF facts the processed file lacks from its RAW companion (an export that dropped its EXIF, a
    /// HEIC from an editor): date, camera, lens, exposure, GPS. Never the orientation: the processed file's own
    /// pixels and tag decide how it stands. An unreadable companion leaves the facts as they are.
    static func fillExif(_ exif: inout ExifFacts, fromCompanionAt url: URL) {
        guard exif.dateTimeOriginal == nil || exif.make == nil || exif.model == nil || exif.exposureTime == nil
                || exif.fNumber == nil || exif.gps == nil,
              let bytes = try? FileIO.read(url, limit: 1 << 31) else { return }
        let raw = ExifReader.read(bytes)
        if exif.dateTimeOriginal == nil {
            exif.dateTimeOriginal = raw.dateTimeOriginal
            exif.offsetTimeOriginal = exif.offsetTimeOriginal ?? raw.offsetTimeOriginal
        }
        exif.gps = exif.gps ?? raw.gps
        if exif.make == nil && exif.model == nil {
            exif.make = raw.make
            exif.model = raw.model
        }
        exif.lens = exif.lens ?? raw.lens
        exif.exposureTime = exif.exposureTime ?? raw.exposureTime
        exif.fNumber = exif.fNumber ?? raw.fNumber
        exif.iso = exif.iso ?? raw.iso
        exif.focalLength = exif.focalLength ?? raw.focalLength
    }
}
