extension PlaceTable {
    /// Indices of every place whose unit vector lies within `chord` (straight-line distance) of `target`, in
    /// table order.
    func indices(within chord: Double, of target: UnitVector) -> [Int] {
        var found: [Int] = []
        // The same slack as `search`: a last-bit difference from the Python script's split values hides nothing.
        collect(target, limit: chord * chord + 1e-12, lo: 0, hi: count, into: &found)
        return found
    }

    /// Walks the implicit subtree over places [lo, hi) as `search` does, keeping every place inside the limit.
    private func collect(_ target: UnitVector, limit: Double, lo: Int, hi: Int, into found: inout [Int]) {
        guard lo < hi else { return }
        let mid = lo + (hi - lo) / 2
        let node = vector(at: mid)
        if node.squaredDistance(to: target) <= limit { found.append(mid) }
        guard hi - lo > 1 else { return }
        let offset = target[axes[mid]] - node[axes[mid]]
        // The near side always; the far side only when the sphere around the target crosses the split.
        if offset < 0 || offset * offset <= limit { collect(target, limit: limit, lo: lo, hi: mid, into: &found) }
        if offset >= 0 || offset * offset <= limit { collect(target, limit: limit, lo: mid + 1, hi: hi, into: &found) }
    }
}
