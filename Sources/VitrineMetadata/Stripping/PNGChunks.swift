import VitrineCore

/// A PNG's chunks as far as positions go: `eXIf` holds a TIFF structure, `iTXt` `XML:com.adobe.xmp` an XMP packet.
/// Each chunk edited gets its CRC again. Metadata a PNG keeps compressed, or as ImageMagick's hex "raw profiles",
/// cannot be read without inflating it: such a file is refused.
enum PNGChunks {
    static func clean(_ file: inout [UInt8]) throws(LocationStripper.Refusal) {
        var offset = 8
        while offset + 12 <= file.count {
            let length = Int(file[offset]) << 24 | Int(file[offset + 1]) << 16 | Int(file[offset + 2]) << 8 | Int(file[offset + 3])
            let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = offset + 8
            guard length >= 0, length <= file.count - data - 4 else {
                throw LocationStripper.Refusal(reason: "its PNG chunks do not parse, so its position cannot be removed for certain")
            }
            let before = Array(file[data..<(data + length)])
            switch type {
            case "eXIf":
                var tiff = TIFFStructure(base: data, limit: length)
                try tiff.removeGPS(in: &file)
            case "iTXt" where keyword(before) == "XML:com.adobe.xmp":
                // keyword, NUL, compression flag, method, language NUL, translated keyword NUL, text
                let flag = before.firstIndex(of: 0).map { $0 + 1 }
                guard let flag, flag < before.count, before[flag] == 0 else {
                    throw LocationStripper.Refusal(reason: "its XMP is compressed, so its position cannot be removed for certain")
                }
                try XMPPackets.clean(&file, in: data..<(data + length))
            case "zTXt", "tEXt", "iTXt":
                // ImageMagick's hex "raw profiles" of EXIF or XMP (an IPTC or ICC one holds no position).
                if let keyword = keyword(before)?.lowercased(), ["exif", "xmp", "app1"].contains(where: keyword.contains) {
                    throw LocationStripper.Refusal(reason: "it keeps metadata in a \(type) chunk (\(keyword)) that cannot be edited for certain")
                }
            default: break
            }
            if !file[data..<(data + length)].elementsEqual(before) {
                let crc = CRC32.checksum(file[(offset + 4)..<(data + length)])
                for index in 0..<4 { file[data + length + index] = UInt8((crc >> UInt32(24 - 8 * index)) & 0xFF) }
            }
            if type == "IEND" { return }
            offset = data + length + 4
        }
    }

    private static func keyword(_ data: [UInt8]) -> String? {
        guard let end = data.prefix(80).firstIndex(of: 0) else { return nil }
        return String(decoding: data[..<end], as: UTF8.self)
    }
}
