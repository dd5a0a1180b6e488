/// Escaping for text Lifeline writes into SVG itself (the title and description).
enum XMLText {
    /// Text escaped for XML content and attribute values; characters XML forbids are dropped.
    static func escape(_ value: String) -> String {
        // Most titles and descriptions need nothing: checked byte by byte, returned as they are.
        // The others are escaped byte by byte too (scalar by scalar, the descriptions, which
        // hold apostrophes, were a tenth of finishing an SVG: callgrind).
        guard !value.utf8.allSatisfy(Self.isPlain) else { return value }
        let bytes = Array(value.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 32)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"): out += Self.ampersand
            case UInt8(ascii: "<"): out += Self.lessThan
            case UInt8(ascii: ">"): out += Self.greaterThan
            case UInt8(ascii: "\""): out += Self.quote
            case UInt8(ascii: "'"): out += Self.apostrophe
            // U+FFFE and U+FFFF (EF BF BE, EF BF BF), which XML forbids, are dropped whole.
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE:
                index += 2
            case 0x09, 0x0A, 0x0D, 0x20...: out.append(byte)
            default: break
            }
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)

    /// A byte that is copied as it is: not markup, not a control character XML forbids, and not
    /// the first byte of a noncharacter XML forbids.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0xEF: false
        case 0x09, 0x0A, 0x0D, 0x20...: true
        default: false
        }
    }

    /// XML 1.0's `Char` production: tab, newline, carriage return and everything from U+0020 up,
    /// except U+FFFE and U+FFFF (surrogates cannot occur in a Swift string).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x20...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
