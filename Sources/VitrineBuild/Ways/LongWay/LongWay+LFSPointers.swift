import Foundation
import VitrineCatalog
import VitrineCore
import VitrineLibrary
import VitrineSite

extension LongWay {
    /// The Git LFS pointer the photo's file holds in place of its bytes (a checkout that did not fetch them), or nil.
    /// Only small files are read.
    func lfsPointer(of photo: PhotoSource) -> LFSPointer? {
        guard photo.file.size < LFSPointer.maximumSize,
              let bytes = FileIO.readPrefix(options.library.appendingPathComponent(photo.file.path).path, count: LFSPointer.maximumSize)
        else { return nil }
        return LFSPointer(bytes)
    }

    /// A pointer to an object whose content the catalog knows (its id recorded when the bytes were last read, the
    /// size the same), with that content's facts and its images all in the site: the photo is that content, taken
    /// without its bytes. Its record takes the pointer file's size and time, so this checkout is not read again;
    /// the photo's bytes, once fetched, differ in both and are read. True when the photo was taken so.
    mutating func reuse(_ photo: PhotoSource, pointer: LFSPointer, isMotionClip: Bool) -> Bool {
        if knownLFSObjects == nil {
            knownLFSObjects = (try? start.catalog.lfsObjects()) ?? [:]  // unreadable: every pointer is fetched
        }
        guard let id = knownLFSObjects?[pointer.oid], id.size == Int64(pointer.size), let known = facts[id],
              isReusable(photo, isMotionClip: isMotionClip, contentID: id, facts: known) else { return false }
        // An original the site should publish and lacks is copied from the bytes: fetched like a missing image.
        if offersOriginal(photo),
           !FileManager.default.fileExists(atPath: options.site.appendingPathComponent(SiteModelBuilder.originalPath(photo.file, id, keepsPosition: start.library.settings.location == .exact)).path) {
            return false
        }
        reuse(photo, contentID: id, facts: known)
        return true
    }

    /// The photos checked out as pointers that must be read (new, changed, or an image missing): fetched with
    /// `git lfs pull --include` of exactly their paths, then read by jobs like any photo. A pointer still there
    /// (no git-lfs, no remote, no such object) takes nothing away from the site (`keepLastBuild`).
    mutating func fetchLFSPointers() async -> [PhotoJob] {
        let pending = pendingPointers
        pendingPointers = []
        guard !pending.isEmpty else { return [] }
        var failure = "the library is not in a git work tree"
        if let repository = GitLFS(library: options.library) {
            builder.reporter.stage("Fetching \(pending.count) \(pending.count == 1 ? "photo" : "photos") from Git LFS")
            switch await repository.pull(pending.map(\.photo.file.path)) {
            case .success: failure = "git lfs pull did not fetch it"
            case .failure(let error): failure = error.reason
            }
        }
        var jobs: [PhotoJob] = []
        for (photo, isMotionClip, pointer) in pending {
            let url = options.library.appendingPathComponent(photo.file.path)
            var fetched = photo
            // As the scan would see it: a regular file (git-lfs writes no links), never followed out of the library.
            if let status = FileStatus.of(url.path, followingLinks: false), status.kind == .file {
                fetched.file.size = status.size
                fetched.file.modified = status.modified
            }
            if fetched.file != photo.file, lfsPointer(of: fetched) == nil {
                summary.photosFetchedFromLFS += 1
                jobs.append(PhotoJob(photo: fetched, knownID: nil, isMotionClip: isMotionClip))
            } else {
                keepLastBuild(ofPointer: photo, pointer, failure: failure)
            }
        }
        return jobs
    }

    /// A photo whose bytes are not there: nothing published for it is taken away. When the catalog knows the
    /// photo, its last record, content id and facts are kept as they were, so its pages and images stay as last
    /// built (and the cleanup keeps them); else it is not published until its bytes are there. One warning
    /// either way, saying why the build could not fetch it and what to run; the build leaves no stamp.
    mutating func keepLastBuild(ofPointer photo: PhotoSource, _ pointer: LFSPointer, failure: String) {
        lfsPointers += 1
        let fetch = "run `git lfs pull` (in GitHub Actions, `lfs: true` in actions/checkout, or git-lfs installed to let the build fetch)"
        let what = "is a Git LFS pointer (\(pointer.size) bytes not fetched: \(failure)), not the photo: \(fetch)"
        if let last = previous.sources[photo.file.path], facts[last.contentID] != nil {
            contentIDs[photo.file.path] = last.contentID
            records.append(last)
            summary.diagnostics.append(Diagnostic(path: photo.file.path, step: .hash, message: "\(what); it stays as last published"))
        } else {
            summary.diagnostics.append(Diagnostic(path: photo.file.path, step: .hash, message: "\(what); it is not published until its bytes are there"))
        }
    }
}

extension LongWay {
    /// Whether the site offers the photo's original (`publishOriginals`, or its album's downloads are `originals`).
    mutating func offersOriginal(_ photo: PhotoSource) -> Bool {
        if start.library.settings.publishOriginals { return true }
        if downloadPolicies == nil { downloadPolicies = start.library.downloadPolicies }
        let album = photo.file.path.lastIndex(of: "/").map { String(photo.file.path[..<$0]) } ?? ""
        return downloadPolicies?[album] == .originals
    }
}
