import Testing
import VitrineLibrary

/// What the parser accepts, and where it says each value starts.
@Suite struct JSONParserTests {
    @Test func parsesEveryKindOfValue() throws {
        let text = #"{"n": null, "t": true, "f": false, "i": -12, "d": 0.5e1, "s": "a\"b\\c\/\n\u00e9\ud83d\ude00", "a": [1, [], {}]}"#
        let document = try JSONParser.parse(text)
        let expected: JSONValue = .object([
            "n": .null, "t": .bool(true), "f": .bool(false), "i": .number(-12), "d": .number(5),
            "s": .string("a\"b\\c/\né😀"), "a": .array([.number(1), .array([]), .object(JSONObject())]),
        ])
        #expect(document.value == expected)
    }

    @Test func keepsKeysInWrittenOrder() throws {
        let document = try JSONParser.parse(#"{"zeta": 1, "alpha": 2, "mid": 3}"#)
        guard case .object(let object) = document.value else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["zeta", "alpha", "mid"])
    }

    @Test func skipsAUTF8ByteOrderMark() throws {
        let document = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array(#"{"a": 1}"#.utf8))
        #expect(document.value == .object(["a": .number(1)]))
        // Columns do not count the mark.
        #expect(document.positions[JSONPath.root.appending("a")] == SourcePosition(line: 1, column: 7))
    }

    @Test func tinyNumbersUnderflowToZeroAndNegativeZeroIsANumber() throws {
        #expect(try JSONParser.parse("1e-400").value == .number(0))
        #expect(try JSONParser.parse("-0").value == .number(0))
        #expect(try JSONParser.parse("1.7976931348623157e308").value == .number(.greatestFiniteMagnitude))
    }

    @Test func nestingUpToTheLimitParses() throws {
        let depth = JSONParser.defaultMaxDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(ErrorCapture.syntax(text) == nil)
    }

    @Test func recordsWhereEachValueStarts() throws {
        let text = """
        {
          "rating": 4,
          "tags": ["a", "b"],
          "transform": {"scale": 2}
        }
        """
        let document = try JSONParser.parse(text)
        let tags = JSONPath.root.appending("tags")
        #expect(document.positions[.root] == SourcePosition(line: 1, column: 1))
        #expect(document.positions[JSONPath.root.appending("rating")] == SourcePosition(line: 2, column: 13))
        #expect(document.positions[tags.appending(1)] == SourcePosition(line: 3, column: 17))
        #expect(document.positions[JSONPath.root.appending("transform").appending("scale")] == SourcePosition(line: 4, column: 26))
        // A path that is not there falls back to its nearest enclosing value.
        #expect(document.position(of: tags.appending(7)) == SourcePosition(line: 3, column: 11))
        #expect(document.position(of: JSONPath.root.appending("missing")) == SourcePosition(line: 1, column: 1))
    }

    @Test func pathsReadLikeTheirKeys() {
        let path = JSONPath.root.appending("history").appending(2).appending("at")
        #expect(path.description == "history[2].at")
        #expect(JSONPath.root.appending("my key").appending(0).description == #"["my key"][0]"#)
        #expect(JSONPath.root.description == "")
    }

    /// A sidecar-sized object with many keys parses (keys are checked for duplicates as they come).
    @Test func largeObjectWithManyKeysParses() throws {
        let count = 20_000
        let members = (0..<count).map { "\"key\($0)\": \($0)" }.joined(separator: ",")
        let document = try JSONParser.parse("{" + members + "}")
        guard case .object(let object) = document.value else {
            Issue.record("not an object")
            return
        }
        #expect(object.members.count == count)
        #expect(object["key19999"] == .number(19_999))
    }
}
