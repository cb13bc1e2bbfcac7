/// One 8-bit channel of a picture (luma or one chroma), rows packed without padding.
struct Plane: Sendable, Hashable {
    let width: Int
    let height: Int
    /// `width * height` bytes, row by row.
    var bytes: [UInt8]

    init(width: Int, height: Int, bytes: [UInt8]) {
        precondition(width > 0 && height > 0 && bytes.count == width * height, "Plane needs width*height bytes")
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// A plane whose bytes `fill` writes, every one of them: skipping the zero fill saves a pass over memory.
    init(width: Int, height: Int, fill: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        let count = width * height
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            fill(buffer)
            initialized = count
        }
        self.init(width: width, height: height, bytes: bytes)
    }

    /// A buffer of `count` bytes left as the allocator gave them, for a C decoder to fill: zeroing
    /// megabytes it overwrites anyway is a measurable pass over memory. Read only what was written.
    static func unfilledBytes(count: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
    }

    /// The mean sample value.
    var mean: Double {
        var sum: UInt64 = 0
        for value in bytes { sum &+= UInt64(value) }
        return Double(sum) / Double(bytes.count)
    }
}
