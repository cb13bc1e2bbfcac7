import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// GET and PUT of whole objects on an S3-compatible store, path-style (`ENDPOINT/BUCKET/KEY`), signed with SigV4.
/// HTTP goes through URLSession (FoundationNetworking, libcurl on Linux): it ships with the toolchain, where
/// async-http-client would add SwiftNIO to every first build.
public struct S3Client: Sendable {
    public var location: S3Location
    let signer: SigV4Signer
    let session: URLSession
    let transfers = BoundedTransfers()
    /// The whole time one request may take, however steadily its bytes come (plus its body's time at `slowestRate`).
    let timeout: TimeInterval
    /// Bytes a second an upload may be as slow as: a request with a body gets `body / slowestRate` seconds more than
    /// `timeout`, so a short timeout cuts a stalled page quickly yet lets a large video go up on a slow line.
    let slowestRate: Double?
    /// The largest answer taken: a render bundle holds one photo's images, a few MB.
    public static let objectLimit = 64 << 20

    /// `timeout` bounds each request, idle or not: an unreachable or trickling store costs that once, then the
    /// build renders locally. With `slowestRate` (bytes a second), a request with a body has that much longer.
    public init(location: S3Location, credentials: S3Credentials, timeout: TimeInterval = 20, slowestRate: Double? = nil) {
        self.location = location
        self.timeout = timeout
        self.slowestRate = slowestRate.flatMap { $0 > 0 ? $0 : nil }
        signer = SigV4Signer(credentials: credentials)
        let configuration = URLSessionConfiguration.ephemeral
        // On Linux URLSession's request timeout is a total one (its timer is never reset): each request sets its
        // own, `deadline(forBody:)`, which BoundedTransfers enforces too.
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = self.slowestRate == nil ? timeout : 7 * 86_400
        configuration.httpMaximumConnectionsPerHost = 8
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
    }

    /// The object's bytes, or nil when there is none.
    public func get(_ key: String) async throws(RemoteError) -> [UInt8]? {
        let answer = try await send("GET", key: key, body: [])
        if answer.status == 404 { return nil }
        guard answer.status == 200 else { throw .refused(status: answer.status, code: answer.code) }
        return answer.body
    }

    /// Stores `bytes` at `key` with `headers` (Content-Type, Cache-Control, ...); the store's ETag for it, if any.
    @discardableResult
    public func put(_ key: String, bytes: [UInt8], headers: [String: String] = [:]) async throws(RemoteError) -> String? {
        let answer = try await send("PUT", key: key, headers: headers, body: bytes)
        guard (200..<300).contains(answer.status) else { throw .refused(status: answer.status, code: answer.code) }
        return answer.etag?.trimmingQuotes
    }

    /// One signed request: the status, the body, S3's printable error code (`S3ErrorCode`) and the answer's headers.
    /// `headers` are sent and signed; `query` is the URL's query, signed as SigV4 wants.
    func send(_ method: String, key: String, query: [(String, String)] = [], headers: [String: String] = [:],
              body: [UInt8]) async throws(RemoteError) -> S3Answer {
        let endpoint = signer.credentials.endpoint
        let base = endpoint.path.split(separator: "/").map(String.init)
        let path = "/" + (base + [location.bucket] + (key.isEmpty ? [] : [key])).joined(separator: "/")
        var components = URLComponents()
        components.scheme = endpoint.scheme
        components.host = endpoint.host
        components.port = endpoint.port
        components.percentEncodedPath = SigV4Signer.encoded(path, keepSlash: true)
        if !query.isEmpty {
            components.percentEncodedQuery = query.map { SigV4Signer.encoded($0.0, keepSlash: false) + "=" + SigV4Signer.encoded($0.1, keepSlash: false) }
                .joined(separator: "&")
        }
        guard let url = components.url, let host = endpoint.host else { throw .configuration("cannot make a URL for \(key)") }
        let defaultPort = endpoint.scheme == "https" ? 443 : 80
        let payloadHash = body.isEmpty ? SigV4Signer.emptyPayloadHash : SigV4Signer.hex(SHA256.hash(data: body))
        var signed = headers
        signed["host"] = endpoint.port.map { $0 == defaultPort ? host : "\(host):\($0)" } ?? host
        signed["x-amz-content-sha256"] = payloadHash
        let signature = signer.sign(method: method, path: path, query: query, headers: signed, payloadHash: payloadHash, date: Date())
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.timeoutInterval = deadline(forBody: body.count)
        for (name, value) in signature.headers where name != "host" { request.setValue(value, forHTTPHeaderField: name) }
        if method == "PUT" || method == "POST" { request.httpBody = Data(body) }
        let http: HTTPURLResponse
        let bytes: [UInt8]
        do {
            (http, bytes) = try await transfers.run(request, on: session, limit: Self.objectLimit, deadline: deadline(forBody: body.count))
        } catch let error as RemoteError {
            throw error
        } catch {
            throw .unreachable((error as? URLError).map { "\($0.code.rawValue): \($0.localizedDescription)" } ?? "\(type(of: error))")
        }
        let ok = (200..<300).contains(http.statusCode)
        return S3Answer(status: http.statusCode, body: bytes, code: ok ? "" : S3ErrorCode.printable(from: bytes),
                        etag: http.value(forHTTPHeaderField: "ETag"))
    }
}

extension S3Client {
    /// The whole time a request sending `count` bytes may take.
    func deadline(forBody count: Int) -> TimeInterval {
        timeout + (slowestRate.map { Double(count) / $0 } ?? 0)
    }
}

/// What a store answered to one request.
struct S3Answer: Sendable {
    var status: Int
    var body: [UInt8]
    /// S3's error code when it is a known one (`S3ErrorCode.printable`), "" on success.
    var code: String
    var etag: String?
}
