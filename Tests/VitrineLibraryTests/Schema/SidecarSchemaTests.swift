import Testing
import VitrineLibrary

/// One sidecar that breaks one rule, and the error it must give.
struct SchemaCase: Sendable, CustomTestStringConvertible {
    var text: String
    var path: String
    var line: Int
    var column: Int
    var message: String

    init(_ text: String, path: String, line: Int = 1, column: Int, _ message: String) {
        self.text = text
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { text }
}

/// Sidecar schema version 1 (PRODUCT.md, Input; issue 3): each rule, each message with path, line and column.
@Suite struct SidecarSchemaTests {
    func sidecar(_ text: String) throws -> Sidecar { try Sidecar(jsonBytes: Array(text.utf8)) }

    /// Tags are trimmed of white space of any script, kept once whatever their case, and empty ones dropped.
    @Test func tagsAreTrimmedAndKeptOnce() {
        #expect(Sidecar.normalisedTags(["sea", " sea ", "Sea\n", "\u{3000}night\u{00A0}", "\tcafé", "\u{2028}", "", "a b", "~x~"])
                == ["sea", "night", "café", "a b", "~x~"])
    }

    @Test func readsTheDocumentedExample() throws {
        let sidecar = try self.sidecar("""
        {
          "title": "Piazza Grande",
          "caption": "Saturday market",
          "rating": 4,
          "favorite": true,
          "tags": ["italy", "market"],
          "transform": { "rotation": 90, "scale": 1.0 },
          "history": [ { "rotation": 0, "scale": 1.0, "at": "2026-01-23T10:00:00Z" } ],
          "location": { "latitude": 43.4674, "longitude": 11.8851 },
          "hidden": false
        }
        """)
        #expect(sidecar.title == "Piazza Grande")
        #expect(sidecar.caption == "Saturday market")
        #expect(sidecar.rating == 4)
        #expect(sidecar.favorite)
        #expect(sidecar.tags == ["italy", "market"])
        #expect(sidecar.transform == Transform(rotation: 90, scale: 1))
        #expect(sidecar.history == [TransformSnapshot(transform: .identity, at: "2026-01-23T10:00:00Z")])
        #expect(sidecar.location == .point(GeoPoint(latitude: 43.4674, longitude: 11.8851)))
        #expect(!sidecar.hidden)
    }

    @Test func anEmptyObjectIsAllDefaults() throws {
        #expect(try sidecar("{}") == Sidecar())
        #expect(try sidecar(#"{"title": null, "caption": null}"#) == Sidecar())
    }

    @Test(arguments: 0...5)
    func ratingsFromZeroToFive(_ rating: Int) throws {
        #expect(try sidecar(#"{"rating": \#(rating)}"#).rating == rating)
        #expect(try sidecar(#"{"rating": \#(rating).0}"#).rating == rating)
    }

