import Foundation

/// One change an edit verb makes to a sidecar (seed 001 for the transform rules).
public enum SidecarEdit: Hashable, Sendable {
    /// 0...5, 0 = unrated.
    case rate(Int)
    case favorite(Bool)
    /// Removes first (case-insensitively), then adds, so `--remove italy --add Italy` respells a tag.
    case tag(add: [String], remove: [String])
    /// Degrees clockwise, relative to the current rotation.
    case rotate(by: Double)
    /// Absolute zoom factor, >= 1.
    case scale(to: Double)
    /// Restores the last transform in the history and removes it.
    case undo
    /// Back to rotation 0, scale 1; itself undoable.
    case reset
    /// The title; nil (or an empty string) removes it.
    case title(String?)
    /// The caption; nil (or an empty string) removes it.
    case caption(String?)
    /// `hidden`: true leaves the photo out of the site.
    case hide(Bool)
}

extension Sidecar {
    /// The sidecar after `edit`; equal to `self` when the edit changes nothing.
    ///
    /// A transform change pushes the previous transform, stamped with `timestamp`, onto `history` (oldest dropped
    /// beyond `historyLimit`); a change below seed 001's thresholds (0.1 degree and 0.01 scale) is no change.
    /// Rating, favourite and tag changes leave the history alone.
    public func applying(_ edit: SidecarEdit, timestamp: String) throws(EditError) -> Sidecar {
        var result = self
        switch edit {
        case .rate(let rating):
            guard (0...5).contains(rating) else {
                throw EditError(path: "", kind: .invalidValue, message: "a rating is a whole number from 0 (unrated) to 5, not \(rating)")
            }
            result.rating = rating
        case .favorite(let flag):
            result.favorite = flag
        case .tag(let add, let remove):
            let removed = Set(remove.map { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() })
            let added = add.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            if added.contains(where: \.isEmpty) || removed.contains("") {
                throw EditError(path: "", kind: .invalidValue, message: "a tag cannot be empty")
            }
            result.tags = Sidecar.normalisedTags(tags.filter { !removed.contains($0.lowercased()) } + added)
        case .rotate(let degrees):
            guard degrees.isFinite else {
                throw EditError(path: "", kind: .invalidValue, message: "the rotation must be a finite number of degrees")
            }
            result.changeTransform(to: Transform(rotation: transform.rotation + degrees, scale: transform.scale), timestamp: timestamp)
        case .scale(let factor):
            guard factor.isFinite, factor >= 1 else {
                throw EditError(path: "", kind: .invalidValue, message: "the scale must be at least 1 (1 = no zoom, 2 = twice as close), not \(JSONWriter.format(factor))")
            }
            result.changeTransform(to: Transform(rotation: transform.rotation, scale: factor), timestamp: timestamp)
        case .undo:
            guard let last = result.history.popLast() else {
                throw EditError(path: "", kind: .nothingToUndo, message: "nothing to undo: the photo has no transform history")
            }
            result.transform = last.transform
        case .reset:
            result.changeTransform(to: .identity, timestamp: timestamp)
        case .title(let text):
            result.title = Self.nonEmpty(text)
        case .caption(let text):
            result.caption = Self.nonEmpty(text)
        case .hide(let flag):
            result.hidden = flag
        }
        return result
    }

    /// `text`, or nil when it is absent or only white space (clearing the key).
    static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return text
    }

    /// Seed 001's update: below the thresholds nothing happens, else the old transform goes onto the history.
    mutating func changeTransform(to new: Transform, timestamp: String) {
        guard !new.isClose(to: transform) else { return }
        history.append(TransformSnapshot(transform: transform, at: timestamp))
        if history.count > Self.historyLimit { history.removeFirst(history.count - Self.historyLimit) }
        transform = new
    }
}
