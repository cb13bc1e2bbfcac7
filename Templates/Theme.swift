import Foundation
import VitrineCore

/// The default theme: Mustache templates, CSS and JS in `Templates/theme`, shipped as a resource bundle.
public enum Theme {
    /// The folder holding the theme files: in the resource bundle beside the executable or installed under
    /// `share/vitrine` (see `ResourceBundles`); nil when neither has it.
    public static var directory: URL? {
        if let url = ResourceBundles.url(target: "VitrineTheme", resource: "theme") { return url }
        #if DEBUG
        // A debug build run by another program (a macOS test runner) finds it through SwiftPM's accessor, which
        // knows the build folder; a release build never looks there.
        return Bundle.module.url(forResource: "theme", withExtension: nil)
        #else
        return nil
        #endif
    }

    /// Where the theme was looked for, for the error when it is missing.
    public static var searchDescription: String {
        ResourceBundles.searchDescription(target: "VitrineTheme")
    }
}
