/// Hands each image variant to exactly one job, so the same photo in two albums renders once.
actor RenderClaims {
    private var claimed: Set<String> = []

    func claim(_ key: String) -> Bool {
        claimed.insert(key).inserted
    }
}
