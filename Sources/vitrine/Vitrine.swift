import ArgumentParser
import Foundation

/// The `vitrine` command: subcommands only; the work happens in the library targets.
struct Vitrine: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vitrine",
        abstract: "A static photo-gallery generator: a folder of photos in, a fast static site out.",
        version: BuildInfo.version,
        subcommands: [
            BuildCommand.self, ServeCommand.self, InitCommand.self, ThemeCommand.self,
            RateCommand.self, FavoriteCommand.self, TagCommand.self, RotateCommand.self, ScaleCommand.self,
            UndoCommand.self, ResetCommand.self, TitleCommand.self, CaptionCommand.self, HideCommand.self, CoverCommand.self,
            ShowCommand.self,
            DeployCommand.self,
            DecodeWorkerCommand.self,
            ShareCommand.self,
        ]
    )
}

/// The entry point. `vitrine --version` alone is answered at once, as ArgumentParser would answer it; anything
/// else is parsed and run by ArgumentParser in a task, the main thread serving the main queue as an async main does.
@main
enum Entry {
    static func main() {
        if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "--version" {
            print(BuildInfo.version)
            return
        }
        Task {
            await Vitrine.main()
            exit(0)
        }
        dispatchMain()
    }
}
