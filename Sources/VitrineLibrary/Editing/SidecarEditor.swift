import Foundation
import VitrineCore

/// Reads one photo's sidecar, applies edit verbs to it and writes it back atomically (PRODUCT.md, Editing).
///
/// A missing sidecar starts empty and is created on save; a malformed one is refused and never overwritten.
/// Unknown keys are kept. If the file changes on disk between `open` and `save`, the save is refused.
public struct SidecarEditor: Sendable {
    /// The photo, as given.
    public let photoPath: String
    /// `PHOTO.json`, beside the photo.
    public let sidecarPath: String
    /// Where the sidecar really is (a symlink inside the library followed): read and written there, so a link
    /// stays a link, and never one that leads out of the library.
    let sidecarFile: String
    /// The library the photo belongs to: every sidecar it has must resolve inside it.
    public let library: PhotoLibrary
    /// The sidecar as read.
    public let original: Sidecar
    /// The values after the edits applied so far.
    public private(set) var sidecar: Sidecar
    /// The file's object as read (unknown keys included); empty when there was no file.
    let originalObject: JSONObject
    /// The file's bytes as read; nil when there was no file. Compared again just before the rename.
    let originalBytes: [UInt8]?

    /// True when a sidecar file existed when it was read.
    public var sidecarExisted: Bool { originalBytes != nil }
    /// True when the edits changed a value.
    public var hasChanges: Bool { sidecar != original }

    /// Checks that `photoPath` is a photo and reads its sidecar.
    public static func open(photo photoPath: String) throws(EditError) -> SidecarEditor {
        try checkPhoto(photoPath)
        let sidecarPath = photoPath + ".json"
        let library = try PhotoLibrary.of(photo: photoPath)
        let sidecarFile = try library.checked(sidecarPath, what: "sidecar")
        let place = Place(sidecarPath: sidecarPath, sidecarFile: sidecarFile, library: library)
        let bytes: [UInt8]?
        do {
            bytes = try FileIO.read(sidecarFile, limit: FileIO.metadataLimit)
        } catch {
            guard error.reason == .missing else {
                throw EditError(path: sidecarPath, kind: .fileSystem, message: error.message)
            }
            bytes = nil
        }
        guard let bytes else {
            return SidecarEditor(photoPath: photoPath, place: place, original: Sidecar(), originalObject: JSONObject(), originalBytes: nil)
        }
        do {
            let document = try JSONParser.parse(bytes)
            let sidecar = try Sidecar(document: document)
            guard case .object(let object) = document.value else {
                throw malformed(sidecarPath, "a sidecar must be a JSON object")
            }
            return SidecarEditor(photoPath: photoPath, place: place, original: sidecar, originalObject: object, originalBytes: bytes)
        } catch let error as JSONSyntaxError {
            throw malformed(sidecarPath, error.description)
        } catch let error as JSONFileError {
            throw malformed(sidecarPath, error.description)
        } catch let error as EditError {
            throw error
        } catch {
            throw malformed(sidecarPath, "\(error)")
        }
    }

    /// Where a photo's sidecar is: as named, as resolved, and the library that holds it.
    struct Place {
        var sidecarPath: String
        var sidecarFile: String
        var library: PhotoLibrary
    }

    init(photoPath: String, place: Place, original: Sidecar, originalObject: JSONObject, originalBytes: [UInt8]?) {
        self.photoPath = photoPath
        self.sidecarPath = place.sidecarPath
        self.sidecarFile = place.sidecarFile
        self.library = place.library
        self.original = original
        self.sidecar = original
        self.originalObject = originalObject
        self.originalBytes = originalBytes
    }

    static func malformed(_ path: String, _ detail: String) -> EditError {
        EditError(path: path, kind: .malformedSidecar,
                  message: "\(detail). The sidecar was not changed; fix it by hand (or move it away) and try again")
    }

