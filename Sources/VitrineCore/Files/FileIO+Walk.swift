extension FileIO {
    /// Relative paths of the regular files below `folder`, each after `prefix`, hidden entries skipped, symlinks
    /// never followed.
    ///
    /// readdir's entry types instead of Foundation's enumerator and resource values: on a site of 30,000
    /// images the enumerator alone took seconds of a no-op rebuild. The prefix is put on as each path is found,
    /// not by a second pass: the images folder of a large site is 800,000 paths, and two lists of them were the
    /// long way's peak memory.
    public static func regularFiles(under folder: String, prefix: String = "") -> [String] {
        var result: [String] = []
        forEachRegularFile(under: folder, prefix: prefix) { result.append($0) }
        return result
    }

    /// Calls `body` with the relative path of each regular file below `folder`, as `regularFiles(under:prefix:)`
    /// lists them, keeping none: a caller that needs only some of 800,000 image paths, or their digests, does not
    /// hold them all.
    public static func forEachRegularFile(under folder: String, prefix: String = "", _ body: (String) -> Void) {
        var pending = [""]
        while let relative = pending.popLast() {
            OpenFolder.forEachEntry(in: relative.isEmpty ? folder : folder + "/" + relative) { entry in
                guard !entry.isHidden else { return }
                let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
                switch entry.kind(at: folder + "/" + child) {
                case .directory: pending.append(child)
                case .file: body(prefix.isEmpty ? child : prefix + child)
                default: break
                }
            }
        }
    }
}
