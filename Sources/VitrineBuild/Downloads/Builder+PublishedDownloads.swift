import Foundation
import VitrineCore
import VitrineSite

extension Builder {
    /// The sidecar way's pages link what the last long way published: an original only when its file is in the
    /// site, an album's archive only when it is there (the long way leaves out what it could not publish). Only
    /// the photos and albums of the partial model are looked up.
    static func linkPublishedDownloads(_ model: inout SiteModel, site: URL) {
        let root = site.path + "/"
        for id in Array(model.photos.keys) {
            guard let path = model.photos[id]?.originalPath else { continue }
            if FileStatus.of(root + path, followingLinks: false) == nil { model.photos[id]?.originalPath = nil }
        }
        let archives = DownloadPaths.archives(root: model.root, downloads: model.downloads)
        model.downloads = model.downloads.filter { album, _ in
            archives[album].map { FileStatus.of(root + $0, followingLinks: false) != nil } ?? false
        }
    }
}
