/// What a page may not publish: a link or image whose URL runs code or smuggles content
/// (`javascript:`, `vbscript:`, `data:`), and raw HTML outside `RawHTMLAllowList`. A site's pages
/// are read by people who trust it; a script in one of its pages could do anything the site's
/// origin may. Found at the Markdown line and column, the build fails.
public struct UnsafeMarkup: Error, Equatable, Sendable {
    /// The line and column in the Markdown text.
    public var line: Int
    public var column: Int
    public var message: String

    init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// A refusal at scalar `offset` of a raw HTML node that starts at `line`:`column`. Later lines
    /// of a block start at the block's column too (a list item's or quote's indentation).
    init(in html: String, at offset: Int, line: Int, column: Int, message: String) {
        let before = html.unicodeScalars.prefix(offset)
        let lineStart = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        self.line = line + before.filter { $0 == "\n" }.count
        self.column = column + String(String.UnicodeScalarView(before[lineStart...])).utf8.count
        self.message = message
    }

    static let schemes = ["javascript:", "vbscript:", "data:"]

    /// Why `destination` may not be a link's or image's URL, if it may not.
    static func problem(url destination: String) -> String? {
        guard let scheme = scheme(of: destination) else { return nil }
        return "a link to a '\(scheme)' URL; a page may not run scripts or embed data URLs"
    }

    /// The refused scheme `destination` starts with, as a browser reads it: browsers skip leading
    /// spaces and control characters and ignore tabs and newlines inside a scheme
    /// (`java\tscript:`), and schemes are case-insensitive.
    static func scheme(of destination: String) -> String? {
        // Read at the bytes while they are ASCII: the longest scheme's worth of them decides.
        // Squeezing and lowercasing every URL whole as scalars was 35,000 instructions a link, a
        // seventieth of a one-scenario edit (callgrind). Past a non-ASCII byte (which Unicode
        // lowercasing might turn into ASCII), the scalar road below decides.
        var squeezed: [UInt8] = []
        squeezed.reserveCapacity(longestScheme)
        for byte in destination.utf8 {
            if byte >= 0x80 { return schemeByScalars(of: destination) }
            if byte <= 0x20 { continue }
            squeezed.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            if squeezed.count == longestScheme { break }
        }
        return schemes.first { squeezed.starts(with: $0.utf8) }
    }

    /// The same on the URL's scalars, lowercased as Unicode lowercases them.
    static func schemeByScalars(of destination: String) -> String? {
        let squeezed = String(String.UnicodeScalarView(destination.unicodeScalars.filter { $0.value > 0x20 })).lowercased()
        return schemes.first(where: squeezed.hasPrefix)
    }

    private static let longestScheme = schemes.map(\.utf8.count).max()!
}
