import Foundation
import FuzzDriver
@testable import VitrineImaging

/// Any bytes as a decoder worker's answer, as a worker that a crafted file took over could send: read from a socket
/// as the build reads it, then its header decoded. They must never crash, hang or allocate past the stated limits.
@main enum FuzzWorkerReply: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0 else { return }
        defer { close(ends[1]) }
        // The inputs are at most a socket buffer (max_len), so the write completes before the read starts.
        _ = bytes.withUnsafeBytes { write(ends[0], $0.baseAddress, $0.count) }
        close(ends[0])
        guard let message = try? WorkerMessage.read(from: ends[1], deadline: .now + .seconds(5)) else { return }
        _ = try? message.decodeHeader(DecodeWorkReply.self)
    }
}
