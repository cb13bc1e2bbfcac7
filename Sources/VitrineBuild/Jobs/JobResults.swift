import VitrineCatalog
import VitrineLibrary

/// What the build keeps of its render jobs, gathered as each one finishes rather than holding every job's
/// result to the end: a first build of 100,000 photos held 100,000 results (facts and image paths each), some
/// 150 MB, beside the tables they were merged into. Whatever order the jobs finish in, what is kept is the same,
/// as if the results had been taken in path order.
struct JobResults {
    /// The jobs' source records, in path order once `finish()` ran.
    private(set) var records: [SourceRecord] = []
    /// Facts read by the jobs, by content id: of jobs that read the same content, the last in path order.
    private(set) var facts: [ContentID: (path: String, facts: PhotoFacts)] = [:]
    /// Every image the jobs wrote, until the cleanup's stale images are set aside (`takeWritten`).
    private(set) var written = WrittenImages()
    /// The placeholder colour of each image a job made its colour from, by image path.
    private(set) var renderedColors: [String: String] = [:]
    private(set) var imagesFetched = 0
    /// The Git LFS object id of each content the jobs read, when the library stores files in Git LFS.
    private(set) var lfsObjects: [String: ContentID] = [:]
    private(set) var count = 0
    /// Warnings and explanations, rare: kept with their job's path and put in path order by `finish()`.
    private var reports: [(path: String, diagnostics: [Diagnostic], explanations: [String])] = []
    /// The write failure of the first job in path order that had one.
    private var writeFailure: (path: String, error: BuildError)?

    mutating func add(_ result: PhotoJob.Result) {
        count += 1
        imagesFetched += result.imagesFetched
        written.add(result.written)
        if !result.diagnostics.isEmpty || !result.explanations.isEmpty {
            reports.append((result.path, result.diagnostics, result.explanations))
        }
        if let error = result.writeError, writeFailure.map({ result.path < $0.path }) ?? true {
            writeFailure = (result.path, error)
        }
        guard let record = result.record else { return }
        records.append(record)
        if let oid = result.lfsObject { lfsObjects[oid] = record.contentID }
        if let new = result.facts, facts[record.contentID].map({ $0.path < record.path }) ?? true {
            facts[record.contentID] = (record.path, new)
        }
        if let rendered = result.renderedColor { renderedColors[rendered.path] = rendered.color }
    }

    /// Puts what depends on order in path order; call once every job was added.
    mutating func finish() {
        records.sort { $0.path < $1.path }
        reports.sort { $0.path < $1.path }
    }

    /// Frees what the build has merged into its own tables (records, facts, colours): on a first build of
    /// 100,000 photos they were held to the end beside their copies.
    mutating func forgetMerged() {
        records = []
        lfsObjects = [:]
        facts = [:]
        renderedColors = [:]
    }

    /// How many images the jobs wrote.
    var imagesWritten: Int { written.count }

    /// The images the jobs wrote, given once: the results keep none after.
    mutating func takeWritten() -> WrittenImages {
        defer { written = WrittenImages() }
        return written
    }

    var diagnostics: [Diagnostic] { reports.flatMap(\.diagnostics) }
    var explanations: [String] { reports.flatMap(\.explanations) }
    var writeError: BuildError? { writeFailure?.error }
}
