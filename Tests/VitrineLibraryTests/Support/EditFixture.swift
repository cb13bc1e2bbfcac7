import Foundation
import TestSupport
import VitrineCore
import VitrineLibrary

/// A temp library holding one real photo, for editing its sidecar through `SidecarEditor`.
struct EditFixture {
    let temp: TemporaryDirectory
    let library: LibraryFixture
    let photo: URL

    /// 2026-01-23T10:00:00Z, so history timestamps are known.
    static let now = Date(timeIntervalSince1970: 1_769_162_400)

    init(sidecar: String? = nil) throws {
        temp = try TemporaryDirectory("vitrine-edit")
        library = try LibraryFixture(in: temp.url)
        photo = try library.add("gps/DSCN0010.jpg", to: "Tuscany")
        if let sidecar { try write(sidecar) }
    }

    var photoPath: String { photo.path }
    var sidecarPath: String { photo.path + ".json" }
    var folder: URL { photo.deletingLastPathComponent() }

    func write(_ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: sidecarPath)) }

    /// The sidecar's text, or nil when there is no file.
    func sidecarText() -> String? {
        FileManager.default.contents(atPath: sidecarPath).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Names in the photo's folder, to spot leftover temporary files.
    func folderNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Opens, applies and saves, as each verb does.
    @discardableResult
    func edit(_ edit: SidecarEdit, writer: AtomicFileWriter = AtomicFileWriter()) throws(EditError) -> SidecarEditor {
        try SidecarEditor.edit(photo: photoPath, edit, now: Self.now, writer: writer)
    }

    func editError(_ edit: SidecarEdit, writer: AtomicFileWriter = AtomicFileWriter()) -> EditError? {
        ErrorCapture.edit { () throws(EditError) in try self.edit(edit, writer: writer) }
    }

    func remove() { temp.remove() }
}
