import Foundation
import Testing
import VitrineCore

/// A library opened on first use: the environment may name another file, a missing one is an error that names the
/// package to install, and that error is known again from its words wherever it ends up (a warning, a stored problem).
@Suite struct LazyLibraryTests {
    static let library = LazyLibrary(key: "EXAMPLE", soname: "libvitrine-example.so.3", package: "libvitrine-example3",
                                     purpose: "to read example files")

    @Test func theEnvironmentMayNameAnotherFile() {
        #expect(Self.library.variable == "VITRINE_SONAME_EXAMPLE")
        #expect(Self.library.path(in: [:]) == "libvitrine-example.so.3")
        #expect(Self.library.path(in: ["VITRINE_SONAME_EXAMPLE": "/opt/example/libexample.so"]) == "/opt/example/libexample.so")
        #expect(Self.library.path(in: ["VITRINE_SONAME_EXAMPLE": ""]) == "libvitrine-example.so.3", "empty is unset")
    }

    @Test func aMissingLibraryIsAnErrorNamingItsPackage() throws {
        guard case .failure(let unavailable) = Self.library.open(environment: [:]) else {
            Issue.record("libvitrine-example.so.3 opened")
            return
        }
        #expect(unavailable.path == "libvitrine-example.so.3")
        #expect(unavailable.reason.contains("libvitrine-example.so.3"), "dlopen's words: \(unavailable.reason)")
        #expect(unavailable.description.hasPrefix("libvitrine-example.so.3 cannot be loaded ("))
        #expect(unavailable.description.hasSuffix("install the Debian package libvitrine-example3 to read example files"))
        #expect(LibraryUnavailable.isMentioned(in: "photo.heic: cannot be decoded (library: \(unavailable)); published as a placeholder"))
        // The replacement is what is named, as it is what was tried.
        guard case .failure(let replaced) = Self.library.open(environment: ["VITRINE_SONAME_EXAMPLE": "/nowhere/libexample.so"]) else {
            Issue.record("/nowhere/libexample.so opened")
            return
        }
        #expect(replaced.description.hasPrefix("/nowhere/libexample.so cannot be loaded"))
    }

    @Test func aPhotosOwnProblemsAreNotMistakenForIt() {
        for text in ["probe: unreadable HEIF container: no ftyp box; the file is probably damaged",
                     "embedded XMP left out: not well-formed XMP (exempi error -3)",
                     "the store answered HTTP 403 InvalidAccessKeyId; check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY"] {
            #expect(!LibraryUnavailable.isMentioned(in: text), "\(text)")
        }
    }

    #if os(Linux)
    @Test func aLibraryThatIsThereOpens() {
        let libc = LazyLibrary(key: "C", soname: "libc.so.6", package: "libc6", purpose: "to run")
        #expect((try? libc.open(environment: [:]).get()) != nil)
    }
    #endif
}
