extension ExifFacts {
    /// Each fact left empty here taken from `other`, a second source of the same photo's facts (a RAW's own facts
    /// as libraw read them, the RAW companion of a processed file): this one's values come first. Make and model
    /// come as a pair, so a camera is never named half from each; the offset comes with the date it belongs to.
    /// Never the orientation or sizes: they describe these pixels.
    public mutating func fillGaps(from other: ExifFacts) {
        if dateTimeOriginal == nil {
            dateTimeOriginal = other.dateTimeOriginal
            offsetTimeOriginal = offsetTimeOriginal ?? other.offsetTimeOriginal
        }
        gps = gps ?? other.gps
        if make == nil && model == nil {
            make = other.make
            model = other.model
        }
        lens = lens ?? other.lens
        exposureTime = exposureTime ?? other.exposureTime
        fNumber = fNumber ?? other.fNumber
        iso = iso ?? other.iso
        focalLength = focalLength ?? other.focalLength
    }
}
