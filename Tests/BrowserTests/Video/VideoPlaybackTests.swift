import Foundation
import Testing
import TestSupport

/// A video's page plays in Chromium: Debian's Chromium decodes H.264/AAC, and the published file is one.
@Suite("Browser: videos play", .serialized,
       .requires(TestTool.browser + [.ffmpeg]))
struct VideoPlaybackTests {
    /// A remuxed phone clip and a transcoded HEVC clip, each on its own page.
    static func site() async throws -> BuiltSite {
        let temp = try TemporaryDirectory("vitrine-video-browser")
        let library = temp.url.appendingPathComponent("library")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try VideoClips.make(.h264Phone, at: library.appendingPathComponent("phone.mp4"))
        try VideoClips.make(.hevcRotated, at: library.appendingPathComponent("iphone.mov"))
        try FileManager.default.copyItem(at: Fixtures.url("gps/DSCN0010.jpg"), to: library.appendingPathComponent("live.jpg"))
        try VideoClips.make(.silentH264, at: library.appendingPathComponent("live.MOV"))
        return try await BuiltSite(library: library)
    }

    @Test func eachVideoPagePlaysItsFile() async throws {
        let site = try await Self.site()
        try await Browser.with { browser in
            for page in ["photos/phone.html", "photos/iphone.html"] {
                try await browser.open(site.url(page))
                #expect(try await browser.evaluate("return document.createElement('video').canPlayType('video/mp4; codecs=\"avc1.640028, mp4a.40.2\"')", as: String.self) != "")
                try await browser.run("var v = document.querySelector('video.photo-video'); v.muted = true; v.play();")
                try await browser.waitFor("var v = document.querySelector('video.photo-video'); return !!v && v.currentTime > 0.3", seconds: 20)
                let state = try await browser.evaluate("var v = document.querySelector('video.photo-video'); return [v.videoWidth, v.videoHeight, v.error ? v.error.code : 0]", as: [Int].self)
                #expect(state[2] == 0, "\(page): \(state)")
                #expect(page.hasSuffix("iphone.html") ? state[0] == 240 && state[1] == 320 : state[0] == 320 && state[1] == 240, "\(page): \(state)")
            }
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func aLivePhotoPlaysItsClipWhileHovered() async throws {
        let site = try await Self.site()
        try await Browser.with { browser in
            try await browser.open(site.url("photos/live.html"))
            #expect(try await browser.evaluate("return document.querySelectorAll('video').length", as: Int.self) == 0)
            try await browser.run("document.querySelector('.photo-figure').dispatchEvent(new PointerEvent('pointerenter'))")
            try await browser.waitFor("var v = document.querySelector('.photo-figure video.motion-clip'); return !!v && v.currentTime > 0.2", seconds: 20)
            try await browser.run("document.querySelector('.photo-figure').dispatchEvent(new PointerEvent('pointerleave'))")
            #expect(try await browser.evaluate("return document.querySelectorAll('video').length", as: Int.self) == 0)
            let errors = try await browser.consoleErrors()
            #expect(errors.isEmpty, "\(errors)")
        }
    }
}
