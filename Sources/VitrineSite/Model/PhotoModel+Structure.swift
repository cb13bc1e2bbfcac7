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
}
