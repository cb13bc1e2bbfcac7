import VitrineCore
import VitrineLibrary
import VitrineMetadata
import VitrineSite

extension LongWay {
    /// What an original's file in the site was made from: the content, and whether its position was kept.
    static func originalInputs(contentID: ContentID, keepsPosition: Bool) -> String {
        "original;content=\(contentID);position=\(keepsPosition ? "kept" : "removed");v=1"
    }

    /// Writes the originals the model offers (`publishOriginals`, or an album whose downloads are `originals`), each
    /// once, rewritten only when its content or the position rule changed. Unless `location` is `exact`, each loses
    /// its position (`LocationStripper`, pixels untouched); one whose position cannot be removed for certain, and
    /// every video (its container keeps a position Vitrine does not edit), is left out with a warning and its pages
    /// do not link it. Runs before the pages are planned, so that they link exactly the originals written.
    mutating func publishOriginals(in model: inout SiteModel) throws(BuildError) {
        let keepsPosition = model.settings.location == .exact
        let root = options.site.path + "/"
        var outcome: [String: Bool] = [:]  // original path -> published
        for id in model.photos.keys.sorted() {
            guard let photo = model.photos[id], let path = photo.originalPath else { continue }
            let published: Bool
            if let known = outcome[path] {
                published = known
            } else {
                published = try publishOriginal(photo, at: path, keepsPosition: keepsPosition, root: root)
                outcome[path] = published
            }
            if !published { model.photos[id]?.originalPath = nil }
        }
    }

    private mutating func publishOriginal(_ photo: PhotoModel, at path: String, keepsPosition: Bool, root: String) throws(BuildError) -> Bool {
        if photo.kind == .video, !keepsPosition {
            warnAboutOriginal(photo.id, "it is a video, whose container keeps its position; set \"location\": \"exact\" in vitrine.json to publish video originals")
            return false
        }
        let inputs = Self.originalInputs(contentID: photo.contentID, keepsPosition: keepsPosition)
        if Builder.isAsWritten(path, inputs: inputs, previous: previous.outputs, root: root, writtenAt: start.writtenAt) {
            _ = try outputs.add(path: path, inputs: inputs)
            return true
        }
        var bytes: [UInt8]
        do {
            bytes = try FileIO.read(options.library.appendingPathComponent(photo.id), limit: FileIO.photoLimit)
        } catch {
            throw BuildError(path: photo.id, step: .write, message: "cannot copy the original: \(error.message)")
        }
        // A Git LFS pointer kept as last published (`keepLastBuild(ofPointer:)`) is no original to copy.
        guard LFSPointer(bytes) == nil else { return false }
        if !keepsPosition {
            guard let format = SourceFormat(sniffing: Array(bytes.prefix(SourceFormat.sniffLength))) else {
                warnAboutOriginal(photo.id, "its format is not one Vitrine can remove a position from")
                return false
            }
            do { bytes = try LocationStripper.stripped(bytes, format: format) } catch {
                warnAboutOriginal(photo.id, error.reason)
                return false
            }
        }
        _ = try start.writer.write(bytes, at: path)
        _ = try outputs.add(path: path, inputs: inputs)
        return true
    }

    /// One warning, on this build and repeated by the builds that reuse it.
    private mutating func warnAboutOriginal(_ photoID: String, _ reason: String) {
        let warning = Diagnostic(path: photoID, step: .write, message: "the original is not offered for download: \(reason)")
        summary.diagnostics.append(warning)
        if start.stampInputs != nil { repeatedWarnings.append(warning) }
    }
}
