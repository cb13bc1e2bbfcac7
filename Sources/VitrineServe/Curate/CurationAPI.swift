import Foundation
import Synchronization
import VitrineBuild
import VitrineCore
import VitrineImaging
import VitrineLibrary
import VitrineMetadata
import VitrineTheme

/// `vitrine serve`'s curation API (issue 29): the editor's script and the scripts a photographer writes save edits
/// here, one POST per edit, through the command-line verbs' own code (`SidecarEditor.edit`: the sidecar format,
/// the 20-deep history, atomic writes refused when the file changed since it was read). Every route sits behind
/// `Router`'s checks (Host, Origin, the run's token; writes also same-origin and JSON under the body cap); the
/// API adds its own: a photo is named by the catalog's id of a published photo, never by a path, and its files
/// must lie inside the library.
public final class CurationAPI: Sendable {
    static let editPath = "/__vitrine/api/edit"
    static let photosPath = "/__vitrine/api/photos"
    static let photoPath = "/__vitrine/api/photo"
    static let scriptPath = "/__vitrine/curate.js"
    static let stylePath = "/__vitrine/curate.css"

    let library: FolderBoundary
    private let index = Mutex(CurationIndex())
    /// Called after an edit wrote a sidecar: the session rebuilds at once rather than wait for the watcher.
    private let written: @Sendable () -> Void

    /// Nil when the library folder cannot be resolved.
    public init?(library: URL, written: @escaping @Sendable () -> Void) {
        guard let boundary = FolderBoundary(library.path) else { return nil }
        self.library = boundary
        self.written = written
    }

    /// Takes the photos the last build published (after each build).
    public func refresh(_ photos: [PublishedPhoto]) {
        let fresh = CurationIndex(photos: photos)
        index.withLock { $0 = fresh }
    }

    /// Adds the API's routes.
    public func install(on router: inout Router) {
        router.post(Self.editPath) { [self] request in .response(edit(request.body)) }
        router.post(Self.photosPath) { [self] request in .response(photos(request.body)) }
        router.get(Self.photoPath) { [self] request in .response(photo(id: request.query("id") ?? "")) }
        router.get(Self.scriptPath) { _ in .response(Self.themeFile("curate.js", type: "text/javascript; charset=utf-8")) }
        router.get(Self.stylePath) { _ in .response(Self.themeFile("curate.css", type: "text/css; charset=utf-8")) }
    }

    /// `POST /__vitrine/api/edit`: one edit of one photo (every copy of its content).
    func edit(_ body: [UInt8]) -> HTTPResponse {
        let request: EditRequest
        do { request = try EditRequest(body: body) } catch { return Self.error(400, error.message) }
        let copies = index.withLock { $0.byID[request.id] } ?? []
        guard !copies.isEmpty else { return Self.error(404, "no published photo has the id \(request.id)") }
        var results: [JSONValue] = []
        var wrote = false
        defer { if wrote { written() } }
        for copy in copies {
            let path: String
            do { path = try photoFile(copy) } catch { return Self.error(403, error.message) }
            do {
                let editor = try SidecarEditor.edit(photo: path, request.edit)
                wrote = wrote || editor.hasChanges
                results.append(Self.values(of: editor, page: copy.pagePath, written: editor.hasChanges))
            } catch {
                return Self.error(Self.status(of: error), "\(copy.sourcePath): \(error.message)")
            }
        }
        return Self.json(["id": .string(request.id), "photos": .array(results)])
    }

    /// `POST /__vitrine/api/photos` with `{"pages": ["/albums/x/a.html", ...]}`: the id and current sidecar values
    /// of the photos those pages show (the grid's tiles), and the site's tags.
    func photos(_ body: [UInt8]) -> HTTPResponse {
        guard let document = try? JSONParser.parse(body, maxDepth: 4), case .object(let object) = document.value,
              case .array(let pages)? = object["pages"], pages.count <= 10_000 else {
            return Self.error(400, "give {\"pages\": [photo page paths]}")
        }
        let current = index.withLock { $0 }
        var found = JSONObject()
        for case .string(let page) in pages {
            guard let photo = current.byPage[page], let path = try? photoFile(photo),
                  let editor = try? SidecarEditor.open(photo: path) else { continue }
            var entry = Self.values(of: editor, page: photo.pagePath, written: false)
            if case .object(var fields) = entry { fields["id"] = .string(photo.contentID.description); entry = .object(fields) }
            found[page] = entry
        }
        return Self.json(["photos": .object(found), "tags": .array(current.tags.map(JSONValue.string))])
    }

