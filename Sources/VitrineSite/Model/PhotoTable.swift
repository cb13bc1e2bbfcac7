/// A model's photos by id: the photos in one array, in the order they were added, and a dictionary of their
/// positions. A dictionary of the photos themselves keeps a photo-sized slot for each of its power-of-two buckets:
/// at 100,000 photos, 262,144 slots of 264 bytes (69 MB) for 26 MB of photos.
public struct PhotoTable: Sendable, Encodable, ExpressibleByDictionaryLiteral {
    private var ids: [String] = []
    private var photos: [PhotoModel] = []
    private var positions: [String: Int32] = [:]

    public init() {}

    public init(_ photos: [String: PhotoModel]) {
        reserveCapacity(photos.count)
        for (id, photo) in photos.sorted(by: { $0.key < $1.key }) { self[id] = photo }
    }

    public init(dictionaryLiteral elements: (String, PhotoModel)...) {
        for (id, photo) in elements { self[id] = photo }
    }

    public var count: Int { photos.count }
    public var isEmpty: Bool { photos.isEmpty }

    /// The ids, in the order the photos were added.
    public var keys: [String] { ids }
    /// The photos, in the order they were added.
    public var values: [PhotoModel] { photos }

    public mutating func reserveCapacity(_ count: Int) {
        ids.reserveCapacity(count)
        photos.reserveCapacity(count)
        positions.reserveCapacity(count)
    }

    /// The photo with this id; setting nil removes it (the last photo takes its place in the order).
    public subscript(id: String) -> PhotoModel? {
        get { positions[id].map { photos[Int($0)] } }
        set {
            if let newValue {
                if let position = positions[id] {
                    photos[Int(position)] = newValue
                } else {
                    positions[id] = Int32(photos.count)
                    ids.append(id)
                    photos.append(newValue)
                }
            } else {
                removeValue(forKey: id)
            }
        }
    }

    /// Removes the photo with this id and returns it.
    @discardableResult
    public mutating func removeValue(forKey id: String) -> PhotoModel? {
        guard let position = positions.removeValue(forKey: id).map(Int.init) else { return nil }
        let removed = photos[position]
        if position != photos.count - 1, let last = ids.last {
            ids[position] = last
            photos[position] = photos[photos.count - 1]
            positions[last] = Int32(position)
        }
        ids.removeLast()
        photos.removeLast()
        return removed
    }

    /// The photos `isIncluded` keeps, in the same order.
    public func filter(_ isIncluded: ((key: String, value: PhotoModel)) throws -> Bool) rethrows -> PhotoTable {
        var result = PhotoTable()
        for element in self where try isIncluded(element) { result[element.key] = element.value }
        return result
    }

    /// Where the photo with this id is in `values`.
    func position(of id: String) -> Int? {
        positions[id].map(Int.init)
    }

    /// The photo at a position of `values`.
    func photo(at position: Int) -> PhotoModel {
        photos[position]
    }

    /// Encoded as the dictionary it stands for.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: IDKey.self)
        for (id, photo) in self { try container.encode(photo, forKey: IDKey(stringValue: id)) }
    }

    private struct IDKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}

extension PhotoTable: Sequence {
    public func makeIterator() -> some IteratorProtocol<(key: String, value: PhotoModel)> {
        zip(ids, photos).lazy.map { (key: $0, value: $1) }.makeIterator()
    }

    public var underestimatedCount: Int { photos.count }
}
