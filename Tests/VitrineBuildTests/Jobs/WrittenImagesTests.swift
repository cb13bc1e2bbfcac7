import Testing
import VitrineLibrary
import VitrineSite
@testable import VitrineBuild

/// The images the jobs wrote, held as renders, give back exactly the paths written: the cleanup deletes from them
/// (`LongWay.setStaleImagesAside`), and a failed render stage takes back what it wrote.
@Suite struct WrittenImagesTests {
    static let first = ContentID(hash: "0123456789abcdef0123456789abcdef", size: 10)
    static let second = ContentID(hash: "fedcba9876543210fedcba9876543210", size: 20)
    static let turned = Transform(rotation: 90, scale: 1.5)

    @Test func givesBackExactlyThePathsWritten() {
        var written = WrittenImages()
        var expected: [String] = []
        func add(_ id: ContentID, _ transform: Transform, _ bucket: Int, _ format: ImageFormat) {
            let path = ImagePaths.path(contentID: id, transform: transform, bucket: bucket, format: format)
            written.add(path: path, contentID: id, transform: transform, bucket: bucket, format: format)
            expected.append(path)
        }
        // Every size of one photo, some sizes of another (the rest were in the site), the first again turned, and
        // a video's file.
        for format in ImageFormat.allCases { for bucket in ImagePaths.buckets { add(Self.first, .identity, bucket, format) } }
        add(Self.second, .identity, 350, .webp)
        add(Self.second, .identity, 2048, .jpeg)
        for bucket in ImagePaths.buckets { add(Self.first, Self.turned, bucket, .jpeg) }
        written.add(path: "images/01/0123456789abcdef-h264.mp4")
        expected.append("images/01/0123456789abcdef-h264.mp4")

        #expect(written.count == expected.count)
        #expect(written.paths { _ in true }.sorted() == expected.sorted())
        // Only those asked for, each once.
        let wanted = Set(expected.enumerated().filter { $0.offset.isMultiple(of: 3) }.map(\.element))
        #expect(written.paths { wanted.contains($0) }.sorted() == wanted.sorted())
        #expect(written.paths { _ in false }.isEmpty)
    }

    @Test func addingAnotherJobsImagesKeepsBoth() {
        var job = WrittenImages()
        let path = ImagePaths.path(contentID: Self.second, transform: .identity, bucket: 700, format: .jpeg)
        job.add(path: path, contentID: Self.second, transform: .identity, bucket: 700, format: .jpeg)
        var all = WrittenImages()
        all.add(path: "images/aa/clip.mp4")
        all.add(job)
        all.add(job)
        #expect(all.count == 3)
        #expect(all.paths { _ in true }.sorted() == ["images/aa/clip.mp4", path, path].sorted())
    }

    /// A bucket no photo is rendered to (none today) names no bit: its path is kept as it was given.
    @Test func anImageOutsideTheBucketsIsKeptAsItsPath() {
        var written = WrittenImages()
        written.add(path: "images/01/odd-99.jpg", contentID: Self.first, transform: .identity, bucket: 99, format: .jpeg)
        #expect(written.count == 1)
        #expect(written.paths { _ in true } == ["images/01/odd-99.jpg"])
    }
}
