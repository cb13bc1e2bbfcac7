/// What one client may cost the preview server: every cap and deadline in one place.
public struct ServerLimits: Sendable {
    /// The request line (method, target, version); longer gets 414.
    public var requestLine = 8 * 1024
    /// The whole head (request line and headers); larger gets 431.
    public var head = 32 * 1024
    /// Header fields; more get 431.
    public var headerCount = 100
    /// A request body (the JSON write API's); larger gets 413.
    public var body = 1 << 20
    /// From a connection's opening, or the end of its last answer, to a complete head: idle and slow (slowloris)
    /// clients alike are cut here, however they trickle bytes.
    public var headSeconds: Double = 10
    /// To receive a body once its head is in, and for an answer to make progress while it is written.
    public var transferSeconds: Double = 30
    /// Open connections; at the cap the oldest connection still waiting for its head makes room.
    public var connections = 512
    /// Requests on one kept-alive connection.
    public var requestsPerConnection = 1000
    /// Reload channels (one per open page).
    public var reloadChannels = 128

    public init() {}
}
