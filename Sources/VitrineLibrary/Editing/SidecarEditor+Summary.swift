extension SidecarEditor {
    /// One line saying what the photo's sidecar holds now after `edit`, or why nothing was written: what an edit verb
    /// prints for each photo.
    public func summary(after edit: SidecarEdit) -> String {
        let after = sidecar
        let unchanged = hasChanges ? "" : " (unchanged, nothing written)"
        switch edit {
        case .rate:
            return (after.rating == 0 ? "unrated" : "rating \(after.rating)") + unchanged
        case .favorite:
            return (after.favorite ? "favourite" : "not a favourite") + unchanged
        case .tag:
            return (after.tags.isEmpty ? "no tags" : "tags: " + after.tags.joined(separator: ", ")) + unchanged
        case .title:
            return (after.title.map { "title: \($0)" } ?? "no title") + unchanged
        case .caption:
            return (after.caption.map { "caption: \($0)" } ?? "no caption") + unchanged
        case .hide:
            return (after.hidden ? "hidden (left out of the site)" : "shown") + unchanged
        case .rotate, .scale, .undo, .reset:
            let transform = after.transform
            let state = "rotation \(JSONWriter.format(transform.rotation))°, scale \(JSONWriter.format(transform.scale))"
            if hasChanges {
                return state + ", \(after.history.count) in history"
            }
            if case .reset = edit { return state + " (already the original, nothing written)" }
            return state + " (change below 0.1° and 0.01 scale, nothing written)"
        }
    }
}
