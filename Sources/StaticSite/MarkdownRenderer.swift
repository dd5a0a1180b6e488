internal import CCmarkGFM
import Foundation

/// Markdown to HTML with cmark-gfm and its GitHub extensions (tables, strikethrough, autolinks,
/// task lists, tag filter). The only file that touches cmark-gfm: C values become Swift values here
/// and are freed before returning.
///
/// On top of cmark-gfm's HTML it gives every heading a GitHub-style anchor, highlights Swift and
/// Objective-C code blocks, lets the caller replace fenced blocks and rewrite link destinations,
/// and reports the headings and links with their source lines.
public struct MarkdownRenderer: Sendable {
    /// A fenced code block, handed to a `FencedBlockHandler` before rendering.
    public struct FencedBlock: Sendable, Equatable {
        /// The info string after the opening fence: `swift`, `lifeline`.
        public var info: String
        /// The block's text.
        public var code: String
        /// 1-based line of the opening fence in the Markdown source.
        public var line: Int

        public init(info: String, code: String, line: Int) {
            self.info = info
            self.code = code
            self.line = line
        }

        /// The first word of the info string: the block's language.
        public var language: String { String(info.split(separator: " ").first ?? "") }
    }

    /// Returns HTML to put in place of a block, or nil to render it as code.
    public typealias FencedBlockHandler = (FencedBlock) throws -> String?

    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]
    /// cmark-gfm registers its extensions in a global list behind an unguarded flag: two threads
    /// parsing their first document at once both appended to it, and one parser was left without
    /// `autolink` (a page's bare URL came out as text in one build of three). A Swift static is
    /// initialised once, whichever thread asks first.
    private static let extensionsRegistered: Void = cmark_gfm_core_extensions_ensure_registered()
    private static let parsing = NSLock()

    /// Highlights code blocks in the languages it knows; nil leaves every block plain.
    public var highlighter: SyntaxHighlighter?
    /// Rewrites each link and image destination (for example `page.md` → `page.html`).
    public var rewriteLink: @Sendable (String) -> String

    public init(highlighter: SyntaxHighlighter? = SyntaxHighlighter(), rewriteLink: @escaping @Sendable (String) -> String = { $0 }) {
        self.highlighter = highlighter
        self.rewriteLink = rewriteLink
    }

    /// Renders `markdown`; raw HTML is allowed within `RawHTMLAllowList`, links and images unless
    /// they could run a script (`UnsafeMarkup`, thrown with its line and column); `handler` may
    /// replace fenced blocks.
    /// `trustedHTML`: raw HTML blocks the caller wrote itself (not a writer), published as written.
    public func render(_ markdown: String, trustedHTML: Set<String> = [], fencedBlocks handler: FencedBlockHandler? = nil) throws -> RenderedMarkdown {
        try withDocument(markdown) { document, extensions in
            var slugger = HeadingSlugger()
            var headings: [RenderedMarkdown.Heading] = []
            var links: [RenderedMarkdown.Link] = []
            // Links first: it changes no structure. Headings and code blocks are then replaced,
            // which frees their children, so only those nodes are collected for the second pass.
            // Raw HTML: refused outside the allow-list, and what is allowed written back as parsed.
            for node in try nodes(in: document, ofTypes: [CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE]) {
                let html = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
                if cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK, trustedHTML.contains(String(html.dropLast(html.hasSuffix("\n") ? 1 : 0))) { continue }
                let line = Int(cmark_node_get_start_line(node)), column = Int(cmark_node_get_start_column(node))
                do {
                    let sanitized = try RawHTMLAllowList.sanitized(html)
                    if sanitized != html { cmark_node_set_literal(node, sanitized) }
                } catch let refusal as RawHTMLAllowList.Refusal {
                    throw UnsafeMarkup(in: html, at: refusal.at, line: line, column: column, message: refusal.message)
                }
            }
            for node in try nodes(in: document, ofTypes: [CMARK_NODE_LINK, CMARK_NODE_IMAGE]) {
                let written = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                if let problem = UnsafeMarkup.problem(url: written) {
                    throw UnsafeMarkup(line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)), message: problem)
                }
                let destination = rewriteLink(written)
                cmark_node_set_url(node, destination)
                links.append(.init(
                    destination: destination, isImage: cmark_node_get_type(node) == CMARK_NODE_IMAGE,
                    line: Int(cmark_node_get_start_line(node))))
            }
            for node in try nodes(in: document, ofTypes: [CMARK_NODE_CODE_BLOCK, CMARK_NODE_HEADING]) {
                if cmark_node_get_type(node) == CMARK_NODE_HEADING {
                    headings.append(try replaceHeading(node, slugger: &slugger, extensions: extensions))
                } else {
                    try replaceCodeBlock(node, handler: handler)
                }
            }
            // Tables are picked out before any is replaced: replacing one frees its rows and
            // cells, and asking a freed cell its type read freed memory (a crash in one build of
            // many, when another thread had reused it).
            for node in try nodes(in: document).filter(Self.isTable) {
                try replaceTable(node, extensions: extensions)
            }
            guard let html = cmark_render_html(document, CMARK_OPT_UNSAFE, extensions) else {
                throw MarkdownError.outOfMemory
            }
            defer { free(html) }
            return RenderedMarkdown(html: String(cString: html), headings: headings, links: links)
        }
    }

    /// The fenced code blocks of `markdown`, in order, without rendering it.
    public func fencedBlocks(in markdown: String) throws -> [FencedBlock] {
        try withDocument(markdown) { document, _ in
            try nodes(in: document, ofTypes: [CMARK_NODE_CODE_BLOCK]).compactMap(fencedBlock)
        }
    }

    private func withDocument<Result>(
        _ markdown: String, _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) throws -> Result
    ) throws -> Result {
        _ = Self.extensionsRegistered
        guard let parser = cmark_parser_new(CMARK_OPT_UNSAFE | CMARK_OPT_SOURCEPOS) else { throw MarkdownError.outOfMemory }
        defer { cmark_parser_free(parser) }
        for name in Self.extensionNames {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        // One parse at a time in the process: finishing a document adds its extensions' trigger
        // characters (autolink's ':' and 'w') to a table global to cmark-gfm and removes them when
        // done, so a parse that finished on another thread took them from one still reading its
        // inlines, whose bare URLs then stayed text (seen: one evidence page in some builds).
        // Rendering the parsed trees, most of the work, stays on every core.
        Self.parsing.lock()
        // With its length, not as a C string: a NUL would end a C string and drop the rest; given
        // the bytes, cmark-gfm turns it into U+FFFD, as CommonMark says.
        var text = markdown
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        let finished = cmark_parser_finish(parser)
        Self.parsing.unlock()
        guard let document = finished else { throw MarkdownError.outOfMemory }
        defer { cmark_node_free(document) }
        return try body(document, cmark_parser_get_syntax_extensions(parser))
    }

    /// The nodes under `root` (itself included) of the given types, in document order, collected
    /// first so that the tree can be changed afterwards.
    private func nodes(in root: OpaquePointer, ofTypes types: [cmark_node_type]? = nil) throws -> [OpaquePointer] {
        guard let iterator = cmark_iter_new(root) else { throw MarkdownError.outOfMemory }
        defer { cmark_iter_free(iterator) }
        var nodes: [OpaquePointer] = []
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                types?.contains(cmark_node_get_type(node)) ?? true
            {
                nodes.append(node)
            }
        }
        return nodes
    }

    private func fencedBlock(_ node: OpaquePointer) -> FencedBlock? {
        guard cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK else { return nil }
        // cmark_node_get_fenced writes through all three pointers; none may be NULL.
        var length: Int32 = 0, offset: Int32 = 0
        var character: CChar = 0
        guard cmark_node_get_fenced(node, &length, &offset, &character) != 0 else { return nil }
        return FencedBlock(
            info: cmark_node_get_fence_info(node).map { String(cString: $0) } ?? "",
            code: cmark_node_get_literal(node).map { String(cString: $0) } ?? "",
            line: Int(cmark_node_get_start_line(node)))
    }

    private func replaceCodeBlock(_ node: OpaquePointer, handler: FencedBlockHandler?) throws {
        guard let block = fencedBlock(node) else { return }
        if let replacement = try handler?(block) {
            try replace(node, withHTML: replacement)
        } else if let highlighted = highlighter?.html(block.code, language: block.language) {
            try replace(node, withHTML: highlighted)
        }
    }

    /// Renders the heading as cmark-gfm would, then gives it an `id` and a link to itself.
    private func replaceHeading(
        _ node: OpaquePointer, slugger: inout HeadingSlugger, extensions: UnsafeMutablePointer<cmark_llist>?
    ) throws -> RenderedMarkdown.Heading {
        let level = Int(cmark_node_get_heading_level(node))
        var text = ""
        for child in try nodes(in: node) {
            let type = cmark_node_get_type(child)
            if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE, let literal = cmark_node_get_literal(child) {
                text += String(cString: literal)
            } else if type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK {
                text += " "
            }
        }
        let anchor = slugger.slug(for: text)
        let line = Int(cmark_node_get_start_line(node))
        guard let rendered = cmark_render_html(node, CMARK_OPT_UNSAFE, extensions) else { throw MarkdownError.outOfMemory }
        defer { free(rendered) }
        // cmark-gfm writes `<hN>inner</hN>\n`; keep the inner HTML.
        let whole = String(cString: rendered)
        let inner = whole.dropFirst("<hN>".count).dropLast("</hN>\n".count)
        let id = HTML.escape(anchor)
        try replace(node, withHTML: """
            <h\(level) id="\(id)">\(inner)<a class="anchor" href="#\(id)" aria-label="Link to this section">#</a></h\(level)>
            """)
        return .init(level: level, text: text, anchor: anchor, line: line)
    }

    /// Compared as C strings: a Swift String made of every node's type name was 29 M
    /// instructions of a cold build (callgrind).
    private static func isTable(_ node: OpaquePointer) -> Bool {
        guard let type = cmark_node_get_type_string(node) else { return false }
        return strcmp(type, "table") == 0
    }

    /// Renders the table as cmark-gfm would, each body cell labelled with its column's heading
    /// (`TableCards`), so that a phone can show a wide table as cards.
    private func replaceTable(_ node: OpaquePointer, extensions: UnsafeMutablePointer<cmark_llist>?) throws {
        var headings: [String] = []
        if let header = cmark_node_first_child(node) {
            var cell = cmark_node_first_child(header)
            while let current = cell {
                var text = ""
                for child in try nodes(in: current) {
                    let type = cmark_node_get_type(child)
                    if type == CMARK_NODE_TEXT || type == CMARK_NODE_CODE, let literal = cmark_node_get_literal(child) {
                        text += String(cString: literal)
                    }
                }
                headings.append(text)
                cell = cmark_node_next(current)
            }
        }
        guard let rendered = cmark_render_html(node, CMARK_OPT_UNSAFE, extensions) else { throw MarkdownError.outOfMemory }
        defer { free(rendered) }
        try replace(node, withHTML: TableCards(headings: headings).label(String(cString: rendered)))
    }

    private func replace(_ node: OpaquePointer, withHTML html: String) throws {
        guard let block = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { throw MarkdownError.outOfMemory }
        cmark_node_set_literal(block, html.hasSuffix("\n") ? html : html + "\n")
        cmark_node_replace(node, block)
        cmark_node_free(node)
    }
}

/// cmark-gfm could not allocate what it needed.
public enum MarkdownError: Error {
    case outOfMemory
}
