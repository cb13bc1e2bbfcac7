import FuzzDriver
import VitrineBuild

/// Any bytes through the site index's decoder (the catalog's copy may be damaged). It must never crash, hang or
/// make a huge allocation; bytes that are no index decode to nil, and what decodes must encode and decode back.
@main enum FuzzSiteIndex: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        guard let index = SiteIndex(decoding: bytes) else { return }
        guard SiteIndex(decoding: index.encoded()) == index else { fatalError("an index decoded from bytes does not survive encoding") }
    }
}
