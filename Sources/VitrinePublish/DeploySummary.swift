/// What a deploy did (or, dry, would do).
public struct DeploySummary: Sendable, Equatable {
    public var uploaded: Int
    public var unchanged: Int
    public var deleted: Int
    public var bytes: Int
    public var dryRun: Bool

    init(plan: DeployPlan, dryRun: Bool) {
        uploaded = plan.uploads.count
        unchanged = plan.unchanged.count
        deleted = plan.deletions.count
        bytes = plan.uploadBytes
        self.dryRun = dryRun
    }

    /// One line: `12 uploaded (3.4 MB), 290 unchanged, 2 deleted`, or what a dry run would do.
    public var text: String {
        let megabytes = Double(bytes) / 1_000_000
        let size = bytes < 100_000 ? "\(bytes) bytes" : "\((megabytes * 10).rounded() / 10) MB"
        return dryRun
            ? "dry run: would upload \(uploaded) (\(size)), \(unchanged) unchanged, would delete \(deleted); nothing was changed"
            : "\(uploaded) uploaded (\(size)), \(unchanged) unchanged, \(deleted) deleted"
    }
}
