import Foundation

/// Finds the resource bundles of Vitrine's targets (the theme, the place table, whatever a target declares
/// under `resources:` in Package.swift) relative to the running executable, never through the build folder,
/// so an installed or moved `vitrine` finds its own files and a copy of the build folder is never needed.
///
/// SwiftPM names a target's bundle `Vitrine_TARGET.resources` (Linux) or `Vitrine_TARGET.bundle` (macOS) and
/// puts it beside the executable it builds; `make install` copies every bundle of the build, unchanged, into
/// `PREFIX/share/vitrine`. A target with resources asks here with its own name: nothing else is needed.
public enum ResourceBundles {
    /// The package name SwiftPM puts before each target's name.
    static let package = "Vitrine"

    /// The installed layout's bundle folder, relative to the executable's folder (`PREFIX/bin`).
    public static let installedFolder = "../share/vitrine"

    /// The bundle of `target`'s resources, or nil when it is in none of `searchedFolders`.
    public static func bundle(target: String) -> Bundle? {
        for folder in searchedFolders {
            let url = folder.appendingPathComponent(bundleName(target: target), isDirectory: true)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue,
               let bundle = Bundle(url: url) {
                return bundle
            }
        }
        return nil
    }

    /// A resource file or folder of `target`'s bundle, by its name with extension (`places.bin`, `theme`).
    public static func url(target: String, resource: String) -> URL? {
        guard let bundle = bundle(target: target) else { return nil }
        let name = resource as NSString
        let ext = name.pathExtension
        return bundle.url(forResource: name.deletingPathExtension, withExtension: ext.isEmpty ? nil : ext)
    }

    /// The bundle's folder name as SwiftPM writes it on this platform.
    public static func bundleName(target: String) -> String {
        #if canImport(Darwin)
        "\(package)_\(target).bundle"
        #else
        "\(package)_\(target).resources"
        #endif
    }

    /// Where bundles are looked for, in order: beside the executable (SwiftPM's build layout, and a flat
    /// unpacked copy), then `../share/vitrine` from it (the installed layout). Empty when the executable's own
    /// path is unknown.
    public static var searchedFolders: [URL] {
        guard let executable = ExecutablePath.current else { return [] }
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        return [folder, folder.appendingPathComponent(installedFolder, isDirectory: true).standardizedFileURL]
    }

    /// For error messages: the folders searched for `target`'s bundle.
    public static func searchDescription(target: String) -> String {
        let folders = searchedFolders.map(\.path)
        let name = bundleName(target: target)
        return folders.isEmpty ? "\(name) (the executable's path is unknown)" : "\(name) in \(folders.joined(separator: " or "))"
    }
}
