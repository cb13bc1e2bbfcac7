import Foundation
import VitrineCore
import VitrineLibrary

extension PhotoReport {
    /// `vitrine show`'s report of the editor's photo, read as a build reads it: the file through the same bounded
    /// read and the one file-metadata reader (`FileMetadata`), the XMP sidecar through `XMPSidecar`, and what the site
    /// publishes through the one precedence rule (`PhotoMetadata`), in the language of the nearest `vitrine.json`.
    ///
    /// Throws (`EditError.Kind.outsideLibrary`) when the XMP sidecar resolves outside the photo's library: it is
    /// not read, as the build does not read it.
    public init(reading editor: SidecarEditor, containers: some ContainerMetadataSource) throws(EditError) {
        let xmpFile = try editor.library.xmpSidecar(forPhoto: editor.photoPath)
        let file = (try? FileIO.read(editor.photoPath, limit: FileIO.photoLimit)).map { FileMetadata(reading: $0, containers: containers) }
        self.init(editor, exif: file?.exif)
        if let problem = file?.embedded.problem { metadataProblems.append(problem) }
        var xmp: MetadataRecord?
        if let (path, file) = xmpFile {
            xmpSidecarPath = path
            let sidecar = XMPSidecar(readingAt: file)
            xmp = sidecar.metadata
            if let problem = sidecar.problem { metadataProblems.append("\(path): \(problem)") }
        }
        published = PhotoMetadata(sidecar: editor.sidecar, xmpSidecar: xmp, embedded: file?.embedded, exif: exif)
            .published(language: Self.siteLanguage(near: editor.photoPath))
    }

    /// The `language` of the nearest `vitrine.json` above the photo ("en" without one): titles in several
    /// languages are shown as the site would show them.
    static func siteLanguage(near photo: String) -> String {
        var folder = URL(fileURLWithPath: photo).standardizedFileURL.deletingLastPathComponent()
        for _ in 0..<64 {
            let settings = folder.appendingPathComponent(SiteSettings.fileName).path
            if FileManager.default.fileExists(atPath: settings) {
                return (try? SiteSettings.load(from: settings))?.language ?? SiteSettings().language
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        return SiteSettings().language
    }
}
