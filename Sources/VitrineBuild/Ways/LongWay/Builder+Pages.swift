import VitrineCatalog
import VitrineSite

extension Builder {
    /// What writing the pages did: the counts.
    struct PageResults {
        var written = 0
        var unchanged = 0
        /// Pages (plan entries) rendered: their key or file had changed.
        var rendered = 0
        var explanations: [(path: String, text: String)] = []
    }

    /// Renders and writes the pages of `plan` whose key differs from the one the catalog recorded for them, or
    /// whose file is not as the last complete build left it (deleted, or changed after `writtenAt`); the others
    /// are neither rendered nor read. Pages are rendered on the build's threads, in chunks, one page in memory
    /// per thread; a rendered page is written only when its bytes differ from the file's. Every page's file is
    /// added to `outputs`.
    func writePages(_ plan: SitePlan, writer: SiteWriter, previous: OutputDigests, writtenAt: Int64?,
                    outputs: inout WantedOutputs) async throws(BuildError) -> PageResults {
        let pages = plan.pages
        let chunkSize = max(32, pages.count / max(1, options.jobs * 16))
        let chunks = stride(from: 0, to: pages.count, by: chunkSize).map { $0..<min(pages.count, $0 + chunkSize) }
        let root = options.site.path + "/"
        let explain = options.explain
        var parts: [PageResults] = []
        var failure: BuildError?
        // Chunks in flight are capped at --jobs, as renders are; after a failure no more start.
        await BoundedTasks.run(chunks, limit: options.jobs, work: { range in
            Result { () throws(BuildError) -> PageResults in
                try Self.writePages(pages[range], plan: plan, writer: writer, previous: previous, root: root,
                                    writtenAt: writtenAt, explain: explain)
            }
        }) { result in
            switch result {
            case .success(let part): parts.append(part)
            case .failure(let error): failure = failure ?? error
            }
            return failure == nil
        }
        if let failure { throw failure }
        var total = PageResults()
        for part in parts {
            total.written += part.written
            total.unchanged += part.unchanged
            total.rendered += part.rendered
            total.explanations += part.explanations
        }
        for page in pages {
            let inputs = Self.pageInputs(page.key)
            for path in page.paths { try outputs.add(path: path, inputs: inputs) }
        }
        total.explanations.sort { $0.path < $1.path }
        return total
    }

    /// A page's inputs as the catalog records them.
    static func pageInputs(_ key: UInt64) -> String {
        "page;key=" + String(key, radix: 16)
    }

    private static func writePages(_ pages: ArraySlice<SitePlan.Page>, plan: SitePlan, writer: SiteWriter,
                                   previous: OutputDigests, root: String, writtenAt: Int64?,
                                   explain: Bool) throws(BuildError) -> PageResults {
        var results = PageResults()
        for page in pages {
            let inputs = pageInputs(page.key)
            let kept = page.paths.allSatisfy { path in
                isAsWritten(path, inputs: inputs, previous: previous, root: root, writtenAt: writtenAt)
            }
            if kept {
                results.unchanged += page.paths.count
                continue
            }
            results.rendered += 1
            let files: [SiteFile]
            do { files = try plan.render(page) } catch {
                throw BuildError(path: writer.site.path, step: .pages, message: "cannot render pages: \(error)")
            }
            for file in files {
                if try writer.write(file.contents, at: file.path) {
                    results.written += 1
                    if explain {
                        results.explanations.append((file.path, "\(file.path): \(previous.contains(path: file.path) ? "content changed" : "new page")"))
                    }
                } else {
                    results.unchanged += 1
                }
            }
        }
        return results
    }
}
