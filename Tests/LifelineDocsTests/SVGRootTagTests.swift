import Foundation
@testable import LifelineDocs
import LifecycleDiagrams
import LifelineTestSupport
import Testing

/// The size and header band of an SVG, read from its root tag as found in its bytes, are those the
/// String search read before (its code kept here as the reference), for every SVG the site has.
@Suite struct SVGRootTagTests {
    /// The size as read by decoding the head to a String and searching it by Character.
    static func referenceSize(_ svg: Data) -> DiagramSize? {
        let head = String(decoding: svg.prefix(4096), as: UTF8.self)
        guard let open = head.firstRange(of: "<svg") else { return nil }
        let tag = head[open.upperBound...].prefix { $0 != ">" }
        func points(_ name: String) -> Double? {
            guard let attribute = tag.firstRange(of: " \(name)=\"") else { return nil }
            return Double(tag[attribute.upperBound...].prefix { $0.isNumber || $0 == "." })
        }
        guard let width = points("width"), let height = points("height") else { return nil }
        return DiagramSize(width: Int((width * 4 / 3).rounded()), height: Int((height * 4 / 3).rounded()), minimumWidth: Int(width.rounded()))
    }

    static func referenceViewBoxWidth(_ svg: Data) -> Double? {
        let head = String(decoding: svg.prefix(1024), as: UTF8.self)
        guard let open = head.firstRange(of: "<svg"), let close = head[open.upperBound...].firstIndex(of: ">"),
              let attribute = head[open.upperBound..<close].firstRange(of: " viewBox=\"") else { return nil }
        let numbers = head[attribute.upperBound...].prefix { $0 != "\"" }.split(separator: " ")
        return numbers.count == 4 ? Double(numbers[2]) : nil
    }

    @Test("Every diagram of the published site: the same size and viewBox width as the String search")
    func publishedSVGs() throws {
        let folder = Repository.root.appendingPathComponent("Output")
        let paths = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") && !$0.hasPrefix("assets/") }
        #expect(paths.count > 200)
        let band = SequenceHeaderBand(top: 1, bottom: 2)
        for path in paths {
            let svg = try Data(contentsOf: folder.appendingPathComponent(path))
            #expect(DiagramSize(svg: svg) != nil, "\(path)")
            #expect(DiagramSize(svg: svg) == Self.referenceSize(svg), "\(path)")
            #expect(HeaderBand(band, viewBoxWidth: HeaderBand.viewBoxWidth(svg))?.width == Self.referenceViewBoxWidth(svg), "\(path)")
        }
    }

    @Test("Heads cut, malformed or far down: the same answers as the String search", arguments: [
        "", "<svg", "<svg width=\"10pt\" height=\"20pt\"", "<svg width=\"10pt\" height=\"20pt\" viewBox=\"0 0 7.5 20\">",
        "<?xml?>\n<svg width=\"1.5\" height=\"2\" viewBox=\"0 0 1 2\"><g/>", "<svg viewBox=\"0 0 3\" width=\"x\" height=\"2\">",
        String(repeating: " ", count: 1_020) + "<svg width=\"1\" height=\"1\" viewBox=\"0 0 1 1\">",
        String(repeating: " ", count: 4_093) + "<svg width=\"1\" height=\"1\">",
        "<svg width=\"4\" height=\"5\" " + String(repeating: "a", count: 5_000) + ">",
    ])
    func heads(text: String) {
        let svg = Data(text.utf8)
        #expect(DiagramSize(svg: svg) == Self.referenceSize(svg))
        #expect(HeaderBand(SequenceHeaderBand(top: 0, bottom: 1), viewBoxWidth: HeaderBand.viewBoxWidth(svg))?.width == Self.referenceViewBoxWidth(svg))
    }
}
