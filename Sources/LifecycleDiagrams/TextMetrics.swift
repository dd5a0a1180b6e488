import Foundation

/// Text sizes in points, estimated without asking Graphviz, so that layouts are pure arithmetic.
///
/// Latin text uses DejaVu Sans's own advance widths (the font every diagram names; table below,
/// read from DejaVuSans.ttf and DejaVuSans-Bold.ttf with fontTools, in thousandths of an em).
/// East-Asian wide characters count as one em plus the few percent WenQuanYi Micro Hei measures
/// wider under Graphviz; any other character counts as a generous 0.8 em. Measured against
/// Graphviz 2.43 with pango: within 1 pt on ASCII labels, 3 % wide on CJK (FACTS.md).
enum TextMetrics {
    /// The width of the widest line of `text`.
    static func width(of text: String, size: Double, bold: Bool = false) -> Double {
        // One line, the common case, is measured without making the array of its lines.
        guard hasNewline(text) else { return lineWidth(text[...], size: size, bold: bold) }
        return lines(of: text).map { lineWidth($0, size: size, bold: bold) }.max() ?? 0
    }

    /// The height Graphviz gives `lineCount` lines of text at `size` (pango: about 1.1 em a line).
    static func height(lines lineCount: Int, size: Double) -> Double {
        Double(max(lineCount, 1)) * (size * 1.1).rounded(.up)
    }

    static func lineCount(_ text: String) -> Int {
        lines(of: text).count
    }

    /// The lines of `text`, apart at "\n" and "\r\n".
    static func lines(of text: String) -> [Substring] {
        // Most labels are one line: no need to walk them character by character (grapheme
        // breaking was a fortieth of a cold build, perf).
        guard hasNewline(text) else { return [text[...]] }
        // Split at the bytes: a line feed is a character of its own, or the end of "\r\n",
        // wherever it stands, so its bytes are where the characters "\n" and "\r\n" are.
        let lines = text.utf8.split(separator: newline, omittingEmptySubsequences: false)
        return lines.indices.map { index in
            Substring(index < lines.count - 1 && lines[index].last == carriageReturn ? lines[index].dropLast() : lines[index])
        }
    }

    /// The width of one line (no "\n") in thousandths of an em: widths add up, character by
    /// character, so a line made of pieces is as wide as its pieces (`MessageLabel`).
    static func thousandths(of line: Substring, bold: Bool = false) -> Int {
        let table = bold ? boldWidths : regularWidths
        // ASCII, most labels, is summed from its bytes: walking a Substring's scalars was the
        // largest single cost of laying out a sequence diagram (perf, 1,000 scenarios).
        let ascii = line.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var thousandths = 0
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                thousandths += byte >= 0x20 && byte <= 0x7E ? table[Int(byte) - 0x20] : 800
            }
            return thousandths
        } ?? nil
        if let ascii { return ascii }
        var thousandths = 0
        for scalar in line.unicodeScalars {
            switch scalar.value {
            case 0x20...0x7E: thousandths += table[Int(scalar.value) - 0x20]
            case _ where isWide(scalar): thousandths += 1030
            default: thousandths += 800
            }
        }
        return thousandths
    }

    /// A width in thousandths of an em, in points at `size`.
    static func points(_ thousandths: Int, size: Double) -> Double {
        Double(thousandths) / 1000 * size
    }

    private static func lineWidth(_ line: Substring, size: Double, bold: Bool) -> Double {
        points(thousandths(of: line, bold: bold), size: size)
    }

    /// Whether `text` holds a line feed, found with `memchr` (the generic search cost as much as
    /// measuring the label: callgrind).
    private static func hasNewline(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count > 0 && memchr(bytes.baseAddress!, Int32(newline), bytes.count) != nil
        } ?? text.utf8.contains(newline)
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// East-Asian wide and full-width ranges (Unicode's EastAsianWidth W and F, the common blocks).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }

    /// DejaVu Sans, U+0020 through U+007E.
    private static let regularWidths: [Int] = [
        318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337,
        636, 636, 636, 636, 636, 636, 636, 636, 636, 636, 337, 337, 838, 838, 838, 531,
        1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863, 748, 787,
        603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500,
        500, 613, 635, 550, 635, 615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612,
        635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636, 337, 636, 838,
    ]

    /// DejaVu Sans Bold, U+0020 through U+007E.
    private static let boldWidths: [Int] = [
        348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365,
        696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 580,
        1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850,
        733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500,
        500, 675, 716, 593, 716, 678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687,
        716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
    ]
}
