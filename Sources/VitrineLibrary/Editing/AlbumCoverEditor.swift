import Foundation
import VitrineCore

/// `vitrine cover PHOTO`: names the photo as its album's cover in the `album.json` beside it. The file is written as
/// the sidecar verbs write theirs (`SidecarEditor.write`: atomic, refused when the file changed since it was read);
/// every other key, unknown ones included, is kept; an `album.json` that is not valid is refused, never overwritten.
public enum AlbumCoverEditor {
    /// Sets the cover; returns the `album.json` path and whether it was written (false when it named the photo already).
    public static func setCover(photo photoPath: String, writer: AtomicFileWriter = AtomicFileWriter()) throws(EditError) -> (path: String, written: Bool) {
        try SidecarEditor.checkPhoto(photoPath)
        let photo = URL(fileURLWithPath: photoPath)
        let albumPath = photo.deletingLastPathComponent().appendingPathComponent(AlbumSettings.fileName).path
        // As a sidecar: an album.json that links out of the library is neither read nor written.
        let library = try PhotoLibrary.of(photo: photoPath)
        let albumFile = try library.checked(albumPath, what: "album.json")
        let bytes: [UInt8]?
        do {
            bytes = try FileIO.read(albumFile, limit: FileIO.metadataLimit)
        } catch {
            guard error.reason == .missing else { throw EditError(path: albumPath, kind: .fileSystem, message: error.message) }
            bytes = nil
        }
        var object = JSONObject()
        if let bytes {
            let document: JSONDocument
            do { document = try JSONParser.parse(bytes) } catch { throw malformed(albumPath, error.description) }
            let reading = AlbumSettings.decode(document)
            guard case .object(let existing) = document.value, reading.problems.isEmpty else {
                throw malformed(albumPath, reading.problems.map(\.description).joined(separator: "; "))
            }
            object = existing
        }
        let name = photo.lastPathComponent
        guard object["cover"] != .string(name) else { return (albumPath, false) }
        object["cover"] = .string(name)
        try SidecarEditor.write(JSONWriter.bytes(.object(object)), to: albumFile, replacing: bytes, writer: writer, shownAs: albumPath)
        return (albumPath, true)
    }

    static func malformed(_ path: String, _ detail: String) -> EditError {
        EditError(path: path, kind: .malformedSidecar,
                  message: "\(detail). The file was not changed; fix it by hand and try again")
    }
}
