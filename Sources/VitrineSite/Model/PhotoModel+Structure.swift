extension PhotoModel {
    /// A digest of everything about the photo but the values an edit may change without moving anything on the
    /// site: its title, caption, label, favourite, tags and (unless its album is sorted by it) rating. Two models
    /// with the same structure sit at the same place, with the same images, position, date and place; an edit
    /// that keeps it changes only the pages showing the photo (`PageSelection`).
    public func structureDigest(ratingOrders: Bool) -> UInt64 {
        var bare = self
        bare.title = nil
        bare.caption = nil
        bare.label = nil
        bare.favorite = false
        bare.tags = []
        if !ratingOrders { bare.rating = 0 }
        return PageKeys.encoded(bare)
    }

    /// A digest of what pages show of the photo beyond its structure (`structureDigest`) and its outline (favourite,
    /// tags): its title, caption and label, and its rating where visitors see it (`"showRatings": true`). Two models
    /// with the same structure, outline and shown digest show the same on every page and in the search index: a
    /// rating no page shows changes no page.
    public func shownDigest(showRatings: Bool) -> UInt64 {
        PageKeys.encoded(ShownValues(title: title, caption: caption, label: label, rating: showRatings ? rating : 0))
    }
}

/// What `PhotoModel.shownDigest` covers.
private struct ShownValues: Encodable {
    var title: String?
    var caption: String?
    var label: String?
    var rating: Int
}
