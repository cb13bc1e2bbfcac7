import VitrineLibrary

/// Keywords to tags: flat keywords and the leaves of hierarchical ones (`places|Italy|Siena` gives `Siena`),
/// without the tags tools add on their own.
enum KeywordFilter {
    /// Hierarchies a tool fills by itself: darktable's `darktable|format|jpg`, `darktable|changed`...
    static let automaticRoots: Set<String> = ["darktable"]

    /// darktable writes every level of every tag it attaches into `dc:subject` as a word of its own
    /// (`darktable|format|arw` gives `darktable`, `format`, `arw`; only the leaf with "omit hierarchy"), and every
    /// tag, the user's one-word tags included, as a path into `lr:hierarchicalSubject`. So a flat word that is a
    /// level of an automatic path and of no other path came from darktable's bookkeeping, not from the user: it is
    /// dropped. A word the user tagged too (`arw`, or `places|format`) is on a path of its own and stays.
    static func tags(flat: [String], hierarchical: [String]) -> [String] {
        let paths = hierarchical.map(levels)
        let automaticWords = Set(paths.filter(isAutomatic).joined())
        let userWords = Set(paths.filter { !isAutomatic($0) }.joined())
        var tags: [String] = []
        for keyword in flat where !isAutomatic(keyword) {
            let words = levels(keyword)
            if words.count == 1, let word = words.first, automaticWords.contains(word), !userWords.contains(word) { continue }
            // Some tools write hierarchical paths into the flat list too: keep only their leaf.
            if let leaf = leaf(keyword) { tags.append(leaf) }
        }
        for path in hierarchical where !isAutomatic(path) {
            if let leaf = leaf(path) { tags.append(leaf) }
        }
        return Sidecar.normalisedTags(tags.compactMap(MetadataText.clean))
    }

    static func isAutomatic(_ keyword: String) -> Bool {
        isAutomatic(levels(keyword))
    }

    static func isAutomatic(_ levels: [String]) -> Bool {
        levels.first.map(automaticRoots.contains) ?? false
    }

    /// A keyword's levels as compared: trimmed and lowercased (`Places | Italy` gives `places`, `italy`).
    static func levels(_ keyword: String) -> [String] {
        keyword.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }

    static func leaf(_ path: String) -> String? {
        path.split(separator: "|").last.map(String.init)
    }
}
