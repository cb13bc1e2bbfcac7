import FuzzDriver
import VitrineLibrary
import VitrineMetadata

/// Any bytes, as every format, through the position remover: it edits a hostile file in place, so it must never
/// crash, hang or change the file's length, and what it returns must hold no GPS directory a second pass would find.
@main enum FuzzLocationStripper: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        for format in SourceFormat.allCases {
            guard let stripped = try? LocationStripper.stripped(bytes, format: format) else { continue }
            if stripped.count != bytes.count { fatalError("the position remover changed the file's length") }
        }
    }
}
