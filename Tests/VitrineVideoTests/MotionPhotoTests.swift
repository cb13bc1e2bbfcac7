import Testing
@testable import VitrineVideo

@Suite struct MotionPhotoTests {
    /// A stand-in JPEG: SOI, an APP1 holding `xmp`, some bytes, EOI, then `trailer`.
    func photo(xmp: String, trailer: [UInt8]) -> [UInt8] {
        let packet = Array("http://ns.adobe.com/xap/1.0/\u{0}".utf8) + Array(xmp.utf8)
        let length = packet.count + 2
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + packet + [UInt8](repeating: 7, count: 100) + [0xFF, 0xD9] + trailer
    }

    let mp4: [UInt8] = [0, 0, 0, 24] + Array("ftypmp42".utf8) + [UInt8](repeating: 1, count: 40)

    @Test func microVideoOffsetCountsFromTheEnd() {
        let bytes = photo(xmp: #"<x:xmpmeta><rdf:Description GCamera:MicroVideo="1" GCamera:MicroVideoOffset="\#(mp4.count)"/></x:xmpmeta>"#, trailer: mp4)
        #expect(MotionPhoto.embeddedVideo(in: bytes) == (bytes.count - mp4.count)..<bytes.count)
    }

    @Test func theContainerDirectoryGivesTheMotionItemsLength() {
        let xmp = """
            <x:xmpmeta><rdf:Description GCamera:MotionPhoto="1"><Container:Directory><rdf:Seq>
            <rdf:li><Container:Item Item:Mime="image/jpeg" Item:Semantic="Primary" Item:Length="0"/></rdf:li>
            <rdf:li><Container:Item Item:Mime="video/mp4" Item:Semantic="MotionPhoto" Item:Length="\(mp4.count)"/></rdf:li>
            </rdf:Seq></Container:Directory></rdf:Description></x:xmpmeta>
            """
        let bytes = photo(xmp: xmp, trailer: mp4)
        #expect(MotionPhoto.embeddedVideo(in: bytes)?.lowerBound == bytes.count - mp4.count)
    }

    @Test func wrongOrMissingNumbersAreNotAVideo() {
        #expect(MotionPhoto.embeddedVideo(in: photo(xmp: "<x:xmpmeta></x:xmpmeta>", trailer: mp4)) == nil)
        #expect(MotionPhoto.embeddedVideo(in: photo(xmp: #"<x:xmpmeta GCamera:MicroVideoOffset="999999"></x:xmpmeta>"#, trailer: mp4)) == nil)
        #expect(MotionPhoto.embeddedVideo(in: photo(xmp: #"<x:xmpmeta GCamera:MicroVideoOffset="30"></x:xmpmeta>"#, trailer: mp4)) == nil)
        #expect(MotionPhoto.embeddedVideo(in: photo(xmp: #"<x:xmpmeta GCamera:MicroVideoOffset="-5"></x:xmpmeta>"#, trailer: mp4)) == nil)
        #expect(MotionPhoto.embeddedVideo(in: []) == nil)
    }
}
