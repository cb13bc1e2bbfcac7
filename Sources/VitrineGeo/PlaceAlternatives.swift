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
        let answerKey = foldedName(answer.city)
        let ranked = candidates.map { candidate in
            (place: candidate, sameCountry: candidate.countryCode == answer.countryCode,
             order: FNV1a.hash(Array("\(answer.city)|\(answer.countryCode)|\(candidate.city)|\(candidate.point.latitude)|\(candidate.point.longitude)".utf8)))
        }.sorted { ($0.sameCountry ? 0 : 1, $0.order) < ($1.sameCountry ? 0 : 1, $1.order) }
        var picked: [(place: Place, key: String)] = []
        for candidate in ranked where picked.count < count {
            let key = foldedName(candidate.place.city)
            guard !key.isEmpty, !sameName(key, answerKey),
                  kilometres(candidate.place.point, answer.point) >= minimumKilometres,
                  picked.allSatisfy({ !sameName(key, $0.key) && kilometres(candidate.place.point, $0.place.point) >= minimumKilometres })
            else { continue }
            picked.append((candidate.place, key))
        }
        return picked.map(\.place)
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
        var picked: [Place] = []
        for radius in PlaceAlternatives.radiiKilometres {
            // The chord of an arc of `radius` on the unit sphere.
            let chord = 2 * sin(radius / PlaceAlternatives.earthRadiusKilometres / 2)
            let candidates = table.indices(within: chord, of: target).map(table.place(at:))
            picked = PlaceAlternatives.pick(for: place, from: candidates, count: count)
            if picked.count == count { break }
        }
        return picked
    }
}
