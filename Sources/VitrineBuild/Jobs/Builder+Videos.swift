import VitrineCatalog
import VitrineLibrary
import VitrineSite
import VitrineVideo

extension Builder {
    /// ffmpeg and ffprobe when the library has videos; without them the videos (and Live Photo clips) are left
    /// out, said once, and the photos are published.
    static func videoTools(for library: inout LibrarySource, find: () -> VideoTools? = { VideoTools.find() }) -> VideoTools? {
        let count = videoCount(library.root)
        guard count > 0 else { return nil }
        if let tools = find() { return tools }
        library.root = withoutVideos(library.root)
        library.diagnostics.append(Diagnostic(path: "", step: .scan, message:
            "\(count == 1 ? "1 video was" : "\(count) videos were") left out: ffmpeg and ffprobe are needed for videos (Debian and Ubuntu: apt install ffmpeg)"))
        return nil
    }

    static func videoCount(_ album: AlbumSource) -> Int {
        album.photos.reduce(0) { $0 + ($1.kind == .video ? 1 : 0) + ($1.motionClip == nil ? 0 : 1) }
            + album.albums.reduce(0) { $0 + videoCount($1) }
    }

    static func withoutVideos(_ album: AlbumSource) -> AlbumSource {
        var album = album
        album.photos = album.photos.filter { $0.kind != .video }.map { photo in
            var photo = photo
            photo.motionClip = nil
            return photo
        }
        album.albums = album.albums.map(withoutVideos)
        return album
    }

    /// The Live Photo clips of `photos`, as videos of their own for the jobs and the catalog.
    static func motionClips(_ photos: some Sequence<PhotoSource>) -> [PhotoSource] {
        photos.compactMap { photo in
            photo.motionClip.map { clip in
                var source = PhotoSource(file: clip)
                source.kind = .video
                return source
            }
        }
    }

    /// True when everything this item puts in the site is there already (or it is a placeholder): its images
    /// (a video's poster; a motion clip has none) and a video's published file.
    static func isComplete(_ item: PhotoSource, isMotionClip: Bool, contentID: ContentID, facts: PhotoFacts,
                           formats: [ImageFormat], policy: SiteSettings.VideoPolicy, existing: SitePathSet) -> Bool {
        if facts.decodeError != nil { return true }
        if let clip = facts.motionClipPath, !existing.contains(clip) { return false }
        if !isMotionClip, !ImagePaths.wanted(contentID: contentID, transform: item.sidecar.transform, formats: formats)
            .allSatisfy({ existing.contains($0.path) }) { return false }
        guard item.kind == .video else { return true }
        guard facts.video != nil else { return false }
        return VideoPaths.published(contentID: contentID, facts: facts, policy: policy).map(existing.contains) ?? true
    }

    /// The catalog record of every published video and motion clip the pages use, each once.
    static func addVideoRecords(_ model: SiteModel, to outputs: inout WantedOutputs) throws(BuildError) -> Int {
        var count = 0
        for id in model.photos.keys.sorted() {
            guard let photo = model.photos[id] else { continue }
            // A Motion Photo's clip comes from the photo's own bytes: its content names it.
            for (path, content) in [(photo.videoPath, photo.contentID), (photo.motionClipPath, photo.motionClipContentID ?? photo.contentID)] {
                if let path, try outputs.add(path: path, inputs: VideoPaths.inputs(contentID: content, path: path)) { count += 1 }
            }
        }
        return count
    }
}
