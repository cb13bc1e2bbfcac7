extension LibraryWalker {
    /// A Live Photo is a still and a short MOV of the same name in one folder (`IMG_1.HEIC` + `IMG_1.MOV`): the
    /// clip becomes the photo's motion clip instead of a video of its own. Only `.mov` pairs, as iPhones write.
    static func pairingLivePhotos(_ items: [PhotoSource]) -> [PhotoSource] {
        func stem(_ name: String) -> Substring {
            name.lastIndex(of: ".").map { name[..<$0] } ?? name[...]
        }
        // Most folders hold no video: nothing to pair, and no name to look at.
        guard items.contains(where: { $0.kind == .video }) else { return items }
        var stills: [Substring: Int] = [:]
        for (index, item) in items.enumerated() where item.kind == .photo {
            stills[stem(item.file.name)] = stills[stem(item.file.name)] ?? index
        }
        guard !stills.isEmpty else { return items }
        var result = items
        var clipIndexes: Set<Int> = []
        for (index, item) in items.enumerated() where item.kind == .video && item.file.name.lowercased().hasSuffix(".mov") {
            guard let still = stills[stem(item.file.name)], result[still].motionClip == nil else { continue }
            result[still].motionClip = item.file
            clipIndexes.insert(index)
        }
        return clipIndexes.isEmpty ? result : result.enumerated().filter { !clipIndexes.contains($0.offset) }.map(\.element)
    }
}
