@testable import LifecycleDiagrams
import LifelineTestSupport
import Testing

@Suite("Lines of a buffer, one at a time")
struct ByteLinesTests {
    @Test("The lines the array of slices held, for fixed and 5,000 random buffers")
    func sameAsArray() {
        var random = SeededGenerator(state: 17)
        let alphabet = Array("ab\n\n ".utf8)
        let fixed = ["", "\n", "a", "a\n", "a\n\nb", "\n\na\n", "<svg\n width=\"1pt\">\n</svg>\n"].map { Array($0.utf8) }
        let randoms = (0..<5_000).map { _ in (0..<Int.random(in: 0...30, using: &random)).map { _ in alphabet.randomElement(using: &random)! } }
        for bytes in fixed + randoms {
            bytes.withUnsafeBufferPointer { buffer in
                #expect(ByteLines(buffer).map(Array.init) == Self.lines(buffer).map(Array.init), "\(bytes)")
            }
        }
    }

    /// The road before `ByteLines`, as `SVGDocument` had it.
    private static func lines(_ svg: UnsafeBufferPointer<UInt8>) -> [Slice<UnsafeBufferPointer<UInt8>>] {
        var lines: [Slice<UnsafeBufferPointer<UInt8>>] = []
        var lineStart = svg.startIndex
        while lineStart < svg.endIndex {
            let lineEnd = svg[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? svg.endIndex
            lines.append(svg[lineStart..<lineEnd])
            lineStart = lineEnd + 1
        }
        return lines
    }
}
