/// Why a video could not be probed, given a poster or published.
public struct VideoError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Step: String, Sendable, Hashable {
        case sniff, probe, poster, publish, run
    }

    public var step: Step
    public var message: String

    public init(step: Step, message: String) {
        self.step = step
        self.message = message
    }

    public var description: String { message }
}
