import VitrineCatalog

extension BuildError {
    /// A catalog failure, as the build reports it (the catalog's message already says what to do).
    init(_ error: CatalogError) {
        self.init(path: error.path, step: .catalog, message: error.message)
    }
}
