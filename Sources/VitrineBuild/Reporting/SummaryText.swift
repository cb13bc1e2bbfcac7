import Foundation

/// The closing lines of a build: counts, time, then every warning with its path.
public enum SummaryText {
    public static func render(_ summary: BuildSummary, site: String, explain: Bool) -> String {
        var lines: [String] = []
        if explain { lines += summary.explanations.sorted() }
        if summary.catalogRebuilt { lines.append("note: the catalog was unreadable and has been rebuilt") }
        if summary.siteUnchanged { lines.append("Nothing changed since the last build: the site is up to date.") }
        if summary.sidecarWayPhotos > 0 {
            let photos = summary.sidecarWayPhotos == 1 ? "1 photo's" : "\(summary.sidecarWayPhotos) photos'"
            lines.append("Only \(photos) sidecars changed: rendered just the pages showing them.")
        }
        if let shard = summary.shard {
            lines.append("Shard \(shard): rendered this share's images only, no pages; copy every shard's site folder into one and run a plain build there.")
        }
        let media = summary.videos > 0
            ? counted(summary.photos - summary.videos, "photo") + " and " + counted(summary.videos, "video")
            : counted(summary.photos, "photo")
        lines.append("Built \(site): \(media), \(counted(summary.imagesWritten, "image")) written, "
            + "\(summary.imagesReused) reused, \(counted(summary.pagesWritten, "page")) written (\(summary.pagesUnchanged) unchanged, \(summary.pagesRendered) rendered), "
            + "\(summary.filesDeleted) removed, \(counted(summary.diagnostics.count, "warning")) in "
            + "\(String(format: "%.2f", summary.seconds)) s")
        if summary.filesSealed > 0 {
            lines.append("Private albums: \(counted(summary.filesSealed, "file")) encrypted.")
        }
        if summary.photosFetchedFromLFS > 0 {
            lines.append("Fetched \(counted(summary.photosFetchedFromLFS, "photo")) from Git LFS.")
        }
        lines += summary.notes.map { "note: \($0)" }
        if summary.usedRemoteCache {
            lines.append("Remote cache: \(summary.imagesFromRemoteCache) of the \(summary.imagesWritten) images written came from it"
                + (summary.remoteObjectsReplaced > 0 ? "; \(summary.remoteObjectsReplaced) damaged objects were rendered again and replaced" : ""))
        }
        if !summary.diagnostics.isEmpty {
            lines.append("Warnings:")
            lines += summary.diagnostics.map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }

    /// `1 photo`, `0 photos`, `12 photos`.
    static func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
