import Testing
import VitrineCatalog
import VitrineLibrary
import VitrineSite
@testable import VitrineBuild

@Suite struct ExplainerTests {
    let id = ContentID(hash: String(repeating: "a", count: 32), size: 10)
    let other = ContentID(hash: String(repeating: "b", count: 32), size: 10)

    func explainer(transform: Transform = .identity) -> Explainer {
        let source = SourceRecord(path: "a;b=c/x.jpg", size: 10, modified: 1, contentID: id)
        let inputs = ImagePaths.inputs(source: source.path, contentID: id, transform: transform, bucket: 350, format: .jpeg)
        return Explainer(previousSources: [source.path: source], previousOutputs: ["images/x": OutputRecord(path: "images/x", inputs: inputs)])
    }

    @Test func newPhoto() {
        #expect(explainer().reason(source: "new.jpg", contentID: id, transform: .identity, bucket: 350, format: .jpeg) == "new photo")
    }

    @Test func contentChanged() {
        #expect(explainer().reason(source: "a;b=c/x.jpg", contentID: other, transform: .identity, bucket: 350, format: .jpeg) == "content changed")
    }

    @Test func transformChanged() {
        let reason = explainer().reason(source: "a;b=c/x.jpg", contentID: id, transform: Transform(rotation: 90, scale: 1), bucket: 350, format: .jpeg)
        #expect(reason == "transform changed")
    }

    @Test func outputMissing() {
        #expect(explainer().reason(source: "a;b=c/x.jpg", contentID: id, transform: .identity, bucket: 350, format: .jpeg) == "output missing")
        #expect(explainer().reason(source: "a;b=c/x.jpg", contentID: id, transform: .identity, bucket: 700, format: .jpeg) == "output missing")
    }

    @Test func escapedFieldsRoundTrip() {
        let fields = Explainer.fields(ImagePaths.inputs(source: "a;b=c%d.jpg", contentID: id, transform: .identity, bucket: 350, format: .webp))
        #expect(fields["source"] == ImagePaths.escaped("a;b=c%d.jpg"))
        #expect(fields["format"] == "webp")
        #expect(fields["bucket"] == "350")
    }
}
