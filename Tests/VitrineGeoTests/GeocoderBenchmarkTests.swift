import Foundation
import Testing
import VitrineGeo
import VitrineLibrary

/// Prints load and lookup times; run with VITRINE_BENCH=1, ideally in release.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["VITRINE_BENCH"] != nil))
struct GeocoderBenchmarkTests {
    @Test func loadAndLookups() throws {
        let clock = ContinuousClock()
        var geocoder: ReverseGeocoder?
        let load = try clock.measure { geocoder = try ReverseGeocoder.load(contentsOf: #require(ReverseGeocoder.defaultTableURL)) }
        let loaded = try #require(geocoder)
        var generator = SystemRandomNumberGenerator()
        let points = (0..<100_000).map { _ in
            GeoPoint(latitude: .random(in: -90...90, using: &generator), longitude: .random(in: -180...180, using: &generator))
        }
        var found = 0
        let lookups = clock.measure {
            for point in points where loaded.nearest(to: point) != nil { found += 1 }
        }
        #expect(found == points.count)
        print("geocoder bench: load \(load), 100,000 random lookups \(lookups) (\(lookups / 100_000) each)")
    }
}

extension GeocoderBenchmarkTests {
    /// The quiz's wrong choices for 1,000 places of the table (dense Europe and sparse elsewhere alike).
    @Test func alternatives() throws {
        let geocoder = try ReverseGeocoder.load(contentsOf: #require(ReverseGeocoder.defaultTableURL))
        var generator = SystemRandomNumberGenerator()
        let places = (0..<1_000).compactMap { _ in
            geocoder.nearest(to: GeoPoint(latitude: .random(in: -60...70, using: &generator), longitude: .random(in: -180...180, using: &generator)))
        }
        var offered = 0
        let time = ContinuousClock().measure {
            for place in places { offered += geocoder.alternatives(to: place).count }
        }
        #expect(offered > 0)
        print("geocoder bench: alternatives for 1,000 places \(time) (\(time / 1_000) each), \(offered) choices")
    }
}
