extension MetadataDate {
    /// EXIF's `2008:10:22 16:29:49` as a person reads it, ISO-like: `2008-10-22 16:29:49`, then the UTC offset when
    /// known (`2008-10-22 16:29:49 +02:00`). Text not in EXIF's form is shown as it is.
    static func readable(_ dateTime: String, offset: String?) -> String {
        var bytes = Array(dateTime.utf8)
        if bytes.count >= 10, bytes[4] == UInt8(ascii: ":"), bytes[7] == UInt8(ascii: ":"),
           number(bytes, 0, 4) != nil, number(bytes, 5, 2) != nil, number(bytes, 8, 2) != nil {
            bytes[4] = UInt8(ascii: "-")
            bytes[7] = UInt8(ascii: "-")
        }
        let date = String(decoding: bytes, as: UTF8.self)
        guard let offset, !offset.isEmpty else { return date }
        return date + " " + offset
    }
}
