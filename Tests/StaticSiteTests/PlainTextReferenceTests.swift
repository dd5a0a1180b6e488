import Foundation
@testable import StaticSite
import Testing

/// `SearchIndex.plainText` finds each tag's end by `memchr` and reads only the bytes that can
/// name a block tag; it gives what the byte-at-a-time road it replaced gave (kept here).
@Suite struct PlainTextReferenceTests {
    /// The road `plainText` took before: every byte of a tag copied, lowercased, then tested.
    static func reference(_ html: Substring) -> String {
        var text: [UInt8] = []
        var pendingSpace = false
        func append(_ byte: UInt8) {
            if pendingSpace, !text.isEmpty { text.append(UInt8(ascii: " ")) }
            pendingSpace = false
            text.append(byte)
        }
        let blockTags = [
            "p", "/p", "li", "/li", "h", "/h", "td", "/td", "th", "/th", "tr", "br", "div", "/div", "pre", "/pre",
            "ul", "/ul", "ol", "/ol", "blockquote", "/blockquote", "figure", "/figure", "figcaption", "/figcaption", "table", "/table",
        ].map { Array($0.utf8) }
        let entities: [(name: [UInt8], character: UInt8)] = [("lt;", "<"), ("gt;", ">"), ("quot;", "\""), ("#39;", "'"), ("amp;", "&")].map { (Array($0.0.utf8), UInt8(ascii: $0.1)) }
        var tag: [UInt8]?
        let bytes = Array(html.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if tag != nil {
                if byte == UInt8(ascii: ">") {
                    if let name = tag, blockTags.contains(where: { name.starts(with: $0) }) { pendingSpace = true }
                    tag = nil
                } else {
                    tag!.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
                }
                index += 1
            } else if byte == UInt8(ascii: "<") {
                tag = []
                index += 1
            } else if let scalar = String(decoding: bytes[index...].prefix(4), as: UTF8.self).unicodeScalars.first,
                      scalar.properties.isWhitespace, String(decoding: bytes[index...].prefix(scalar.utf8.count), as: UTF8.self) == String(scalar) {
                pendingSpace = true
                index += scalar.utf8.count
            } else if byte == UInt8(ascii: "&"), let (entity, character) = entities.first(where: { bytes[(index + 1)...].starts(with: $0.name) }) {
                append(character)
                index += 1 + entity.count
            } else {
                append(byte)
                index += 1
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    @Test("3,000 random pieces of HTML: tags of every case, attributes with '<', unclosed tags, entities, Unicode white space")
    func sameAsReference() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["<p>", "</P>", "<LI class=\"x\">", "<a href=\"a<b\">", "</a>", "<code>", "<BlockQuote>", "<figcaption id=\"f\">", "<br/>", "<h2 id=\"x\">", "<hr>", "<tbody>",
                      "<", ">", "text", "é", "中", " ", "\n", "\t", "\u{00A0}", "\u{2009}", "\u{3000}", "\u{0085}", "&amp;", "&lt;", "&#39;", "&", "&nbsp;", "&quot;x"]
        for _ in 0..<3_000 {
            let html = (0..<Int.random(in: 0...20, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(SearchIndex.plainText(html[...]) == Self.reference(html[...]), "\(html.debugDescription)")
        }
    }
}
