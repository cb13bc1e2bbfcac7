import Testing
import VitrineLibrary
@testable import VitrineMetadata

@Suite struct XMPReaderTests {
    static func packet(_ body: String) -> [UInt8] {
        Array("""
            <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
            <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"
             xmlns:lr="http://ns.adobe.com/lightroom/1.0/" xmlns:exif="http://ns.adobe.com/exif/1.0/"
             xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/">\(body)</rdf:Description></rdf:RDF></x:xmpmeta>
            """.utf8)
    }

    @Test func everyLanguageOfATitleIsKept() throws {
        let record = try XMPReader.read(Self.packet("""
            <dc:title><rdf:Alt><rdf:li xml:lang="x-default">Market</rdf:li><rdf:li xml:lang='fr-FR'>Marché</rdf:li>
            <rdf:li xml:lang="de">Markt</rdf:li></rdf:Alt></dc:title>
            """))
        #expect(record.title == [LocalizedText(language: "x-default", text: "Market"), LocalizedText(language: "fr-FR", text: "Marché"),
                                 LocalizedText(language: "de", text: "Markt")])
        #expect(LocalizedText.pick(record.title, language: "fr") == "Marché")
        #expect(LocalizedText.pick(record.title, language: "de-AT") == "Markt")
        #expect(LocalizedText.pick(record.title, language: "it") == "Market")
    }

    @Test func keywordsHierarchiesAndAutomaticTags() throws {
        let record = try XMPReader.read(Self.packet("""
            <dc:subject><rdf:Bag><rdf:li>Sunset</rdf:li><rdf:li>darktable|format|nef</rdf:li><rdf:li>sunset</rdf:li></rdf:Bag></dc:subject>
            <lr:hierarchicalSubject><rdf:Bag><rdf:li>darktable|changed</rdf:li><rdf:li>places|Italy|Siena</rdf:li>
            <rdf:li>people|Ann</rdf:li></rdf:Bag></lr:hierarchicalSubject>
            """))
        #expect(record.tags == ["Sunset", "Siena", "Ann"])
    }

    @Test(arguments: [("-1", -1), ("3", 3), ("3.0", 3), ("5", 5), ("0", 0), ("7", nil), ("x", nil), ("nan", nil)] as [(String, Int?)])
    func ratings(_ text: String, _ expected: Int?) throws {
        #expect(try XMPReader.read(Self.packet("<xmp:Rating>\(text)</xmp:Rating>")).rating == expected)
    }

    @Test func gpsDateLabelAndPlace() throws {
        let record = try XMPReader.read(Self.packet("""
            <exif:GPSLatitude>43,28.044N</exif:GPSLatitude><exif:GPSLongitude>11,53.106W</exif:GPSLongitude>
            <xmp:Label>Red</xmp:Label><xmp:CreateDate>2020-01-02T03:04:05Z</xmp:CreateDate>
            <photoshop:City>Siena</photoshop:City><photoshop:Country>Italy</photoshop:Country>
            """))
        #expect(record.gps?.latitude == 43 + 28.044 / 60)
        #expect(record.gps?.longitude == -(11 + 53.106 / 60))
        #expect(record.label == "Red")
        #expect(record.created == "2020:01:02 03:04:05" && record.createdOffset == "+00:00")
        #expect(record.city == "Siena" && record.country == "Italy")
    }

    @Test(arguments: ["", "not xml at all", "<x:xmpmeta xmlns:x='adobe:ns:meta/'><rdf:RDF><dc:title>unclosed", "<?xml version='1.0'?><a><b></a>"])
    func malformedPacketsThrow(_ text: String) {
        #expect(throws: MetadataError.self) { try XMPReader.read(Array(text.utf8)) }
    }
}
