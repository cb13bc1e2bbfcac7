import Foundation
import Testing
import TestSupport

/// Issue 18: `make dist` packs the same release build into a tarball and a .deb whose Depends comes from the
/// binary's own library needs; the .deb installs with dpkg into a throwaway root and its vitrine builds a site.
@Suite("Install: the release tarball and .deb", .serialized, .requires(.dpkgDeb))
struct DistTests {
    /// `make dist` into a temp folder, once (after the shared install, so the release build is reused).
    static let dist = Task<URL, any Error> {
        _ = try await ReleaseInstall.prefix.value
        // In the install build folder, replaced by each run rather than left behind.
        let folder = Fixtures.repositoryRoot.appendingPathComponent(".build-install/test-dist")
        try? FileManager.default.removeItem(at: folder)
        let make = try await Command.run("/usr/bin/env", ["REPOSITORY=\(repository)", "make", "--no-print-directory", "dist",
                                                          "DIST=\(folder.path)"], in: Fixtures.repositoryRoot)
        guard make.status == 0 else { throw Command.Failure("make dist exited \(make.status)", make) }
        return folder
    }

    /// The repository a release is made from, as a release workflow gives it (GITHUB_REPOSITORY).
    static let repository = "example-owner/vitrine"

    static var architecture: String {
        get async throws {
            try await Command.run("/usr/bin/dpkg", ["--print-architecture"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test("the tarball holds bin, the resource bundles, the man page and completions under one folder")
    func tarball() async throws {
        let version = try ReleaseInstall.version
        let machine = try await Command.run("/usr/bin/uname", ["-m"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = "vitrine-\(version)-linux-\(machine)"
        let tarball = try await Self.dist.value.appendingPathComponent("\(name).tar.gz")
        let listing = try await Command.run("/bin/tar", ["-tzvf", tarball.path])
        try #require(listing.status == 0, "\(listing.errors)")
        let paths = listing.output.split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) }
        for path in ["bin/vitrine", "share/vitrine/Vitrine_VitrineTheme.resources/theme/site.css",
                     "share/vitrine/Vitrine_VitrineGeo.resources/places.bin", "share/man/man1/vitrine.1",
                     "share/bash-completion/completions/vitrine", "share/zsh/site-functions/_vitrine",
                     "share/fish/vendor_completions.d/vitrine.fish", "share/doc/vitrine/apt-packages",
                     "share/doc/vitrine/lazy-libraries"] {
            #expect(paths.contains("\(name)/\(path)"), "\(path)")
        }
        #expect(paths.allSatisfy { $0.hasPrefix("\(name)/") }, "\(paths)")
        #expect(listing.output.split(separator: "\n").allSatisfy { $0.contains(" root/root ") || $0.contains(" 0/0 ") })
    }

    @Test("gallery.yml is the README's workflow with the release's repository and version filled in")
    func workflow() async throws {
        let version = try ReleaseInstall.version
        let written = try String(contentsOf: try await Self.dist.value.appendingPathComponent("gallery.yml"), encoding: .utf8)
        let template = try WorkflowRecipe.template
        #expect(!written.contains("OWNER"), "\(written)")
        #expect(written.contains("      - uses: \(Self.repository)@v\(version)          # installs Vitrine \(version), then"), "\(written)")
        // Nothing else differs from the README's text.
        let differing = zip(written.split(separator: "\n"), template.split(separator: "\n")).filter { $0 != $1 }
        #expect(differing.count == 1, "\(differing)")
        #expect(written.split(separator: "\n").count == template.split(separator: "\n").count)
    }

    @Test("the .deb's Depends names the package of every library the binary needs, those it opens on first use included, and Recommends ffmpeg")
    func debianControl() async throws {
        let deb = try await Self.dist.value.appendingPathComponent("vitrine_\(try ReleaseInstall.version)_\(try await Self.architecture).deb")
        let fields = try await Command.run("/usr/bin/dpkg-deb", ["--field", deb.path, "Depends", "Recommends"])
        try #require(fields.status == 0, "\(fields.errors)")
        let depends = Set(fields.output.split(separator: "\n").first { $0.hasPrefix("Depends:") }?
            .dropFirst("Depends:".count).split(separator: ",")
            .compactMap { $0.split(separator: " ").first.map(String.init) } ?? [])
        #expect(fields.output.contains("Recommends: ffmpeg"))
        // Worked out independently: each NEEDED library of the installed binary and each library it opens on first use
        // (as the installed tree lists them), the package dpkg says ships it.
        let binary = try await ReleaseInstall.binary
        let script = #"""
            { readelf -d "$1" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'; awk '{ print $1 }' "$2"; } | while read -r soname; do
              path=$(/sbin/ldconfig -p | awk -v s="$soname" '$1 == s { print $NF; exit }')
              dpkg -S "$(readlink -f "$path")" 2>/dev/null || dpkg -S "$path"
            done | cut -d: -f1 | sort -u
            """#
        let lazyList = try await ReleaseInstall.prefix.value.appendingPathComponent("share/doc/vitrine/lazy-libraries")
        let owners = try await Command.shell(script, [binary.path, lazyList.path])
        let expected = Set(owners.output.split(separator: "\n").map(String.init))
        #expect(expected.contains("libturbojpeg0") && expected.contains("libexif12") && expected.contains("libwebp7"))
        for package in ["libheif1", "libraw20", "libtiff6", "libgif7", "libspng0", "libexempi8", "libiptcdata0", "libcurl4"] {
            #expect(expected.contains(package), "\(package) is not among the owners: \(expected.sorted())")
        }
        // The list the installed tree carries names each library's package as dpkg does.
        let listed = try String(contentsOf: lazyList, encoding: .utf8).split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) }
        #expect(Set(listed).isSubset(of: expected), "\(listed)")
        #expect(depends == expected, "Depends \(depends.sorted()) but the binary needs \(expected.sorted())")
        // The CI action's mapping (sonames to package names for the tarball) agrees on this system.
        let mapped = try await Command.run(Fixtures.repositoryRoot.appendingPathComponent("scripts/runtime-packages.sh").path,
                                           [binary.path])
        #expect(Set(mapped.output.split(separator: "\n").map(String.init)) == expected, "\(mapped.output) \(mapped.errors)")
    }

    @Test("the .deb installs with dpkg into a throwaway root, and its vitrine builds a library there")
    func debInstalls() async throws {
        let deb = try await Self.dist.value.appendingPathComponent("vitrine_\(try ReleaseInstall.version)_\(try await Self.architecture).deb")
        let temp = try TemporaryDirectory("vitrine-deb-root")
        defer { temp.remove() }
        let root = temp.url.appendingPathComponent("root")
        let admin = root.appendingPathComponent("var/lib/dpkg")
        // The admin folder starts as this machine's package database, so Depends is checked against what is really
        // installed here (the runtime libraries), while every file goes under the throwaway root.
        let setup = try await Command.shell("""
            mkdir -p "$1/updates" "$1/info" && cp /var/lib/dpkg/status "$1/status" && : > "$1/available"
            """, [admin.path])
        try #require(setup.status == 0, "\(setup.errors)")
        let install = try await Command.run("/usr/bin/dpkg", ["--admindir=\(admin.path)", "--instdir=\(root.path)",
                                                              "--force-script-chrootless", "--force-not-root", "-i", deb.path],
                                            environment: ["PATH": "/usr/sbin:/usr/bin:/sbin:/bin"])
        #expect(install.status == 0, "\(install.output)\n\(install.errors)")
        let listed = try await Command.run("/usr/bin/dpkg", ["--admindir=\(admin.path)", "-L", "vitrine"])
        #expect(listed.output.contains("/usr/bin/vitrine"))
        #expect(listed.output.contains("/usr/share/vitrine/Vitrine_VitrineGeo.resources/places.bin"))
        #expect(listed.output.contains("/usr/share/man/man1/vitrine.1.gz"))

        let work = try ReleaseInstall.smallLibrary(in: temp)
        let build = try await Command.run(root.appendingPathComponent("usr/bin/vitrine").path,
                                          ["build", work.library.path, "-o", work.site.path, "--cache", work.cache.path])
        #expect(build.status == 0, "\(build.output)\n\(build.errors)")
        #expect(FileManager.default.fileExists(atPath: work.site.appendingPathComponent("index.html").path))
    }
}
