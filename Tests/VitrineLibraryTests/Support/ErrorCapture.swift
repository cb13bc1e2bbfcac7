import Foundation
import VitrineLibrary

/// Catches the typed errors of the library's throwing calls so tests can look at line, column and message.
enum ErrorCapture {
    /// The syntax error parsing `bytes` reports, or nil when it parses.
    static func syntax(_ bytes: [UInt8], maxDepth: Int = JSONParser.defaultMaxDepth) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(bytes, maxDepth: maxDepth)
            return nil
        } catch {
            return error
        }
    }

    static func syntax(_ text: String) -> JSONSyntaxError? { syntax(Array(text.utf8)) }

    /// The schema errors a sidecar reports, or nil when it is valid (or not even JSON).
    static func sidecarSchema(_ text: String) -> [SchemaError]? {
        do {
            _ = try Sidecar(jsonBytes: Array(text.utf8))
            return nil
        } catch {
            guard case .schema(let errors) = error else { return nil }
            return errors
        }
    }

    static func albumSchema(_ text: String) -> [SchemaError]? {
        do {
            _ = try AlbumSettings(jsonBytes: Array(text.utf8))
            return nil
        } catch {
            guard case .schema(let errors) = error else { return nil }
            return errors
        }
    }

    static func siteSchema(_ text: String) -> [SchemaError]? {
        do {
            _ = try SiteSettings(jsonBytes: Array(text.utf8))
            return nil
        } catch {
            guard case .schema(let errors) = error else { return nil }
            return errors
        }
    }

    /// The edit error `body` throws, or nil when it succeeds.
    static func edit<T>(_ body: () throws(EditError) -> T) -> EditError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }
}
