import Foundation

/// One message between the build and a decoder worker (`DecoderWorker`): a small JSON header and the large byte
/// blobs beside it (the photo's bytes one way, the encoded images the other), never base64-encoded.
///
/// On the pipe: the header's length and the blob count (two little-endian UInt64), each blob's length, the header,
/// then the blobs. The reader refuses lengths past `maximumBytes` before allocating anything.
struct WorkerMessage {
    var header: Data
    var blobs: [[UInt8]]

    /// More than any photo Vitrine reads (`FileIO.photoLimit`) and its outputs: a longer message is a broken stream.
    static let maximumBytes = 4 << 30
    /// More blobs than a reply ever holds (one per output image).
    static let maximumBlobs = 64

    init<Header: Encodable>(_ header: Header, blobs: [[UInt8]] = []) throws {
        self.header = try JSONEncoder().encode(header)
        self.blobs = blobs
    }

    init(header: Data, blobs: [[UInt8]]) {
        self.header = header
        self.blobs = blobs
    }

    func decodeHeader<Header: Decodable>(_ type: Header.Type) throws -> Header {
        try JSONDecoder().decode(type, from: header)
    }

    /// Writes the whole message to `descriptor`; false when the other end is gone.
    func write(to descriptor: Int32) -> Bool {
        var prefix: [UInt64] = [UInt64(header.count), UInt64(blobs.count)] + blobs.map { UInt64($0.count) }
        for index in prefix.indices { prefix[index] = prefix[index].littleEndian }
        let wroteLengths = prefix.withUnsafeBytes { Self.writeAll(descriptor, $0) }
        guard wroteLengths, header.withUnsafeBytes({ Self.writeAll(descriptor, $0) }) else { return false }
        return blobs.allSatisfy { blob in blob.withUnsafeBytes { Self.writeAll(descriptor, $0) } }
    }

    /// Reads one message from `descriptor`, waiting at most until `deadline` (a `ContinuousClock` instant) for
    /// each part when one is given. Throws `WorkerStreamEnd` at end of stream or when the deadline passes.
    static func read(from descriptor: Int32, deadline: ContinuousClock.Instant? = nil) throws(WorkerStreamEnd) -> WorkerMessage {
        let counts = try readWords(2, from: descriptor, deadline: deadline)
        guard counts[0] <= UInt64(maximumBytes), counts[1] <= UInt64(maximumBlobs) else { throw .malformed }
        let lengths = try readWords(Int(counts[1]), from: descriptor, deadline: deadline)
        // Each length is checked before the sum, which then cannot overflow (64 blobs of at most 4 GiB).
        guard lengths.allSatisfy({ $0 <= UInt64(maximumBytes) }), lengths.reduce(counts[0], +) <= UInt64(maximumBytes) else {
            throw .malformed
        }
        let header = try readBytes(Int(counts[0]), from: descriptor, deadline: deadline)
        var blobs: [[UInt8]] = []
        for length in lengths { blobs.append(try readBytes(Int(length), from: descriptor, deadline: deadline)) }
        return WorkerMessage(header: Data(header), blobs: blobs)
    }

    private static func readWords(_ count: Int, from descriptor: Int32, deadline: ContinuousClock.Instant?) throws(WorkerStreamEnd) -> [UInt64] {
        let bytes = try readBytes(count * 8, from: descriptor, deadline: deadline)
        return (0..<count).map { index in
            (0..<8).reduce(UInt64(0)) { word, byte in word | UInt64(bytes[index * 8 + byte]) << (8 * UInt64(byte)) }
        }
    }

    /// A length the other end claims is trusted up to this many bytes: one buffer of that size is made and read into
    /// in place (the kernel gives it pages only as bytes come). A 24 MB RAW's bytes read a MiB at a time into a
    /// growing array took four copies and 15,000 fresh pages a message, twice a file (probe, render): the workers
    /// faulted half again the pages of a build decoding in process, +12% CPU on the bench's DNGs.
    static let trustedBytes = 64 << 20

    /// Reads `count` bytes: past `trustedBytes`, a piece at a time, so memory grows with the bytes that came, never
    /// with a length the other end only claimed (a worker a crafted file took over could claim 4 GiB, send nothing
    /// and hold the build's memory; `make fuzz` found it: a 2 GiB header length took 2 GiB at once).
    private static func readBytes(_ count: Int, from descriptor: Int32, deadline: ContinuousClock.Instant?) throws(WorkerStreamEnd) -> [UInt8] {
        if count <= trustedBytes { return try readPiece(count, from: descriptor, deadline: deadline) }
        var bytes: [UInt8] = []
        while bytes.count < count {
            bytes.append(contentsOf: try readPiece(min(count - bytes.count, trustedBytes), from: descriptor, deadline: deadline))
        }
        return bytes
    }

    private static func readPiece(_ count: Int, from descriptor: Int32, deadline: ContinuousClock.Instant?) throws(WorkerStreamEnd) -> [UInt8] {
        var failure: WorkerStreamEnd?
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < count {
                if let deadline {
                    let left = ContinuousClock.now.duration(to: deadline)
                    let milliseconds = max(0, Int(left.components.seconds) * 1000 + Int(left.components.attoseconds / 1_000_000_000_000_000))
                    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    let ready = poll(&poller, 1, Int32(min(milliseconds, Int(Int32.max))))
                    if ready < 0, errno == EINTR { continue }
                    if ready == 0 { failure = .timedOut; return }
                }
                let got = systemRead(descriptor, buffer.baseAddress! + initialized, count - initialized)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { failure = .closed; return }
                initialized += got
            }
        }
        if let failure { throw failure }
        return bytes
    }

    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let wrote = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if wrote < 0, errno == EINTR { continue }
            guard wrote > 0 else { return false }
            offset += wrote
        }
        return true
    }
}

/// Why a message could not be read: the other end closed the stream, the deadline passed, or the bytes are no message.
enum WorkerStreamEnd: Error {
    case closed, timedOut, malformed
}

// At file scope, where `read` and `write` name the C functions rather than the type's own.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(descriptor, buffer, count) }
/// Sent with MSG_NOSIGNAL: a worker that died before reading its request (its end of the socket closed) is a failed
/// write, which the build reports for the file, not SIGPIPE, whose default action ends the whole process (under
/// `make sanitize` a worker's death ended the test run with signal 13). A descriptor that is no socket is written
/// as a file.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    let sent = send(descriptor, buffer, count, Int32(MSG_NOSIGNAL))
    if sent < 0, errno == ENOTSOCK { return write(descriptor, buffer, count) }
    return sent
    #else
    return write(descriptor, buffer, count)
    #endif
}
