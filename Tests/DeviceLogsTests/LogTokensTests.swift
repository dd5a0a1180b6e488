import Foundation
import LifecycleModel
import LifelineTestSupport
import Testing

@testable import DeviceLogs

/// The byte scanner of a line's words finds exactly the words `LogPatterns.token` finds, and the
/// quick answers before the other patterns never say no where the pattern says yes.
@Suite("Device logs: the words of a line")
struct LogTokensTests {
    static func regexWords(_ text: String) -> [String] { text.matches(of: LogPatterns.token).map { String($0.output) } }
    static func scannedWords(_ text: String) -> [String] { LogTokens.ranges(in: text).map { String(text[$0]) } }

    @Test("Names, signatures, selectors and digits, as the pattern reads them", arguments: [
        ("viewWillAppear(_:) 1viewDidLoad", ["viewWillAppear(_:)", "1", "viewDidLoad"]),
        ("-[A tableView:cellForRowAtIndexPath:] a:b:c", ["A", "tableView:cellForRowAtIndexPath:", "a:b:", "c"]),
        ("f(x y) g(_:", ["f", "x", "y", "g", "_:"]),
        ("a::b: _x9:(", ["a:", "b:", "_x9:"]),
        ("", []),
    ])
    func words(text: String, expected: [String]) {
        #expect(Self.scannedWords(text) == expected)
        #expect(Self.regexWords(text) == expected)
    }

    @Test("Every line of every device log in Content/evidence: the same words as the pattern")
    func evidenceLogs() throws {
        let folder = Repository.root.appendingPathComponent("Content/evidence")
        var lines = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".log") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in TextLines.split(text) {
                let line = String(line)
                #expect(LogTokens.ranges(in: line) == line.matches(of: LogPatterns.token).map(\.range), "\(name): \(line)")
                lines += 1
            }
        }
        #expect(lines > 5_000)
    }

    @Test("Random lines of the characters the pattern cares about: the same words, and no missed end word or tag")
    func randomLines() {
        var random = SeededGenerator(state: 24)
        let alphabet = Array("aZe_E9f0F:() \t<>.-[]endEND")
        for _ in 0..<3_000 {
            let line = String((0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            #expect(LogTokens.ranges(in: line) == line.matches(of: LogPatterns.token).map(\.range), "\(line)")
            for range in LogTokens.ranges(in: line) {
                let rest = line[range.upperBound...]
                if rest.prefixMatch(of: LogPatterns.endWord) != nil { #expect(LogTokens.mayStartWithEndWord(rest), "\(line)") }
                if line[range].wholeMatch(of: LogPatterns.taggedName) != nil { #expect(LogTokens.mayEndInTag(line[range]), "\(line)") }
            }
        }
    }

    @Test("Beyond ASCII the pattern reads the line", arguments: ["控制器 viewDidLoad 1", "é viewWillAppear:", "A页面 viewDidLoad"])
    func beyondASCII(text: String) {
        #expect(LogTokens.ranges(in: text) == text.matches(of: LogPatterns.token).map(\.range))
    }

    @Test("The byte searches find a word before a space, also one beyond ASCII, and nothing else")
    func byteSearch() {
        #expect(UTF8Search.contains("view", followedBySpaceIn: Array("the view will appear".utf8)))
        #expect(UTF8Search.contains("view", followedBySpaceIn: Array("view\u{3000}will".utf8)))
        #expect(!UTF8Search.contains("view", followedBySpaceIn: Array("viewWillAppear view".utf8)))
        #expect(UTF8Search.contains("launching", in: Array("did finish launching".utf8)))
        #expect(!UTF8Search.contains("launching", in: Array("launchin".utf8)))
    }

    @Test("A needle's bytes in a line's UTF-8: found wherever the Character search finds it, also where a mark joins it to a neighbour, and, in ASCII, exactly where it does")
    func needleInText() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", ">", "-", "0", "x", "[", "→", "⟶", " ", "视", "\u{301}", "\u{338}", "0x", "->", "e\u{301}"]
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for needle in [">", "→", "⟶", "[", "0x"] {
                let found = UTF8Search.contains(needle, inUTF8Of: text)
                if text.contains(needle) { #expect(found, "\(text.debugDescription) \(needle)") }
                if text.allSatisfy(\.isASCII) { #expect(found == text.contains(needle), "\(text.debugDescription) \(needle)") }
                #expect(found == UTF8Search.contains(needle, in: Array(text.utf8)), "\(text.debugDescription) \(needle)")
            }
        }
        // A mark joined to `>` makes another Character: the bytes are still there.
        #expect(!">\u{338}".contains(">") && UTF8Search.contains(">", inUTF8Of: ">\u{338}"))
        #expect(!UTF8Search.contains("0x", inUTF8Of: "0 x") && !UTF8Search.contains("[", inUTF8Of: ""))
    }

    @Test("A line where the arrow pattern matches holds the bytes of one of its arrows")
    func arrowBytes() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", ">", "-", "—", "–", "=", "→", "⟶", " ", "\u{301}", "\u{338}", "<A: 0x1>", "-->"]
        var matched = 0
        for _ in 0..<3000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let held = LogPatterns.arrows.contains { UTF8Search.contains($0, inUTF8Of: text) }
            if text.contains(LogPatterns.arrow) {
                matched += 1
                #expect(held, "\(text.debugDescription)")
            }
        }
        #expect(matched > 100)
        #expect(!LogPatterns.arrows.contains { UTF8Search.contains($0, inUTF8Of: "<Demo.A: 0x7f01> viewDidLoad") })
    }

    /// The console prefixes dropped by the patterns alone, as the reader did before its byte checks.
    static func strippedByPatterns(_ line: String) -> String {
        var text = Substring(line)
        if let match = text.firstMatch(of: LogPatterns.xcodePrefix) {
            text = text[match.range.upperBound...]
        } else if let match = text.firstMatch(of: LogPatterns.consolePrefix) {
            text = text[match.range.upperBound...]
        }
        if let match = text.firstMatch(of: LogPatterns.osLogPrefix) { text = text[match.range.upperBound...] }
        if let match = text.firstMatch(of: LogPatterns.numbering) { text = text[match.range.upperBound...] }
        return String(text)
    }

    @Test("Console prefixes: the byte checks before the patterns drop exactly what the patterns alone drop")
    func prefixes() throws {
        let folder = Repository.root.appendingPathComponent("Content/evidence")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".log") {
            for line in TextLines.split(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) {
                #expect(LogLineReader.strippingPrefix(String(line)) == Self.strippedByPatterns(String(line)), "\(name): \(line)")
            }
        }
        var random = SeededGenerator(state: 7)
        let pieces = ["2019-03-01 10:00:00.123+0800 ", "Demo[12:3a] ", "[com.a:ui] ", "1. ", "3、", " ", "\t", "\u{3000}", "١٢", "x", "[", "viewDidLoad"]
        for _ in 0..<3_000 {
            let line = (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(LogLineReader.strippingPrefix(line) == Self.strippedByPatterns(line), "\(Array(line.unicodeScalars))")
        }
    }
}
