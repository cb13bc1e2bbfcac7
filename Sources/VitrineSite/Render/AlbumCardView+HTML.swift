/// The built-in `card.mustache`, written out in Swift, as `TileView.html` is the tile: the home page of a large
/// library is a thousand album cards, rendered again by every edit of an album's cover.
///
/// Used only while the theme's `card.mustache` and `album.mustache` are the built-in ones
/// (`ThemeFiles.prerendersCards`). `PrerenderedHTMLTests` hold the two to the same bytes.
extension AlbumCardView {
    /// The card as the built-in template renders it inside `{{#albums}}{{>card}}{{/albums}}`, its last line break
    /// included.
    func html() -> String {
        var out = ""
        out.reserveCapacity(768)
        out += isHero ? "<li class=\"album-card hero\">\n<a href=\"" : "<li class=\"album-card\">\n<a href=\""
        HTMLText.append(albumHref, to: &out)
        out += "\">\n"
        if let cover {
            // The card's picture is always lazy and has no text of its own: the album's title is beside it.
            cover.appendPicture(to: &out, alt: "", lazy: true)
            out += "\n"
        } else if isLocked {
            out += #"<span class="album-nocover album-locked" aria-hidden="true"><svg viewBox="0 0 24 24" width="48" height="48"><path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z"/></svg></span>"#
            out += "\n"
        } else {
            out += "<span class=\"album-nocover\" aria-hidden=\"true\"></span>\n"
        }
        out += "<span class=\"album-title\" dir=\"auto\">"
        HTMLText.append(albumTitle, to: &out)
        out += "</span>\n"
        if let albumCountText {
            out += "<span class=\"album-count\">"
            HTMLText.append(albumCountText, to: &out)
            out += "</span>\n"
        }
        out += "</a>\n</li>\n"
        return out
    }
}
