/// GitHub-style anchors for headings: lower-cased, punctuation dropped, spaces to hyphens, and a
/// `-1`, `-2`, … suffix when the same anchor appears again on one page.
public struct HeadingSlugger: Sendable {
    private var used: [String: Int] = [:]

    public init() {}

    /// The anchor for `text`, unique among the anchors this slugger has handed out.
    public mutating func slug(for text: String) -> String {
        let base = Self.baseSlug(text)
        guard let count = used[base] else {
            used[base] = 0
            return base
        }
        // GitHub counts per base and skips suffixes that are already taken ("a", "a-1", "a" → "a-2").
        var next = count + 1
        while used["\(base)-\(next)"] != nil { next += 1 }
        used[base] = next
        used["\(base)-\(next)"] = 0
        return "\(base)-\(next)"
    }

    /// Letters, digits, `-` and `_` survive (any script); spaces become `-`; the rest is dropped.
    static func baseSlug(_ text: String) -> String {
        // A heading or call of ASCII (nearly all) by its bytes: Unicode's letter and number
        // properties, asked of every character of every trace row, were 3 % of a warm build (perf).
        text.utf8.allSatisfy { $0 < 0x80 } ? asciiSlug(text) : unicodeSlug(text)
    }

    /// `baseSlug` of a text of ASCII, byte by byte.
    static func asciiSlug(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: " "): bytes.append(UInt8(ascii: "-"))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): bytes.append(byte)
            default: break
            }
        }
        return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
    }

    /// `baseSlug` of any text, character by character.
    static func unicodeSlug(_ text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character == "-" || character == "_" || character.isLetter || character.isNumber {
                slug.append(character)
            }
        }
        return slug.isEmpty ? "section" : slug
    }
}
