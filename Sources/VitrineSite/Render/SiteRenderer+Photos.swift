import VitrineLibrary

extension SiteRenderer {
    /// The display-size bucket pages show, with the 700 for narrow screens and the 2048 for high-density ones.
    static let displayBuckets = [700, 1024, 2048]

    /// `sizes` for a display image whose largest file is `width` px wide: drawn at that width at most (the page's
    /// padding is 2 x 16 px plus a little), so a photo smaller than 1024 px is not enlarged to 1024 CSS px.
    static func displaySizes(width: Int) -> String {
        "(max-width: \(width + 36)px) 100vw, \(width)px"
    }

    /// The page of the photo at `index` in an album's order (previous and next follow that order).
    func photoPageFile(_ context: AlbumContext, index: Int) throws -> SiteFile? {
        let photo = context.photos[index]
        guard let path = layout.photoPagePath(photo.id) else { return nil }
        let view = photoPage(photo, index: index, in: context.photos, album: context.album, ancestors: context.ancestors, path: path)
        return file(path, try render("photo", view))
    }

    private func photoPage(_ photo: PhotoModel, index: Int, in photos: PhotoList, album: AlbumModel,
                           ancestors: [AlbumModel], path: String) -> PhotoPageView {
        let label = Self.label(photo)
        let albumName = albumTitle(album)
        let albumPage = layout.albumPageShowing(photo.id) ?? layout.albumPagePath(album.sourcePath) ?? SiteLayout.homePath
        let rating = max(0, min(5, photo.rating))
        func neighbour(_ offset: Int) -> String? {
            let other = index + offset
            guard photos.indices.contains(other), let target = layout.photoPagePath(photos[other].id) else { return nil }
            return href(path, target)
        }
        let photoTags: [TagLinkView] = photo.tags.compactMap { tag in
            guard let target = layout.tagPagePath(tag), !UserText.display(tag).isEmpty else { return nil }
            return TagLinkView(tagName: UserText.display(tag), tagHref: href(path, target), tagCount: "")
        }
        return PhotoPageView(
            chrome: chrome(page: path, title: label, section: .other, description: photo.caption,
                           summary: ([FactText.date(photo.exif.dateTimeOriginal, strings), placeText(photo)].compactMap { $0 } + [albumName])
                               .joined(separator: " · "),
                           cardPhoto: photo, isPhoto: true),
            breadcrumb: breadcrumb(ancestors + [album], page: path, currentTitle: label),
            heading: label,
            display: displayImage(photo, page: path, alt: label),
            prevHref: neighbour(-1), nextHref: neighbour(1),
            albumHref: href(path, albumPage) + "#t-\(index)", albumTitle: albumName,
            positionText: strings.text("position", ["i": strings.number(index + 1), "n": strings.number(photos.count)]),
            isFavorite: photo.favorite,
            photoCaption: UserText.displayOrNil(photo.caption),
            hasRating: model.settings.showRatings && rating > 0,
            stars: String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating),
            ratingText: strings.text("rated", ["n": String(rating)]),
            isoDate: FactText.isoDate(photo.exif.dateTimeOriginal),
            dateText: FactText.date(photo.exif.dateTimeOriginal, strings) ?? strings.text("dateUnknown"),
            camera: cameraText(photo),
            lens: UserText.displayOrNil(photo.exif.lens),
            exposure: exposureText(photo),
            placeText: placeText(photo),
            photoLabel: UserText.displayOrNil(photo.label),
            mapHref: photo.location.flatMap(FactText.mapURL),
            fileName: UserText.display(photo.fileName),
            tags: photoTags,
            originalHref: photo.originalPath.map { href(path, $0) },
            videoHref: photo.videoPath.map { href(path, $0) },
            motionHref: photo.motionClipPath.map { href(path, $0) },
            durationText: photo.duration.map(FactText.duration))
    }

    /// The photo page's image, with `sizes` set from its largest file.
    private func displayImage(_ photo: PhotoModel, page: String, alt: String) -> ImageView? {
        imageView(photo, page: page, buckets: Self.displayBuckets, sizes: { _, _ in "" }, alt: alt, lazy: false).map {
            var image = $0
            image.sizes = Self.displaySizes(width: image.width)
            return image
        }
    }

    func cameraText(_ photo: PhotoModel) -> String? {
        FactText.camera(make: photo.exif.make, model: photo.exif.model).flatMap(UserText.displayOrNil)
    }

    func exposureText(_ photo: PhotoModel) -> String? { FactText.exposure(photo.exif).map(strings.decimal) }

    /// The viewer's info panel (`x` in an album index and a search record, `data-info` on a tile): the facts the
    /// photo page shows, worded as there, one a line in a fixed order (date, camera, lens, exposure, place), a line
    /// empty when unknown; nil when none is known. The place is the page's own, so it follows `location` as it does.
    /// A line never holds a line break: `UserText` makes them spaces, and the rest is made here.
    func infoText(_ photo: PhotoModel) -> String? {
        var lines = [FactText.date(photo.exif.dateTimeOriginal, strings), cameraText(photo),
                     UserText.displayOrNil(photo.exif.lens), exposureText(photo), placeText(photo)].map { $0 ?? "" }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// `City, Country`, the country named in the site's language.
    func placeText(_ photo: PhotoModel) -> String? {
        guard let place = photo.place else { return photo.placeName.flatMap(UserText.displayOrNil) }
        let code = place.countryCode.uppercased()
        let country = code.isEmpty ? nil : (countryName(code, model.settings.language) ?? code)
        let parts = [UserText.displayOrNil(place.city), country.flatMap(UserText.displayOrNil)].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
