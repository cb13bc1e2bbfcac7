import VitrineBuild

/// The published photos as the last build left them, looked up by the page that shows them and by the catalog's
/// id: what the curation API may edit. A photo not in it (hidden, unknown, not yet built) cannot be written.
struct CurationIndex: Sendable {
    /// `/albums/tuscany/dscn0010.html` -> the photo.
    private(set) var byPage: [String: PublishedPhoto] = [:]
    /// `HASH-SIZE` -> every published copy of that content (the same photo in two albums is one id: seed 002
    /// keys ratings and tags by content).
    private(set) var byID: [String: [PublishedPhoto]] = [:]
    /// Every tag of the site, each in its first spelling, sorted case-insensitively (the tag field's completion).
    private(set) var tags: [String] = []

    init(photos: [PublishedPhoto] = []) {
        var seen = Set<String>()
        for photo in photos {
            byPage["/" + photo.pagePath] = photo
            byID[photo.contentID.description, default: []].append(photo)
            for tag in photo.tags where seen.insert(tag.lowercased()).inserted { tags.append(tag) }
        }
        tags.sort { $0.lowercased() < $1.lowercased() }
    }
}
