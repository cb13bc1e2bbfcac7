/// Why `--shard` could not be understood, in words for the command line.
public struct ShardError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

extension Shard {
    /// The share asked for: `--shard I/N` (1-based), or `--shard auto` (also implied by `--shard-count N` alone)
    /// to take it from the CI engine: GitLab's `parallel:` sets `CI_NODE_INDEX` (1-based) and `CI_NODE_TOTAL`; a
    /// Kubernetes Indexed Job sets only `JOB_COMPLETION_INDEX` (0-based), so its count comes from `--shard-count`.
    /// Nil when no sharding was asked for.
    public static func resolve(_ text: String?, count: Int?, environment: [String: String]) throws(ShardError) -> Shard? {
        guard text != nil || count != nil else { return nil }
        if let text, text != "auto" {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let total = Int(parts[1]),
                  let shard = Shard(index: index - 1, count: total) else {
                throw ShardError(description: "--shard takes I/N with 1 <= I <= N (such as 2/4), or auto; got '\(text)'")
            }
            if let count, count != total {
                throw ShardError(description: "--shard \(text) and --shard-count \(count) disagree on the number of shards")
            }
            return shard
        }
        if let count {
            guard count >= 1 else { throw ShardError(description: "--shard-count must be 1 or more") }
            if let value = environment["JOB_COMPLETION_INDEX"] {
                guard let index = Int(value), let shard = Shard(index: index, count: count) else {
                    throw ShardError(description: "JOB_COMPLETION_INDEX=\(value) is not a shard index below --shard-count \(count)")
                }
                return shard
            }
            if let value = environment["CI_NODE_INDEX"] {
                guard let index = Int(value), let shard = Shard(index: index - 1, count: count) else {
                    throw ShardError(description: "CI_NODE_INDEX=\(value) is not a shard from 1 to --shard-count \(count)")
                }
                return shard
            }
            throw ShardError(description: "--shard-count needs JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) or CI_NODE_INDEX to say which shard this is")
        }
        guard let indexText = environment["CI_NODE_INDEX"], let totalText = environment["CI_NODE_TOTAL"] else {
            throw ShardError(description: "--shard auto needs CI_NODE_INDEX and CI_NODE_TOTAL (GitLab's parallel:), or JOB_COMPLETION_INDEX with --shard-count N (a Kubernetes Indexed Job)")
        }
        guard let index = Int(indexText), let total = Int(totalText), let shard = Shard(index: index - 1, count: total) else {
            throw ShardError(description: "CI_NODE_INDEX=\(indexText) and CI_NODE_TOTAL=\(totalText) are not a shard I of N")
        }
        return shard
    }
}