    @Test func tagsAreTrimmedUniqueIgnoringCaseAndNeverEmpty() throws {
        let tags = try sidecar(#"{"tags": ["  Italy ", "market", "ITALY", "", "   ", "Market", "\tsea\n", "café", "CAFÉ"]}"#).tags
        #expect(tags == ["Italy", "market", "sea", "café"])
    }

    @Test(arguments: [
        (90.0, 90.0), (450.0, 90.0), (-90.0, 270.0), (360.0, 0.0), (-720.0, 0.0), (359.5, 359.5), (-0.5, 359.5), (3600.25, 0.25),
    ])
    func rotationIsNormalisedIntoZeroTo360(_ written: Double, _ normalised: Double) throws {
        let transform = try sidecar(#"{"transform": {"rotation": \#(JSONWriter.format(written))}}"#).transform
        #expect(transform.rotation >= 0 && transform.rotation < 360)
        #expect(abs(transform.rotation - normalised) < 1e-9, "\(transform.rotation)")
        #expect(transform.scale == 1)
    }

    @Test func scaleOfOneOrMoreIsKept() throws {
        #expect(try sidecar(#"{"transform": {"scale": 1}}"#).transform.scale == 1)
        #expect(try sidecar(#"{"transform": {"scale": 2.5, "rotation": 180}}"#).transform == Transform(rotation: 180, scale: 2.5))
    }

    @Test func locationNullHidesThePositionAndAbsentMeansExif() throws {
        #expect(try sidecar(#"{"location": null}"#).location == .hidden)
        #expect(try sidecar("{}").location == .fromExif)
        #expect(try sidecar(#"{"location": {"latitude": -90, "longitude": 180}}"#).location
                == .point(GeoPoint(latitude: -90, longitude: 180)))
    }

    @Test func historyKeepsAtMostTwentyNewestEntries() throws {
        let entries = (1...25).map { #"{"rotation": \#($0), "scale": 1}"# }.joined(separator: ",")
        let history = try sidecar(#"{"history": [\#(entries)]}"#).history
        #expect(history.count == Sidecar.historyLimit)
        #expect(history.first?.transform.rotation == 6)
        #expect(history.last?.transform.rotation == 25)
        #expect(history.allSatisfy { $0.at == nil })
    }

    @Test func unknownKeysAreTolerated() throws {
        let sidecar = try self.sidecar(#"{"rating": 2, "x-lens-notes": {"nested": [1, "two"]}, "version": 7, "transform": {"crop": "none"}}"#)
        #expect(sidecar.rating == 2)
        #expect(sidecar.transform == .identity)
    }

    static let broken: [SchemaCase] = [
        SchemaCase(#"{"rating": 7}"#, path: "rating", column: 12, "rating must be a whole number from 0 to 5, found 7"),
        SchemaCase(#"{"rating": -1}"#, path: "rating", column: 12, "rating must be a whole number from 0 to 5, found -1"),
        SchemaCase(#"{"rating": 4.5}"#, path: "rating", column: 12, "rating must be a whole number from 0 to 5, found 4.5"),
        SchemaCase(#"{"rating": "4"}"#, path: "rating", column: 12, "rating must be a whole number from 0 to 5, found a string"),
        SchemaCase(#"{"favorite": "yes"}"#, path: "favorite", column: 14, "favorite must be true or false, found a string"),
        SchemaCase(#"{"hidden": 1}"#, path: "hidden", column: 12, "hidden must be true or false, found a number"),
        SchemaCase(#"{"title": 12}"#, path: "title", column: 11, "title must be a string, found a number"),
        SchemaCase(#"{"caption": ["a"]}"#, path: "caption", column: 13, "caption must be a string, found an array"),
        SchemaCase(#"{"tags": "italy"}"#, path: "tags", column: 10, "tags must be an array of strings, found a string"),
        SchemaCase(#"{"tags": ["a", 3]}"#, path: "tags[1]", column: 16, "tags[1] must be a string, found a number"),
        SchemaCase(#"{"transform": 90}"#, path: "transform", column: 15, "transform must be an object, found a number"),
        SchemaCase(#"{"transform": {"rotation": "90"}}"#, path: "transform.rotation", column: 28, "transform.rotation must be a number, found a string"),
        SchemaCase(#"{"transform": {"scale": 0.5}}"#, path: "transform.scale", column: 25, "transform.scale must be at least 1 (1 = no zoom), found 0.5"),
        SchemaCase(#"{"transform": {"scale": null}}"#, path: "transform.scale", column: 25, "transform.scale must be a number, found null"),
        SchemaCase(#"{"history": {}}"#, path: "history", column: 13, "history must be an array of transforms, found an object"),
        SchemaCase(#"{"history": [1]}"#, path: "history[0]", column: 14, "history[0] must be an object, found a number"),
        SchemaCase(#"{"history": [{"scale": 0}]}"#, path: "history[0].scale", column: 24, "history[0].scale must be at least 1"),
        SchemaCase(#"{"history": [{"at": 5}]}"#, path: "history[0].at", column: 21, "history[0].at must be a string, found a number"),
        SchemaCase(#"{"location": "Rome"}"#, path: "location", column: 14, "location must be an object with latitude and longitude, or null to hide the position; found a string"),
        SchemaCase(#"{"location": {"latitude": 91, "longitude": 0}}"#, path: "location.latitude", column: 27, "location.latitude must be from -90 to 90, found 91"),
        SchemaCase(#"{"location": {"latitude": 0, "longitude": -180.5}}"#, path: "location.longitude", column: 43, "location.longitude must be from -180 to 180, found -180.5"),
        SchemaCase(#"{"location": {"latitude": 10}}"#, path: "location", column: 14, "location needs a longitude (-180 to 180)"),
        SchemaCase(#"{"location": {"latitude": "N", "longitude": 1}}"#, path: "location.latitude", column: 27, "location.latitude must be a number, found a string"),
        SchemaCase("[]", path: "", column: 1, "a sidecar must be a JSON object ({ ... }), found an array"),
        SchemaCase("{\n  \"title\": \"ok\",\n  \"rating\": 9\n}", path: "rating", line: 3, column: 13, "rating must be a whole number from 0 to 5, found 9"),
    ]

    @Test(arguments: broken)
    func eachBrokenRuleNamesPathLineAndColumn(_ example: SchemaCase) throws {
        let errors = try #require(ErrorCapture.sidecarSchema(example.text))
        let error = try #require(errors.first)
        #expect(errors.count == 1, "\(errors)")
        #expect(error.path == example.path)
        #expect(error.line == example.line)
        #expect(error.column == example.column)
        #expect(error.message.contains(example.message), "\(error.message)")
        #expect(error.description == "line \(example.line), column \(example.column): \(error.message)")
    }

    @Test func allProblemsAreReportedInDocumentOrder() throws {
        let text = """
        {
          "tags": [1],
          "rating": 8,
          "favorite": null
        }
        """
        let errors = try #require(ErrorCapture.sidecarSchema(text))
        #expect(errors.map(\.path) == ["tags[0]", "rating", "favorite"])
        #expect(errors.map(\.line) == [2, 3, 4])
        let failure = JSONFileError.schema(errors)
        #expect(failure.position == SourcePosition(line: 2, column: 12))
        #expect(failure.description.hasPrefix("line 2, column 12: tags[0] must be a string, found a number; line 3, column 13: rating"))
    }

    @Test func aSyntaxErrorIsNotASchemaError() throws {
        #expect(throws: JSONFileError.self) { try sidecar(#"{"rating": 4,}"#) }
        do {
            _ = try Sidecar(jsonBytes: Array(#"{"rating": 4,}"#.utf8))
        } catch {
            guard case .syntax(let syntax) = error else {
                Issue.record("expected a syntax error, got \(error)")
                return
            }
            #expect(syntax.position == SourcePosition(line: 1, column: 13))
            #expect(error.description == "line 1, column 13: trailing comma before '}'; remove it")
        }
    }
}
