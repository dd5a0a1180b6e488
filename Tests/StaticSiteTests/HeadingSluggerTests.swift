import LifelineTestSupport
import Testing

@testable import StaticSite

@Suite("Heading anchors")
struct HeadingSluggerTests {
    @Test("GitHub's rules: lower case, punctuation dropped, spaces to hyphens", arguments: [
        ("Loading the View", "loading-the-view"),
        ("viewWillAppear(_:) and viewDidAppear(_:)", "viewwillappear_-and-viewdidappear_"),
        ("iOS 5 → iOS 6", "ios-5--ios-6"),
        ("  Leading space", "--leading-space"),
        ("already-hyphenated_words", "already-hyphenated_words"),
        ("視圖的生命歷程", "視圖的生命歷程"),
        ("!!!", "section"),
    ])
    func slugs(text: String, slug: String) {
        var slugger = HeadingSlugger()
        #expect(slugger.slug(for: text) == slug)
    }

    @Test("Repeats get -1, -2, … and never reuse an anchor already taken")
    func repeats() {
        var slugger = HeadingSlugger()
        #expect(["A", "A", "A-1", "A"].map { slugger.slug(for: $0) } == ["a", "a-1", "a-1-1", "a-2"])
    }

    @Test("Every ASCII text gets the same anchor byte by byte as character by character")
    func asciiAsUnicode() {
        var random = SeededGenerator(state: 6)
        let characters = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
        for _ in 0..<5_000 {
            let text = String((0..<Int.random(in: 0...12, using: &random)).map { _ in characters.randomElement(using: &random)! })
            #expect(HeadingSlugger.asciiSlug(text) == HeadingSlugger.unicodeSlug(text), "\(Array(text.unicodeScalars))")
        }
    }
}
