/// What `vitrine --version` prints. A release build (`make install`, `make dist`) is compiled with
/// `-DVITRINE_RELEASE` and a `ReleaseInfo.swift` that the Makefile writes just before it from the VERSION file
/// and the commit (never committed: it would go stale); any other build says `dev`. A constant, so the
/// answer costs no file or process.
enum BuildInfo {
    #if VITRINE_RELEASE
    static let version = "\(ReleaseInfo.version) (\(ReleaseInfo.commit))"
    #else
    static let version = "dev"
    #endif
}
