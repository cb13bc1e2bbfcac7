/// What a published item is: a still photo or a video (a poster in the grid, a player on its page).
public enum MediaKind: String, Hashable, Sendable, Codable {
    case photo
    case video
}
