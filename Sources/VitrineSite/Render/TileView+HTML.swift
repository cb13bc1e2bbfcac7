/// The built-in `tile.mustache`, written out in Swift: a grid page's tiles are most of its bytes and most of its
/// render time (a page of 200 tiles was 4,000 template lookups through Mustache's context stack, each value escaped
/// a character at a time), and the sidecar way's few pages are tag and date pages of 200 tiles each.
///
/// Used only while the theme's `tile.mustache` and `grid.mustache` are the built-in ones (`ThemeFiles.prerendersTiles`):
/// a library's `theme/` folder that has either renders every tile through Mustache. `PrerenderedHTMLTests` hold the two to
/// the same bytes, and a theme whose override is a copy of the built-in tile to the same site.
extension TileView {
    /// The tile as the built-in template renders it inside `{{#tiles}}{{>tile}}{{/tiles}}`, its last line break
    /// included. `unreadable` is the page's `t.unreadable` string.
    func html(unreadable: String) -> String {
        var out = ""
        out.reserveCapacity(1_024)
        out += #"<li class="tile" id=""#
        HTMLText.append(anchor, to: &out)
        out += #"" style="--a:"#
        HTMLText.append(aspect, to: &out)
        out += #"" data-i=""#
        out += String(index)
        out += #"" data-r=""#
        out += String(rating)
        out += isFavorite ? #"" data-f="1" data-t=""# : #"" data-f="0" data-t=""#
        HTMLText.append(tagSlugs, to: &out)
        out += "\""
        if let tileCaption { out += #" data-caption=""#; HTMLText.append(tileCaption, to: &out); out += "\"" }
        if let originalHref { out += #" data-original=""#; HTMLText.append(originalHref, to: &out); out += "\"" }
        if let infoText { out += #" data-info=""#; HTMLText.append(infoText, to: &out); out += "\"" }
        out += ">\n<a class=\"tile-link\" href=\""
        HTMLText.append(href, to: &out)
        out += "\""
        if let videoHref { out += #" data-video=""#; HTMLText.append(videoHref, to: &out); out += #"" data-video-type="video/mp4""# }
        out += ">\n"
        if let image {
            image.appendPicture(to: &out, alt: image.alt, lazy: image.lazy)
        } else {
            out += #"<span class="tile-broken" role="img" aria-label=""#
            HTMLText.append(alt, to: &out)
            out += ": "
            HTMLText.append(unreadable, to: &out)
            out += #""><span aria-hidden="true">"#
            HTMLText.append(unreadable, to: &out)
            out += "</span></span>\n"
        }
        if let durationText { out += #"<span class="tile-duration">"#; HTMLText.append(durationText, to: &out); out += "</span>" }
        if isFavorite { out += #"<span class="tile-fav" aria-hidden="true">♥</span>"# }
        out += "\n</a>\n</li>\n"
        return out
    }
}

extension ImageView {
    /// The `<picture>` the built-in tile and card templates write for an image, its last line break included.
    func appendPicture(to out: inout String, alt: String, lazy: Bool) {
        out += "<picture>\n"
        if let webpSrcset {
            out += #"<source type="image/webp" srcset=""#
            HTMLText.append(webpSrcset, to: &out)
            out += #"" sizes=""#
            HTMLText.append(sizes, to: &out)
            out += "\">"
        }
        out += "\n<img src=\""
        HTMLText.append(src, to: &out)
        out += #"" srcset=""#
        HTMLText.append(jpegSrcset, to: &out)
        out += #"" sizes=""#
        HTMLText.append(sizes, to: &out)
        out += #"" width=""#
        out += String(width)
        out += #"" height=""#
        out += String(height)
        out += #"" alt=""#
        HTMLText.append(alt, to: &out)
        out += "\""
        if lazy { out += #" loading="lazy""# }
        out += #" decoding="async" style="background-color:"#
        HTMLText.append(color, to: &out)
        out += "\">\n</picture>\n"
    }
}
