@testable import LifecycleDiagrams
import LifelineTestSupport
import Testing

@Suite("Runs of groups of one part merged as the lines are written")
struct AdjacentGroupMergingTests {
    @Test("The same bytes as merging the finished text, for 20,000 random bodies")
    func sameAsWhole() {
        var random = SeededGenerator(state: 31)
        let lines = [
            "<g class=\"ll_call\">", "<g class=\"ll_call\">", "<g class=\"ll_header\">", "</g>", "</g>", "</g>", "<g>",
            "<g font-family=\"F\" class=\"ll_canvas\">", "<path d=\"M1,1H2\"/>", "<text>x</text>", "",
        ]
        for _ in 0..<20_000 {
            let body = (0..<Int.random(in: 0...14, using: &random)).map { _ in lines.randomElement(using: &random)! + "\n" }.joined()
            let bytes = Array(body.utf8)
            #expect(AdjacentGroupMerging.merged(bytes) == Self.mergingAdjacentGroups(bytes), "\(body)")
        }
    }

    /// The road before `AdjacentGroupMerging`, as `SVGDocument` had it: over the finished text.
    private static func mergingAdjacentGroups(_ body: [UInt8]) -> [UInt8] {
        let partGroup = Array("<g class=\"ll_".utf8), group = Array("<g".utf8), groupEnd = Array("</g>".utf8)
        var merged: [UInt8] = []
        var lines = body.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)[...]
        var open: ArraySlice<UInt8>?
        while let line = lines.popFirst() {
            if line.starts(with: partGroup) {
                open = line
            } else if line.starts(with: group) {
                open = nil
            } else if line.elementsEqual(groupEnd), let group = open {
                if let next = lines.first, next.elementsEqual(group) {
                    lines.removeFirst()
                    continue
                }
                open = nil
            }
            merged += line
            if !lines.isEmpty { merged.append(UInt8(ascii: "\n")) }
        }
        return merged
    }
}
