import Foundation
import Testing
import VitrineCatalog
import VitrineImaging
import VitrineLibrary
@testable import VitrineSite

/// The model names its images when asked (`RenderedImages`) instead of holding their paths: what it gives must be
/// what the site model builder listed before, path for path, since page keys are digests of the encoded model.
@Suite struct PhotoModelImagesTests {
    let id = ContentID(hash: "0123456789abcdef0123456789abcdef", size: 1234)

    /// The images as the site model builder listed them before they were computed.
    func listed(facts: PhotoFacts, transform: Transform, formats: [ImageFormat]) -> [ImageFile] {
        var images: [ImageFile] = []
        for format in formats {
            for bucket in ImagePaths.buckets {
                let size = RenderGeometry.outputSize(width: facts.width, height: facts.height, orientation: facts.exif.orientation,
                                                     transform: transform, bucket: bucket)
                images.append(ImageFile(bucket: bucket, format: format, path: ImagePaths.path(contentID: id, transform: transform, bucket: bucket, format: format),
                                        width: size.width, height: size.height))
            }
        }
        return images
    }

    func model(facts: PhotoFacts, transform: Transform, formats: [ImageFormat]) throws -> PhotoModel {
        var source = PhotoSource(file: SourceFile(path: "p.jpg", size: 1234, modified: 1))
        source.sidecar.transform = transform
        let library = LibrarySource(settings: SiteSettings(), root: AlbumSource(path: "", photos: [source]), diagnostics: [])
        let model = SiteModelBuilder(library: library, contentIDs: ["p.jpg": id], facts: [id: facts], formats: formats, sidecarPlaces: [:]).build()
        return try #require(model.photos["p.jpg"])
    }

    @Test(arguments: [Transform.identity, Transform(rotation: 90, scale: 1), Transform(rotation: 12.5, scale: 1.7)])
    func computedImagesAreTheListedOnes(transform: Transform) throws {
        var exif = ExifFacts()
        exif.orientation = 6
        let facts = PhotoFacts(exif: exif, width: 4000, height: 2250)
        for formats in [[ImageFormat.webp, .jpeg], [.jpeg]] {
            let photo = try model(facts: facts, transform: transform, formats: formats)
            #expect(photo.images == listed(facts: facts, transform: transform, formats: formats))
            #expect(!photo.isPlaceholder)
        }
    }

    /// Page keys digest this encoding: a model whose images are computed encodes as one that lists them.
    @Test func encodingIsTheListedModels() throws {
        let facts = PhotoFacts(exif: ExifFacts(), width: 640, height: 480)
        let computed = try model(facts: facts, transform: .identity, formats: [.webp, .jpeg])
        var listed = computed
        listed.images = self.listed(facts: facts, transform: .identity, formats: [.webp, .jpeg])
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(computed) == encoder.encode(listed))
        #expect(try String(decoding: encoder.encode(computed), as: UTF8.self).contains(#""path":"images\/01\/0123456789abcdef-"#))
    }

    @Test func anUndecodablePhotoHasNoImages() throws {
        let photo = try model(facts: PhotoFacts(exif: ExifFacts(), width: 0, height: 0, decodeError: "bad"), transform: .identity, formats: [.jpeg])
        #expect(photo.images.isEmpty)
        #expect(photo.isPlaceholder)
    }

    @Test func imagesSetReplaceTheComputedOnes() throws {
        var photo = try model(facts: PhotoFacts(exif: ExifFacts(), width: 10, height: 10), transform: .identity, formats: [.jpeg])
        photo.images = []
        #expect(photo.images.isEmpty)
        #expect(photo.isPlaceholder)
    }
}
