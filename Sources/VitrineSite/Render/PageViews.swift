// View models for the Mustache templates: plain values, every user string already cleaned
// (Mustache escapes it on output). Field names are unique across nesting levels on purpose:
// Mustache looks a missing name up in the enclosing contexts.

/// What every page shares: language, titles, asset links and the site navigation.
struct ChromeView: TemplateView {
    var computedValues: [String: Any] {
        [
        "hasNav": !nav.isEmpty,
        ]
    }

    var lang: String
    var pageTitle: String
    var metaDescription: String?
    var siteTitle: String
    var author: String?
    var homeHref: String
    var cssHref: String
    var jsHref: String
    var iconHref: String
    var bodyClass: String
    var nav: [NavLink]
    /// What a shared link to the page shows.
    var card: CardView
    /// The Atom feed, linked from every page when the site has one.
    var feedHref: String?
    /// The results page the header's search box sends its words to; nil on a page with no search box.
    var searchHref: String?
    /// The viewer's slideshow (`slideshow` in vitrine.json): seconds a photo, and whether it starts again at the end.
    var slideshowInterval: String
    var slideshowLoop: Bool
}

/// Open Graph and Twitter card tags; the address and the picture only with `baseURL` (they must be absolute).
struct CardView {
    var cardTitle: String
    var cardDescription: String?
    var cardType: String
    var cardURL: String?
    var cardImage: CardImageView?
    var twitterCard: String
}

struct CardImageView {
    var cardImageURL: String
    var cardImageWidth: Int
    var cardImageHeight: Int
    var cardImageAlt: String
}

struct NavLink {
    var label: String
    var href: String
    var isCurrent: Bool
}

struct Crumb {
    var crumbTitle: String
    var crumbHref: String
    var isCurrentCrumb: Bool
}

/// A responsive image: WebP and JPEG `srcset`s over the same widths.
struct ImageView {
    var src: String
    var jpegSrcset: String
    var webpSrcset: String?
    var sizes: String
    var width: Int
    var height: Int
    var alt: String
    var color: String
    var lazy: Bool
}

struct TileView: TemplateView {
    var computedValues: [String: Any] {
        [
        "favoriteFlag": isFavorite ? 1 : 0,
        ]
    }

    var anchor: String
    var index: Int
    var href: String
    var alt: String
    /// The tile's width over its height (`--a` in site.css), up to three decimals.
    var aspect: String
    var image: ImageView?
    var rating: Int
    var isFavorite: Bool
    /// Tag slugs separated by spaces, for the album filter.
    var tagSlugs: String
    /// A video's length, e.g. `0:42`; nil for a photo.
    var durationText: String? = nil
    /// The caption the viewer shows under the photo.
    var tileCaption: String?
    /// A video's published file, relative to the page: the viewer plays it over the poster.
    var videoHref: String? = nil
    /// The published original, relative to the page: the viewer offers it for download.
    var originalHref: String? = nil
    /// The viewer's info panel: the photo's facts (`SiteRenderer.infoText`), one a line.
    var infoText: String? = nil
    /// The tile's markup, written by `html(unreadable:)` when the theme's tile is the built-in one
    /// (`ThemeFiles.prerendersTiles`): the template then reads only this.
    var prerendered: String? = nil
}

struct PageLink {
    var number: Int
    var pageHref: String
    var isCurrentPage: Bool
}

struct PaginationView {
    var prevHref: String?
    var nextHref: String?
    var pages: [PageLink]
}

struct FilterTag {
    var slug: String
    var name: String
    /// The number of photos, written for the language.
    var count: String
}

struct FiltersView: TemplateView {
    var computedValues: [String: Any] {
        [
        "hasFilterTags": !filterTags.isEmpty,
        ]
    }

    var pageCount: Int
    var indexHref: String
    var filterTags: [FilterTag]
    /// The rating filter, with the stars (`"showRatings": true`).
    var showRatings: Bool
}

struct GridView {
    /// `justified` or `square` (vitrine.json's `grid`): the grid's class, `grid-<style>`.
    var gridStyle: String
    var countText: String
    var tiles: [TileView]
    var filters: FiltersView?
    var pagination: PaginationView?
}

struct AlbumCardView {
    var albumHref: String
    var albumTitle: String
    /// Nil on a locked card: a private album's count is not shown.
    var albumCountText: String?
    var cover: ImageView?
    /// A private album's card (`lockedCard`): the theme draws a lock in place of a cover.
    var isLocked: Bool
    /// The home page's leading album, the row's whole width on a wide screen.
    var isHero: Bool = false
    /// The card's markup, written by `html()` when the theme's card is the built-in one (`ThemeFiles.prerendersCards`):
    /// the template then reads only this.
    var prerendered: String? = nil
}

struct AlbumPageView: TemplateView {
    var computedValues: [String: Any] {
        [
        "hasBreadcrumb": breadcrumb.count > 1,
        "hasAlbums": !albums.isEmpty,
        "hasGrid": grid != nil,
        ]
    }

    var chrome: ChromeView
    var breadcrumb: [Crumb]
    var heading: String
    var albumDescription: String?
    var quizHref: String?
    var timelineHref: String?
    var onThisDay: OnThisDayView?
    var download: DownloadLinkView?
    var albums: [AlbumCardView]
    var grid: GridView?
    var albumMap: AlbumMapView?
    var isEmpty: Bool
    var isLibraryEmpty: Bool
    var emptyHeading: String
}

struct CollectionPageView: TemplateView {
    var computedValues: [String: Any] {
        [
        "hasBreadcrumb": breadcrumb.count > 1,
        "hasGrid": grid != nil,
        ]
    }

    var chrome: ChromeView
    var breadcrumb: [Crumb]
    var heading: String
    var grid: GridView?
    var emptyText: String
    /// A timeline page's months and neighbours.
    var steps: TimelineStepsView?
}

struct TagLinkView {
    var tagName: String
    var tagHref: String
    var tagCount: String
}

struct TagIndexView: TemplateView {
    var computedValues: [String: Any] {
        [
        "hasTags": !tags.isEmpty,
        ]
    }

    var chrome: ChromeView
    var heading: String
    var tags: [TagLinkView]
}

struct PhotoPageView: TemplateView {
    var computedValues: [String: Any] {
        [
        "hasBreadcrumb": breadcrumb.count > 1,
        "hasTags": !tags.isEmpty,
        ]
    }

    var chrome: ChromeView
    var breadcrumb: [Crumb]
    var heading: String
    var display: ImageView?
    var prevHref: String?
    var nextHref: String?
    var albumHref: String
    var albumTitle: String
    var positionText: String
    var isFavorite: Bool
    var photoCaption: String?
    var hasRating: Bool
    var stars: String
    var ratingText: String
    var isoDate: String?
    var dateText: String
    var camera: String?
    var lens: String?
    var exposure: String?
    var placeText: String?
    /// The photographer's label (`xmp:Label`).
    var photoLabel: String?
    var mapHref: String?
    var fileName: String
    var tags: [TagLinkView]
    var originalHref: String?
    /// A video's playable file (its poster is `display`); nil for a photo or a video shown by its poster only.
    var videoHref: String? = nil
    /// A Live Photo's motion clip, played over the photo on press or hover.
    var motionHref: String? = nil
    var durationText: String? = nil
}

struct NotFoundView {
    var chrome: ChromeView
}

/// An album's archive link: where it is, the name it is saved as, and what it holds.
struct DownloadLinkView {
    var downloadHref: String
    var downloadName: String
    var downloadLabel: String
}
