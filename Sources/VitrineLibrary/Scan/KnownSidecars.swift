import VitrineCore

/// JSON sidecars as an earlier scan read them, by their path in the library, each with the `stat` it was read under:
/// a scan takes a sidecar whose `stat` is the same from here instead of reading and parsing it again (at 10,000
/// sidecars that was a third of a large library's scan, on every build).
///
/// Only readings without a warning or a stop are kept, and only of files whose times are older than the scan's
/// start by `settleTime`. A file changed in the clock tick of its `stat` could keep its size and times; any later
/// change gets a later `ctime` from the kernel, which no tool sets back, so a kept reading is the file's contents.
/// When a doubt remains (another `stat`, a symbolic link, a warning) the file is read: the sidecar is what hides a
/// photo or its position, and a stale reading must never publish what its owner withheld.
public struct KnownSidecars: Sendable, Equatable {
    /// What a sidecar's `stat` says, compared whole.
    public struct Stamp: Hashable, Sendable {
        public var size: Int64
        public var modified: Int64
        public var changed: Int64
        public var inode: UInt64

        public init(size: Int64, modified: Int64, changed: Int64, inode: UInt64) {
            self.size = size
            self.modified = modified
            self.changed = changed
            self.inode = inode
        }

        init(_ status: FileStatus) {
            self.init(size: status.size, modified: status.modified, changed: status.changed, inode: status.inode)
        }
    }

    /// A sidecar as read, with the `stat` it was read under.
    public struct Reading: Hashable, Sendable {
        public var stamp: Stamp
        public var sidecar: Sidecar

        public init(stamp: Stamp, sidecar: Sidecar) {
            self.stamp = stamp
            self.sidecar = sidecar
        }
    }

    /// How much older than the scan a file's times must be for its reading to be kept, in nanoseconds: far more than
    /// the tick of the clock file times come from.
    public static let settleTime: Int64 = 2_000_000_000

    /// By the sidecar's path in the library (`a/IMG_1.jpg.json`).
    public var readings: [String: Reading]

    public init(readings: [String: Reading] = [:]) {
        self.readings = readings
    }

    /// The sidecar at `path` as kept, when the file's `stat` is still the one it was read under.
    func sidecar(at path: String, status: FileStatus) -> Sidecar? {
        guard let reading = readings[path], reading.stamp == Stamp(status) else { return nil }
        return reading.sidecar
    }

    /// A reading to keep, made by a scan that started at `scanStart`: nil for a file changed too recently to trust
    /// its `stat` alone next time.
    static func reading(_ sidecar: Sidecar, status: FileStatus, scanStart: Int64) -> Reading? {
        guard max(status.modified, status.changed) < scanStart - settleTime else { return nil }
        return Reading(stamp: Stamp(status), sidecar: sidecar)
    }
}
