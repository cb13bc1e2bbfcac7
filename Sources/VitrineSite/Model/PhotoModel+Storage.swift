import VitrineCore
import VitrineLibrary

extension PhotoModel {
    /// What few photos have, kept together out of line (`rare`, a `SharedBox`).
    struct Rare: Sendable, Hashable {
        var place: Place?
        var duration: Double?
        var videoPath: String?
        var motionClipPath: String?
        var motionClipContentID: ContentID?
    }

    mutating func updateRare(_ change: (inout Rare) -> Void) {
        rare = SharedBox.updating(rare, empty: Rare(), change)
    }
}

/// Encoded as the plain struct it used to be (its fields in declaration order, absent optionals left out): page
/// keys are digests of this encoding.
extension PhotoModel: Encodable {
    private enum CodingKeys: String, CodingKey {
        case id, contentID, albumPath, fileName, title, caption, exif, rating, favorite, tags, isModified, location, place,
             placeName, label, images, placeholderColor, originalPath, kind, duration, videoPath, motionClipPath, motionClipContentID
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(contentID, forKey: .contentID)
        try container.encode(albumPath, forKey: .albumPath)
        try container.encode(fileName, forKey: .fileName)
        try container.encodeIfPresent(title, forKey: .title)
        try container.encodeIfPresent(caption, forKey: .caption)
        try container.encode(exif, forKey: .exif)
        try container.encode(rating, forKey: .rating)
        try container.encode(favorite, forKey: .favorite)
        try container.encode(tags, forKey: .tags)
        try container.encode(isModified, forKey: .isModified)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(place, forKey: .place)
        try container.encodeIfPresent(placeName, forKey: .placeName)
        try container.encodeIfPresent(label, forKey: .label)
        try container.encode(images, forKey: .images)
        try container.encode(placeholderColor, forKey: .placeholderColor)
        try container.encodeIfPresent(originalPath, forKey: .originalPath)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(duration, forKey: .duration)
        try container.encodeIfPresent(videoPath, forKey: .videoPath)
        try container.encodeIfPresent(motionClipPath, forKey: .motionClipPath)
        try container.encodeIfPresent(motionClipContentID, forKey: .motionClipContentID)
    }
}
