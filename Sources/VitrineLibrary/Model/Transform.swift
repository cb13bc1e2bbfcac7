/// A non-destructive edit (seed 001): rotation, then a centre zoom. Applied after the EXIF orientation.
public struct Transform: Hashable, Sendable, Codable {
    /// Degrees clockwise, normalised to [0, 360).
    public var rotation: Double
    /// Zoom factor >= 1: a centre crop of 1/scale.
    public var scale: Double

    public static let identity = Transform(rotation: 0, scale: 1)

    /// Normalises rotation into [0, 360) and clamps scale to >= 1. Non-finite values become the identity's.
    public init(rotation: Double, scale: Double) {
        var r = rotation.isFinite ? rotation.truncatingRemainder(dividingBy: 360) : 0
        if r < 0 { r += 360 }
        if r >= 360 || abs(r) < 1e-9 { r = 0 }
        self.rotation = r
        self.scale = scale.isFinite ? max(1, scale) : 1
    }

    /// True when the transform changes nothing (within seed 001's thresholds).
    public var isIdentity: Bool { isClose(to: .identity) }

    /// Seed 001: a change smaller than 0.1 degree in rotation and 0.01 in scale is no change.
    public func isClose(to other: Transform) -> Bool {
        var delta = abs(rotation - other.rotation).truncatingRemainder(dividingBy: 360)
        delta = min(delta, 360 - delta)
        return delta < 0.1 && abs(scale - other.scale) < 0.01
    }

    /// The rotation when it is an exact multiple of 90 degrees (0, 90, 180, 270), else nil.
    public var quarterTurns: Int? {
        let q = (rotation / 90).rounded()
        return abs(rotation - q * 90) < 1e-9 ? Int(q) % 4 : nil
    }
}

/// A previous transform on the undo stack, with when it was replaced.
public struct TransformSnapshot: Hashable, Sendable, Codable {
    public var transform: Transform
    /// ISO 8601 timestamp, e.g. `2026-01-23T10:00:00Z`.
    public var at: String?

    public init(transform: Transform, at: String?) {
        self.transform = transform
        self.at = at
    }
}
