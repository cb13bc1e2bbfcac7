/// Why a site could not be rendered. Each case names the theme file concerned.
public enum SiteError: Error, Equatable, CustomStringConvertible {
    /// The theme folder is missing from the installation.
    case themeNotFound(String)
    /// A theme file could not be read.
    case themeFileUnreadable(path: String, reason: String)
    /// A template has a syntax error.
    case templateInvalid(path: String, reason: String)
    /// A template the pages need is not in the theme.
    case templateMissing(String)
    /// A partial model lacks a photo the page shows (a bug of the caller's selection: the page is not rendered).
    case photosNotHeld(page: String)

    public var description: String {
        switch self {
        case .themeNotFound(let path):
            return "\(path): theme: the theme folder is missing; reinstall Vitrine or pass a theme folder."
        case .themeFileUnreadable(let path, let reason):
            return "\(path): theme: cannot read the file (\(reason))."
        case .templateInvalid(let path, let reason):
            return "\(path): theme: the template does not parse (\(reason)); fix its Mustache syntax."
        case .templateMissing(let name):
            return "\(name).mustache: theme: the template is missing from the theme folder."
        case .photosNotHeld(let page):
            return "\(page): the partial model lacks photos this page shows; a full build renders it."
        }
    }
}
