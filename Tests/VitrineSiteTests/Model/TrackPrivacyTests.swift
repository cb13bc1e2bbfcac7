import Testing
import VitrineLibrary
@testable import VitrineSite

/// A GPX track is a position trail: `none` publishes none of it; below `exact` its ends (home) are cut off and the
/// rest rounded.
@Suite struct TrackPrivacyTests {
    /// Five kilometres north from a home, a point every ~111 m, zigzagging east and back.
    static let home = GeoPoint(latitude: 43.31234, longitude: 11.31234)
    static let track = track(step: 0.001)

    static func track(step: Double) -> [GeoPoint] {
        (0...45).map { GeoPoint(latitude: home.latitude + Double($0) * step, longitude: home.longitude + ($0 % 2 == 0 ? 0 : step / 2)) }
    }

    @Test func noneIsNoTrack() {
        #expect(TrackPrivacy.published([Self.track], precision: .none).isEmpty)
    }

    @Test func exactIsTheTrack() {
        #expect(TrackPrivacy.published([Self.track, [Self.home]], precision: .exact) == [Self.track])
    }

    /// (Under `city` a 5 km walk rounds to a point or two, so no line: a 50 km drive is drawn.)
    @Test(arguments: [(SiteSettings.LocationPrecision.approximate, 100.0), (.city, 10.0)])
    func belowExactTheEndsAreCutAndTheRestRounded(_ precision: SiteSettings.LocationPrecision, _ scale: Double) throws {
        let track = Self.track(step: precision == .city ? 0.01 : 0.001)
        #expect(TrackPrivacy.published([Self.track], precision: .city).isEmpty || precision == .approximate)
        let published = TrackPrivacy.published([track], precision: precision)
        let points = published.flatMap { $0 }
        #expect(!points.isEmpty)
        for point in points {
            #expect((point.latitude * scale).rounded() / scale == point.latitude)
            #expect((point.longitude * scale).rounded() / scale == point.longitude)
        }
        // Nothing near either end survives, even rounded: the nearest published point is over half a kilometre away
        // (1 km cut, less at most the rounding's half-step).
        let ends = [track[0], track[track.count - 1]]
        if precision == .approximate {
            for point in points { for end in ends { #expect(TrackSimplifier.metres(point, end) > 500) } }
        }
        #expect(!points.contains(GeoPoint(latitude: (Self.home.latitude * scale).rounded() / scale,
                                          longitude: (Self.home.longitude * scale).rounded() / scale)) || precision == .city)
    }

    /// A loop that comes home at the end: the home is cut at both ends, the far side stays.
    @Test func aLoopLosesItsHomeAtBothEnds() {
        let out = (0...30).map { GeoPoint(latitude: Self.home.latitude + Double($0) * 0.001, longitude: Self.home.longitude) }
        let published = TrackPrivacy.published([out + out.reversed()], precision: .approximate).flatMap { $0 }
        #expect(!published.isEmpty)
        for point in published { #expect(TrackSimplifier.metres(point, Self.home) > 500) }
    }
}
