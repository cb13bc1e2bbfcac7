import VitrineCore
#if canImport(Glibc)
import Glibc
#endif

/// A ZIP archive written as a stream: each entry's file is copied through one fixed buffer (memory does not grow
/// with the album), stored as it is (photos do not deflate), its CRC-32 written back into its header once known.
/// The bytes depend only on the entries' names and contents, in the order added: every timestamp is the format's
/// first day (1980-01-01), every attribute fixed, so two clean builds make the same file. Zip64 records are written
/// where a size, an offset or the number of entries needs them, and only there.
final class ZipArchiveWriter {
    private let path: String
    private let descriptor: Int32
    /// Sizes and offsets at or past this are written as Zip64 (the format's limit; lower in tests, so the Zip64
    /// records are tested without writing 4 GB).
    private let zip64Threshold: UInt64
    /// Entry counts at or past this need the Zip64 end record (the format's limit; lower in tests).
    private let zip64EntryThreshold: Int
    private var offset: UInt64 = 0
    private var centralDirectory: [UInt8] = []
    private var entryCount = 0
    private var buffer: UnsafeMutableRawBufferPointer

    /// Creates (or truncates) the archive at `path`.
    init(path: String, zip64Threshold: UInt64 = 0xFFFF_FFFF, zip64EntryThreshold: Int = 0xFFFF) throws(ZipArchiveError) {
        self.path = path
        self.zip64Threshold = zip64Threshold
        self.zip64EntryThreshold = zip64EntryThreshold
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
        buffer = .allocate(byteCount: 1 << 20, alignment: 16)
        guard descriptor >= 0 else { throw ZipArchiveError(path: path, message: "cannot create (\(Self.systemError()))") }
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        buffer.deallocate()
    }

