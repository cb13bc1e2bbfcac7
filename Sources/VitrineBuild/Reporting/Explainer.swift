import VitrineCatalog
import VitrineImaging
import VitrineLibrary
import VitrineSite

/// Says why a file is being made, by comparing with what the catalog remembers of the previous build.
struct Explainer: Sendable {
    /// Previous source records by path.
    var previousSources: [String: SourceRecord]
    /// Previous image inputs keyed by "source|bucket|format".
    var previousImages: [String: [String: String]]

    init(previousSources: [String: SourceRecord], previousOutputs: [String: OutputRecord]) {
        self.previousSources = previousSources
        var images: [String: [String: String]] = [:]
        for record in previousOutputs.values {
            let fields = Self.fields(record.inputs)
            guard let source = fields["source"], let bucket = fields["bucket"], let format = fields["format"] else { continue }
            images["\(source)|\(bucket)|\(format)"] = fields
        }
        previousImages = images
    }

    func reason(source: String, contentID: ContentID, transform: Transform, bucket: Int, format: ImageFormat) -> String {
        guard let before = previousSources[source] else { return "new photo" }
        if before.contentID != contentID { return "content changed" }
        guard let fields = previousImages["\(ImagePaths.escaped(source))|\(bucket)|\(format.rawValue)"] else { return "output missing" }
        if fields["transform"] != "\(transform.rotation),\(transform.scale)" { return "transform changed" }
        if fields["v"] != "\(RenderNaming.encoderSettingsVersion)" { return "settings changed" }
        return "output missing"
    }

    static func fields(_ inputs: String) -> [String: String] {
        var result: [String: String] = [:]
        for part in inputs.split(separator: ";") {
            guard let equals = part.firstIndex(of: "=") else { continue }
            result[String(part[..<equals])] = String(part[part.index(after: equals)...])
        }
        return result
    }
}
