import VitrineCore
import VitrineLibrary

extension Result where Failure == LibraryUnavailable {
    /// A lazily opened library's table of functions, or the imaging error that names the library to install.
    func table() throws(ImagingError) -> Success {
        switch self {
        case .success(let table): return table
        case .failure(let unavailable): throw ImagingError(unavailable)
        }
    }
}