    /// Adds the regular file at `source` as `name` (UTF-8, `/` separated; the caller makes names unique).
    func add(name: String, contentsOf source: String) throws(ZipArchiveError) {
        let input = open(source, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard input >= 0 else { throw ZipArchiveError(path: source, message: "cannot read (\(Self.systemError()))") }
        defer { close(input) }
        var status = stat()
        guard fstat(input, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw ZipArchiveError(path: source, message: "is not a regular file")
        }
        let size = UInt64(status.st_size)
        let headerOffset = offset
        let nameBytes = Array(name.utf8)
        let large = size >= zip64Threshold
        var header = ZipRecord()
        header.uint32(0x0403_4B50)
        header.uint16(large ? 45 : 20)  // version needed: 4.5 for Zip64
        header.uint16(Self.utf8Flag)
        header.uint16(0)  // stored
        header.uint16(0)  // time 00:00:00
        header.uint16(Self.firstDay)
        header.uint32(0)  // CRC-32, written back below
        header.uint32(large ? 0xFFFF_FFFF : UInt32(size))
        header.uint32(large ? 0xFFFF_FFFF : UInt32(size))
        header.uint16(UInt16(nameBytes.count))
        header.uint16(large ? 20 : 0)
        header.append(nameBytes)
        if large {
            header.uint16(0x0001)
            header.uint16(16)
            header.uint64(size)
            header.uint64(size)
        }
        try write(header.bytes)
        var crc = CRC32()
        var copied: UInt64 = 0
        while true {
            let count = read(input, buffer.baseAddress, buffer.count)
            if count < 0 {
                if errno == EINTR { continue }
                throw ZipArchiveError(path: source, message: "cannot read (\(Self.systemError()))")
            }
            if count == 0 { break }
            let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
            crc.update(chunk)
            try write(chunk)
            copied += UInt64(count)
        }
        guard copied == size else { throw ZipArchiveError(path: source, message: "changed while it was added to the archive") }
        var crcBytes = ZipRecord()
        crcBytes.uint32(crc.value)
        let written = crcBytes.bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, 4, off_t(headerOffset + 14)) }
        guard written == 4 else { throw ZipArchiveError(path: path, message: "cannot write (\(Self.systemError()))") }
        appendCentralRecord(name: nameBytes, crc: crc.value, size: size, headerOffset: headerOffset)
        entryCount += 1
    }

    /// Writes the central directory and the end records, and closes the file. Returns the archive's size.
    func finish() throws(ZipArchiveError) -> UInt64 {
        let directoryOffset = offset
        let directorySize = UInt64(centralDirectory.count)
        try write(centralDirectory)
        centralDirectory = []
        let zip64 = entryCount >= zip64EntryThreshold || directoryOffset >= zip64Threshold || directorySize >= zip64Threshold
        var end = ZipRecord()
        if zip64 {
            let recordOffset = offset
            end.uint32(0x0606_4B50)
            end.uint64(44)  // the record's size after this field
            end.uint16(Self.madeBy)
            end.uint16(45)
            end.uint32(0)
            end.uint32(0)
            end.uint64(UInt64(entryCount))
            end.uint64(UInt64(entryCount))
            end.uint64(directorySize)
            end.uint64(directoryOffset)
            end.uint32(0x0706_4B50)  // the locator
            end.uint32(0)
            end.uint64(recordOffset)
            end.uint32(1)
        }
        let count = zip64 ? 0xFFFF : UInt16(entryCount)
        end.uint32(0x0605_4B50)
        end.uint16(0)
        end.uint16(0)
        end.uint16(count)
        end.uint16(count)
        end.uint32(zip64 ? 0xFFFF_FFFF : UInt32(directorySize))
        end.uint32(zip64 ? 0xFFFF_FFFF : UInt32(directoryOffset))
        end.uint16(0)
        try write(end.bytes)
        guard fsync(descriptor) == 0 || errno == EINVAL else {
            throw ZipArchiveError(path: path, message: "cannot write (\(Self.systemError()))")
        }
        return offset
    }

    private func appendCentralRecord(name: [UInt8], crc: UInt32, size: UInt64, headerOffset: UInt64) {
        let largeSize = size >= zip64Threshold
        let largeOffset = headerOffset >= zip64Threshold
        var extra = ZipRecord()
        if largeSize || largeOffset {
            extra.uint16(0x0001)
            extra.uint16(UInt16((largeSize ? 16 : 0) + (largeOffset ? 8 : 0)))
            if largeSize {
                extra.uint64(size)
                extra.uint64(size)
            }
            if largeOffset { extra.uint64(headerOffset) }
        }
        var record = ZipRecord()
        record.uint32(0x0201_4B50)
        record.uint16(Self.madeBy)
        record.uint16(largeSize || largeOffset ? 45 : 20)
        record.uint16(Self.utf8Flag)
        record.uint16(0)
        record.uint16(0)
        record.uint16(Self.firstDay)
        record.uint32(crc)
        record.uint32(largeSize ? 0xFFFF_FFFF : UInt32(size))
        record.uint32(largeSize ? 0xFFFF_FFFF : UInt32(size))
        record.uint16(UInt16(name.count))
        record.uint16(UInt16(extra.bytes.count))
        record.uint16(0)  // comment
        record.uint16(0)  // disk
        record.uint16(0)  // internal attributes
        record.uint32(0o100644 << 16)  // a regular file, rw-r--r--
        record.uint32(largeOffset ? 0xFFFF_FFFF : UInt32(headerOffset))
        record.append(name)
        record.append(extra.bytes)
        centralDirectory += record.bytes
    }

    private func write(_ bytes: [UInt8]) throws(ZipArchiveError) {
        let failed = bytes.withUnsafeBytes { buffer in Result { () throws(ZipArchiveError) in try write(buffer) } }
        try failed.get()
    }

    private func write(_ bytes: UnsafeRawBufferPointer) throws(ZipArchiveError) {
        var done = 0
        while done < bytes.count {
            let count = Glibc.write(descriptor, bytes.baseAddress! + done, bytes.count - done)
            if count < 0 {
                if errno == EINTR { continue }
                throw ZipArchiveError(path: path, message: "cannot write (\(Self.systemError())); check the disk has space")
            }
            done += count
        }
        offset += UInt64(bytes.count)
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }

    /// Bit 11: names are UTF-8.
    private static let utf8Flag: UInt16 = 0x0800
    /// 1980-01-01, the first day a ZIP can hold, for every entry: the archive's bytes never depend on when it was made.
    private static let firstDay: UInt16 = (0 << 9) | (1 << 5) | 1
    /// Unix, specification 4.5 (so the external attributes are read as Unix modes).
    private static let madeBy: UInt16 = 3 << 8 | 45
}

/// Little-endian fields of a ZIP record.
private struct ZipRecord {
    private(set) var bytes: [UInt8] = []

    mutating func uint16(_ value: UInt16) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8)] }
    mutating func uint32(_ value: UInt32) { for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) } }
    mutating func uint64(_ value: UInt64) { for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8((value >> UInt64(shift)) & 0xFF)) } }
    mutating func append(_ more: [UInt8]) { bytes += more }
}
