import ArgumentParser
import VitrineLibrary

/// `vitrine rotate DEGREES PHOTO...`; DEGREES may be negative (`rotate -90 a.jpg`).
struct RotateCommand: SidecarVerb {
    static let configuration = CommandConfiguration(
        commandName: "rotate",
        abstract: "Rotate photos by some degrees, relative to their current rotation.",
        usage: "vitrine rotate <degrees> <photo> ...",
        discussion: "Positive is clockwise, negative counter-clockwise; multiples of 90 are exact, other angles crop to the largest upright rectangle. The previous transform goes onto the undo history.\n\nExample: vitrine rotate -90 Orientation/portrait_1.jpg"
    )

    /// Taken raw so a negative angle is not mistaken for an option.
    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The angle in degrees, then the photos.", valueName: "degrees> <photo"))
    var values: [String] = []

    func validate() throws {
        do { _ = try EditArguments.numberAndPhotos(values, name: "degrees") } catch { throw ValidationError(error.message) }
    }

    func run() throws {
        let (degrees, photos) = try EditArguments.numberAndPhotos(values, name: "degrees")
        try apply(.rotate(by: degrees), to: photos)
    }
}
