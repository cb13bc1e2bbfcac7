/// A site built once per test run for every test that asks. Tests wait on the build by awaiting it: a
/// `static let` blocked a cooperative thread in its one-time initialiser for the whole build (minutes under
/// `make sanitize`), and with two such threads on a 2-core machine unrelated async tests timed out.
actor SharedBuild<Site: Sendable> {
    private let make: @Sendable () async throws -> Site
    private var build: Task<Site, any Error>?

    init(_ make: @escaping @Sendable () async throws -> Site) {
        self.make = make
    }

    func site() async throws -> Site {
        if let build { return try await build.value }
        let started = Task { [make] in try await make() }
        build = started
        return try await started.value
    }
}
