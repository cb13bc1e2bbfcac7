import VitrineCore
import VitrineLibrary

extension LongWay {
    /// A photo whose file is a Git LFS pointer, not its bytes (a checkout that did not fetch them): nothing published
    /// for it is taken away. When the catalog knows the photo, its last record, content id and facts are kept as
    /// they were, so its pages and images stay as last built (and the cleanup keeps them); else it is not published
    /// until its bytes are there. One warning either way. True when the photo was such a pointer (it needs no job).
    /// Only files whose size or time changed come here, and only small ones are read.
    mutating func keepLastBuild(ofPointer photo: PhotoSource) -> Bool {
        guard photo.file.size < LFSPointer.maximumSize,
              let bytes = FileIO.readPrefix(options.library.appendingPathComponent(photo.file.path).path, count: LFSPointer.maximumSize),
              let pointer = LFSPointer(bytes) else { return false }
        lfsPointers += 1
        let fetch = "run `git lfs pull` (in GitHub Actions, `lfs: true` in actions/checkout)"
        let what = "is a Git LFS pointer (\(pointer.size) bytes not fetched), not the photo: \(fetch)"
        if let last = previous.sources[photo.file.path], facts[last.contentID] != nil {
            contentIDs[photo.file.path] = last.contentID
            records.append(last)
            summary.diagnostics.append(Diagnostic(path: photo.file.path, step: .hash, message: "\(what); it stays as last published"))
        } else {
            summary.diagnostics.append(Diagnostic(path: photo.file.path, step: .hash, message: "\(what); it is not published until its bytes are there"))
        }
        return true
    }
}
