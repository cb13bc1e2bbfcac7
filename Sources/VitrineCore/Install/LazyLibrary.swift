import Foundation

/// A shared library Vitrine opens the first time it is needed (`dlopen`) instead of having the dynamic loader map it
/// at start: the decoders of formats only some libraries hold (HEIF, PNG, TIFF, GIF, camera RAW), the XMP and IPTC
/// readers, and libcurl (the remote render cache's HTTP). Together with what they pull in they were 45 of the 59
/// libraries a start mapped, most of a cold `vitrine --version`. A C target's shim.h names its soname and lists the
/// functions called (Sources/CLoader/loader.h); the small Swift type beside its decoder loads it once.
///
/// The .deb still depends on each (scripts/lazy-libraries.sh lists them for make-dist.sh and runtime-packages.sh).
/// `VITRINE_SONAME_<KEY>` in the environment names another file to open, a path or a soname: a library installed
/// elsewhere, or in tests one that is missing.
public struct LazyLibrary: Sendable, Hashable, CustomStringConvertible {
    /// Short name, upper case: `HEIF` reads `VITRINE_SONAME_HEIF`.
    public let key: String
    /// Debian's soname (`libheif.so.1`): the ABI the headers Vitrine was built with describe.
    public let soname: String
    /// The Debian package that ships it (`libheif1`), for the warning.
    public let package: String
    /// What it is for, completing "install ... ": `to read HEIC, HEIF and AVIF photos`.
    public let purpose: String

    public init(key: String, soname: String, package: String, purpose: String) {
        self.key = key
        self.soname = soname
        self.package = package
        self.purpose = purpose
    }

    /// The environment variable that replaces the soname.
    public var variable: String { "VITRINE_SONAME_\(key)" }

    /// What is opened: the soname, unless the environment names another file.
    public var path: String { path(in: ProcessInfo.processInfo.environment) }

    public func path(in environment: [String: String]) -> String {
        guard let replacement = environment[variable], !replacement.isEmpty else { return soname }
        return replacement
    }

    public var description: String { path }

    /// Opens the library with a shim's loader (`vitrine_heif_load`), which fills its table of functions; the
    /// table, or why the library or one of its functions could not be had. Call it once (from a `static let`).
    public func load<API>(environment: [String: String] = ProcessInfo.processInfo.environment,
                          _ loader: (UnsafePointer<CChar>?, UnsafeMutablePointer<API>?, UnsafeMutablePointer<CChar>?, Int) -> Int32)
        -> Result<API, LibraryUnavailable> {
        // The table's fields are non-null function pointers, so Swift cannot make an empty one: the loader fills
        // this memory, which is read only when it says it did.
        let table = UnsafeMutablePointer<API>.allocate(capacity: 1)
        defer { table.deallocate() }
        var error = [CChar](repeating: 0, count: 512)
        let path = path(in: environment)
        let status = error.withUnsafeMutableBufferPointer { buffer in loader(path, table, buffer.baseAddress, buffer.count) }
        guard status == 0 else { return .failure(LibraryUnavailable(library: self, path: path, reason: Self.text(error))) }
        return .success(table.pointee)
    }

    /// Opens the library without looking anything up: for one that other code calls (libcurl, under URLSession),
    /// to learn before using that code whether it is there. The library stays open (the next dlopen of it, by that
    /// code, finds it loaded).
    public func open(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<Void, LibraryUnavailable> {
        let path = path(in: environment)
        guard dlopen(path, RTLD_NOW | RTLD_LOCAL) != nil else {
            let reason = dlerror().map { String(cString: $0) } ?? "dlopen failed"
            return .failure(LibraryUnavailable(library: self, path: path, reason: reason))
        }
        return .success(())
    }

    /// A NUL-terminated C string in a buffer, as text.
    static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A lazily opened library that is missing, or lacks a function Vitrine calls. A problem of this machine, not of a
/// photo: the build warns for each file that needed it and goes on, and remembers nothing of it (the next build,
/// with the library installed, reads those files again).
public struct LibraryUnavailable: Error, Sendable, Hashable, CustomStringConvertible {
    public let library: LazyLibrary
    /// What was opened: the soname or its replacement.
    public let path: String
    /// dlopen's or the loader's words.
    public let reason: String

    public init(library: LazyLibrary, path: String, reason: String) {
        self.library = library
        self.path = path
        self.reason = reason
    }

    public var description: String {
        "\(path) cannot be loaded (\(reason)); \(Self.marker)\(library.package) \(library.purpose)"
    }

    /// The words every description holds, by which a warning or a stored problem is known to be one.
    static let marker = "install the Debian package "

    /// True when `text` (a warning, or a problem a catalog would store) says a library could not be loaded.
    public static func isMentioned(in text: String) -> Bool {
        text.contains(marker)
    }
}
