import Foundation
import VitrineCatalog
import VitrineCore
import VitrineVideo

extension Builder {
    /// The images folder's files split by trust: those a build of this site wrote (recorded in the catalog) and
    /// merged MP4s whose first bytes are a video container's are taken as they are; the other images (merged from
    /// shards, or the catalog was lost) are checked by their photo's job before they are published (issue 33,
    /// item 3). An MP4 that is no video is neither: its video is published again.
    static func trustedImages(_ found: [String], recorded: OutputDigests, site: URL) -> (trusted: Set<String>, unverified: Set<String>) {
        var trusted: Set<String> = [], unverified: Set<String> = []
        trusted.reserveCapacity(found.count)
        for path in found {
            if recorded.contains(path: path) {
                trusted.insert(path)
            } else if path.hasSuffix(".mp4") {
                let header = FileIO.readPrefix(site.appendingPathComponent(path).path, count: 64) ?? []
                if VideoContainer.sniff(header) != nil { trusted.insert(path) }
            } else {
                unverified.insert(path)
            }
        }
        return (trusted, unverified)
    }
}
