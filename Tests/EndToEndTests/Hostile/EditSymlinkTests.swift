import Foundation
import Testing
import TestSupport
import VitrineLibrary

/// Issue 33, item 6: the edit verbs and `vitrine show` hold a photo's sidecars to the build's rule. A sidecar or XMP
/// sidecar that is a symlink out of the library is refused with a clear error: never read, never written through,
/// never replaced by a copy (whose title the next build would publish).
@Suite(.requires(.vitrine))
struct EditSymlinkTests {
    static let verbs: [[String]] = [["rate", "4"], ["favorite"], ["tag", "--add", "sea"], ["rotate", "90"], ["scale", "2"], ["undo"], ["reset"],
                                     ["title", "New"], ["caption", "New"], ["hide"]]
    static let outsideSidecar = #"{"title": "outsidesecret", "transform": {"rotation": 90, "scale": 1}, "history": [{"rotation": 0, "scale": 1, "at": "2024-01-01T00:00:00Z"}]}"#

    /// A photo in `Tuscany` whose sidecar is a symlink to a JSON file beside the library.
    func workspace() throws -> (Workspace, photo: URL, outside: URL) {
        let w = try Workspace()
        let photo = try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        let outside = w.temp.url.appendingPathComponent("outside.json")
        try Data(Self.outsideSidecar.utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(atPath: photo.path + ".json", withDestinationPath: outside.path)
        return (w, photo, outside)
    }

    @Test(arguments: verbs)
    func eachVerbRefusesASidecarLinkedOutOfTheLibrary(_ verb: [String]) async throws {
        let (w, photo, outside) = try workspace()
        defer { w.temp.remove() }
        let result = try await VitrineProcess.run(verb + [photo.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("vitrine: \(photo.path).json: the sidecar is a symbolic link to "), "\(result.errors)")
        #expect(result.errors.contains("outside the library"))
        #expect(!result.output.contains("outsidesecret") && !result.errors.contains("outsidesecret"))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: photo.path + ".json") == outside.path)
        #expect(try String(contentsOf: outside, encoding: .utf8) == Self.outsideSidecar)
    }

    /// `cover` holds the album.json beside the photo to the same rule: a link out of the library is not written through.
    @Test func coverRefusesAnAlbumFileLinkedOutOfTheLibrary() async throws {
        let (w, photo, _) = try workspace()
        defer { w.temp.remove() }
        let outsideAlbum = w.temp.url.appendingPathComponent("outside-album.json")
        let albumText = #"{"title": "outsidealbum"}"#
        try Data(albumText.utf8).write(to: outsideAlbum)
        let albumFile = photo.deletingLastPathComponent().appendingPathComponent("album.json")
        try FileManager.default.createSymbolicLink(atPath: albumFile.path, withDestinationPath: outsideAlbum.path)
        let result = try await VitrineProcess.run(["cover", photo.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("the album.json is a symbolic link to "), "\(result.errors)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: albumFile.path) == outsideAlbum.path)
        #expect(try String(contentsOf: outsideAlbum, encoding: .utf8) == albumText)
    }

    /// `show` printed the first word of `/etc/shadow` from a sidecar linked to it (in a JSON syntax error).
    @Test func showReadsNothingOutsideTheLibrary() async throws {
        let (w, photo, _) = try workspace()
        defer { w.temp.remove() }
        let shadow = w.temp.url.appendingPathComponent("shadow")
        try Data("shadowsecret:$6$hash:19000:0:99999:7:::\n".utf8).write(to: shadow)
        try FileManager.default.removeItem(atPath: photo.path + ".json")
        try FileManager.default.createSymbolicLink(atPath: photo.path + ".json", withDestinationPath: shadow.path)
        for arguments in [["show", photo.path], ["show", "--json", photo.path]] {
            let result = try await VitrineProcess.run(arguments)
            #expect(result.status == 1)
            #expect(result.errors.contains("outside the library"), "\(result.errors)")
            #expect(!(result.output + result.errors).contains("shadowsecret"))
        }
    }

    @Test func showRefusesAnXMPSidecarLinkedOutOfTheLibrary() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        let photo = try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        let outside = w.temp.url.appendingPathComponent("outside.xmp")
        try Data(Self.xmp(title: "xmpsecret").utf8).write(to: outside)
        let xmp = photo.deletingPathExtension().appendingPathExtension("xmp")
        try FileManager.default.createSymbolicLink(at: xmp, withDestinationURL: outside)
        let result = try await VitrineProcess.run(["show", photo.path])
        #expect(result.status == 1)
        #expect(result.errors.contains("\(xmp.path): the XMP sidecar is a symbolic link to "), "\(result.errors)")
        #expect(!(result.output + result.errors).contains("xmpsecret"))
        // The build skips it too: the title is never published.
        try await w.build()
        #expect(try !SiteTree(w.site).files.values.contains { String(decoding: $0, as: UTF8.self).contains("xmpsecret") })
    }

    /// A link inside the library is the build's too: the verb edits its target, and the link stays a link.
    @Test func aSidecarLinkedInsideTheLibraryIsEditedInPlace() async throws {
        let w = try Workspace()
        defer { w.temp.remove() }
        let photo = try w.library.add("gps/DSCN0010.jpg", to: "Tuscany")
        try w.library.write(#"{"title": "Shared"}"#, at: "Notes/DSCN0010.json")
        try w.library.write("{}", at: "vitrine.json")
        let target = w.library.root.appendingPathComponent("Notes/DSCN0010.json")
        try FileManager.default.createSymbolicLink(atPath: photo.path + ".json", withDestinationPath: "../Notes/DSCN0010.json")
        let result = try await VitrineProcess.run(["rate", "3", photo.path])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: photo.path + ".json") == "../Notes/DSCN0010.json")
        let edited = try Sidecar.load(from: target.path)
        #expect(edited.rating == 3 && edited.title == "Shared")
        let show = try await VitrineProcess.run(["show", photo.path])
        #expect(show.status == 0 && show.output.contains("Shared"), "\(show.errors)")
    }

    static func xmp(title: String) -> String {
        """
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
        <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <dc:title><rdf:Alt><rdf:li xml:lang="x-default">\(title)</rdf:li></rdf:Alt></dc:title>
        </rdf:Description></rdf:RDF></x:xmpmeta>
        """
    }
}
