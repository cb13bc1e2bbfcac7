import ArgumentParser

/// The `vitrine` command: subcommands only; the work happens in the library targets.
@main
struct Vitrine: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: "A static photo-gallery generator: a folder of photos in, a fast static site out.",
        version: BuildInfo.version,
        subcommands: [
            BuildCommand.self, ServeCommand.self, InitCommand.self, ThemeCommand.self,
            RateCommand.self, FavoriteCommand.self, TagCommand.self, RotateCommand.self, ScaleCommand.self,
            UndoCommand.self, ResetCommand.self, ShowCommand.self,
        ]
    )
}
