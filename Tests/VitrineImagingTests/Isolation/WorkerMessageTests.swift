import Foundation
import Testing
@testable import VitrineImaging

/// The decoder workers' framing: what one end writes the other reads whole; a stream that ends, stalls or states
/// impossible lengths is an error, never a large allocation or a wait without end.
struct WorkerMessageTests {
    /// A socket pair: what is written to `.0` is read from `.1`.
    static func pair() throws -> (Int32, Int32) {
        var ends: [Int32] = [-1, -1]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        return (ends[0], ends[1])
    }

    @Test func aMessageCrossesWhole() throws {
        let (writer, reader) = try Self.pair()
        defer { close(writer); close(reader) }
        let blobs: [[UInt8]] = [[], Array(repeating: 7, count: 100_000), [1, 2, 3]]
        let sent = try WorkerMessage(DecodeWorkReply.Failure(step: "decode", message: "é"), blobs: blobs)
        // Larger than a socket's buffer: written from another thread while this one reads.
        let writing = Thread { _ = sent.write(to: writer) }
        writing.start()
        let received = try WorkerMessage.read(from: reader, deadline: .now + .seconds(60))
        #expect(received.blobs == blobs)
        let failure = try received.decodeHeader(DecodeWorkReply.Failure.self)
        #expect(failure.step == "decode" && failure.message == "é")
    }

    /// A blob longer than the length a reader trusts at once (a large RAW's bytes) comes in pieces, whole and in order;
    /// a shorter one is read in place.
    @Test func aBlobPastTheTrustedLengthComesWholeInPieces() throws {
        let (writer, reader) = try Self.pair()
        defer { close(writer); close(reader) }
        // Marked at each end and where the pieces meet.
        var long = [UInt8](repeating: 5, count: WorkerMessage.trustedBytes + 3)
        for (at, mark) in [(0, UInt8(1)), (WorkerMessage.trustedBytes - 1, 2), (WorkerMessage.trustedBytes, 3), (long.count - 1, 4)] { long[at] = mark }
        let blobs: [[UInt8]] = [long, Array(repeating: 9, count: WorkerMessage.trustedBytes)]
        let sent = try WorkerMessage(DecodeWorkReply.Failure(step: "decode", message: "big"), blobs: blobs)
        let writing = Thread { _ = sent.write(to: writer) }
        writing.start()
        let received = try WorkerMessage.read(from: reader, deadline: .now + .seconds(120))
        #expect(received.blobs.map(\.count) == blobs.map(\.count))
        // Compared as Data (memcmp): element by element, 128 MB take seconds in a debug build.
        #expect(received.blobs.map { Data($0) } == blobs.map { Data($0) })
    }

    @Test func aClosedStreamIsTheEnd() throws {
        let (writer, reader) = try Self.pair()
        defer { close(reader) }
        close(writer)
        #expect(throws: WorkerStreamEnd.closed) { try WorkerMessage.read(from: reader) }
    }

    /// A worker that died: writing to it is false, never SIGPIPE, whose default action (this test process's, as
    /// any library caller's that does not ignore it) ends the process; under `make sanitize` it ended the test run.
    @Test func writingToADeadWorkerIsFalseNotSIGPIPE() throws {
        let (writer, reader) = try Self.pair()
        defer { close(writer) }
        close(reader)
        let message = try WorkerMessage(DecodeWorkReply.Failure(step: "decode", message: "gone"), blobs: [Array(repeating: 1, count: 300_000)])
        #expect(!message.write(to: writer))
    }

    @Test func aStalledStreamTimesOut() throws {
        let (writer, reader) = try Self.pair()
        defer { close(writer); close(reader) }
        #expect(throws: WorkerStreamEnd.timedOut) { try WorkerMessage.read(from: reader, deadline: .now + .milliseconds(50)) }
    }

    /// Lengths beyond the limits are refused before anything is allocated for them.
    @Test(arguments: [(UInt64(WorkerMessage.maximumBytes) + 1, UInt64(0)), (UInt64(0), UInt64(WorkerMessage.maximumBlobs) + 1),
                      (UInt64.max, UInt64.max)])
    func impossibleLengthsAreRefused(header: UInt64, blobs: UInt64) throws {
        let (writer, reader) = try Self.pair()
        defer { close(writer); close(reader) }
        let words = [header.littleEndian, blobs.littleEndian]
        _ = words.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        #expect(throws: WorkerStreamEnd.malformed) { try WorkerMessage.read(from: reader, deadline: .now + .seconds(10)) }
    }

    /// A worker a crafted file took over may send anything: lengths that would overflow their sum included.
    @Test(arguments: [[UInt64(WorkerMessage.maximumBytes), 1], [UInt64.max, UInt64.max]])
    func blobLengthsPastTheLimitAreRefused(lengths: [UInt64]) throws {
        let (writer, reader) = try Self.pair()
        defer { close(writer); close(reader) }
        let words: [UInt64] = ([0, UInt64(lengths.count)] + lengths).map(\.littleEndian)
        _ = words.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
        #expect(throws: WorkerStreamEnd.malformed) { try WorkerMessage.read(from: reader, deadline: .now + .seconds(10)) }
    }
}
