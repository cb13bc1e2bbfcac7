import FuzzDriver
import VitrineServe

/// Any bytes through the preview server's request parser, as one read and split into reads at every size the first
/// byte picks, with small limits so the caps are reached; then what each parsed request's accessors make of it, and
/// the byte range its Range header asks of a file as long as its body.
/// Whatever the split, the same requests must come out.
@main enum FuzzHTTP: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        guard let first = bytes.first else { return }
        var limits = ServerLimits()
        limits.requestLine = 256
        limits.head = 1024
        limits.headerCount = 16
        limits.body = 512
        let whole = parse(Array(bytes.dropFirst()), chunk: bytes.count, limits: limits)
        let split = parse(Array(bytes.dropFirst()), chunk: Int(first % 16) + 1, limits: limits)
        if whole != split { fatalError("the split changed the parse: \(whole) vs \(split)") }
    }

    /// Each request's method, target and body length, then the refusal's status, if any.
    static func parse(_ bytes: [UInt8], chunk: Int, limits: ServerLimits) -> [String] {
        var parser = RequestParser(limits: limits)
        var seen: [String] = []
        var offset = 0
        while offset < bytes.count {
            parser.append(bytes[offset..<min(offset + chunk, bytes.count)])
            offset += chunk
            while true {
                switch parser.next() {
                case .needMore:
                    break
                case .refuse(let status, _):
                    return seen + ["refuse \(status)"]
                case .request(let request):
                    _ = (request.path, request.query("token"), request.target(removing: "token"), request.cookie("a"), request.header("Host"))
                    checkRange(request.header("Range"), size: request.body.count)
                    checkEdit(request.body)
                    seen.append("\(request.method) \(request.target) \(request.body.count)")
                    continue
                }
                break
            }
        }
        return seen
    }

    /// A range always lies inside the file, and is never empty.
    static func checkRange(_ header: String?, size: Int) {
        if case .bytes(let range) = ByteRange(header: header, size: size),
           range.isEmpty || range.lowerBound < 0 || range.upperBound > size {
            fatalError("range \(range) of a \(size)-byte file from \(header ?? "")")
        }
    }

    /// A body the curation API takes names a photo by a catalog id only: never a path, never `..`.
    static func checkEdit(_ body: [UInt8]) {
        guard let edit = try? EditRequest(body: body) else { return }
        if !EditRequest.isCatalogID(edit.id) || edit.id.contains("/") || edit.id.contains(".") {
            fatalError("an edit named \(edit.id)")
        }
    }
}
