import Testing
import VitrineLibrary

/// The one stable form Vitrine writes: sorted keys, two-space indent, newline at the end.
@Suite struct JSONWriterTests {
    @Test func writesTheStableForm() {
        let value: JSONValue = .object([
            "zeta": .array([.number(1), .number(2.5), .null]),
            "alpha": .object(["b": .bool(true), "a": .string("x")]),
            "empty": .object(JSONObject()),
            "none": .array([]),
        ])
        let golden = """
        {
          "alpha": {
            "a": "x",
            "b": true
          },
          "empty": {},
          "none": [],
          "zeta": [
            1,
            2.5,
            null
          ]
        }

        """
        #expect(JSONWriter.string(value) == golden)
    }

    @Test func sortsKeysByUTF8Bytes() {
        let value: JSONValue = .object(["é": .number(1), "b": .number(2), "B": .number(3), "a": .number(4)])
        #expect(JSONWriter.string(value) == "{\n  \"B\": 3,\n  \"a\": 4,\n  \"b\": 2,\n  \"é\": 1\n}\n")
    }

    @Test(arguments: [
        (1.0, "1"), (-3.0, "-3"), (0.5, "0.5"), (0.1, "0.1"), (-0.0, "0"), (43.4674, "43.4674"),
        (1e20, "1e+20"), (9_007_199_254_740_992.0, "9007199254740992.0"), (1e-7, "1e-07"), (.nan, "null"), (.infinity, "null"),
    ])
    func formatsNumbersShortest(_ number: Double, _ text: String) {
        #expect(JSONWriter.format(number) == text)
    }

    @Test func escapesWhatJSONRequires() {
        let text = "q\"b\\n\nr\rt\tb\u{08}f\u{0C}c\u{01}d\u{7F}l\u{2028}é😀/"
        let written = JSONWriter.string(.string(text))
        #expect(written == #""q\"b\\n\nr\rt\tb\bf\fc\u0001d\u007fl\u2028é😀/""# + "\n")
    }

    @Test func whatItWritesParsesBackToTheSameValue() throws {
        // Keys in sorted order: objects compare member by member, in order, and the writer sorts.
        let value: JSONValue = .object([
            "nested": .object(["deeper": .array([.object(["k": .bool(false)])])]),
            "numbers": .array([.number(0.1), .number(-2), .number(1e-7), .number(123_456.789), .number(36_028_797_018_963_968)]),
            "text": .string("line\nbreak \"quoted\" \u{0}"),
        ])
        let bytes = JSONWriter.bytes(value)
        #expect(try JSONParser.parse(bytes).value == value)
        // Writing the parsed value again gives the same bytes.
        #expect(JSONWriter.bytes(try JSONParser.parse(bytes).value) == bytes)
    }
}
