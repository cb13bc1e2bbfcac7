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
    /// The whole time one request may take, however steadily its bytes come.
    let timeout: TimeInterval
    /// The largest answer taken: a render bundle holds one photo's images, a few MB.
    public static let objectLimit = 64 << 20

    /// `timeout` bounds each request, idle or not: an unreachable or trickling store costs that once, then the
    /// build renders locally.
    public init(location: S3Location, credentials: S3Credentials, timeout: TimeInterval = 20) {
        self.location = location
        self.timeout = timeout
        signer = SigV4Signer(credentials: credentials)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.httpMaximumConnectionsPerHost = 8
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        session = URLSession(configuration: configuration, delegate: transfers, delegateQueue: nil)
    }

    /// The object's bytes, or nil when there is none.
    public func get(_ key: String) async throws(RemoteError) -> [UInt8]? {
        let (status, body, code) = try await send("GET", key: key, body: [])
        if status == 404 { return nil }
        guard status == 200 else { throw .refused(status: status, code: code) }
        return body
    }

    public func put(_ key: String, bytes: [UInt8]) async throws(RemoteError) {
        let (status, _, code) = try await send("PUT", key: key, body: bytes)
        guard (200..<300).contains(status) else { throw .refused(status: status, code: code) }
    }

    private func send(_ method: String, key: String, body: [UInt8]) async throws(RemoteError) -> (Int, [UInt8], String) {
        let endpoint = signer.credentials.endpoint
        let base = endpoint.path.split(separator: "/").map(String.init)
        let path = "/" + (base + [location.bucket, key]).joined(separator: "/")
        var components = URLComponents()
        components.scheme = endpoint.scheme
        components.host = endpoint.host
        components.port = endpoint.port
        components.percentEncodedPath = SigV4Signer.encoded(path, keepSlash: true)
        guard let url = components.url, let host = endpoint.host else { throw .configuration("cannot make a URL for \(key)") }
        let defaultPort = endpoint.scheme == "https" ? 443 : 80
        let payloadHash = body.isEmpty ? SigV4Signer.emptyPayloadHash : SigV4Signer.hex(SHA256.hash(data: body))
        let signature = signer.sign(method: method, path: path, headers: [
            "host": endpoint.port.map { $0 == defaultPort ? host : "\(host):\($0)" } ?? host,
            "x-amz-content-sha256": payloadHash,
        ], payloadHash: payloadHash, date: Date())
        var request = URLRequest(url: url)
        request.httpMethod = method
        for (name, value) in signature.headers where name != "host" { request.setValue(value, forHTTPHeaderField: name) }
        if method == "PUT" { request.httpBody = Data(body) }
        let http: HTTPURLResponse
        let bytes: [UInt8]
        do {
            (http, bytes) = try await transfers.run(request, on: session, limit: Self.objectLimit, deadline: timeout)
        } catch let error as RemoteError {
            throw error
        } catch {
            throw .unreachable((error as? URLError).map { "\($0.code.rawValue): \($0.localizedDescription)" } ?? "\(type(of: error))")
        }
        return (http.statusCode, bytes, http.statusCode == 200 ? "" : S3ErrorCode.printable(from: bytes))
    }
}
