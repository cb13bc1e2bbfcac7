import Foundation

/// A small tmpfs mounted on a folder, for full-disk and read-only tests. Needs root (CAP_SYS_ADMIN);
/// `isAvailable` says whether this machine allows it, so such tests skip with a reason elsewhere.
public struct TmpfsMount: Sendable {
    public let folder: URL

    /// Mounts a tmpfs of `kilobytes` on `folder` (created if missing).
    public init(at folder: URL, kilobytes: Int) throws {
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.mount(["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path])
    }

    /// Makes the file system read-only (a root process cannot write there either, unlike with chmod).
    public func makeReadOnly() throws { try Self.mount(["-o", "remount,ro", folder.path]) }

    public func makeWritable() throws { try Self.mount(["-o", "remount,rw", folder.path]) }

    public func unmount() {
        _ = try? Self.run("/bin/umount", [folder.path])
    }

    /// True when a tmpfs can be mounted here (root with mount rights).
    public static let isAvailable: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/bin/mount") else { return false }
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-mount-probe-\(getpid())")
        defer { try? FileManager.default.removeItem(at: probe) }
        guard let mount = try? TmpfsMount(at: probe, kilobytes: 64) else { return false }
        mount.unmount()
        return true
    }()

    public struct MountError: Error, CustomStringConvertible {
        public var description: String
    }

    private static func mount(_ arguments: [String]) throws {
        let status = try run("/bin/mount", arguments)
        guard status == 0 else { throw MountError(description: "mount \(arguments.joined(separator: " ")) exited \(status)") }
    }

    private static func run(_ tool: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
