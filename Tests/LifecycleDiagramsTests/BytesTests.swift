import LifelineTestSupport
import Testing

@testable import LifecycleDiagrams

/// The SVG finisher's byte tests answer what the standard library's generic ones answer.
@Suite("Diagrams: byte search")
struct BytesTests {
    @Test("Random lines and patterns, slices at any offset: find, starts and same agree with the generic searches")
    func random() {
        var random = SeededGenerator(state: 7)
        let alphabet: [UInt8] = Array("ab\"< ".utf8)
        func bytes(_ range: ClosedRange<Int>) -> [UInt8] {
            (0..<Int.random(in: range, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
        }
        for _ in 0..<5_000 {
            let whole = bytes(0...14), pattern = bytes(0...3)
            let from = Int.random(in: 0...whole.count, using: &random)
            let line = whole[from...]
            let expected = pattern.isEmpty || line.count < pattern.count ? nil
                : (line.startIndex...(line.endIndex - pattern.count)).first { line[$0..<($0 + pattern.count)].elementsEqual(pattern) }
            #expect(Bytes.find(pattern, in: line) == expected, "\(pattern) in \(Array(line)) from \(from)")
            #expect(Bytes.starts(line, with: pattern) == line.starts(with: pattern))
            #expect(Bytes.same(line, pattern[...]) == line.elementsEqual(pattern))
        }
    }
}
