extension PlaceTable {
    /// Slack on the pruning test: the tree's split values were computed by the Python script, the
    /// coordinates here by Swift; a last-bit difference must not hide a subtree.
    private static let pruneSlack = 1e-12

    /// Index of the place nearest to `target`, nil when the table is empty.
    func nearestIndex(to target: UnitVector) -> Int? {
        guard count > 0 else { return nil }
        var best = (index: -1, distance: Double.infinity)
        search(target, lo: 0, hi: count, best: &best)
        return best.index >= 0 ? best.index : nil
    }

    /// Searches the implicit subtree over places [lo, hi): node at the middle, left half before it.
    private func search(_ target: UnitVector, lo: Int, hi: Int, best: inout (index: Int, distance: Double)) {
        guard lo < hi else { return }
        let mid = lo + (hi - lo) / 2
        let node = vector(at: mid)
        let distance = node.squaredDistance(to: target)
        if distance < best.distance {
            best = (mid, distance)
        }
        guard hi - lo > 1 else { return }
        let axis = axes[mid]
        let offset = target[axis] - node[axis]
        let (near, far) = offset < 0 ? ((lo, mid), (mid + 1, hi)) : ((mid + 1, hi), (lo, mid))
        search(target, lo: near.0, hi: near.1, best: &best)
        if offset * offset <= best.distance + Self.pruneSlack {
            search(target, lo: far.0, hi: far.1, best: &best)
        }
    }
}
