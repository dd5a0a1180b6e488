import Foundation
import StaticSite

/// Stage 1: the project's site settings, Markdown pages (with their diagram blocks, inline
/// scenarios parsed), scenarios, templates and static assets, read and parsed.
struct ContentLoader {
    let project: Project
    /// The project's folders as walked once for this build (`ProjectTree`); the loader walks
    /// them itself without one.
    var tree: ProjectTree?
    /// The files' bytes the build's fingerprint read (`InputBytes`); empty: every file is read.
    var inputBytes = InputBytes()
    /// The last build's parsed pages and device logs, reused for files whose bytes are the same (`serve`).
    var memory: BuildMemory?
    /// How many cores read and parse (`--jobs`).
    var lanes = Int.max
    /// The device logs the last `lifeline build` read, reused for files whose bytes are the same
    /// (without `serve`'s memory).
    var readings: EvidenceReadings?
    /// The Markdown pages the last `lifeline build` read, reused for files whose text is the same
    /// (without `serve`'s memory).
    var pageReadings: MarkdownReadings?
    /// The traces the last `lifeline build` kept, taken for scenario files whose text is the
    /// same, which are then not parsed (without `serve`'s memory).
    var traces: TraceStore?
    /// What the last build judged of the templates (`TemplateJudgements`): templates it rendered
    /// with under this `lifeline` parse, and are parsed only when a render needs them.
    var judgements: TemplateJudgements?

