import Testing
import VitrineCatalog
@testable import VitrineBuild

/// The build rewrites a catalog table only when its records differ from what it loaded: a wrong "same"
/// would leave the catalog describing a site that no longer exists. (Outputs go through `OutputUpdate`.)
@Suite struct BuilderCatalogComparisonTests {
    private let loaded: [String: OutputRecord] = [
        "a.html": OutputRecord(path: "a.html", inputs: "page;model=1"),
        "images/0/x-350.jpg": OutputRecord(path: "images/0/x-350.jpg", inputs: "source=a.jpg;v=2"),
    ]

    @Test func theSameRecordsInAnyOrderAreTheSame() {
        #expect(Builder.same(Array(loaded.values), as: loaded, path: \.path))
        #expect(Builder.same(Array(loaded.values).reversed(), as: loaded, path: \.path))
        #expect(Builder.same([OutputRecord](), as: [:], path: \.path))
    }

    @Test func aChangedAddedOrMissingRecordIsNot() {
        var changed = Array(loaded.values)
        changed[0].inputs += "x"
        #expect(!Builder.same(changed, as: loaded, path: \.path))
        #expect(!Builder.same(Array(loaded.values) + [OutputRecord(path: "b.html", inputs: "page")], as: loaded, path: \.path))
        #expect(!Builder.same(Array(loaded.values.prefix(1)), as: loaded, path: \.path))
    }

    @Test func aRecordTwiceDoesNotHideAMissingOne() {
        let first = loaded["a.html"]!
        #expect(!Builder.same([first, first], as: loaded, path: \.path))
    }
}
