import Foundation

/// Paths inside the repository, found from this file's location so tests run from any working folder.
public enum Fixtures {
    /// The repository root.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/Fixtures`: images and sidecars copied into the repository (credited in its README).
    public static let directory = repositoryRoot.appendingPathComponent("Tests/Fixtures", isDirectory: true)

    /// `SampleLibrary`: the demo gallery's photos.
    public static let sampleLibrary = repositoryRoot.appendingPathComponent("SampleLibrary", isDirectory: true)

    /// A fixture file by its path under `Tests/Fixtures`.
    public static func url(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }
}
