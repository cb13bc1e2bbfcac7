import Foundation
import VitrineCore
import VitrineLibrary

/// Other real places a quiz player could take for a photo's place: the wrong answers offered beside the right one.
///
/// The rule, so that no choice gives the answer away: a choice is at least `minimumKilometres` from the answer
/// and from every other choice (never a district of the same city), and its name is neither the answer's nor
/// another choice's, nor contained in one (case and accents ignored). Places of the answer's country come first,
/// then others; among equals the order is a hash of the answer and the candidate, so the same library always gets
/// the same choices, while neighbouring photos get different ones. `ReverseGeocoder.alternatives` searches ever
/// wider circles (see `radiiKilometres`), never farther: a choice half a world away would be no choice at all.
public enum PlaceAlternatives {
    /// Closer than this to the answer (or another choice) is the same place for a player.
    public static let minimumKilometres = 25.0
    /// The circles searched, smallest first, until enough choices are found.
    public static let radiiKilometres = [300.0, 1000.0, 3000.0]
    /// Mean Earth radius, for great-circle distances.
    public static let earthRadiusKilometres = 6371.0

    /// Up to `count` choices from `candidates` by the rule above; fewer when the candidates have no more.
    public static func pick(for answer: Place, from candidates: [Place], count: Int = 3) -> [Place] {
        let seed = seed(for: answer)
        let ranked = candidates.map { candidate in
            (place: candidate, order: order(sameCountry: candidate.countryCode == answer.countryCode, seed: seed,
                                            latitude: candidate.point.latitude, longitude: candidate.point.longitude))
        }.sorted { $0.order < $1.order }
        return choose(for: answer, ranked: ranked.lazy.map(\.place), count: count)
    }

    /// The first `count` of `ranked` (best first) that keep the rule: far enough, and another name.
    static func choose(for answer: Place, ranked: some Sequence<Place>, count: Int) -> [Place] {
        let answerKey = foldedName(answer.city)
        var picked: [(place: Place, key: String)] = []
        for candidate in ranked {
            guard picked.count < count else { break }
            guard kilometres(candidate.point, answer.point) >= minimumKilometres,
                  picked.allSatisfy({ kilometres(candidate.point, $0.place.point) >= minimumKilometres }) else { continue }
            let key = foldedName(candidate.city)
            guard !key.isEmpty, !sameName(key, answerKey), picked.allSatisfy({ !sameName(key, $0.key) }) else { continue }
            picked.append((candidate, key))
        }
        return picked.map(\.place)
    }

    /// Where a candidate ranks: the answer's country first, then a hash of the answer and the candidate's position.
    static func order(sameCountry: Bool, seed: UInt64, latitude: Double, longitude: Double) -> (Int, UInt64) {
        let position = UInt64(bitPattern: Int64(latitude * 1e6)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(longitude * 1e6))
        return (sameCountry ? 0 : 1, mix(seed ^ position))
    }

    static func seed(for answer: Place) -> UInt64 {
        FNV1a.hash(Array("\(answer.city)|\(answer.countryCode)".utf8))
    }

    /// SplitMix64's finaliser: neighbouring positions land far apart in the order.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Great-circle distance in kilometres (haversine).
    public static func kilometres(_ a: GeoPoint, _ b: GeoPoint) -> Double {
        let radians = Double.pi / 180
        let dLat = (b.latitude - a.latitude) * radians, dLon = (b.longitude - a.longitude) * radians
        let h = sin(dLat / 2) * sin(dLat / 2)
            + cos(a.latitude * radians) * cos(b.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadiusKilometres * asin(min(1, sqrt(h)))
    }

    /// Names that contain one another ("Roma", "Roma Capitale") read as the same place.
    private static func sameName(_ a: String, _ b: String) -> Bool {
        a.contains(b) || b.contains(a)
    }

    private static func foldedName(_ name: String) -> String {
        name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en"))
            .trimmingCharacters(in: .whitespaces)
    }
}

extension ReverseGeocoder {
    /// Up to `count` other real places near `place` a player could take for it, by `PlaceAlternatives`' rule;
    /// fewer (or none) where the table has no more within the widest circle.
    public func alternatives(to place: Place, count: Int = 3) -> [Place] {
        guard place.point.isValid, !place.city.isEmpty else { return [] }
        let target = UnitVector(place.point)
        let seed = PlaceAlternatives.seed(for: place)
        let country = (0..<table.countries.count).first { table.countries[$0] == place.countryCode } ?? -1
        var picked: [Place] = []
        for radius in PlaceAlternatives.radiiKilometres {
            // The chord of an arc of `radius` on the unit sphere.
            let chord = 2 * sin(radius / PlaceAlternatives.earthRadiusKilometres / 2)
            // Ranked by the table's columns alone; names are decoded only for the few places looked at.
            let ranked = table.indices(within: chord, of: target).map { index in
                (index: index, order: PlaceAlternatives.order(
                    sameCountry: Int(table.countryIndices[index]) == country, seed: seed,
                    latitude: Double(table.latitudes[index]) / 1e6, longitude: Double(table.longitudes[index]) / 1e6))
            }.sorted { $0.order < $1.order }
            picked = PlaceAlternatives.choose(for: place, ranked: ranked.lazy.map { self.table.place(at: $0.index) }, count: count)
            if picked.count == count { break }
        }
        return picked
    }
}
