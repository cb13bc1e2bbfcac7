import Foundation
import Testing
import TestSupport
@testable import VitrineBuild

@Suite struct FolderRulesTests {
    let temp: TemporaryDirectory
    let library: URL

    init() throws {
        temp = try TemporaryDirectory()
        library = temp.url.appendingPathComponent("library")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
    }

    func options(site: URL, cache: URL? = nil) -> BuildOptions {
        BuildOptions(library: library, site: site, cache: cache)
    }

    @Test func siteBesideLibraryIsAllowed() throws {
        try FolderRules.check(options(site: temp.url.appendingPathComponent("site")))
    }

    @Test func siteInsideLibraryIsRefused() {
        #expect(throws: BuildError.self) { try FolderRules.check(options(site: library.appendingPathComponent("site"))) }
    }

    @Test func siteHoldingLibraryIsRefused() {
        #expect(throws: BuildError.self) { try FolderRules.check(options(site: temp.url)) }
        #expect(throws: BuildError.self) { try FolderRules.check(options(site: library)) }
    }

    @Test func siteReachedThroughSymlinkIsStillInsideLibrary() throws {
        let link = temp.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: library)
        #expect(throws: BuildError.self) { try FolderRules.check(options(site: link.appendingPathComponent("site"))) }
    }

    @Test func cacheInsideSiteIsRefused() {
        let site = temp.url.appendingPathComponent("site")
        #expect(throws: BuildError.self) {
            try FolderRules.check(options(site: site, cache: site.appendingPathComponent("cache")))
        }
    }

    @Test func missingLibraryIsRefusedWithAdvice() {
        let missing = BuildOptions(library: temp.url.appendingPathComponent("nope"), site: temp.url.appendingPathComponent("s"))
        let error = #expect(throws: BuildError.self) { try FolderRules.check(missing) }
        #expect(error?.message.contains("does not exist") == true)
    }

    @Test func prefixNamesAreNotContainment() {
        #expect(!FolderRules.contains(URL(fileURLWithPath: "/a/photos"), URL(fileURLWithPath: "/a/photos-site")))
        #expect(FolderRules.contains(URL(fileURLWithPath: "/a/photos"), URL(fileURLWithPath: "/a/photos/site")))
    }
}
