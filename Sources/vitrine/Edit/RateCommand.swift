import ArgumentParser
import VitrineLibrary

/// `vitrine rate N PHOTO...`
struct RateCommand: SidecarVerb {
    static let configuration = CommandConfiguration(
        commandName: "rate",
        abstract: "Set the star rating of photos (0 = unrated, 1 to 5 stars).",
        usage: "vitrine rate <rating> <photo> ...",
        discussion: "The rating comes first, then one or more photos. Writes the rating into each photo's sidecar (PHOTO.jpg.json); the photo itself is never changed.\n\nExample: vitrine rate 4 Tuscany/DSCN0010.jpg Tuscany/DSCN0012.jpg"
    )

    /// Taken raw so `rate -1 a.jpg` and `rate a.jpg 4` get a plain message rather than an option error.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Stars from 0 (unrated) to 5, then the photos.", valueName: "rating> <photo"))
    var values: [String] = []

    func validate() throws {
        _ = try Self.ratingAndPhotos(values)
    }

    func run() throws {
        let (rating, photos) = try Self.ratingAndPhotos(values)
        try apply(.rate(rating), to: photos)
    }

    /// The whole-number rating 0...5 and the photos after it.
    static func ratingAndPhotos(_ values: [String]) throws -> (Int, [String]) {
        let number: Double
        let photos: [String]
        do { (number, photos) = try EditArguments.numberAndPhotos(values, name: "rating") } catch { throw ValidationError(error.message) }
        guard number == number.rounded(), (0...5).contains(number) else {
            throw ValidationError("The rating must be a whole number from 0 (unrated) to 5, not \(JSONWriter.format(number)).")
        }
        return (Int(number), photos)
    }
}
