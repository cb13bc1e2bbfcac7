import Foundation
import VitrineCore
import VitrineLibrary

/// The loop of a decoder worker process (`vitrine decode-worker`, hidden): reads `DecodeWork` from standard input,
/// runs it with the same code a build runs in-process, writes a `DecodeWorkReply` to standard output, until the
/// build closes the pipe. A decoder that crashes or hangs takes only this process down; the build
/// (`DecoderWorkers`) names the file and goes on.
public enum DecoderWorkerServer {
    /// Serves until standard input ends; returns the exit status. `memoryBytes` caps the data segment.
    public static func run(memoryBytes: Int) -> Int32 {
        if !isSanitized { setLimit(RLIMIT_DATA, soft: memoryBytes) }
        keepFreedMemory()
        watchForBuildEnd()
        let output = FileHandle.standardOutput.fileDescriptor
        while true {
            let message: WorkerMessage
            do {
                message = try WorkerMessage.read(from: FileHandle.standardInput.fileDescriptor)
            } catch {
                return error == .closed ? 0 : 2
            }
            guard let work = try? message.decodeHeader(DecodeWork.self), let bytes = message.blobs.first,
                  let reply = try? answer(work, bytes: bytes), reply.write(to: output) else { return 2 }
        }
    }

    /// The reply to one piece of work, run under its CPU limit.
    static func answer(_ work: DecodeWork, bytes: [UInt8]) throws -> WorkerMessage {
        limitCPU(toSecondsFromNow: work.cpuSeconds)
        var reply = DecodeWorkReply()
        switch work.task {
        case .probe:
            let probed = ProbedPhoto(probingInProcess: bytes)
            let container = probed.container
            reply.width = container.size?.width
            reply.height = container.size?.height
            reply.isUpright = container.isUpright
            reply.facts = container.facts
            reply.hasExif = container.exif != nil
            reply.hasXMP = container.xmp != nil
            if case .failure(let error) = probed.dimensions { reply.probeFailure = .init(error) }
            return try WorkerMessage(reply, blobs: [container.exif ?? [], container.xmp ?? []])
        case .render:
            guard let render = work.render else { throw WorkerStreamEnd.malformed }
            let output: RenderOutput
            do throws(ImagingError) {
                output = try ImageRenderer.render(bytes, request: render.request)
            } catch {
                reply.renderFailure = .init(error)
                return try WorkerMessage(reply)
            }
            reply.images = output.images.map { .init(bucket: $0.bucket, format: $0.format, width: $0.width, height: $0.height) }
            reply.averageColor = output.averageColor
            reply.warnings = output.warnings
            return try WorkerMessage(reply, blobs: output.images.map(\.bytes))
        }
    }

    /// True in a build made with AddressSanitizer or ThreadSanitizer (`make sanitize`), whose runtime maps terabytes
    /// of shadow and allocator space: RLIMIT_DATA counts those mappings (Linux 4.7 and later), and under the cap every
    /// worker died at its first allocation ("AddressSanitizer: out of memory", error code 12). Such a build is made to
    /// find bugs and never shipped; its runtime exports these entry points, which no plain build has.
    static var isSanitized: Bool {
        dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil
    }

    /// Keeps the memory one file's decode freed for the next file. glibc hands a freed block of more than 128 KiB
    /// (raised as it sees larger frees) back to the kernel, which zeroes and maps each page again on the next file:
    /// a fresh worker took 2.5 times the build's page faults on HEIC (155k against 62k for 5 photos of 12 MP, +0.22 s
    /// of system CPU). Blocks under 256 MiB (a 12 MP decode's planes and RGBA, a 24 MP RAW's 16-bit image) now stay
    /// in the heap, and up to 256 MiB free at its top is kept: a worker holds about its largest file's peak.
    private static func keepFreedMemory() {
        MallocOptions.set(.mmapThreshold, to: 256 << 20)
        MallocOptions.set(.trimThreshold, to: 256 << 20)
    }

    /// Exits at once when the build's end of standard input closes, even mid-decode: a build that is killed leaves
    /// no worker behind. `poll` with no events still reports the hang-up.
    private static func watchForBuildEnd() {
        let thread = Thread {
            var poller = pollfd(fd: FileHandle.standardInput.fileDescriptor, events: 0, revents: 0)
            while true {
                let ready = poll(&poller, 1, -1)
                if ready > 0, poller.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { _exit(0) }
                if ready < 0, errno != EINTR { _exit(0) }
            }
        }
        thread.stackSize = 64 << 10
        thread.start()
    }

    /// Lets this file use `seconds` more CPU time than the process has used so far: past it the kernel sends
    /// SIGXCPU, which ends the process. Only the soft limit moves: a lowered hard limit could not be raised again
    /// for the next file.
    private static func limitCPU(toSecondsFromNow seconds: Int) {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let used = Int(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + 1
        setLimit(RLIMIT_CPU, soft: used + seconds)
    }

    /// Sets a soft limit, never above the hard one.
    private static func setLimit(_ resource: __rlimit_resource, soft: Int) {
        var limit = rlimit()
        getrlimit(Int32(resource.rawValue), &limit)
        limit.rlim_cur = limit.rlim_max == rlim_t.max ? rlim_t(soft) : min(rlim_t(soft), limit.rlim_max)
        setrlimit(Int32(resource.rawValue), &limit)
    }
}
