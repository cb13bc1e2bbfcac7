import Foundation
import Testing
import TestSupport
@testable import VitrinePrivate

struct ShareRecordTests {
    @Test func recipientsGetRandomIdsAndRevokingRaisesTheGeneration() {
        var record = ShareRecord()
        let ann = record.add("Ann")
        let bob = record.add("Bob")
        #expect(ann.id.count == 32 && ann.id != bob.id)
        let again = record.add("Ann")
        #expect(again == ann)
        let revoked = record.revoke("Ann")
        #expect(revoked && record.generation == 2)
        let revokedAgain = record.revoke("Ann")
        #expect(!revokedAgain && record.generation == 2)
        #expect(record.active == [bob])
        let renewed = record.add("Ann")
        #expect(renewed.id != ann.id)
    }

    @Test func theRecordRoundTripsAndHoldsNoKey() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        var record = ShareRecord()
        let ann = record.add("Ann")
        _ = record.revoke("Ann")
        try record.write(albumFolder: temp.url.path)
        #expect(try ShareRecord.read(albumFolder: temp.url.path) == record)
        let text = try String(contentsOf: temp.url.appendingPathComponent(ShareRecord.fileName), encoding: .utf8)
        let keys = KeyHierarchyTests.secret.album("x", generation: 2)
        let key = keys.recipientKey(recipientID: ann.id).withUnsafeBytes { Hex.base64URL(Array($0)) }
        #expect(!text.contains(key) && !text.contains(KeyHierarchyTests.hex(keys.albumKey)))
        #expect(Set(text.matches(of: /"(\w+)" :/).map { String($0.1) }) == ["generation", "recipients", "name", "id", "revoked"])
    }

    @Test(arguments: ["", "{", #"{"generation": 0, "recipients": []}"#, #"{"generation": 1}"#])
    func aDamagedRecordIsRefused(text: String) throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        try text.write(to: temp.url.appendingPathComponent(ShareRecord.fileName), atomically: true, encoding: .utf8)
        #expect(throws: ShareError.unreadable(temp.url.path + "/" + ShareRecord.fileName)) { try ShareRecord.read(albumFolder: temp.url.path) }
    }
}
