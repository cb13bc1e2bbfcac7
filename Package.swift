// swift-tools-version:6.1
import PackageDescription

/// Vitrine's targets follow the pipeline: library scan and metadata -> catalog -> imaging -> site pages -> build, on
/// VitrineCore beneath them all (docs/architecture.md). Each stage depends only on the ones before it; only the targets
/// that read files import the C libraries: VitrineImaging the image libraries, VitrineMetadata libexif, exempi and
/// libiptcdata.
let package = Package(
    name: "Vitrine",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "vitrine", targets: ["vitrine"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // C libraries from apt, one module map each. None names its pkg-config file: on Debian they add nothing
        // (headers and libraries are in the compiler's and linker's default paths; exempi's shim names its
        // exempi-2.0 folder), and SwiftPM would put -L/usr/lib/<arch> on the link line ahead of the release
        // build's own libcurl.a (Makefile, LAZY_CURL), so the system's libcurl.so would be linked after all.
        // Another system (Homebrew) passes its folders: swift build -Xcc -I<prefix>/include -Xlinker -L<prefix>/lib.
        // Linked: the JPEG path (every build), WebP, EXIF, content hashing, colour.
        .systemLibrary(name: "CTurboJPEG", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CExif", providers: [.apt(["libexif-dev"])]),
        .systemLibrary(name: "CWebP", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CXXHash", providers: [.apt(["libxxhash-dev"])]),
        .systemLibrary(name: "CLcms2", providers: [.apt(["liblcms2-dev"])]),
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        // Opened on first use, not linked (Sources/CLoader/loader.h): a start maps none of them or what they pull
        // in. Headers only: their module maps link nothing.
        .systemLibrary(name: "CExempi", providers: [.apt(["libexempi-dev"])]),
        .systemLibrary(name: "CIPTCData", providers: [.apt(["libiptcdata0-dev"])]),
        .systemLibrary(name: "CHeif", providers: [.apt(["libheif-dev"])]),
        .systemLibrary(name: "CSPNG", providers: [.apt(["libspng-dev"])]),
        .systemLibrary(name: "CTIFF", providers: [.apt(["libtiff-dev"])]),
        .systemLibrary(name: "CGIF", providers: [.apt(["libgif-dev"])]),
        .systemLibrary(name: "CLibRaw", providers: [.apt(["libraw-dev"])]),

        // What every stage uses: file IO (bounded reads, atomic writes, stat, readdir), the lazy C loader, resource
        // lookup, shared value helpers (hashers, SharedBox).
        .target(name: "VitrineCore"),
        // Stage 1: scanning, sidecar and settings schema, the shared data model.
        .target(name: "VitrineLibrary", dependencies: ["VitrineCore"]),
        // Stage 1: all metadata reading (EXIF with libexif, XMP with exempi, IPTC-IIM with libiptcdata, from sidecars and
        // from inside image files) and the one precedence rule.
        .target(name: "VitrineMetadata", dependencies: ["VitrineCore", "VitrineLibrary", "CExif", "CExempi", "CIPTCData"]),
        // Stage 2: the SQLite catalog (facts, outputs, the stamp and the site index).
        .target(name: "VitrineCatalog", dependencies: [
            "VitrineCore", "VitrineLibrary", "VitrineMetadata",
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // Stage 3: decode, orient, transform, resample, encode; colour; content hashing; the containers' metadata.
        .target(name: "VitrineImaging", dependencies: [
            "VitrineCore", "VitrineLibrary", "VitrineMetadata", "CTurboJPEG", "CWebP", "CXXHash", "CLcms2", "CHeif", "CSPNG", "CTIFF", "CGIF", "CLibRaw",
        ]),
        // Stage 3, beside imaging: videos through ffprobe and ffmpeg run as processes (no C imports).
        .target(name: "VitrineVideo", dependencies: ["VitrineLibrary"]),
        // Offline reverse geocoding over GeoNames data.
        .target(name: "VitrineGeo", dependencies: ["VitrineCore", "VitrineLibrary", "CZlib"], exclude: ["Resources/README.md"],
                resources: [.copy("Resources/places.bin")]),
        // The default theme: Mustache templates, CSS and JS, shipped as a resource bundle.
        .target(name: "VitrineTheme", dependencies: ["VitrineCore"], path: "Templates", resources: [.copy("theme")]),
        // Stage 4: the site model's assembly and page rendering.
        .target(name: "VitrineSite", dependencies: [
            "VitrineCore", "VitrineLibrary", "VitrineMetadata", "VitrineCatalog", "VitrineImaging", "VitrineVideo", "VitrineTheme",
            "VitrineGeo", .product(name: "Mustache", package: "swift-mustache"),
        ]),
        // Private albums (docs/private-albums.md): the key hierarchy from VITRINE_SECRET, keyed digests, AES-256-GCM
        // sealing, password and recipient wrapping, the share records. The only target that links swift-crypto.
        .target(name: "VitrinePrivate", dependencies: [
            "VitrineCore", "VitrineLibrary",
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        // The remote render cache's store: S3 over URLSession, SigV4 signing (its own SHA-256), render bundles.
        .target(name: "VitrineRemote"),
        // Stage 5: the three ways a build goes, jobs, concurrency, incremental records, shards, the remote cache.
        .target(name: "VitrineBuild", dependencies: [
            "VitrineCore", "VitrineLibrary", "VitrineCatalog", "VitrineImaging", "VitrineMetadata", "VitrineGeo", "VitrineSite", "VitrineVideo", "VitrineRemote",
            "VitrinePrivate",
        ]),
        // The preview server (`vitrine serve`): builds, serves over HTTP (its own small HTTP/1.1 server over POSIX
        // sockets and poll, no dependency), rebuilds on change.
        .target(name: "VitrineServe", dependencies: ["VitrineCore", "VitrineBuild", "VitrineSite",
                                                    "VitrineLibrary", "VitrineMetadata", "VitrineImaging", "VitrineTheme"]),
        // After the build: `vitrine deploy` publishes a site folder to an S3-compatible store (plan, upload, delete).
        .target(name: "VitrinePublish", dependencies: ["VitrineCore", "VitrineSite", "VitrineRemote", "CZlib"]),
        // The command line: command types only.
        .executableTarget(name: "vitrine", dependencies: [
            "VitrineCore", "VitrineLibrary", "VitrineMetadata", "VitrineImaging", "VitrineSite", "VitrineBuild", "VitrineServe",
            "VitrinePublish", "VitrinePrivate",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Fuzz targets (make fuzz builds them with -sanitize=fuzzer -DFUZZING); built plainly they replay files.
        // FuzzDriver is the one libFuzzer driver and replay harness (FuzzTarget); each target is only its body.
        .target(name: "FuzzDriver", path: "Fuzz/Driver"),
        .executableTarget(name: "FuzzSidecar", dependencies: ["FuzzDriver", "VitrineLibrary"], path: "Fuzz/Sidecar"),
        .executableTarget(name: "FuzzGPX", dependencies: ["FuzzDriver", "VitrineLibrary"], path: "Fuzz/GPX"),
        .executableTarget(name: "FuzzExif", dependencies: ["FuzzDriver", "VitrineImaging", "VitrineLibrary", "VitrineMetadata"], path: "Fuzz/Exif"),
        .executableTarget(name: "FuzzVideo", dependencies: ["FuzzDriver", "VitrineVideo"], path: "Fuzz/Video"),
        .target(name: "FuzzSupport", dependencies: ["VitrineImaging", "VitrineLibrary", "VitrineMetadata"], path: "Fuzz/Support"),
        .executableTarget(name: "FuzzHEIF", dependencies: ["FuzzDriver", "FuzzSupport"], path: "Fuzz/HEIF"),
        .executableTarget(name: "FuzzPNG", dependencies: ["FuzzDriver", "FuzzSupport"], path: "Fuzz/PNG"),
        .executableTarget(name: "FuzzTIFF", dependencies: ["FuzzDriver", "FuzzSupport"], path: "Fuzz/TIFF"),
        .executableTarget(name: "FuzzGIF", dependencies: ["FuzzDriver", "FuzzSupport"], path: "Fuzz/GIF"),
        .executableTarget(name: "FuzzColor", dependencies: ["FuzzDriver", "VitrineImaging"], path: "Fuzz/Color"),
        .executableTarget(name: "FuzzRaw", dependencies: ["FuzzDriver", "VitrineImaging", "VitrineLibrary"], path: "Fuzz/Raw"),
        .executableTarget(name: "FuzzMetadata", dependencies: ["FuzzDriver", "VitrineMetadata"], path: "Fuzz/Metadata"),
        .executableTarget(name: "FuzzRenderBundle", dependencies: ["FuzzDriver", "VitrineRemote"], path: "Fuzz/RenderBundle"),
        .executableTarget(name: "FuzzSiteIndex", dependencies: ["FuzzDriver", "VitrineBuild"], path: "Fuzz/SiteIndex"),
        .executableTarget(name: "FuzzKnownSidecars", dependencies: ["FuzzDriver", "VitrineBuild", "VitrineLibrary"], path: "Fuzz/KnownSidecars"),
        .executableTarget(name: "FuzzHTTP", dependencies: ["FuzzDriver", "VitrineServe"], path: "Fuzz/HTTP"),
        .executableTarget(name: "FuzzEncodedImage", dependencies: ["FuzzDriver", "VitrineImaging", "VitrineLibrary"], path: "Fuzz/EncodedImage"),
        .executableTarget(name: "FuzzListing", dependencies: ["FuzzDriver", "VitrineRemote"], path: "Fuzz/Listing"),
        .executableTarget(name: "FuzzLocationStripper", dependencies: ["FuzzDriver", "VitrineLibrary", "VitrineMetadata"], path: "Fuzz/LocationStripper"),
        .executableTarget(name: "FuzzWorkerReply", dependencies: ["FuzzDriver", "VitrineImaging"], path: "Fuzz/WorkerReply"),

        .testTarget(name: "VitrineCoreTests", dependencies: ["VitrineCore", "TestSupport"]),
        .testTarget(name: "VitrineLibraryTests", dependencies: ["VitrineCore", "VitrineLibrary", "TestSupport"]),
        .testTarget(name: "VitrineCatalogTests", dependencies: ["VitrineCatalog", "TestSupport"]),
        .testTarget(name: "VitrineImagingTests", dependencies: ["VitrineCore", "VitrineLibrary", "VitrineMetadata", "VitrineImaging", "CTurboJPEG", "CLibRaw", "TestSupport"]),
        .testTarget(name: "VitrineVideoTests", dependencies: ["VitrineVideo", "VitrineImaging", "TestSupport"]),
        .testTarget(name: "VitrineMetadataTests", dependencies: ["VitrineCore", "VitrineLibrary", "VitrineMetadata", "VitrineImaging", "TestSupport"]),
        .testTarget(name: "VitrineGeoTests", dependencies: ["VitrineGeo", "TestSupport"]),
        .testTarget(name: "VitrineSiteTests", dependencies: ["VitrineCore", "VitrineLibrary", "VitrineCatalog", "VitrineSite", "VitrineTheme", "TestSupport"],
                    exclude: ["Render/Golden"]),
        .testTarget(name: "VitrineBuildTests", dependencies: ["VitrineCore", "VitrineLibrary", "VitrineCatalog", "VitrineSite", "VitrineBuild", "TestSupport"]),
        .testTarget(name: "VitrineServeTests", dependencies: ["VitrineServe", "VitrineBuild", "VitrineLibrary", "TestSupport"]),
        .testTarget(name: "VitrinePrivateTests", dependencies: ["VitrinePrivate", "VitrineLibrary", "TestSupport"]),
        .testTarget(name: "VitrineRemoteTests", dependencies: ["VitrineRemote", "TestSupport"]),
        .testTarget(name: "VitrinePublishTests", dependencies: ["VitrinePublish", "VitrineRemote", "VitrineSite", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["VitrineBuild", "VitrineImaging", "VitrineLibrary", "VitrineMetadata", "VitrineCatalog", "VitrineSite", "TestSupport"]),
        .testTarget(name: "BrowserTests", dependencies: ["TestSupport", "VitrinePrivate", "VitrineSite"]),
        // Shared test helpers: temp folders, fixture paths, running the vitrine binary, a WebDriver client.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
    ]
)

// Imaging is optimised in debug builds too: unoptimised, its resampling loops take 95% of a build and render 20 times
// slower, and the end-to-end and browser tests render hundreds of photos (`make test` ran 27 minutes instead of 5).
// So is Geo: unoptimised, reading its place table (generic code, unspecialised) took a tenth of `make test`'s CPU
// (perf), as every debug `vitrine build` with positions reads it. Their code is debugged through their tests;
// `swift build -c release` is unchanged.
for target in package.targets where ["VitrineImaging", "VitrineGeo"].contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"], .when(configuration: .debug))]
}
