import ArgumentParser
import VitrineLibrary

/// `vitrine scale FACTOR PHOTO...`
struct ScaleCommand: SidecarVerb {
    static let configuration = CommandConfiguration(
        commandName: "scale",
        abstract: "Zoom photos in on their centre (1 = the whole picture, 2 = twice as close).",
        usage: "vitrine scale <factor> <photo> ...",
        discussion: "The factor comes first, then one or more photos. It is absolute, not relative to the current one. The previous transform goes onto the undo history.\n\nExample: vitrine scale 1.5 Cameras/Nikon_D70.jpg"
    )

    /// Taken raw so `scale -1 a.jpg` gets the scale message rather than an option error.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The zoom factor, at least 1, then the photos.", valueName: "factor> <photo"))
    var values: [String] = []

    func validate() throws {
        _ = try Self.factorAndPhotos(values)
    }

    func run() throws {
        let (factor, photos) = try Self.factorAndPhotos(values)
        try apply(.scale(to: factor), to: photos)
    }

    static func factorAndPhotos(_ values: [String]) throws -> (Double, [String]) {
        let factor: Double
        let photos: [String]
        do { (factor, photos) = try EditArguments.numberAndPhotos(values, name: "scale") } catch { throw ValidationError(error.message) }
        guard factor >= 1 else { throw ValidationError("The scale must be at least 1 (1 = no zoom), not \(JSONWriter.format(factor)).") }
        return (factor, photos)
    }
}