    func load() throws -> LoadedContent {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: project.content.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw SiteDiagnostic(path: project.displayPath(project.content), message: "no content folder here; name it with --content, or the project with --root")
        }
        let tree = self.tree ?? ProjectTree(project: project)
        try ProjectBoundary(tree: tree).check()
        var settings = try SiteConfig.load(project.siteSettings, path: project.displayPath(project.siteSettings), defaultTitle: "Lifeline")
        if let baseURL = project.baseURL { settings.baseURL = SiteConfig(title: settings.title, baseURL: baseURL).baseURL }
        let catalog = try ScenarioCatalog(project: project, memory: memory, lanes: lanes, store: traces, inputBytes: inputBytes)
        // The theme compiled into lifeline, each template replaced by the project's file of that name.
        var templates = try TemplateLibrary(
            defaults: BuiltInTheme.templates, directory: project.templates, displayPath: project.displayPath(project.templates),
            parsedBefore: { sources in judgements?.parsedBefore(sources) ?? false })
        templates.retiredNames = PageRenderer.retiredNames
        try templates.require(PageRenderer.templateNames)
        // Pages are independent: read and parsed on every lane, in path order.
        let allPages = try Self.files(under: project.content, withExtension: "md", in: tree).concurrentMap(lanes: lanes) { try loadPage($0) }
        let pages = allPages.filter { project.includeDrafts || !$0.frontMatter.draft }
        // Every page's header links home; without a home page each of those links would be broken.
        guard pages.contains(where: { $0.outputPath == SitePage.Kind.home.path }) else {
            throw SiteDiagnostic(
                path: project.displayPath(project.content.appendingPathComponent("index.md")),
                message: "the site has no home page; write index.md (not a draft): every page links to it")
        }
        return LoadedContent(
            settings: settings, catalog: catalog, scenarioSources: catalog.sources, templates: templates,
            pages: pages, pagePaths: allPages.map { ($0.path, $0.outputPath) }, assets: try assets(tree), evidence: try evidence(tree))
    }

    private func loadPage(_ relativePath: String) throws -> SourcePage {
        let url = project.content.appendingPathComponent(relativePath)
        return try remembered(url) { try parsePage(relativePath, at: url) }
    }

    /// `parse()`'s value, or the last build's for the same file with the same bytes.
    private func remembered<Value>(_ url: URL, _ parse: () throws -> Value) throws -> Value {
        guard let memory, let bytes = FileManager.default.contents(atPath: url.path) else { return try parse() }
        return try memory.file(url.path, bytes: bytes, parse: parse)
    }

    private func parsePage(_ relativePath: String, at url: URL) throws -> SourcePage {
        let path = project.displayPath(url)
        let text = try inputBytes.text(url, path: path, what: "page")
        // CRLF and CR become LF first: cmark-gfm would keep "\r" inside code blocks, and a diagram
        // block is split into lines by "\n". Most files have none (Foundation's replacing, asked
        // anyway, was half of reading the pages: perf), found with `memchr` (the generic search
        // was 9 M instructions for 19 pages: callgrind).
        let hasCR = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count > 0 && memchr(bytes.baseAddress!, Int32(UInt8(ascii: "\r")), bytes.count) != nil
        } ?? text.utf8.contains(UInt8(ascii: "\r"))
        let lf = hasCR ? text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n") : text
        let slug = String(relativePath.dropLast(".md".count))
        let outputPath = SitePage.Kind.markdown(slug: slug).path, inlineIDPrefix = slug.replacingOccurrences(of: "/", with: "-")
        if let reading = pageReadings?.reading(path: path, text: lf) {
            return try SourcePage(reading: reading, path: path, outputPath: outputPath, inlineIDPrefix: inlineIDPrefix)
        }
        let (matter, body, bodyLine) = try FrontMatter.split(lf, path: path)
        let page = try SourcePage(path: path, outputPath: outputPath, frontMatter: matter, body: body, bodyLine: bodyLine, inlineIDPrefix: inlineIDPrefix)
        pageReadings?.keep(page, text: lf)
        return page
    }

    /// The device logs of `Content/evidence/`, each with its header (required there).
    private func evidence(_ tree: ProjectTree) throws -> [EvidenceLog] {
        let folder = project.evidenceFolder
        // The folder's display path made once (see `ScenarioCatalog`).
        let folderPath = project.displayPath(folder)
        return try Self.files(under: folder, withExtension: EvidenceLog.fileExtension, in: tree).concurrentMap(lanes: lanes) { name in
            let url = folder.appendingPathComponent(name)
            let path = folderPath + "/" + name
            return try remembered(url) {
                let bytes = try inputBytes.log(url, path: path)
                let id = String(name.dropLast(EvidenceLog.fileExtension.count + 1)), digest = ContentDigest.hex(bytes)
                if let kept = readings?.log(id: id, path: path, digest: digest) { return kept }
                let (header, log) = try EvidenceLog.parse(bytes, displayPath: path)
                guard let header else {
                    throw SiteDiagnostic(path: path, message: "an evidence log starts with its header between '---' lines: where it was published, by whom, and the scenario it belongs to (see 'Checking your own logs')")
                }
                let evidence = EvidenceLog(id: id, path: path, header: header, log: log, digest: digest)
                readings?.keep(evidence)
                return evidence
            }
        }
    }

    /// The built-in theme's assets, each replaced by the project's file at the same path.
    private func assets(_ tree: ProjectTree) throws -> [String: Data] {
        var assets = Dictionary(uniqueKeysWithValues: BuiltInTheme.assets.map { ("assets/" + $0.key, Data($0.value.utf8)) })
        for name in Self.files(under: project.assets, withExtension: nil, in: tree) {
            assets["assets/" + name] = FileManager.default.contents(atPath: project.assets.appendingPathComponent(name).path)
        }
        return assets
    }

    /// Files under `folder` (relative paths, sorted), skipping hidden ones; nil extension: all.
    /// A link is listed when it leads to a file, not a folder (links are never followed into); a
    /// FIFO or a device is listed, for its reader to refuse by name.
    /// One `readdir` walk (`FileTree`): Foundation's enumerator and a URL per file were 3 % of a
    /// one-scenario edit (perf).
    /// Without `tree`, the folder is walked.
    static func files(under folder: URL, withExtension fileExtension: String?, in tree: ProjectTree? = nil) -> [String] {
        let root = folder.path
        return (tree?.entries(under: folder, special: true) ?? FileTree.entries(under: root, special: true)).filter { entry in
            let hidden = entry.path.splitAtBytes(separator: "/").contains { $0.hasPrefix(".") }
            guard !hidden, fileExtension.map({ entry.path.hasSuffix("." + $0) }) ?? true else { return false }
            var status = stat()
            return !entry.isLink || (stat(root + "/" + entry.path, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR)
        }.map(\.path)
    }
}

/// Everything stage 1 read.
struct LoadedContent {
    var settings: SiteConfig
    var catalog: ScenarioCatalog
    var scenarioSources: [String: ScenarioSource]
    var templates: TemplateLibrary
    /// Published pages (drafts left out), in path order.
    var pages: [SourcePage]
    /// Every Markdown file's display path and output path, drafts included: the plan checks
    /// that no two share a file and none is at a path the site generates.
    var pagePaths: [(path: String, outputPath: String)]
    /// Static files by output path (`assets/style.css`).
    var assets: [String: Data]
    /// The public device logs the model is checked against, by file name.
    var evidence: [EvidenceLog] = []
}

/// A scenario file as its author wrote it.
struct ScenarioSource: Sendable, Equatable {
    var path: String
    var text: String
}

extension LoadedContent {
    /// The scenario files and the scenarios written in pages.
    var scenarioCount: Int {
        catalog.count + pages.flatMap(\.diagramBlocks).filter {
            if case .inline = $0.source { return true }
            return false
        }.count
    }
}
