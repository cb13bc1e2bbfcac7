import VitrineCatalog
import VitrineLibrary

extension SiteModelBuilder {
    /// A video's kind, duration and playable file; a Live Photo's motion clip.
    func addVideo(to model: inout PhotoModel, _ source: PhotoSource, facts: PhotoFacts) {
        let policy = library.settings.video
        if source.kind == .video {
            model.kind = .video
            model.duration = facts.video?.duration
            model.videoPath = VideoPaths.published(contentID: model.contentID, facts: facts, policy: policy)
        }
        if let clip = source.motionClip, let id = contentIDs[clip.path], let clipFacts = self.facts[id],
           let path = VideoPaths.published(contentID: id, facts: clipFacts, policy: policy) {
            model.motionClipPath = path
            model.motionClipContentID = id
        } else if let path = facts.motionClipPath, policy != .posterOnly, policy != .skip {
            model.motionClipPath = path
        }
    }
}
