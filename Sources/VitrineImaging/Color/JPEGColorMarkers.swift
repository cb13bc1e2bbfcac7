import VitrineMetadata

/// What a JPEG's markers say about its colour: its ICC profile (APP2 `ICC_PROFILE` segments) and whether an Adobe
/// APP14 marker is present (Adobe's CMYK and YCCK files store every channel inverted).
///
/// Only the segments before the first scan are read, through VitrineMetadata's one JPEG walker (`JPEGSegments`).
struct JPEGColorMarkers: Sendable, Hashable {
    enum Profile: Sendable, Hashable {
        case none
        case icc([UInt8])
        /// The segments are inconsistent (missing, repeated or out-of-range parts, counts that disagree, a
        /// truncated segment): the photo is taken as untagged; the reason is for the warning.
        case invalid(String)
    }

    var profile: Profile = .none
    var hasAdobeMarker = false

    /// The ICC profile as a `SourceColor`: an inconsistent set is `.unspecified`.
    var sourceColor: SourceColor {
        if case .icc(let bytes) = profile { return .icc(bytes) }
        return .unspecified
    }

    static let iccSignature: [UInt8] = Array("ICC_PROFILE".utf8) + [0]

    init(profile: Profile = .none, hasAdobeMarker: Bool = false) {
        self.profile = profile
        self.hasAdobeMarker = hasAdobeMarker
    }

    /// Reads the markers of `bytes` (a JPEG: starts with FF D8) up to the first scan or the end of the file.
    init(reading bytes: [UInt8]) {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return }
        var chunks: [Int: ArraySlice<UInt8>] = [:]
        var declaredCount: Int?
        var problem: String?
        var hasAdobeMarker = false
        let end = JPEGSegments.forEach(in: bytes) { marker, payload in
            if marker == 0xE2, payload.starts(with: Self.iccSignature) {
                if payload.count < Self.iccSignature.count + 2 {
                    problem = problem ?? "an ICC segment without its sequence number"
                } else {
                    let start = payload.startIndex + Self.iccSignature.count
                    let sequence = Int(bytes[start]), count = Int(bytes[start + 1])
                    if count == 0 || sequence == 0 || sequence > count {
                        problem = problem ?? "ICC segment \(sequence) of \(count)"
                    } else if let declared = declaredCount, declared != count {
                        problem = problem ?? "ICC segments that disagree on their count (\(declared) and \(count))"
                    } else if chunks[sequence] != nil {
                        problem = problem ?? "ICC segment \(sequence) twice"
                    } else {
                        declaredCount = count
                        chunks[sequence] = bytes[(start + 2)..<payload.endIndex]
                    }
                }
            } else if marker == 0xEE, payload.starts(with: Array("Adobe".utf8)) {
                hasAdobeMarker = true
            }
        }
        if case .truncated(marker: 0xE2) = end, problem == nil { problem = "a truncated APP2 segment" }
        self.hasAdobeMarker = hasAdobeMarker
        if let problem {
            profile = .invalid(problem)
        } else if let count = declaredCount {
            guard chunks.count == count else {
                profile = .invalid("\(chunks.count) of \(count) ICC segments")
                return
            }
            var assembled: [UInt8] = []
            for sequence in 1...count { assembled += chunks[sequence] ?? [] }
            profile = .icc(assembled)
        }
    }
}
