import Foundation
import StaticSite

/// A kept Markdown page as packed fields (`PackedFields`): its HTML and body as they are, where
/// JSON escaped them and Codable decoded them again (most of taking a page back, perf).
///
/// Fields: the front matter's title, description and order (each empty for nil, else `=` and
/// its text) and draft (`0` or `1`), the body, its first line, the HTML, the counts of headings,
/// links and blocks, then four fields a heading (level, text, anchor, line), three a link
/// (destination, `0` or `1` for an image, line) and two a block (code, line).
extension MarkdownReadings.Reading {
    var packed: Data {
        func text(_ value: String) -> Data { Data(value.utf8) }
        let optional: (String?) -> Data = PackedFields.optional
        let markdown = markdown
        var fields = [
            optional(frontMatter.title), optional(frontMatter.description), optional(frontMatter.order.map(String.init)),
            text(frontMatter.draft ? "1" : "0"), text(body), text(String(bodyLine)), text(markdown.html),
            text("\(markdown.headings.count) \(markdown.links.count) \(blocks.count)"),
        ]
        for heading in markdown.headings {
            fields += [text(String(heading.level)), text(heading.text), text(heading.anchor), text(String(heading.line))]
        }
        for link in markdown.links { fields += [text(link.destination), text(link.isImage ? "1" : "0"), text(String(link.line))] }
        for block in blocks { fields += [text(block.code), text(String(block.line))] }
        return PackedFields.pack(fields)
    }

    /// The reading `packed` gave `data`; nil for anything else.
    init?(packed data: Data) {
        let text = PackedFields.text
        func number(_ field: Data) -> Int? { Int(text(field)) }
        func flag(_ field: Data) -> Bool? { ["0": false, "1": true][text(field)] }
        let optional: (Data) -> String?? = PackedFields.optional
        guard let fields = PackedFields.unpack(data), fields.count >= 8,
            let title = optional(fields[0]), let description = optional(fields[1]), let orderText = optional(fields[2]),
            let draft = flag(fields[3]), let bodyLine = number(fields[5])
        else { return nil }
        let order = orderText.map { Int($0) }
        let counts = text(fields[7]).splitAtBytes(separator: " ").compactMap { Int($0) }
        guard order != .some(nil), counts.count == 3, counts.allSatisfy({ $0 >= 0 && $0 <= fields.count }),
            fields.count == 8 + 4 * counts[0] + 3 * counts[1] + 2 * counts[2]
        else { return nil }
        var index = 8
        var headings: [RenderedMarkdown.Heading] = []
        for _ in 0..<counts[0] {
            guard let level = number(fields[index]), let line = number(fields[index + 3]) else { return nil }
            headings.append(.init(level: level, text: text(fields[index + 1]), anchor: text(fields[index + 2]), line: line))
            index += 4
        }
        var links: [RenderedMarkdown.Link] = []
        for _ in 0..<counts[1] {
            guard let isImage = flag(fields[index + 1]), let line = number(fields[index + 2]) else { return nil }
            links.append(.init(destination: text(fields[index]), isImage: isImage, line: line))
            index += 3
        }
        var blocks: [Block] = []
        for _ in 0..<counts[2] {
            guard let line = number(fields[index + 1]) else { return nil }
            blocks.append(Block(code: text(fields[index]), line: line))
            index += 2
        }
        self.init(
            frontMatter: FrontMatter(title: title, description: description, order: order ?? nil, draft: draft),
            body: text(fields[4]), bodyLine: bodyLine, markdown: RenderedMarkdown(html: text(fields[6]), headings: headings, links: links),
            blocks: blocks)
    }
}
