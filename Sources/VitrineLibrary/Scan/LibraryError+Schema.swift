extension LibraryError {
    /// A settings file (`vitrine.json`, an `album.json`) that cannot be read or does not parse: the build stops
    /// before it writes anything, rather than publish with the defaults what the file may have withheld.
    static func unusable(_ path: String, _ error: JSONFileError) -> LibraryError {
        LibraryError(path: path, message: "\(error.description). Fix the file and build again; nothing was published, the site is as it was")
    }

    /// Invalid values of keys that guard privacy (`hidden`, `location`, `private`): the build stops, as dropping
    /// them would publish what they withhold.
    static func guarded(_ path: String, _ problems: [SchemaError]) -> LibraryError {
        LibraryError(path: path, message: problems.map(\.description).joined(separator: "; ")
                        + ". This key keeps something private, so the build stops rather than ignore it: fix the value and build again; nothing was published, the site is as it was")
    }
}

extension SchemaReading {
    /// The warnings of a file read leniently: each invalid value that lost its key, each unknown key, in document order.
    func warnings(path: String, step: Diagnostic.Step) -> [Diagnostic] where Value: JSONFileSchema {
        let dropped = droppedKeys.map { ($0.position, Diagnostic.droppedKey(path, step: step, $0)) }
        let unknown = unknownKeys.map { ($0.position, Diagnostic(path: path, step: step, message: $0.description)) }
        return (dropped + unknown).sorted { $0.0 < $1.0 }.map(\.1)
    }
}

extension Diagnostic {
    /// An invalid value that loses only its key.
    static func droppedKey(_ path: String, step: Step, _ problem: SchemaError) -> Diagnostic {
        Diagnostic(path: path, step: step, message: "\(problem.description); that key is ignored, the rest of the file applies")
    }
}
