import Foundation
import StaticSite

/// An SVG sized for an article's text column, read from the drawn file itself: shown `column`
/// CSS pixels wide (or at its natural size, 4/3 px per pt, when that is narrower), as long as its
/// smallest text stays at least `minimumTextPixels` tall there. `lifeline diagram --column` and a
/// page's `column:` block option both measure with it, so the page's numbers are the command's.
public struct ColumnFit: Equatable, Sendable {
    /// The smallest text a reader should be asked to read in a figure, in CSS px.
    public static let minimumTextPixels = 9.0

    /// The column, in CSS px.
    public let column: Int
    /// The size the diagram is shown at, in CSS px.
    public let width: Int
    public let height: Int
    /// The smallest text's size at that width, in CSS px.
    public let smallestText: Double
    /// The diagram's natural width and its smallest text, in points (Graphviz's SVG units).
    public let points: Double
    public let smallestPoints: Double

    /// Measures `svg` for `column`; nil when it is not an SVG Graphviz wrote (no size, no text).
    public init?(svg: Data, column: Int) {
        let text = String(decoding: svg, as: UTF8.self)
        guard let open = text.range(of: "<svg") else { return nil }
        let tag = text[open.upperBound...].prefix { $0 != ">" }
        func number(after name: String, in text: Substring) -> Double? {
            guard let start = text.range(of: name) else { return nil }
            return Double(text[start.upperBound...].prefix { $0.isNumber || $0 == "." })
        }
        guard let points = number(after: " width=\"", in: tag), let height = number(after: " height=\"", in: tag), points > 0 else { return nil }
        // Every size a text is drawn at: the outermost group gives the most common once, the
        // others are on their texts.
        let sizes = text.matches(of: #/font-size="([0-9.]+)"/#).compactMap { Double($0.output.1) }
        guard let smallest = sizes.min() else { return nil }
        self.column = column
        self.points = points
        smallestPoints = smallest
        let natural = Int((points * 4 / 3).rounded())
        width = min(column, natural)
        self.height = Int((height * Double(width) / points).rounded())
        smallestText = smallest * Double(width) / points
    }

    /// True when the smallest text is at least `minimumTextPixels` tall in the column.
    public var fits: Bool { smallestText >= Self.minimumTextPixels }

    /// The narrowest column the diagram fits, in CSS px.
    public var narrowestColumn: Int { Int((Self.minimumTextPixels * points / smallestPoints).rounded(.up)) }

    /// Why the diagram does not fit, in words (nil when it does); `narrowing` says how to make it
    /// narrower (`--show`, or `show:` in a page).
    public func problem(narrowing: String) -> String? {
        guard !fits else { return nil }
        return "the diagram is \(Self.format(points)) pt wide: in a \(column) px column its smallest text (\(Self.format(smallestPoints)) pt) "
            + "would be \(Self.format(smallestText)) px, under \(Self.format(Self.minimumTextPixels)) px; "
            + "\(narrowing), or give a column of at least \(narrowestColumn) px"
    }

    /// `svg` with its root element's width and height in CSS pixels, so that an `<img>` or an
    /// editor with no size of its own shows it at the column's size (the viewBox keeps the drawing).
    public func resized(_ svg: Data) -> Data {
        var text = String(decoding: svg, as: UTF8.self)
        guard let open = text.range(of: "<svg"), let close = text[open.upperBound...].firstIndex(of: ">") else { return svg }
        let tag = String(text[open.upperBound..<close])
            .replacing(#/ width="[0-9.]+pt"/#, with: " width=\"\(width)\"")
            .replacing(#/ height="[0-9.]+pt"/#, with: " height=\"\(height)\"")
        text.replaceSubrange(open.upperBound..<close, with: tag)
        return Data(text.utf8)
    }

    /// The `<img>` tag for an article: its size given, so the page does not jump while it loads,
    /// and free to shrink on a narrower screen.
    public func imageTag(source: String, alt: String) -> String {
        "<img src=\"\(HTML.escape(source))\" width=\"\(width)\" height=\"\(height)\" loading=\"lazy\"\n"
            + "     style=\"max-width: 100%; height: auto\"\n"
            + "     alt=\"\(HTML.escape(alt))\">"
    }

    /// The diagram's title, as its SVG carries it: the image's alt text.
    public static func title(of svg: Data) -> String? {
        let text = String(decoding: svg.prefix(8192), as: UTF8.self)
        guard let match = text.firstMatch(of: #/<title>([^<]*)</title>/#) else { return nil }
        return HTML.unescape(String(match.output.1))
    }

    /// 4.2, 11, 9.5: one decimal, none when whole.
    static func format(_ value: Double) -> String {
        let tenths = (value * 10).rounded(.down) / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(format: "%.1f", tenths)
    }
}
