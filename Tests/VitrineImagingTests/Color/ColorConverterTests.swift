import Foundation
import Testing
import TestSupport
@testable import VitrineImaging

/// `ColorConverter`, the entry point every decoder's pixels go through: nclx code points, ICC profiles, sRGB
/// recognised by content, and the transform cache.
@Suite struct ColorConverterTests {
    /// Saturated primaries and a few greys.
    static func swatch() -> RGBImage {
        TestImages.make(width: 8, height: 2) { x, y in
            let colours: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0), (0, 0, 0), (128, 128, 128), (255, 255, 255), (200, 60, 30)]
            return colours[x]
        }
    }

    @Test func untaggedAndSRGBDescriptionsChangeNothing() throws {
        let swatch = Self.swatch()
        for color: SourceColor in [.unspecified, .nclx(primaries: 1, transfer: 13, matrix: 6, fullRange: true),
                                   .nclx(primaries: 2, transfer: 2, matrix: 2, fullRange: false),
                                   .icc(try ColorFixtures.profile(ColorFixtures.colordSRGBPath))] {
            var image = swatch
            try ColorConverter.convertToSRGB(&image, from: color)
            #expect(image == swatch)
            #expect(try !ColorConverter.needsConversion(color))
        }
    }

    @Test func displayP3FromNCLXMatchesTheICCProfile() throws {
        var fromNCLX = Self.swatch(), fromICC = Self.swatch()
        try ColorConverter.convertToSRGB(&fromNCLX, from: .nclx(primaries: 12, transfer: 13, matrix: 6, fullRange: true))
        try ColorConverter.convertToSRGB(&fromICC, from: .icc(ColorFixtures.displayP3()))
        #expect(fromNCLX == fromICC)
        // P3 red is beyond sRGB: clipped to full red; P3's middle grey stays grey; white stays white.
        #expect(TestImages.pixel(fromNCLX, 0, 0) == (255, 0, 0))
        let grey = TestImages.pixel(fromNCLX, 5, 0)
        #expect(abs(grey.0 - 128) <= 1 && abs(grey.1 - 128) <= 1 && abs(grey.2 - 128) <= 1)
        #expect(TestImages.pixel(fromNCLX, 6, 0) == (255, 255, 255))
        // A P3 orange of (200, 60, 30) is more saturated in sRGB numbers.
        let orange = TestImages.pixel(fromNCLX, 7, 0)
        #expect(orange.0 > 200 && orange.1 < 60 && orange.2 < 30)
    }

    @Test(arguments: [(9, 1), (9, 14), (12, 8), (1, 4), (5, 6), (11, 13), (22, 13)])
    func supportedNCLXCodePointsConvert(primaries: Int, transfer: Int) throws {
        var image = Self.swatch()
        try ColorConverter.convertToSRGB(&image, from: .nclx(primaries: primaries, transfer: transfer, matrix: 9, fullRange: true))
        #expect(image != Self.swatch())
        #expect(TestImages.pixel(image, 4, 0) == (0, 0, 0))
    }

    @Test(arguments: [(9, 16), (9, 18), (10, 13), (0, 13), (3, 13), (200, 13), (12, 255)])
    func unsupportedNCLXIsAnErrorNotACrash(primaries: Int, transfer: Int) throws {
        var image = Self.swatch()
        #expect(throws: ImagingError.self) {
            try ColorConverter.convertToSRGB(&image, from: .nclx(primaries: primaries, transfer: transfer, matrix: 9, fullRange: true))
        }
        #expect(image == Self.swatch())
    }

    @Test func damagedProfilesAreErrors() throws {
        let adobe = try ColorFixtures.profile(ColorFixtures.adobeRGBPath)
        for bytes in [[], [UInt8](repeating: 0, count: 10), [UInt8](repeating: 0xFF, count: 5000), Array(adobe[0..<(adobe.count / 3)]),
                      try ColorFixtures.profile(ColorFixtures.cmykPath)] {
            var image = Self.swatch()
            #expect(throws: ImagingError.self) { try ColorConverter.convertToSRGB(&image, from: .icc(bytes)) }
        }
    }

    @Test func transformsAreBuiltOncePerProfile() throws {
        let profile = try ColorFixtures.profile(ColorFixtures.adobeRGBPath)
        let first = try #require(try ColorConverter.transform(for: .icc(profile), input: .rgb))
        let again = try #require(try ColorConverter.transform(for: .icc(Array(profile)), input: .rgb))
        #expect(first === again)
        let cmyk = try ColorFixtures.profile(ColorFixtures.cmykPath)
        let straight = try #require(try ColorConverter.transform(for: .icc(cmyk), input: .cmyk))
        let inverted = try #require(try ColorConverter.transform(for: .icc(cmyk), input: .cmykInverted))
        #expect(straight !== inverted)
    }

    @Test func oneTransformServesManyThreadsAtOnce() async throws {
        let profile = try ColorFixtures.displayP3()
        let source = try ColorFixtures.photo()
        var converted = source
        try ColorConverter.convertToSRGB(&converted, from: .icc(profile))
        let expected = converted
        let results = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    var image = source
                    try ColorConverter.convertToSRGB(&image, from: .icc(profile))
                    return image == expected
                }
            }
            return try await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results == [true, true, true, true])
    }
}
