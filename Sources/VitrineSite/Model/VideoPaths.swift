import VitrineCatalog
import VitrineLibrary
import VitrineVideo

/// Where published videos go: beside the images (`images/<2 hex>/<content hash>-<settings>.mp4`), named by
/// their content and the settings that made them, so they are cached, pruned and stamped like images.
public enum VideoPaths {
    public static func path(contentID: ContentID, encoding: VideoEncoding) -> String {
        "\(ImagePaths.folder)/\(contentID.hash.prefix(2))/\(contentID.hash.prefix(16))-\(encoding.tag).mp4"
    }

    /// How the video is published under `policy`; nil when it gets no player (poster only).
    public static func encoding(_ video: VideoFacts, policy: SiteSettings.VideoPolicy) -> VideoEncoding? {
        guard video.publishError == nil else { return nil }
        switch policy {
        case .transcode: return video.webCompatible ? .copy : .transcode
        case .copyCompatibleOnly: return video.webCompatible ? .copy : nil
        case .posterOnly, .skip: return nil
        }
    }

    /// The published file of a video with these facts, when it has one.
    public static func published(contentID: ContentID, facts: PhotoFacts, policy: SiteSettings.VideoPolicy) -> String? {
        guard facts.decodeError == nil, let video = facts.video, let encoding = encoding(video, policy: policy) else { return nil }
        return path(contentID: contentID, encoding: encoding)
    }

    /// The catalog's description of what made the file.
    public static func inputs(contentID: ContentID, path: String) -> String {
        "video;content=\(contentID);file=\(path.split(separator: "/").last ?? "")"
    }
}
