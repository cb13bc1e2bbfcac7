import VitrineLibrary

/// One write to the curation API, parsed from its JSON body (README, "Curating in the browser"):
/// `{"id": "HASH-SIZE", "action": "rate", "value": 4}`. The id is the catalog's id of a published photo, never a
/// path; the action is one of the command-line verbs, and its value is checked by the same code
/// (`Sidecar.applying`), so the API can refuse nothing the verbs accept and accept nothing they refuse.
/// Public for its fuzz target (FuzzHTTP).
public struct EditRequest: Sendable, Equatable {
    public var id: String
    public var edit: SidecarEdit

    /// Why a body is not an edit: a message for a 400 answer.
    public struct Refusal: Error, Equatable {
        public var message: String
    }

    /// The actions and the verbs they are.
    static let actions = ["rate", "favorite", "tag", "rotate", "scale", "undo", "reset"]

    public init(id: String, edit: SidecarEdit) {
        self.id = id
        self.edit = edit
    }

    public init(body: [UInt8]) throws(Refusal) {
        let value: JSONValue
        do { value = try JSONParser.parse(body, maxDepth: 4).value } catch { throw Refusal(message: "the body is not JSON: \(error)") }
        guard case .object(let object) = value else { throw Refusal(message: "the body must be a JSON object") }
        guard case .string(let id)? = object["id"] else { throw Refusal(message: "\"id\" must be the photo's id (a string)") }
        guard Self.isCatalogID(id) else {
            throw Refusal(message: "\"id\" must be a photo's catalog id (32 hex digits, a dash, the size), not a path or a name")
        }
        guard case .string(let action)? = object["action"], Self.actions.contains(action) else {
            throw Refusal(message: "\"action\" must be one of \(Self.actions.joined(separator: ", "))")
        }
        self.id = id
        edit = try Self.edit(action, object)
    }

    /// The catalog's spelling of a content id: 32 lowercase hex digits, a dash, a decimal size. Nothing else (a
    /// path, `..`, a name) goes further.
    public static func isCatalogID(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].utf8.count == 32, (1...19).contains(parts[1].utf8.count) else { return false }
        return parts[0].utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
            && parts[1].utf8.allSatisfy { (48...57).contains($0) }
    }

    private static func edit(_ action: String, _ object: JSONObject) throws(Refusal) -> SidecarEdit {
        switch action {
        case "rate":
            guard case .number(let n)? = object["value"], n == n.rounded(), (0...5).contains(n) else {
                throw Refusal(message: "\"value\" must be a whole number of stars from 0 (unrated) to 5")
            }
            return .rate(Int(n))
        case "favorite":
            guard case .bool(let flag)? = object["value"] else { throw Refusal(message: "\"value\" must be true or false") }
            return .favorite(flag)
        case "tag":
            let add = try strings(object["add"], "add"), remove = try strings(object["remove"], "remove")
            guard !add.isEmpty || !remove.isEmpty else { throw Refusal(message: "give \"add\" or \"remove\", arrays of tags") }
            return .tag(add: add, remove: remove)
        case "rotate":
            guard case .number(let degrees)? = object["value"] else { throw Refusal(message: "\"value\" must be degrees clockwise") }
            return .rotate(by: degrees)
        case "scale":
            guard case .number(let factor)? = object["value"] else { throw Refusal(message: "\"value\" must be the zoom factor, at least 1") }
            return .scale(to: factor)
        case "undo":
            return .undo
        default:
            return .reset
        }
    }

    private static func strings(_ value: JSONValue?, _ key: String) throws(Refusal) -> [String] {
        guard let value else { return [] }
        guard case .array(let items) = value, items.count <= 100 else { throw Refusal(message: "\"\(key)\" must be an array of at most 100 tags") }
        var result: [String] = []
        for item in items {
            guard case .string(let tag) = item else { throw Refusal(message: "\"\(key)\" must hold strings") }
            result.append(tag)
        }
        return result
    }
}
