import Foundation

extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)`, without Foundation's character set where the text
    /// ends in ASCII: that set cost 16,000 instructions a call (callgrind: half of reading a
    /// page's diagram blocks). Its only ASCII members are the space and the tab, so where the
    /// first and last scalars that are neither are ASCII, trimming stops at them.
    public func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })!
        guard scalars[first].isASCII, scalars[last].isASCII else { return trimmingCharacters(in: .whitespaces) }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }
}
