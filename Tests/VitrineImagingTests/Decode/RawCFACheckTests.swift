import Foundation
import Testing
import TestSupport
import VitrineMetadata
@testable import VitrineImaging

/// TIFF-based RAWs whose CFA description libraw 0.20 crashes on are refused before libraw reads them.
@Suite struct RawCFACheckTests {
    /// Found by `make fuzz` (Fuzz/corpus/raw/libraw-xtrans-cfa-crash.dng): a 36-entry CFAPattern with a 2x2
    /// repeat pattern. libraw_open_buffer on it ends the process with a segmentation fault.
    static let crashing =
        "SUkqAAgAAAAdAP4ABAABAAAAAAAAAAABBAABAAAAIAAAAAEBBAABAAAAGAAAAAIBAwABAAAAEAAAAAMBAwABAAAAAQAAAAYBAwAB" +
        "AAAAI4AAAA8BAgAIAAAAagEAABABAgAMAAAAcgEAABIBAwABAAAABgAAABUBAwABAAAAAQAAADEBAgAGAAAAfgEAAEIBAwABAAAA" +
        "IAAAAEMBAwABAAAAGAAAAEQBBAABAAAAtAIAAEUBBAABAAAAAAYAAI2CAwACAAAAAgACAI6CAQAkAAAAAAEBAmmHBAABAAAAhgEA" +
        "ACWIBAABAAAA1gEAABLGAQAEAAAAAQQAABLGAQAEAAAAAQQAABPGAQAEAAAAAQAAABPGAQAEAAAAAQAAABTGMzoyMgAAAAQAAQAC" +
        "AAIAAABOAAAAAgAFAEEAAAAMAgAAAwACAAIAAABFAE4AAAACAAUAAwAAAAwCAAA6MDM6MjIAAAAEAAEAAgACAAAATgAAAAIABQAD" +
        "AAAASUkqAAgAAAAdAP4ABAABAAAAAAAAAAABBAABAAAAIAAAAAEBBAwCAAADAAIAAgAAAEUAAAAEAAUAAwAAACQCAAAAAAAAKwAA" +
        "AAEAAAAcAAAAAQAAAQAAAAIAAAABAAAACwAAAAAAAAAAAAAAAQABAAQAAQAAACAAAAABAQQAAQAA"

    @Test func theFileLibrawCrashesOnIsARefusedRAWNotACrash() throws {
        let bytes = try #require(Data(base64Encoded: Self.crashing)).map { $0 }
        #expect(RawCFACheck.problem(in: bytes) != nil)
        let error = try #require(throws: ImagingError.self) { try RawDecoder(bytes: bytes) }
        #expect(error.step == .probe)
        // The build's own entry points: no crash, a warning's error, no facts.
        #expect(throws: ImagingError.self) {
            try ImageRenderer.render(bytes, request: RenderRequest(buckets: [64], formats: [.jpeg], orientation: 1, transform: .identity))
        }
        #expect(FileMetadata.exif(of: bytes, containers: ImageContainers()).make == nil)
    }

    @Test func aCameraDNGPasses() throws {
        let dng = try CameraDNG.make(width: 64, height: 48)
        #expect(RawCFACheck.problem(in: dng) == nil)
        _ = try RawDecoder(bytes: dng)
    }

    @Test func aPatternMustMatchItsRepeatDimensionsAnd36EntriesMustBe6x6() throws {
        let dng = try CameraDNG.make(width: 64, height: 48)
        // pidng writes CFARepeatPatternDim 2x2 and a 4-entry CFAPattern in IFD0.
        func patched(patternCount: Int? = nil, rows: Int? = nil, columns: Int? = nil, dropDimensions: Bool = false) -> [UInt8] {
            var bytes = dng
            let ifd = Int(bytes[4]) | Int(bytes[5]) << 8 | Int(bytes[6]) << 16 | Int(bytes[7]) << 24
            let count = Int(bytes[ifd]) | Int(bytes[ifd + 1]) << 8
            for index in 0..<count {
                let entry = ifd + 2 + index * 12
                let tag = Int(bytes[entry]) | Int(bytes[entry + 1]) << 8
                if tag == 33422, let patternCount { bytes[entry + 4] = UInt8(patternCount) }
                if tag == 33421 {
                    if dropDimensions { bytes[entry] = 0xFE; bytes[entry + 1] = 0xFF }
                    if let rows { bytes[entry + 8] = UInt8(rows) }
                    if let columns { bytes[entry + 10] = UInt8(columns) }
                }
            }
            return bytes
        }
        #expect(RawCFACheck.problem(in: patched(patternCount: 6)) != nil)
        #expect(RawCFACheck.problem(in: patched(dropDimensions: true)) != nil)
        #expect(RawCFACheck.problem(in: patched(patternCount: 36)) != nil)
        #expect(RawCFACheck.problem(in: patched(patternCount: 36, rows: 3, columns: 12)) != nil)
        #expect(RawCFACheck.problem(in: patched(patternCount: 36, rows: 6, columns: 6)) == nil)
        #expect(RawCFACheck.problem(in: patched(patternCount: 6, rows: 2, columns: 3)) == nil)
        // Not a TIFF at all: nothing to say, libraw decides.
        #expect(RawCFACheck.problem(in: Array("FUJIFILMCCD-RAW ".utf8)) == nil)
    }
}
