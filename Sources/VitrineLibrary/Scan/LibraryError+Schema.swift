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

extension Diagnostic {
    /// An invalid value that loses only its key.
    static func droppedKey(_ path: String, step: Step, _ problem: SchemaError) -> Diagnostic {
        Diagnostic(path: path, step: step, message: "\(problem.description); that key is ignored, the rest of the file applies")
    }
}
