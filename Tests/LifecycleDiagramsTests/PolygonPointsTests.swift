@testable import LifecycleDiagrams
import LifelineTestSupport
import Testing

@Suite("A polygon's points without repeats")
struct PolygonPointsTests {
    private func removingRepeats(_ list: String) -> String {
        var bytes = Array(list.utf8)
        PolygonPoints.removeRepeats(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("A point equal to the one before goes, and from four points up a last point equal to the first")
    func fixed() {
        #expect(removingRepeats("1,2 3,4 5,6 1,2") == "1,2 3,4 5,6")
        #expect(removingRepeats("1,2 3,4 1,2") == "1,2 3,4 1,2")
        #expect(removingRepeats("471.4,-1037 478.4,-1039.5 471.4,-1037 471.4,-1037 471.4,-1037") == "471.4,-1037 478.4,-1039.5 471.4,-1037")
        #expect(removingRepeats("1,2 1,2 3,4 3,4 5,6 7,8 1,2") == "1,2 3,4 5,6 7,8")
        #expect(removingRepeats("  1,2   3,4 ") == "1,2 3,4")
        #expect(removingRepeats("1,2") == "1,2")
        #expect(removingRepeats("") == "")
        #expect(removingRepeats(" ") == "")
    }

    @Test("The same list as the road of ranges, kept indices and a joined copy, for 20,000 random lists")
    func sameAsRanges() {
        var random = SeededGenerator(state: 41)
        let points = ["1,2", "1,22", "11,2", "-4,4", "108,-40", "3", ""]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...9, using: &random)
            let separators = [" ", " ", " ", "  "]
            var list = Bool.random(using: &random) ? "" : " "
            for index in 0..<count {
                if index > 0 { list += separators.randomElement(using: &random)! }
                list += points.randomElement(using: &random)!
            }
            if Int.random(in: 0..<4, using: &random) == 0 { list += " " }
            #expect(removingRepeats(list) == String(decoding: Self.distinctPoints(Array(list.utf8)), as: UTF8.self), "\(list)")
        }
    }

    /// The road before `PolygonPoints`, as `SVGDocument` had it.
    private static func distinctPoints(_ list: [UInt8]) -> [UInt8] {
        var points: [Range<Int>] = []
        var start = 0
        while start < list.count {
            let end = list[start...].firstIndex(of: UInt8(ascii: " ")) ?? list.count
            if end > start { points.append(start..<end) }
            start = end + 1
        }
        var kept = points.indices.filter { $0 == 0 || list[points[$0]] != list[points[$0 - 1]] }
        if kept.count >= 4, list[points[kept.first!]] == list[points[kept.last!]] { kept.removeLast() }
        var result: [UInt8] = []
        for (index, point) in kept.enumerated() {
            if index > 0 { result.append(UInt8(ascii: " ")) }
            result += list[points[point]]
        }
        return result
    }
}
