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