    /// `GET /__vitrine/api/photo?id=`: `vitrine show --json`'s report of the photo (values and where each published
    /// one comes from: the Vitrine sidecar, an XMP sidecar, embedded XMP, IPTC, EXIF), without file paths.
    func photo(id: String) -> HTTPResponse {
        guard EditRequest.isCatalogID(id), let copy = index.withLock({ $0.byID[id]?.first }) else {
            return Self.error(404, "no published photo has the id \(id)")
        }
        do {
            let report = try PhotoReport(reading: SidecarEditor.open(photo: photoFile(copy)), containers: ImageContainers())
            guard case .object(let full) = report.jsonValue else { return Self.error(500, "no report") }
            var answer = JSONObject()
            answer["id"] = .string(id)
            for key in ["modified", "sidecar", "published"] { answer[key] = full[key] }
            return Self.json(answer)
        } catch {
            return Self.error(Self.status(of: error), "\(copy.sourcePath): \(error.message)")
        }
    }

    /// The photo's file in the library; refused when it resolves outside it (a symlink out) or not at all.
    func photoFile(_ photo: PublishedPhoto) throws(EditError) -> String {
        let path = library.realRoot + "/" + photo.sourcePath
        guard case .inside = library.resolve(path) else {
            throw EditError(path: photo.sourcePath, kind: .outsideLibrary, message: "\(photo.sourcePath) resolves outside the library; refused")
        }
        return path
    }

    /// A photo's values as the editor shows them: the rating and tags the site publishes (the Vitrine sidecar's,
    /// else an XMP or embedded one's, with `ratingFrom`/`tagsFrom` naming that source), the sidecar's favourite and
    /// transform.
    static func values(of editor: SidecarEditor, page: String, written: Bool) -> JSONValue {
        let sidecar = editor.sidecar, shown = EditorValues(editor)
        var object: JSONObject = [
            "page": .string("/" + page), "written": .bool(written),
            "rating": .number(Double(shown.rating)), "favorite": .bool(sidecar.favorite),
            "tags": .array(shown.tags.map(JSONValue.string)),
            "rotation": .number(sidecar.transform.rotation), "scale": .number(sidecar.transform.scale),
            "undoable": .number(Double(sidecar.history.count)), "modified": .bool(!sidecar.transform.isIdentity),
        ]
        if let origin = shown.ratingOrigin { object["ratingFrom"] = .string(origin.rawValue) }
        if let origin = shown.tagsOrigin { object["tagsFrom"] = .string(origin.rawValue) }
        return .object(object)
    }

    /// The HTTP status an edit verb's error becomes.
    static func status(of error: EditError) -> Int {
        switch error.kind {
        case .invalidValue: 400
        case .notAPhoto: 404
        case .outsideLibrary: 403
        case .nothingToUndo, .changedSinceRead, .malformedSidecar: 409
        case .fileSystem: 500
        }
    }

    static func json(_ object: JSONObject) -> HTTPResponse {
        var response = HTTPResponse.json(200, JSONWriter.bytes(.object(object)))
        response.headers.append(("Cache-Control", "no-store"))
        return response
    }

    static func error(_ status: Int, _ message: String) -> HTTPResponse {
        var response = HTTPResponse.json(status, JSONWriter.bytes(.object(["error": .string(message)])))
        response.headers.append(("Cache-Control", "no-store"))
        return response
    }

    /// The editor's script or style, from the theme's `serve/` folder (never part of a site).
    static func themeFile(_ name: String, type: String) -> HTTPResponse {
        guard let folder = Theme.directory, let bytes = try? FileIO.read(folder.appendingPathComponent("serve/" + name).path, limit: 1 << 20) else {
            return .text(404, "Not found")
        }
        return HTTPResponse(status: 200, headers: [("Content-Type", type), ("Cache-Control", "no-cache")], body: bytes)
    }
}
