import Testing
import VitrineSite

/// The one caching rule deploy and `_headers` share, and the Content-Type of every kind of file a site holds.
@Suite("Site headers")
struct SiteHeadersTests {
    @Test("images, videos, originals and hashed assets are immutable; pages, feeds, indexes and the rest revalidate")
    func caching() {
        for path in ["images/ab/abcd-1234-350.jpg", "images/ab/abcd-v1.mp4", "assets/site-9e91f76d.css", "originals/ab/abcd.jpg"] {
            #expect(SiteHeaders.cacheControl(for: path) == "public, max-age=31536000, immutable", "\(path)")
        }
        for path in ["index.html", "albums/a/index.json", "feed.xml", "sitemap.xml", "robots.txt", "404.html", "albums/images/x.html",
                     "photos/assets.html"] {
            #expect(SiteHeaders.cacheControl(for: path) == "public, max-age=300, must-revalidate", "\(path)")
            #expect(SiteHeaders.isPage(path))
        }
    }

    @Test("every kind of file a site holds has its type; the feed is Atom; anything else is octet-stream")
    func contentTypes() {
        let expected = [
            "index.html": "text/html; charset=utf-8", "assets/site.css": "text/css; charset=utf-8",
            "assets/site.js": "text/javascript; charset=utf-8", "albums/a/index.json": "application/json",
            "feed.xml": "application/atom+xml", "sitemap.xml": "application/xml", "site.webmanifest": "application/manifest+json",
            "images/a/b.jpg": "image/jpeg", "images/a/b.webp": "image/webp", "images/a/b.avif": "image/avif",
            "images/a/b.mp4": "video/mp4", "images/a/b.webm": "video/webm", "images/a/b.vtt": "text/vtt; charset=utf-8",
            "originals/a/b.zip": "application/zip", "assets/icon.svg": "image/svg+xml", "favicon.ico": "image/x-icon",
            "robots.txt": "text/plain; charset=utf-8", "originals/a/b.JPG": "image/jpeg",
            "originals/a/b.cr2": "application/octet-stream", "README": "application/octet-stream", ".htaccess": "application/octet-stream",
        ]
        for (path, type) in expected {
            #expect(SiteHeaders.contentType(for: path) == type, "\(path)")
        }
    }

    @Test("text kinds are compressible; images, videos, archives and extension-less names never are")
    func compressible() {
        for path in ["index.html", "assets/site-1.css", "assets/site-1.js", "albums/a/index.json", "feed.xml", "assets/icon.svg",
                     "robots.txt", "site.webmanifest", "images/a/b.vtt", "A/INDEX.HTML"] {
            #expect(SiteHeaders.isCompressible(path), "\(path)")
        }
        for path in ["images/a/b.jpg", "images/a/b.webp", "images/a/b.avif", "images/a/b.mp4", "images/a/b.webm", "originals/a/b.zip",
                     "favicon.ico", "README", "html", "albums/a.html/photo", ".html/x"] {
            #expect(!SiteHeaders.isCompressible(path), "\(path)")
        }
    }

    @Test("_headers gives each content-named folder the year-long rule and has no catch-all for the hosts to join")
    func headersFile() {
        #expect(SiteHeaders.headersFile() == """
            /images/*
              Cache-Control: public, max-age=31536000, immutable
            /assets/*
              Cache-Control: public, max-age=31536000, immutable
            /originals/*
              Cache-Control: public, max-age=31536000, immutable

            """)
    }
}
