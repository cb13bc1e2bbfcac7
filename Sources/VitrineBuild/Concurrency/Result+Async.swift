extension Result where Success: Sendable, Failure: Sendable {
    /// The outcome of async work, for an `async let`: one that throws loses its error's type, this keeps it.
    static func of(_ body: () async throws(Failure) -> Success) async -> Self {
        do { return .success(try await body()) } catch { return .failure(error) }
    }
}
