import StaticSite

/// One Markdown page: where it came from, where it goes, its front matter, and its body as
/// cmark-gfm rendered it, once, when the page was read. Its ```` ```lifeline ```` blocks stand in
/// that HTML as placeholders (`SourcePage.placeholder`) until stage 4 puts their figures there,
/// when the diagrams are drawn.
struct SourcePage: Sendable {
    var path: String
    /// Relative to the site root: `index.html`, `guide/loading.html`.
    var outputPath: String
    var frontMatter: FrontMatter
    /// The Markdown as written: what the page is made of, for `BuildMemory`.
    var body: String
    /// The body's first line in the file, so Markdown line numbers map back to the file.
    var bodyLine: Int
    /// The page's ```` ```lifeline ```` blocks, in order: block N's figure goes where
    /// `placeholder(N)` stands in `markdown.html`.
    var diagramBlocks: [DiagramBlock]
    /// The body as HTML, with its headings and links.
    var markdown: RenderedMarkdown

    var title: String { frontMatter.title ?? String(outputPath.dropLast(".html".count)) }
    /// Made by the build (Evidence, Coverage), not read from a file.
    var isGenerated: Bool { path.hasPrefix(EvidencePages.generatedPrefix) }

    /// Parses and renders `body`: links rewritten to the site's pages, raw HTML checked (a
    /// refusal is an error at its line in the file), each diagram block read and put aside.
    /// - Parameters:
    ///   - trustedHTML: raw HTML blocks the build wrote itself (an evidence page's figure),
    ///     published as written; every other raw HTML block and tag must pass `RawHTMLAllowList`.
    ///   - inlineIDPrefix: names the scenarios written inside the page's blocks (`PREFIX-1`, …).
    init(path: String, outputPath: String, frontMatter: FrontMatter, body: String, bodyLine: Int, trustedHTML: Set<String> = [], inlineIDPrefix: String) throws {
        self.path = path
        self.outputPath = outputPath
        self.frontMatter = frontMatter
        self.body = body
        self.bodyLine = bodyLine
        var blocks: [DiagramBlock] = []
        do {
            markdown = try MarkdownRenderer(rewriteLink: RelativePath.markdownToHTML).render(body, trustedHTML: trustedHTML) { block in
                guard block.language == DiagramBlock.infoString else { return nil }
                blocks.append(try DiagramBlock(block.code, path: path, line: bodyLine + block.line - 1, inlineID: "\(inlineIDPrefix)-\(blocks.count + 1)"))
                return Self.placeholder(blocks.count - 1)
            }
        } catch let markup as UnsafeMarkup {
            throw SiteDiagnostic(path: path, line: bodyLine + markup.line - 1, column: markup.column, message: markup.message)
        }
        diagramBlocks = blocks
    }

    /// A page read before (`MarkdownReadings`): its diagram blocks parsed again from their text,
    /// as the build that kept it parsed them.
    init(reading: MarkdownReadings.Reading, path: String, outputPath: String, inlineIDPrefix: String) throws {
        self.path = path
        self.outputPath = outputPath
        frontMatter = reading.frontMatter
        body = reading.body
        bodyLine = reading.bodyLine
        markdown = reading.markdown
        diagramBlocks = try reading.blocks.enumerated().map { index, block in
            try DiagramBlock(block.code, path: path, line: block.line, inlineID: "\(inlineIDPrefix)-\(index + 1)")
        }
    }

    /// Where block `index`'s figure goes: a tag the raw-HTML allow-list refuses, so that no
    /// writer's HTML can stand for it (Markdown text and code come out escaped).
    static func placeholder(_ index: Int) -> String {
        "<lifeline-figure data-block=\"\(index)\"></lifeline-figure>\n"
    }

    /// The body's HTML with each diagram block's figure (`figure(block)`) in its place.
    func html(figure: (DiagramBlock) throws -> String) rethrows -> String {
        guard !diagramBlocks.isEmpty else { return markdown.html }
        var html = "", rest = markdown.html[...]
        for (index, block) in diagramBlocks.enumerated() {
            // Every block was replaced by its placeholder when the page was rendered.
            guard let found = rest.firstRange(ofASCII: Self.placeholder(index)) else { continue }
            let drawn = try figure(block)
            html += rest[..<found.lowerBound] + (drawn.hasSuffix("\n") ? drawn : drawn + "\n")
            rest = rest[found.upperBound...]
        }
        return html + rest
    }
}
