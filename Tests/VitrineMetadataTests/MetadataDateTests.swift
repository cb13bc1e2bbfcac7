import Testing
@testable import VitrineMetadata

@Suite struct MetadataDateTests {
    @Test func isoDatesBecomeExifDates() {
        #expect(MetadataDate.fromISO("2021-06-05T14:30:12+02:00")! == ("2021:06:05 14:30:12", "+02:00"))
        #expect(MetadataDate.fromISO("2021-06-05T14:30")! == ("2021:06:05 14:30:00", nil))
        #expect(MetadataDate.fromISO("2021-06-05")! == ("2021:06:05 00:00:00", nil))
        #expect(MetadataDate.fromISO("2021-06-05T14:30:12.25Z")! == ("2021:06:05 14:30:12", "+00:00"))
        #expect(MetadataDate.fromISO("2021") == nil)
        #expect(MetadataDate.fromISO("2021-13-05") == nil)
    }

    @Test func iptcDatesBecomeExifDates() {
        #expect(MetadataDate.fromIPTC(date: "20190704", time: "081500-0500")! == ("2019:07:04 08:15:00", "-05:00"))
        #expect(MetadataDate.fromIPTC(date: "20190704", time: nil)! == ("2019:07:04 00:00:00", nil))
        #expect(MetadataDate.fromIPTC(date: "2019070", time: nil) == nil)
    }

    @Test func xmpCoordinates() {
        #expect(XMPCoordinate.degrees("43,28.044N", positive: "N", negative: "S") == 43 + 28.044 / 60)
        #expect(XMPCoordinate.degrees("11,53,6W", positive: "E", negative: "W") == -(11 + 53.0 / 60 + 6.0 / 3600))
        #expect(XMPCoordinate.degrees("43,61N", positive: "N", negative: "S") == nil)
        #expect(XMPCoordinate.degrees("43.5", positive: "N", negative: "S") == nil)
        #expect(XMPCoordinate.degrees("nan,1N", positive: "N", negative: "S") == nil)
    }
}
