import Foundation

/// A generated search index's entries at scale (issue 30), as `SearchEntry.text` holds them (the record, a line
/// break, the words in the normal form separated by spaces): a thousand albums of a hundred photos in date order,
/// each with the words of a title, a place, a camera and an album, the year and the month (`~mMM`), and a record of
/// the size and shape a real site's has. Words are ASCII, so they are their own normal form.
public enum SearchScale {
    static let cities = ["arezzo", "siena", "firenze", "helsinki", "paris", "lyon", "kyoto", "tokyo", "quebec", "montreal"]
    static let cameras = ["nikon corporation nikon d70", "canon eos 40d", "fujifilm x100v", "apple iphone 15 pro", "sony ilce 7m3"]
    static let nouns = ["market", "tower", "church", "harbour", "bridge", "garden", "street", "square", "cafe", "beach", "river",
                        "mountain", "festival", "dinner", "portrait", "sunset", "train", "station", "museum", "forest"]

    /// Photo `n`'s entry; its images all point at `image` when given (a real file, for a browser to show).
    public static func entry(_ n: Int, image: String? = nil) -> String {
        let album = n / 100, year = 2000 + n * 25 / 100_000, month = (n / 700) % 12 + 1
        let name = String(format: "%08x", n &* 2_654_435_761 & 0xFFFF_FFFF)
        let path = image ?? "images/\(name.prefix(2))/\(name)0123456789abcdef-0-350.jpg"
        let srcset = [350, 700, 1024].map { "\(path.replacingOccurrences(of: "-350.", with: "-\($0).")) \($0)w" }.joined(separator: ", ")
        let record = ##"{"a":"\##(nouns[n % 20].capitalized) \##(n % 37)","c":"#8a7b6c","f":false,"h":233,"j":"\##(srcset)","r":\##(n % 6),"##
            + ##""s":"\##(path)","u":"albums/trip-\##(album)/img-\##(n).html","w":350}"##
        let text = "\(nouns[n % 20]) \(nouns[(n / 3) % 20]) \(n % 37) \(cities[(album * 7) % 10]) \(cameras[(album * 3) % 5]) trip \(album)"
        let words = Set(text.split(separator: " ").map(String.init) + [String(year), month < 10 ? "~m0\(month)" : "~m\(month)"]).sorted()
        return record + "\n" + words.joined(separator: " ")
    }
}
