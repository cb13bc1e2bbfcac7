import Foundation
import Synchronization
import VitrineMetadata

/// A build's decoder worker processes: started ahead (`prestart`) or on first need, at most `capacity` kept (the build runs at most
/// `--jobs` files at once, each holding one), reused file after file, ended when the pool is released.
///
/// A worker that crashes, is killed, or passes the time limit costs that file one try: it is tried once more in a
/// fresh worker, and if that fails too, the file's `ImagingError` names the signal or the limit. Nothing marks the
/// file as bad for good (`isMentioned`): the next build tries it again.
public final class DecoderWorkers: Sendable {
    private let executable: String
    private let limits: DecoderLimits
    private let capacity: Int
    private let idle = Mutex<[DecoderWorker]>([])

    /// `executable` is this program (`ExecutablePath.current`): its hidden `decode-worker` command is the worker.
    public init(executable: String, capacity: Int, limits: DecoderLimits) {
        self.executable = executable
        self.capacity = max(1, capacity)
        self.limits = limits
    }

    /// Starts `count` workers now (never more than the pool keeps), ahead of the first file that needs one: each
    /// worker's start (the dynamic loader and the runtime, 10 to 25 ms of CPU) then runs beside the build's own work,
    /// the jobs' reading and hashing, instead of holding up the first decode. A worker that cannot start is left for
    /// the first file to start, which names the error.
    public func prestart(_ count: Int) {
        let wanted = min(count, capacity) - idle.withLock { $0.count }
        guard wanted > 0 else { return }
        let started = (0..<wanted).compactMap { _ in try? DecoderWorker(executable: executable, memoryBytes: limits.memoryBytes) }
        idle.withLock { $0.append(contentsOf: started) }
    }

    /// The words every failure's message ends with, by which the build knows not to remember it.
    static let retriedNextBuild = "the next build tries the file again"

    /// True when `text` (a decode error, a warning) is a worker's failure, which the catalog must not keep.
    public static func isMentioned(in text: String) -> Bool {
        text.contains(retriedNextBuild)
    }

    func probe(_ bytes: [UInt8]) -> ProbedPhoto {
        let answer: Answer
        do throws(ImagingError) {
            answer = try run(DecodeWork(probe: limits), bytes: bytes)
        } catch {
            return ProbedPhoto(container: ContainerMetadata(), dimensions: .failure(error))
        }
        let (header, blobs) = (answer.reply, answer.blobs)
        let warnings = answer.recovered.map { [$0] } ?? []
        let size = header.width.flatMap { width in header.height.map { (width: width, height: $0) } }
        let container = ContainerMetadata(size: size, isUpright: header.isUpright,
                                          exif: header.hasExif ? blobs.first : nil, xmp: header.hasXMP ? blobs.dropFirst().first : nil,
                                          facts: header.facts)
        if let failure = header.probeFailure {
            return ProbedPhoto(container: container, dimensions: .failure(failure.error), warnings: warnings)
        }
        guard let size else {
            return ProbedPhoto(container: container, dimensions: .failure(ImagingError(step: .probe, message: "the decoder worker gave no size")),
                               warnings: warnings)
        }
        return ProbedPhoto(container: container, dimensions: .success(size), warnings: warnings)
    }

    func render(_ bytes: [UInt8], request: RenderRequest) throws(ImagingError) -> RenderOutput {
        let answer = try run(DecodeWork(render: request, limits: limits), bytes: bytes)
        let (header, blobs) = (answer.reply, answer.blobs)
        if let failure = header.renderFailure { throw failure.error }
        guard header.images.count == blobs.count else {
            throw ImagingError(step: .decode, message: "the decoder worker's answer is malformed; \(Self.retriedNextBuild)")
        }
        let images = zip(header.images, blobs).map { RenderedImage(bucket: $0.bucket, format: $0.format, width: $0.width, height: $0.height, bytes: $1) }
        return RenderOutput(images: images, averageColor: header.averageColor, warnings: header.warnings + (answer.recovered.map { [$0] } ?? []))
    }

    /// A worker's answer, and when it came on the second try, the warning naming how the first worker ended.
    private struct Answer {
        var reply: DecodeWorkReply
        var blobs: [[UInt8]]
        var recovered: String?
    }

    /// Runs `work` in a worker, once more in a fresh one when the first fails; the reply (with a warning when the
    /// first worker failed), or the error naming how the second worker ended.
    private func run(_ work: DecodeWork, bytes: [UInt8]) throws(ImagingError) -> Answer {
        let message: WorkerMessage
        do { message = try WorkerMessage(work, blobs: [bytes]) } catch {
            throw ImagingError(step: .decode, message: "cannot send work to a decoder worker (\(error))")
        }
        var ending = DecoderWorker.Ending.unreadable
        for attempt in 0..<2 {
            let worker = try attempt == 0 ? take() : DecoderWorker(executable: executable, memoryBytes: limits.memoryBytes)
            switch worker.exchange(message, timeout: limits.timeout) {
            case .success(let answer):
                guard let reply = try? answer.decodeHeader(DecodeWorkReply.self) else { ending = .unreadable; continue }
                give(back: worker)
                return Answer(reply: reply, blobs: answer.blobs,
                              recovered: attempt == 0 ? nil : "\(describe(ending)); a fresh worker read it on the second try")
            case .failure(let end):
                ending = end
            }
        }
        throw ImagingError(step: .decode, message: "\(describe(ending)), and again in a fresh worker; \(Self.retriedNextBuild)")
    }

    private func take() throws(ImagingError) -> DecoderWorker {
        if let worker = idle.withLock({ $0.popLast() }) { return worker }
        return try DecoderWorker(executable: executable, memoryBytes: limits.memoryBytes)
    }

    private func give(back worker: DecoderWorker) {
        // Past capacity the worker is dropped here, outside the lock: its deinit waits for the process to end.
        let extra: DecoderWorker? = idle.withLock { idle in
            guard idle.count < capacity else { return worker }
            idle.append(worker)
            return nil
        }
        _ = extra
    }

    private func describe(_ ending: DecoderWorker.Ending) -> String {
        let seconds = limits.timeout.components.seconds
        switch ending {
        case .signal(SIGXCPU):
            return "the decoder used more than its \(limits.cpuSeconds) s of CPU time on this file (decodeTimeout in vitrine.json)"
        case .signal(let number):
            return "the decoder crashed on this file (killed by \(Self.signalName(number)))"
        case .exit(let status):
            return "the decoder process ended with status \(status) on this file"
        case .timedOut:
            return "the decoder did not finish this file within its \(seconds) s time limit (decodeTimeout in vitrine.json)"
        case .unreadable:
            return "the decoder process gave an unreadable answer for this file"
        }
    }

    /// SIGSEGV, SIGABRT...: the name a user can search for; the number for others.
    static func signalName(_ number: Int32) -> String {
        let names: [Int32: String] = [SIGSEGV: "SIGSEGV", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGFPE: "SIGFPE",
                                      SIGKILL: "SIGKILL", SIGTRAP: "SIGTRAP", SIGTERM: "SIGTERM", SIGXCPU: "SIGXCPU"]
        return names[number] ?? "signal \(number)"
    }
}
