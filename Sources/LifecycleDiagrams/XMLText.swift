/// Escaping for text Lifeline writes into SVG itself (the title and description).
enum XMLText {
    /// Text escaped for XML content and attribute values; characters XML forbids are dropped.
    static func escape(_ value: String) -> String {
        // Most titles and descriptions need nothing: checked byte by byte, returned as they are
        // (scalar by scalar, every diagram's description was a hundredth of a cold build, perf).
        // A byte 0xEF may start U+FFFE or U+FFFF, which the scalars' road drops.
        value.utf8.allSatisfy(Self.isPlain) ? value : escapedByScalars(value)
    }

    /// `escape`'s road for a text that needs it: scalar by scalar.
    static func escapedByScalars(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: if isAllowed(scalar) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

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
