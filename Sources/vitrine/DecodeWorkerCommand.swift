import ArgumentParser
import Foundation
import VitrineImaging

/// `vitrine decode-worker`: a decoder worker process that a build starts (`DecoderWorkers`); not for people, so
/// hidden from help. It reads work from standard input and answers on standard output until the build hangs up.
struct DecodeWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode-worker", abstract: "Decode photos for a build in a separate process.", shouldDisplay: false)

    @Option(help: "The data segment limit in bytes (RLIMIT_DATA).")
    var memory: Int = 4 << 30

    func run() throws {
        throw ExitCode(DecoderWorkerServer.run(memoryBytes: memory))
    }
}
