import Foundation

/// The default theme: Mustache templates, CSS and JS in `Templates/theme`, shipped as a resource bundle.
public enum Theme {
    /// The folder holding the theme files.
    public static var directory: URL? {
        Bundle.module.url(forResource: "theme", withExtension: nil)
    }
}
