import VitrineLibrary

extension BuildSummary {
    /// Adds what the private albums' stage did (`Builder.publishPrivateAlbums`) to the summary of the way the
    /// build took.
    mutating func add(privateAlbums stage: BuildSummary) {
        imagesWritten += stage.imagesWritten
        filesRead += stage.filesRead
        filesSealed += stage.filesSealed
        filesDeleted += stage.filesDeleted
        diagnostics += stage.diagnostics
    }
}
