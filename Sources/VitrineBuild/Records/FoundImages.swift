import Foundation
import VitrineCatalog
import VitrineCore
import VitrineSite
import VitrineVideo

/// The images folder as the long way finds it at its start, split by trust (issue 33, item 3). Listed once and not
/// held as text: at 100,000 photos the folder is 800,000 paths, and the list with its set was the largest part of
/// a long way's memory (~95 MB).
struct FoundImages {
    /// Files a build of this site wrote (recorded in the catalog), and merged MP4s whose first bytes are a video
    /// container's: taken as they are. An MP4 that is no video is neither: its video is published again.
    var trusted = SitePathSet()
    /// The other images (merged from shards, or the catalog was lost): checked by their photo's job before they are
    /// published.
    var unverified: Set<String> = []
    /// Every file found that the catalog does not record, by path, for the cleanup to delete those no page wants. The
    /// recorded ones need no list: the cleanup reads the paths of the catalog's rows no page wants
    /// (`Catalog.outputPaths(notIn:)`), and those are the only recorded files that can be stale.
    var unrecorded: [String] = []

    init() {}

    /// The files under `ImagePaths.folder` of `writer`'s site, against the catalog's output table `recorded`.
    init(_ writer: SiteWriter, recorded: OutputDigests) {
        trusted = SitePathSet(minimumCapacity: recorded.count)
        writer.forEachFile(under: ImagePaths.folder) { path in
            if recorded.contains(path: path) {
                trusted.insert(path)
                return
            }
            unrecorded.append(path)
            if path.hasSuffix(".mp4") {
                let header = FileIO.readPrefix(writer.site.appendingPathComponent(path).path, count: 64) ?? []
                if VideoContainer.sniff(header) != nil { trusted.insert(path) }
            } else {
                unverified.insert(path)
            }
        }
    }
}
