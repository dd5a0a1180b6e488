internal import CCmarkGFM
import Foundation

/// Markdown to HTML with cmark-gfm and its GitHub extensions (tables, strikethrough, autolinks,
/// task lists, tag filter). The only file that touches cmark-gfm: C values become Swift values here
/// and are freed before returning.
public struct MarkdownRenderer: Sendable {
    /// A fenced code block, handed to a `FencedBlockHandler` before rendering.
    public struct FencedBlock: Sendable {
        /// The info string after the opening fence: `swift`, `lifeline`.
        public var info: String
        /// The block's text.
        public var code: String
        /// 1-based line of the opening fence in the Markdown source.
        public var line: Int
    }

    /// Returns HTML to put in place of a block, or nil to render it as code.
    public typealias FencedBlockHandler = (FencedBlock) throws -> String?

    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]

    public init() {}

    /// Renders `markdown`; raw HTML is allowed (our own content), `handler` may replace fenced blocks.
    public func render(_ markdown: String, fencedBlocks handler: FencedBlockHandler? = nil) throws -> String {
        cmark_gfm_core_extensions_ensure_registered()
        let options = CMARK_OPT_UNSAFE | CMARK_OPT_SOURCEPOS
        guard let parser = cmark_parser_new(options) else { throw MarkdownError.outOfMemory }
        defer { cmark_parser_free(parser) }
        for name in Self.extensionNames {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        markdown.withCString { cmark_parser_feed(parser, $0, strlen($0)) }
        guard let document = cmark_parser_finish(parser) else { throw MarkdownError.outOfMemory }
        defer { cmark_node_free(document) }

        if let handler { try replaceFencedBlocks(in: document, with: handler) }

        guard let html = cmark_render_html(document, options & ~CMARK_OPT_SOURCEPOS, cmark_parser_get_syntax_extensions(parser)) else {
            throw MarkdownError.outOfMemory
        }
        defer { free(html) }
        return String(cString: html)
    }

    private func replaceFencedBlocks(in document: OpaquePointer, with handler: FencedBlockHandler) throws {
        var blocks: [OpaquePointer] = []
        guard let iterator = cmark_iter_new(document) else { throw MarkdownError.outOfMemory }
        defer { cmark_iter_free(iterator) }
        // cmark_node_get_fenced writes through all three pointers; none may be NULL.
        var length: Int32 = 0, offset: Int32 = 0
        var character: CChar = 0
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            if let node = cmark_iter_get_node(iterator), cmark_node_get_type(node) == CMARK_NODE_CODE_BLOCK,
                cmark_node_get_fenced(node, &length, &offset, &character) != 0
            {
                blocks.append(node)
            }
        }
        for node in blocks {
            let block = FencedBlock(
                info: cmark_node_get_fence_info(node).map { String(cString: $0) } ?? "",
                code: cmark_node_get_literal(node).map { String(cString: $0) } ?? "",
                line: Int(cmark_node_get_start_line(node)))
            guard let replacement = try handler(block) else { continue }
            guard let html = cmark_node_new(CMARK_NODE_HTML_BLOCK) else { throw MarkdownError.outOfMemory }
            cmark_node_set_literal(html, replacement)
            cmark_node_replace(node, html)
            cmark_node_free(node)
        }
    }
}

/// cmark-gfm could not allocate what it needed.
public enum MarkdownError: Error {
    case outOfMemory
}
