/// Why an archive could not be written: the file named and what went wrong.
struct ZipArchiveError: Error, Equatable {
    var path: String
    var message: String
}
