/// "Did you mean": the known name closest to a misspelt one, when it is close (issue 32: an unknown key is a
/// warning naming the closest known key). Close means a few edits apart (Damerau-Levenshtein, a transposition
/// counting one, so `titel` is one from `title`), or a short form of it (`desc` for `description`).
public enum KeySuggestion {
    /// The closest of `known` to `name`, compared case-insensitively; nil when none is close.
    public static func closest(to name: String, among known: some Sequence<String>) -> String? {
        let typed = Array(name.lowercased().unicodeScalars)
        guard !typed.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in known {
            let target = Array(candidate.lowercased().unicodeScalars)
            var distance = editDistance(typed, target)
            // A short form: at least 3 characters the name starts with.
            if typed.count >= 3, target.starts(with: typed) { distance = min(distance, 1) }
            let allowed = max(1, min(typed.count, target.count) / 3)
            guard distance <= allowed else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, before[j - 2] + 1)
                }
                current[j] = value
            }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count]
    }
}
