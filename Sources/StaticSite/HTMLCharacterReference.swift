/// Character references (`&amp;`, `&#106;`, `&#x6A`, `&colon;`) read as the WHATWG tokenizer reads
/// them: named ones from the standard's whole list, the longest name that matches (some match
/// without their `;`), decimal and hex ones with or without `;`, with the standard's repairs.
///
/// A check that decoded five entities read `&#106;avascript:` as a relative URL; a browser reads
/// `javascript:`.
enum HTMLCharacterReference {
    /// Reads the reference that starts at `scalars[start]` (an `&`); returns what it stands for and
    /// the index after it, or nil when it is no reference (the `&` is then a literal ampersand).
    /// `inAttribute`: a legacy name without `;` followed by `=` or a letter or digit stays as written
    /// (`?a=1&copy=2` keeps its `&copy`), as in a browser.
    static func read(_ scalars: [Unicode.Scalar], at start: Int, inAttribute: Bool) -> (text: String, end: Int)? {
        var index = start + 1
        guard index < scalars.count else { return nil }
        if scalars[index] == "#" {
            index += 1
            let hex = index < scalars.count && (scalars[index] == "x" || scalars[index] == "X")
            if hex { index += 1 }
            var value: UInt32 = 0, digits = 0
            while index < scalars.count, let digit = Self.digit(scalars[index], hex: hex) {
                value = min(value &* (hex ? 16 : 10) &+ digit, 0x110000)
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            if index < scalars.count, scalars[index] == ";" { index += 1 }
            return (String(Character(Self.repaired(value))), index)
        }
        // The longest name in the list that the text starts with.
        var end = index
        while end < scalars.count, end - index < HTMLNamedReferences.longestName, Self.isASCIILetter(scalars[end]) || Self.isASCIIDigit(scalars[end]) {
            end += 1
        }
        if end < scalars.count, scalars[end] == ";" { end += 1 }
        while end > index {
            let name = String(String.UnicodeScalarView(scalars[index..<end]))
            if let text = HTMLNamedReferences.table[name] {
                if inAttribute, !name.hasSuffix(";"), end < scalars.count,
                    scalars[end] == "=" || Self.isASCIILetter(scalars[end]) || Self.isASCIIDigit(scalars[end])
                {
                    return nil
                }
                return (text, end)
            }
            end -= 1
        }
        return nil
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private static func digit(_ scalar: Unicode.Scalar, hex: Bool) -> UInt32? {
        if isASCIIDigit(scalar) { return scalar.value - 0x30 }
        guard hex else { return nil }
        if ("a"..."f").contains(scalar) { return scalar.value - 0x61 + 10 }
        if ("A"..."F").contains(scalar) { return scalar.value - 0x41 + 10 }
        return nil
    }

    /// The standard's repairs: NUL, surrogates and values past U+10FFFF become U+FFFD; 0x80–0x9F
    /// are read as Windows-1252.
    private static func repaired(_ value: UInt32) -> Unicode.Scalar {
        if value == 0 || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return "\u{FFFD}" }
        if let windows = windows1252[value] { return windows }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    private static let windows1252: [UInt32: Unicode.Scalar] = [
        0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}", 0x86: "\u{2020}",
        0x87: "\u{2021}", 0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}", 0x8B: "\u{2039}", 0x8C: "\u{0152}",
        0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}", 0x93: "\u{201C}", 0x94: "\u{201D}", 0x95: "\u{2022}",
        0x96: "\u{2013}", 0x97: "\u{2014}", 0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}", 0x9B: "\u{203A}",
        0x9C: "\u{0153}", 0x9E: "\u{017E}", 0x9F: "\u{0178}",
    ]
}
