import Foundation
import VitrineCatalog
import VitrineImaging
import VitrineLibrary
import VitrineMetadata
import VitrineVideo

/// Shared, read-only inputs of the render jobs.
struct RenderContext: Sendable {
    var library: URL
    var writer: SiteWriter
    var formats: [ImageFormat]
    var limits: ImageLimits
    /// Site-relative image paths present before the build that it may trust: written by a build of this site
    /// (recorded in the catalog), or mp4s whose first bytes are a video container's.
    var existingImages: SitePathSet
    /// Images present that no build of this site wrote (merged from shards): checked against what the build would
    /// make (`EncodedImageCheck`) before they are published, else rendered again.
    var unverifiedImages: Set<String> = []
    var knownFacts: [ContentID: PhotoFacts]
    /// XMP sidecar values by photo path, for the precedence rule (a rejected photo renders nothing).
    var xmpSidecars: [String: MetadataRecord] = [:]
    var explainer: Explainer?
    var claims: RenderClaims
    /// What to do with videos, and the tools to do it with (nil: videos were left out of the build).
    var videoPolicy: SiteSettings.VideoPolicy = .transcode
    var videoTools: VideoTools?
    var transcodes = TranscodeSlots(cores: ProcessInfo.processInfo.activeProcessorCount)
    /// True when the library stores files in Git LFS: each job records its content's LFS object id (`GitLFS`).
    var recordsLFSObjects = false
    /// `--remote-cache`, when it was given and set up.
    var remote: RemoteRenders?
    /// Where the decoders run: in worker processes for the formats whose libraries may crash, when the build has them.
    var decoding = PhotoDecoding.inProcess
}
