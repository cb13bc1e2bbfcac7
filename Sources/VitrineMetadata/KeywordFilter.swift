import VitrineLibrary

/// Keywords to tags: flat keywords and the leaves of hierarchical ones (`places|Italy|Siena` gives `Siena`),
/// without the tags tools add on their own.
enum KeywordFilter {
    /// Hierarchies a tool fills by itself: darktable's `darktable|format|jpg`, `darktable|changed`...
    static let automaticRoots: Set<String> = ["darktable"]

    static func tags(flat: [String], hierarchical: [String]) -> [String] {
        var tags: [String] = []
        for keyword in flat where !isAutomatic(keyword) {
            // Some tools write hierarchical paths into the flat list too: keep only their leaf.
            if let leaf = leaf(keyword) { tags.append(leaf) }
        }
        for path in hierarchical where !isAutomatic(path) {
            if let leaf = leaf(path) { tags.append(leaf) }
        }
        return Sidecar.normalisedTags(tags.compactMap(MetadataText.clean))
    }

    static func isAutomatic(_ keyword: String) -> Bool {
        let root = keyword.split(separator: "|", omittingEmptySubsequences: false).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        return root.map(automaticRoots.contains) ?? false
    }

    static func leaf(_ path: String) -> String? {
        path.split(separator: "|").last.map(String.init)
    }
}
