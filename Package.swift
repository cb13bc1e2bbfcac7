// swift-tools-version:6.1
import PackageDescription

/// Vitrine's targets follow the pipeline: library scan and sidecars -> catalog -> imaging -> site pages -> build.
/// Each stage depends only on the ones before it; only VitrineImaging imports the C libraries.
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
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // C libraries from apt, one module map each.
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CExif", pkgConfig: "libexif", providers: [.apt(["libexif-dev"])]),
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp", providers: [.apt(["libwebp-dev"])]),
        .systemLibrary(name: "CXXHash", pkgConfig: "libxxhash", providers: [.apt(["libxxhash-dev"])]),

        // Stage 1: scanning, sidecar and settings schema, the shared data model.
        .target(name: "VitrineLibrary"),
        // Stage 2: the SQLite catalog.
        .target(name: "VitrineCatalog", dependencies: [
            "VitrineLibrary",
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // Stage 3: decode, orient, transform, resample, encode; EXIF; content hashing.
        .target(name: "VitrineImaging", dependencies: [
            "VitrineLibrary", "CTurboJPEG", "CExif", "CWebP", "CXXHash",
        ]),
        // Offline reverse geocoding over GeoNames data.
        .target(name: "VitrineGeo", dependencies: ["VitrineLibrary"], exclude: ["Resources/README.md"],
                resources: [.copy("Resources/places.bin")]),
        // The default theme: Mustache templates, CSS and JS, shipped as a resource bundle.
        .target(name: "VitrineTheme", path: "Templates", resources: [.copy("theme")]),
        // Stage 4: site model and page rendering.
        .target(name: "VitrineSite", dependencies: [
            "VitrineLibrary", "VitrineImaging", "VitrineTheme",
            .product(name: "Mustache", package: "swift-mustache"),
        ]),
        // The remote render cache's store: S3 over URLSession, SigV4 signing over swift-crypto, render bundles.
        .target(name: "VitrineRemote", dependencies: [
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        // Stage 5: planning, parallel rendering, writing, pruning, serving.
        .target(name: "VitrineBuild", dependencies: [
            "VitrineLibrary", "VitrineCatalog", "VitrineImaging", "VitrineGeo", "VitrineSite", "VitrineRemote",
            .product(name: "FlyingFox", package: "FlyingFox"),
        ]),
        // The command line: command types only.
        .executableTarget(name: "vitrine", dependencies: [
            "VitrineLibrary", "VitrineImaging", "VitrineBuild",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),

        // Fuzz targets (make fuzz builds them with -sanitize=fuzzer -DFUZZING); built plainly they replay files.
        .executableTarget(name: "FuzzSidecar", dependencies: ["VitrineLibrary"], path: "Fuzz/Sidecar"),
        .executableTarget(name: "FuzzExif", dependencies: ["VitrineImaging"], path: "Fuzz/Exif"),
        .executableTarget(name: "FuzzRenderBundle", dependencies: ["VitrineRemote"], path: "Fuzz/RenderBundle"),

        .testTarget(name: "VitrineLibraryTests", dependencies: ["VitrineLibrary", "TestSupport"]),
        .testTarget(name: "VitrineCatalogTests", dependencies: ["VitrineCatalog", "TestSupport"]),
        .testTarget(name: "VitrineImagingTests", dependencies: ["VitrineImaging", "TestSupport"]),
        .testTarget(name: "VitrineGeoTests", dependencies: ["VitrineGeo", "TestSupport"]),
        .testTarget(name: "VitrineSiteTests", dependencies: ["VitrineSite", "VitrineTheme", "TestSupport"], exclude: ["Golden"]),
        .testTarget(name: "VitrineBuildTests", dependencies: ["VitrineBuild", "TestSupport"]),
        .testTarget(name: "VitrineRemoteTests", dependencies: ["VitrineRemote", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["VitrineBuild", "VitrineImaging", "VitrineLibrary", "TestSupport"]),
        .testTarget(name: "BrowserTests", dependencies: ["TestSupport"]),
        // Shared test helpers: temp folders, fixture paths, running the vitrine binary, a WebDriver client.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
    ]
)
