import CTurboJPEG
import Foundation
import Testing
import TestSupport
@testable import VitrineImaging

/// Which way a JPEG is decoded: untagged and sRGB sources keep the planar path (no RGB, no lcms2); others are
/// converted; a damaged or hostile profile is one warning, the photo then taken as untagged.
@Suite struct JPEGColorRouteTests {
    static func decode(_ jpeg: [UInt8]) throws -> ImageRenderer.DecodedSource {
        var orientation = 1
        return try ImageRenderer.decode(jpeg, buckets: [1024], orientation: &orientation, transform: .identity, limits: ImageLimits(), encoder: JPEGEncoder())
    }

    @Test func untaggedAndSRGBTaggedJPEGsTakeThePlanarPath() throws {
        let untagged = try ColorFixtures.taggedPhoto(nil)
        let plain = try Self.decode(untagged)
        #expect(plain.route == .planes)
        #expect(plain.warnings.isEmpty)
        // Three sRGB profiles with different bytes: colord's, Ghostscript's and lcms2's own.
        let lcmsSRGB = try #require(try ColorProfile.sRGB().bytes)
        for profile in [try ColorFixtures.profile(ColorFixtures.colordSRGBPath),
                        try ColorFixtures.profile(ColorFixtures.ghostscriptSRGBPath), lcmsSRGB] {
            let decoded = try Self.decode(ColorFixtures.tagging(untagged, with: profile))
            #expect(decoded.route == .planes)
            #expect(decoded.warnings.isEmpty)
            #expect(decoded.image == plain.image)
        }
    }

    @Test func wideGamutProfilesAreConvertedFromRGB() throws {
        for profile in [try ColorFixtures.displayP3(), try ColorFixtures.profile(ColorFixtures.adobeRGBPath),
                        try ColorFixtures.profile(ColorFixtures.rec709Path)] {
            let decoded = try Self.decode(ColorFixtures.taggedPhoto(profile))
            #expect(decoded.route == .managedRGB)
            #expect(decoded.warnings.isEmpty)
        }
    }

    @Test func multiSegmentProfilesAreReassembledInSequenceOrder() throws {
        let profile = try ColorFixtures.profile(ColorFixtures.adobeRGBPath)
        let jpeg = try ColorFixtures.taggedPhoto(nil)
        let split = ColorFixtures.tagging(jpeg, with: profile, chunk: 1000, reversed: true)
        #expect(JPEGColorMarkers(reading: split).profile == .icc(profile))
        let whole = try ImageRenderer.render(ColorFixtures.tagging(jpeg, with: profile), request: RenderRequest(buckets: [350], formats: [.jpeg], orientation: 1, transform: .identity))
        let parts = try ImageRenderer.render(split, request: RenderRequest(buckets: [350], formats: [.jpeg], orientation: 1, transform: .identity))
        #expect(whole.images == parts.images)
    }

    @Test(arguments: HostileICC.allCases)
    func hostileProfilesAreOneWarningAndThePhotoIsUntagged(_ hostile: HostileICC) throws {
        let untagged = try ColorFixtures.taggedPhoto(nil)
        let jpeg = try hostile.jpeg(from: untagged)
        let decoded = try Self.decode(jpeg)
        #expect(decoded.route == .planes)
        #expect(decoded.warnings.count == 1)
        #expect(decoded.image == (try Self.decode(untagged)).image)
        let output = try ImageRenderer.render(jpeg, request: RenderRequest(buckets: [350], formats: [.jpeg, .webp], orientation: 1, transform: .identity))
        #expect(output.warnings.count == 1)
        #expect(output.images.count == 2)
    }

    enum HostileICC: CaseIterable, Sendable {
        case missingPart, duplicatePart, countsDisagree, sequenceZero, sequencePastCount, shortSegment
        case garbage, truncatedProfile, lyingTagTable, cmykProfileOnRGB

        func jpeg(from jpeg: [UInt8]) throws -> [UInt8] {
            let profile = try ColorFixtures.profile(ColorFixtures.adobeRGBPath)
            let head = Array(profile[0..<1000]), tail = Array(profile[1000...])
            func with(_ segments: [[UInt8]]) -> [UInt8] { Array(jpeg[0..<2]) + segments.flatMap { $0 } + Array(jpeg[2...]) }
            switch self {
            case .missingPart: return with([ColorFixtures.segment(sequence: 1, count: 3, payload: head)])
            case .duplicatePart:
                return with([ColorFixtures.segment(sequence: 1, count: 2, payload: head), ColorFixtures.segment(sequence: 1, count: 2, payload: head),
                             ColorFixtures.segment(sequence: 2, count: 2, payload: tail)])
            case .countsDisagree:
                return with([ColorFixtures.segment(sequence: 1, count: 2, payload: head), ColorFixtures.segment(sequence: 2, count: 3, payload: tail)])
            case .sequenceZero: return with([ColorFixtures.segment(sequence: 0, count: 1, payload: profile)])
            case .sequencePastCount: return with([ColorFixtures.segment(sequence: 2, count: 1, payload: profile)])
            case .shortSegment:
                // An ICC segment that ends before its sequence number and count.
                return Array(jpeg[0..<2]) + [0xFF, 0xE2, 0x00, 0x0F] + JPEGColorMarkers.iccSignature + [1] + Array(jpeg[2...])
            case .garbage: return ColorFixtures.tagging(jpeg, with: (0..<4000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) })
            case .truncatedProfile: return ColorFixtures.tagging(jpeg, with: Array(profile[0..<300]))  // the tag table, no tags
            case .lyingTagTable:
                // A header that claims 200,000 tags, each pointing far outside the profile.
                var lying = Array(profile[0..<128]) + [0x00, 0x03, 0x0D, 0x40]
                for _ in 0..<100 { lying += Array("rXYZ".utf8) + [0x7F, 0xFF, 0xFF, 0x00, 0x7F, 0xFF, 0xFF, 0x00] }
                lying[0] = 0; lying[1] = 0; lying[2] = UInt8(lying.count >> 8); lying[3] = UInt8(lying.count & 0xFF)
                return ColorFixtures.tagging(jpeg, with: lying)
            case .cmykProfileOnRGB: return ColorFixtures.tagging(jpeg, with: try ColorFixtures.profile(ColorFixtures.cmykPath))
            }
        }
    }
}
