import Foundation
import Testing
import TestSupport
@testable import VitrineImaging

/// The decoder worker pool started ahead of the first file (`prestart`): it starts what it is asked, never more than
/// it keeps, the files then go to those workers (no other is started), and they end with the pool.
@Suite(.serialized, .requires(.vitrine), .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/status"), "reads /proc"))
struct DecoderWorkersTests {
    /// This process's children that are decoder workers, read from /proc.
    static func workerChildren() -> Set<Int32> {
        let me = getpid()
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.compactMap(Int32.init) ?? []
        return Set(ids.filter { id in
            guard let command = FileManager.default.contents(atPath: "/proc/\(id)/cmdline"),
                  String(decoding: command, as: UTF8.self).contains("decode-worker"),
                  let status = try? String(contentsOfFile: "/proc/\(id)/status", encoding: .utf8) else { return false }
            return status.split(separator: "\n").contains { $0 == "PPid:\t\(me)" }
        })
    }

    @Test func prestartedWorkersTakeTheFilesAndEndWithThePool() async throws {
        // Tests of this target run in parallel: only workers that were not there before are this test's.
        let before = Self.workerChildren()
        let png = try TestImages.fixture("metadata/xmp.png")
        var pool: DecoderWorkers? = DecoderWorkers(executable: VitrineProcess.binary.path, capacity: 2, limits: DecoderLimits())
        pool?.prestart(5)
        // A child shows as a worker once it has exec'd (its command line is the test's until then): wait for it.
        var started = Self.workerChildren().subtracting(before)
        for _ in 0..<250 where started.count < 2 {
            try await Task.sleep(for: .milliseconds(20))
            started = Self.workerChildren().subtracting(before)
        }
        #expect(started.count == 2, "capacity 2, 5 asked for")

        for _ in 0..<3 {
            let probed = try #require(pool).probe(png)
            #expect((try? probed.dimensions.get()) != nil, "\(probed.dimensions)")
        }
        #expect(Self.workerChildren().subtracting(before) == started, "the files went to the workers started ahead")

        pool = nil
        var left = started
        for _ in 0..<100 where !left.isEmpty {
            try await Task.sleep(for: .milliseconds(50))
            left = started.intersection(Self.workerChildren())
        }
        #expect(left.isEmpty, "workers \(left) outlived their pool")
    }

    @Test func prestartingNoneStartsNone() {
        let before = Self.workerChildren()
        let pool = DecoderWorkers(executable: VitrineProcess.binary.path, capacity: 4, limits: DecoderLimits())
        pool.prestart(0)
        #expect(Self.workerChildren().subtracting(before).isEmpty)
    }

    @Test(arguments: [("IMG_0001.HEIC", true), ("a/b.dng", true), ("x.png", true), ("noextension", true),
                      ("photo.jpg", false), ("photo.JPEG", false), ("a.b/photo.webp", false)])
    func whichNamesMayNeedAWorker(name: String, needs: Bool) {
        #expect(PhotoDecoding.mayNeedWorker(fileNamed: name) == needs)
    }
}
