import LifelineTestSupport
import Testing

@Suite("A golden file's mismatch, as a unified diff")
struct UnifiedDiffTests {
    static let lines = (1...20).map { "line \($0)" }

    static func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }

    @Test("Equal texts have no hunk")
    func equal() {
        #expect(UnifiedDiff(from: Self.text(Self.lines), to: Self.text(Self.lines)).isEmpty)
    }

    @Test("One changed line: the hunk holds it with three lines of context either side, numbered as diff -u numbers it")
    func changedLine() {
        var changed = Self.lines
        changed[9] = "line ten"
        #expect("\(UnifiedDiff(from: Self.text(Self.lines), to: Self.text(changed), fromName: "Golden/a.txt", toName: "made"))" == """
            --- Golden/a.txt
            +++ made
            @@ -7,7 +7,7 @@
             line 7
             line 8
             line 9
            -line 10
            +line ten
             line 11
             line 12
             line 13
            """)
    }

    @Test("Changes far apart are separate hunks; close ones share one; lines only added or removed are counted")
    func hunks() {
        var changed = Self.lines
        changed.remove(at: 0)
        changed.insert("new", at: 17)
        changed.insert("newer", at: 19)
        #expect("\(UnifiedDiff(from: Self.text(Self.lines), to: Self.text(changed)))" == """
            --- expected
            +++ actual
            @@ -1,4 +1,3 @@
            -line 1
             line 2
             line 3
             line 4
            @@ -16,5 +15,7 @@
             line 16
             line 17
             line 18
            +new
             line 19
            +newer
             line 20
            """)
    }

    @Test("Only the first four places are shown, the rest counted")
    func firstPlaces() {
        let old = (1...60).map { "line \($0)" }
        let new = old.indices.map { $0.isMultiple(of: 10) ? "changed \($0 + 1)" : old[$0] }
        let diff = "\(UnifiedDiff(from: Self.text(old), to: Self.text(new)))".split(separator: "\n")
        #expect(diff.filter { $0.hasPrefix("@@") } == ["@@ -1,4 +1,4 @@", "@@ -8,7 +8,7 @@", "@@ -18,7 +18,7 @@", "@@ -28,7 +28,7 @@"])
        #expect(diff.filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") } == ["+changed 1", "+changed 11", "+changed 21", "+changed 31"])
        #expect(diff.last == "… and 2 more differing places")
    }

    @Test("A missing final line break is a visible difference")
    func finalLineBreak() {
        #expect("\(UnifiedDiff(from: "a\nb\n", to: "a\nb"))" == """
            --- expected
            +++ actual
            @@ -1,2 +1,2 @@
             a
            -b
            +b⏎ (no line break at the end)
            """)
    }
}
