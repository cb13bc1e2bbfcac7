/// Where a HEIF keeps its EXIF: the `Exif` items of the `meta` box, found through `iinf` (item types) and `iloc`
/// (where each item's bytes are). An item's bytes start with the offset of its TIFF header, often with no
/// `Exif\0\0` before it, so the items must be located, not searched for.
enum HEIFExifItems {
    /// The TIFF structures of the file's EXIF items, as (start, length) in the file.
    static func tiffStructures(in file: [UInt8]) throws(LocationStripper.Refusal) -> [(start: Int, length: Int)] {
        guard let meta = children(of: 0..<file.count, in: file).first(where: { $0.type == "meta" }) else { return [] }
        let boxes = children(of: (meta.body.lowerBound + 4)..<meta.body.upperBound, in: file)
        guard let info = boxes.first(where: { $0.type == "iinf" }) else { return [] }
        let exifIDs = try exifItemIDs(info, in: file)
        guard !exifIDs.isEmpty else { return [] }
        guard let location = boxes.first(where: { $0.type == "iloc" }) else { throw malformed }
        var structures: [(start: Int, length: Int)] = []
        for extent in try extents(location, in: file) where exifIDs.contains(extent.item) {
            guard extent.method == 0, extent.count == 1, extent.length >= 8, extent.start >= 0,
                  extent.length <= file.count - extent.start else { throw malformed }
            let header = read(file, extent.start, 4)
            guard header >= 0, header <= extent.length - 8 else { throw malformed }
            structures.append((extent.start + 4 + header, extent.length - 4 - header))
        }
        guard structures.count == exifIDs.count else { throw malformed }
        return structures
    }

    private static let malformed = LocationStripper.Refusal(reason: "its HEIF boxes do not parse, so its position cannot be removed for certain")

    private struct Box {
        var type: String
        var body: Range<Int>
    }

    private static func children(of range: Range<Int>, in file: [UInt8]) -> [Box] {
        var boxes: [Box] = []
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            var size = read(file, offset, 4)
            var header = 8
            if size == 1, offset + 16 <= range.upperBound {
                size = read(file, offset + 8, 8)
                header = 16
            } else if size == 0 {
                size = range.upperBound - offset
            }
            guard size >= header, size <= range.upperBound - offset else { break }
            boxes.append(Box(type: String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self), body: (offset + header)..<(offset + size)))
            offset += size
        }
        return boxes
    }

    private static func exifItemIDs(_ info: Box, in file: [UInt8]) throws(LocationStripper.Refusal) -> Set<Int> {
        guard info.body.count >= 6 else { throw malformed }
        let version = Int(file[info.body.lowerBound])
        let entries = children(of: (info.body.lowerBound + (version == 0 ? 6 : 8))..<info.body.upperBound, in: file)
        var ids: Set<Int> = []
        for entry in entries where entry.type == "infe" {
            let body = entry.body
            guard body.count >= 4 else { throw malformed }
            let entryVersion = Int(file[body.lowerBound])
            guard entryVersion >= 2 else { continue }  // versions 0 and 1 carry no item type
            let idSize = entryVersion == 2 ? 2 : 4
            guard body.count >= 4 + idSize + 2 + 4 else { throw malformed }
            let id = read(file, body.lowerBound + 4, idSize)
            let type = String(decoding: file[(body.lowerBound + 6 + idSize)..<(body.lowerBound + 10 + idSize)], as: UTF8.self)
            if type == "Exif" { ids.insert(id) }
        }
        return ids
    }

    private struct Extent {
        var item: Int
        var method: Int
        var count: Int
        var start: Int
        var length: Int
    }

    private static func extents(_ location: Box, in file: [UInt8]) throws(LocationStripper.Refusal) -> [Extent] {
        var cursor = location.body.lowerBound
        func take(_ size: Int) throws(LocationStripper.Refusal) -> Int {
            guard size >= 0, size <= 8, cursor + size <= location.body.upperBound else { throw malformed }
            defer { cursor += size }
            return size == 0 ? 0 : read(file, cursor, size)
        }
        let version = try take(1)
        _ = try take(3)
        let sizes = try take(1), more = try take(1)
        let offsetSize = sizes >> 4, lengthSize = sizes & 0xF, baseSize = more >> 4
        let indexSize = version == 1 || version == 2 ? more & 0xF : 0
        let itemCount = try take(version < 2 ? 2 : 4)
        var extents: [Extent] = []
        for _ in 0..<itemCount {
            let item = try take(version < 2 ? 2 : 4)
            var method = 0
            if version == 1 || version == 2 { method = try take(2) & 0xF }
            _ = try take(2)  // data reference index
            let base = try take(baseSize)
            let count = try take(2)
            // Extents of no bytes at all would loop without reading: no real file has them.
            guard count <= 1 || indexSize + offsetSize + lengthSize > 0 else { throw malformed }
            var first: (start: Int, length: Int)?
            for _ in 0..<count {
                _ = try take(indexSize)
                let offset = try take(offsetSize), length = try take(lengthSize)
                if first == nil { first = (base + offset, length) }
            }
            extents.append(Extent(item: item, method: method, count: count, start: first?.start ?? -1, length: first?.length ?? 0))
        }
        return extents
    }

    private static func read(_ file: [UInt8], _ offset: Int, _ size: Int) -> Int {
        var value = 0
        for index in 0..<size where offset + index < file.count { value = value << 8 | Int(file[offset + index]) }
        return value
    }
}
