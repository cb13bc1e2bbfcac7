import Foundation
import VitrineLibrary

/// Checks where the library, site and cache folders sit relative to each other before anything is written:
/// Vitrine writes only inside the site and cache folders, and the site must never swallow the library.
enum FolderRules {
    static func check(_ options: BuildOptions) throws(BuildError) {
        let library = resolved(options.library)
        let site = resolved(options.site)
        let cache = resolved(options.cacheDirectory)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: library.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BuildError(path: options.library.path, step: .options,
                             message: "the library folder does not exist; pass the folder that holds your photos")
        }
        if site == library || contains(site, library) {
            throw BuildError(path: options.site.path, step: .options,
                             message: "the site folder would hold the library; choose an output folder outside it (-o SITE)")
        }
        // The default site folder, LIBRARY/public, is the one place inside the library a site may go: the scan
        // leaves it out. An album already there is not taken over.
        let defaultSite = resolved(BuildOptions.defaultSite(library: library))
        if site == defaultSite {
            try checkDefaultSiteIsNoAlbum(options.site)
        } else if contains(library, site) {
            throw BuildError(path: options.site.path, step: .options,
                             message: "the site folder is inside the library; choose an output folder outside it (-o SITE), or leave -o out to build into LIBRARY/\(BuildOptions.defaultSiteName)")
        }
        if cache == site || contains(site, cache) {
            throw BuildError(path: options.cacheDirectory.path, step: .options,
                             message: "the cache folder is inside the site folder and would be published; use --cache elsewhere")
        }
    }

    /// True when `inner` lies strictly inside `outer`.
    static func contains(_ outer: URL, _ inner: URL) -> Bool {
        let outerPath = outer.path.hasSuffix("/") ? outer.path : outer.path + "/"
        return inner.path.hasPrefix(outerPath)
    }

    /// The path with symlinks resolved as far as it exists, so `a/../b` and links compare equal.
    static func resolved(_ url: URL) -> URL {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        var result = existing.resolvingSymlinksInPath()
        for part in rest { result.appendPathComponent(part) }
        return result.standardizedFileURL
    }
}

extension FolderRules {
    /// Refuses `LIBRARY/public` as the site folder when it holds photos of its own (an album named "public") and no
    /// site: building there would leave the album out of the scan in silence.
    static func checkDefaultSiteIsNoAlbum(_ site: URL) throws(BuildError) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: site.path),
              !names.contains("index.html"),
              let photo = names.first(where: { LibraryScanner.isPhotoFileName($0) || LibraryScanner.isVideoFileName($0) }) else { return }
        throw BuildError(path: site.path, step: .options,
                         message: "holds photos (such as \(photo)) but is where the site goes by default; pass -o SITE to build elsewhere, or rename that album")
    }
}
