import Foundation
import VitrineCore
import VitrineLibrary

/// Offline reverse geocoding over GeoNames populated places shipped with Vitrine.
///
/// The places (GeoNames cities1000, CC BY 4.0) are stored by `scripts/make-places.py` in the order of a
/// balanced k-d tree over unit vectors on the sphere, so a lookup measures true nearness everywhere:
/// across the antimeridian and near the poles alike. Immutable once loaded, so it is shared freely.
public final class ReverseGeocoder: Sendable {
    let table: PlaceTable

    init(table: PlaceTable) {
        self.table = table
    }

    /// The shipped place table: in the resource bundle beside the executable or installed under
    /// `share/vitrine` (see `ResourceBundles`); nil when neither has it.
    public static var defaultTableURL: URL? {
        if let url = ResourceBundles.url(target: "VitrineGeo", resource: "places.bin") { return url }
        #if DEBUG
        // A debug build run by another program (a macOS test runner) finds it through SwiftPM's accessor, which
        // knows the build folder; a release build never looks there.
        return Bundle.module.url(forResource: "places", withExtension: "bin")
        #else
        return nil
        #endif
    }

    /// The shipped place table, read on first use and kept: a process that builds more than once (`serve` on every edit, the tests) reads its 3.7 MB once.
    public static func loadDefault() throws -> ReverseGeocoder {
        try shippedTable.get()
    }

    private static let shippedTable = Result { () throws -> ReverseGeocoder in
        guard let url = defaultTableURL else {
            throw GeocoderError(path: "places.bin", message: "the place table is missing (looked for \(ResourceBundles.searchDescription(target: "VitrineGeo"))); reinstall Vitrine")
        }
        return try load(contentsOf: url)
    }

    /// Loads a place table written by `scripts/make-places.py`.
    public static func load(contentsOf url: URL) throws -> ReverseGeocoder {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw GeocoderError(path: url.path, message: "cannot read the place table: \(error.localizedDescription)")
        }
        do {
            // Installed trees hold it gzipped (3.6 MB raw, 2 MB packed: the install's size bound).
            let table = GzipInflate.isGzip(data) ? try GzipInflate.inflate(data, limit: 64 << 20) : data
            return ReverseGeocoder(table: try PlaceTable(table))
        } catch let error as GzipInflate.Failure {
            throw GeocoderError(path: url.path, message: "cannot unpack the place table (\(error.reason)); reinstall Vitrine")
        } catch let error as PlaceTable.FormatError {
            throw GeocoderError(path: url.path, message: "the place table is damaged (\(error.reason)); reinstall Vitrine")
        } catch {
            throw GeocoderError(path: url.path, message: "the place table cannot be read (\(error)); reinstall Vitrine")
        }
    }

    /// How many places the table holds.
    public var placeCount: Int { table.count }

    /// The nearest populated place, nil for an invalid point.
    public func nearest(to point: GeoPoint) -> Place? {
        guard point.isValid, let index = table.nearestIndex(to: UnitVector(point)) else { return nil }
        return table.place(at: index)
    }

    /// Country name for an ISO code in the given language, e.g. ("IT", "en") -> "Italy"; the code itself
    /// when Foundation does not know it.
    public static func countryName(code: String, language: String) -> String {
        let locale = Locale(identifier: language.isEmpty ? "en" : language)
        let name = locale.localizedString(forRegionCode: code.uppercased())
        guard let name, !name.isEmpty else { return code }
        return name
    }
}

/// The place table could not be loaded.
public struct GeocoderError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public init(path: String, message: String) { self.path = path; self.message = message }
    public var description: String { "\(path): \(message)" }
}
