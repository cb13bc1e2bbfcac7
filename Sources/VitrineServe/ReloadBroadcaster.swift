import FlyingFox

/// Tells every open preview page to reload after a rebuild, over a WebSocket per page.
actor ReloadBroadcaster {
    private var clients: [Int: AsyncStream<WSMessage>.Continuation] = [:]
    private var nextID = 0

    func subscribe() -> AsyncStream<WSMessage> {
        let (stream, continuation) = AsyncStream.makeStream(of: WSMessage.self)
        let id = nextID
        nextID += 1
        clients[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        return stream
    }

    func broadcastReload() {
        for continuation in clients.values { continuation.yield(.text("reload")) }
    }

    var clientCount: Int { clients.count }

    private func remove(_ id: Int) {
        clients[id] = nil
    }
}

/// The WebSocket side: ignores what the page sends, forwards reload notices.
struct ReloadSocketHandler: WSMessageHandler {
    let broadcaster: ReloadBroadcaster

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        let messages = await broadcaster.subscribe()
        Task { for await _ in client {} }
        return messages
    }
}
