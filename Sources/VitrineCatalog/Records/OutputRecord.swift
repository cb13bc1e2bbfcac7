/// A file the build wrote into the site, and what it was made from (for `--explain`).
public struct OutputRecord: Sendable, Hashable {
    /// Site-relative path.
    public var path: String
    /// A stable description of the inputs, e.g. `content=...;transform=90,1;bucket=350;format=jpeg;v=1`.
    public var inputs: String
    public init(path: String, inputs: String) { self.path = path; self.inputs = inputs }
}
