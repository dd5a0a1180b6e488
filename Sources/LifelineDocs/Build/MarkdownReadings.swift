import Foundation
import StaticSite

/// The Markdown pages as the last `lifeline build` read them, kept in the cache folder
/// (`markdown/`, one entry a page, replaced when its file changes) under the digest of the file's
/// text, its path and this `lifeline`: a build takes a page whose file is the same instead of
/// parsing its front matter (Yams) and rendering its body (cmark-gfm, tables as cards) again, as
/// `serve` takes it from its memory. That was 8 % of a one-scenario edit (perf). What is kept is
/// the page as read before its diagram blocks are parsed: a kept page's blocks are parsed again
/// from their text (`SourcePage.init(reading:)`), so a block means what this `lifeline` reads in
/// it. Only a page that read without error is kept; a damaged entry is a miss.
struct MarkdownReadings {
    static let version = "lifeline-markdown-reading 2"

    /// A page as read, its diagram blocks as written.
    struct Reading: Equatable {
        var frontMatter: FrontMatter
        var body: String
        var bodyLine: Int
        var markdown: RenderedMarkdown
        /// Each ```` ```lifeline ```` block's text and its line in the file, in order.
        var blocks: [Block]

        struct Block: Equatable {
            var code: String
            var line: Int
        }

        init(frontMatter: FrontMatter, body: String, bodyLine: Int, markdown: RenderedMarkdown, blocks: [Block]) {
            self.frontMatter = frontMatter
            self.body = body
            self.bodyLine = bodyLine
            self.markdown = markdown
            self.blocks = blocks
        }

        init(_ page: SourcePage) {
            frontMatter = page.frontMatter
            body = page.body
            bodyLine = page.bodyLine
            markdown = page.markdown
            blocks = page.diagramBlocks.map { Block(code: $0.code, line: $0.line) }
        }
    }

    let cache: ContentCache

    init(folder: URL) {
        cache = ContentCache(folder: folder.appendingPathComponent("markdown"))
    }

    /// The page read before from a file at `path` whose text was `text`, if kept.
    func reading(path: String, text: String) -> Reading? {
        guard let data = cache.value(for: Self.key(path: path, text: text), slot: path) else { return nil }
        return Reading(packed: data)
    }

    /// Keeps `page`, read from `text`; a failure only costs the next build a read.
    func keep(_ page: SourcePage, text: String) {
        cache.store(Reading(page).packed, for: Self.key(path: page.path, text: text), slot: page.path)
    }

    private static func key(path: String, text: String) -> String {
        "\(version)\ntool \(BuildFingerprint.toolStamp)\npath \(path)\ndigest \(ContentDigest.hex(text))"
    }
}