    /// Refuses anything but an existing photo file: a photo extension, or the first bytes of a still (see `MediaSniffer`).
    static func checkPhoto(_ path: String) throws(EditError) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".json"), LibraryScanner.isPhotoFileName(String(name.dropLast(5))) {
            throw EditError(path: path, kind: .notAPhoto, message: "is a sidecar; give the photo it belongs to (\(name.dropLast(5)))")
        }
        guard let status = FileStatus.of(path, followingLinks: true) else {
            throw EditError(path: path, kind: .notAPhoto, message: "no such file; give the path of a photo (.jpg, .heic, .png, .tif, .gif, .webp...)")
        }
        guard status.kind == .file else {
            throw EditError(path: path, kind: .notAPhoto, message: "is not a file; give the path of a photo (.jpg, .heic, .png, .tif, .gif, .webp...)")
        }
        guard MediaSniffer.isPhoto(name: name, at: path) else {
            throw EditError(path: path, kind: .notAPhoto, message: "is not a photo; Vitrine edits JPEG, HEIC/HEIF, AVIF, PNG, TIFF, GIF and WebP files")
        }
    }

    /// Applies one edit to the values in memory; returns whether anything changed.
    @discardableResult
    public mutating func apply(_ edit: SidecarEdit, now: Date) throws(EditError) -> Bool {
        let before = sidecar
        do {
            sidecar = try sidecar.applying(edit, timestamp: UTCTimestamp.string(from: now))
        } catch {
            var error = error
            error.path = photoPath
            throw error
        }
        return sidecar != before
    }

    /// The bytes `save` writes: known keys from the values, unknown keys from the file as read, stable form.
    public var outputBytes: [UInt8] { sidecar.jsonBytes(mergingInto: originalObject) }

    /// Writes the sidecar when the edits changed it; returns whether it wrote.
    ///
    /// Refuses (and writes nothing) when the file on disk is no longer the one that was read.
    @discardableResult
    public func save(writer: AtomicFileWriter = AtomicFileWriter()) throws(EditError) -> Bool {
        guard hasChanges else { return false }
        let bytes = outputBytes
        guard bytes != originalBytes else { return false }
        try Self.write(bytes, to: sidecarFile, replacing: originalBytes, writer: writer, shownAs: sidecarPath)
        return true
    }

    /// The last check before the rename of any file an edit verb writes: the file at `path` must still hold
    /// `originalBytes` (or still be missing, for nil).
    static func checkUnchanged(_ path: String, as originalBytes: [UInt8]?) throws(AtomicWriteError) {
        let current: [UInt8]?
        do {
            current = try FileIO.read(path, limit: FileIO.metadataLimit)
        } catch {
            current = error.reason == .missing ? nil : []
        }
        guard current == originalBytes else {
            throw AtomicWriteError(path: path, step: .verify,
                                   message: "changed on disk while it was being edited; your edit was not saved. Run the command again")
        }
    }

    /// Writes `bytes` to `path` atomically when the file still holds `originalBytes`: the one write of the edit verbs.
    /// `path` is the file written (a link inside the library already resolved), `shownAs` the name errors give.
    static func write(_ bytes: [UInt8], to path: String, replacing originalBytes: [UInt8]?, writer: AtomicFileWriter,
                      shownAs shownPath: String? = nil) throws(EditError) {
        do {
            try writer.write(bytes, to: path) { () throws(AtomicWriteError) in
                try checkUnchanged(path, as: originalBytes)
            }
        } catch {
            let kind: EditError.Kind = error.step == .verify ? .changedSinceRead : .fileSystem
            throw EditError(path: shownPath ?? path, kind: kind, message: error.message)
        }
    }

    /// Opens, applies one edit and saves: what each edit verb does for one photo.
    public static func edit(photo photoPath: String, _ edit: SidecarEdit, now: Date = Date(),
                            writer: AtomicFileWriter = AtomicFileWriter()) throws(EditError) -> SidecarEditor {
        var editor = try open(photo: photoPath)
        try editor.apply(edit, now: now)
        try editor.save(writer: writer)
        return editor
    }
}
