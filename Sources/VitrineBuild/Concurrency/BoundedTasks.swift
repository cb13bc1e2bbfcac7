/// Runs work items as child tasks with at most a given number in flight, starting the next as each finishes:
/// renders and page chunks alike, so a build's memory follows `--jobs`, not the library's size.
enum BoundedTasks {
    /// Runs `work` on each of `items`, at most `limit` at a time, and hands each output to `collect` in the order
    /// they finish. Once `collect` returns false no further item starts; those already running finish and are
    /// collected.
    static func run<Item: Sendable, Output: Sendable>(_ items: [Item], limit: Int, work: @escaping @Sendable (Item) async -> Output,
                                                      collect: (Output) -> Bool) async {
        guard !items.isEmpty else { return }
        await withTaskGroup(of: Output.self) { group in
            var next = 0
            var starting = true
            func start() {
                let item = items[next]
                next += 1
                group.addTask { await work(item) }
            }
            for _ in 0..<min(max(1, limit), items.count) { start() }
            while let output = await group.next() {
                if !collect(output) { starting = false }
                if starting, next < items.count { start() }
            }
        }
    }
}
