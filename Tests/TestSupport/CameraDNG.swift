import Foundation

/// Camera DNGs written by PyPI's pidng through scripts/make-dng.py (`scripts/install-deps.sh test` installs pidng
/// into .build/tools/venv): a grey scene with a red square in the sensor's top-left quadrant, camera "Vitrine
/// Test Camera", shot 2024:05:17 14:03:22 at 1/250 s, f/5.6, ISO 400, 35 mm with the "Vitrine 35mm F2" lens,
/// GPS 43°28'2" N 11°53'6" E.
public enum CameraDNG {
    public struct MissingTool: Error, CustomStringConvertible {
        public var description: String { "pidng is missing: run scripts/install-deps.sh test (it installs it into .build/tools/venv)" }
    }

    public struct Failed: Error, CustomStringConvertible {
        public var status: Int32
        public var description: String { "scripts/make-dng.py exited with status \(status)" }
    }

    /// A DNG of `width` x `height` sensor pixels with the EXIF `orientation`, and `preview` (a JPEG of
    /// `previewWidth` x `previewHeight`, stored as the sensor sees it) as its embedded preview when given.
    /// `factsInIFD0`: the shot's facts in IFD0 itself, no Exif or GPS IFD (see scripts/make-dng.py).
    public static func make(width: Int = 640, height: Int = 480, orientation: Int = 1,
                            preview: (jpeg: [UInt8], width: Int, height: Int)? = nil, factsInIFD0: Bool = false) throws -> [UInt8] {
        let python = Fixtures.repositoryRoot.appendingPathComponent(".build/tools/venv/bin/python")
        guard FileManager.default.isExecutableFile(atPath: python.path) else { throw MissingTool() }
        let folder = try TemporaryDirectory("dng")
        defer { folder.remove() }
        let output = folder.url.appendingPathComponent("photo.dng")
        var arguments = [Fixtures.repositoryRoot.appendingPathComponent("scripts/make-dng.py").path]
            + (factsInIFD0 ? ["--facts-in-ifd0"] : []) + [output.path, String(width), String(height), String(orientation)]
        if let preview {
            let jpeg = folder.url.appendingPathComponent("preview.jpg")
            try Data(preview.jpeg).write(to: jpeg)
            arguments += [jpeg.path, String(preview.width), String(preview.height)]
        }
        let process = Process()
        process.executableURL = python
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failed(status: process.terminationStatus) }
        return Array(try Data(contentsOf: output))
    }
}
