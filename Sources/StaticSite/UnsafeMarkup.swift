import Foundation

/// What a page may not publish: a link or image whose URL runs code or smuggles content
/// (`javascript:`, `vbscript:`, `data:`), and raw HTML with an event handler (`onclick=` …) or such
/// a URL in an attribute. A site's pages are read by people who trust it; a script in one of its
/// pages could do anything the site's origin may. Found at the Markdown line, the build fails.
public struct UnsafeMarkup: Error, Equatable, Sendable {
    /// The line in the Markdown text.
    public var line: Int
    public var message: String

    static let schemes = ["javascript:", "vbscript:", "data:"]

    /// Why `destination` may not be a link's or image's URL, if it may not.
    static func problem(url destination: String) -> String? {
        // Browsers skip leading spaces and control characters and ignore tabs and newlines inside
        // a scheme (`java\tscript:`), and schemes are case-insensitive.
        let squeezed = String(String.UnicodeScalarView(destination.unicodeScalars.filter { $0.value > 0x20 })).lowercased()
        guard let scheme = schemes.first(where: squeezed.hasPrefix) else { return nil }
        return "a link to a '\(scheme)' URL; a page may not run scripts or embed data URLs"
    }

    private static let eventHandler = try! NSRegularExpression(pattern: #"<[a-zA-Z][^>]*?[\s/"']on[a-zA-Z]+\s*="#)
    private static let urlAttribute = try! NSRegularExpression(
        pattern: #"(?:href|src|action|formaction|xlink:href|srcset|poster|data)\s*=\s*["']?([^"'\s>]*)"#, options: [.caseInsensitive])

    /// Why the raw HTML `html` may not be published, if it may not.
    static func problem(html: String) -> String? {
        let range = NSRange(html.startIndex..., in: html)
        if eventHandler.firstMatch(in: html, range: range) != nil {
            return "raw HTML with an event handler attribute (on…=); a page may not run scripts"
        }
        for match in urlAttribute.matches(in: html, range: range) {
            guard let value = Range(match.range(at: 1), in: html) else { continue }
            if let problem = problem(url: HTML.unescape(String(html[value]))) { return problem.replacingOccurrences(of: "a link to", with: "raw HTML with") }
        }
        return nil
    }
}
