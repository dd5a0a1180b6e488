import StaticSite
import Testing

@Suite("Syntax highlighting")
struct SyntaxHighlighterTests {
    let highlighter = SyntaxHighlighter()

    @Test("Swift: keywords, types, attributes, strings with escapes, nested comments, numbers, ranges")
    func swift() {
        let code = #"@MainActor final class A: UIViewController { /* a /* nested */ comment */ let s = "say \"hi\" <b>"; for i in 0..<3 {} #if DEBUG"#
        #expect(highlighter.highlight(code, as: .swift) == """
            <span class="hl-a">@MainActor</span> <span class="hl-k">final</span> <span class="hl-k">class</span> <span class="hl-t">A</span>: \
            <span class="hl-t">UIViewController</span> { <span class="hl-c">/* a /* nested */ comment */</span> <span class="hl-k">let</span> s = \
            <span class="hl-s">&quot;say \\&quot;hi\\&quot; &lt;b&gt;&quot;</span>; <span class="hl-k">for</span> i <span class="hl-k">in</span> \
            <span class="hl-n">0</span>..&lt;<span class="hl-n">3</span> {} <span class="hl-p">#if</span> <span class="hl-t">DEBUG</span>
            """)
    }

    @Test("Swift multi-line strings run to their closing quotes")
    func multilineString() {
        #expect(highlighter.highlight("let t = \"\"\"\na \"b\"\n\"\"\" + x", as: .swift)
            == "<span class=\"hl-k\">let</span> t = <span class=\"hl-s\">&quot;&quot;&quot;\na &quot;b&quot;\n&quot;&quot;&quot;</span> + x")
    }

    @Test("Objective-C: directives, @-keywords, @\"strings\", character literals, line comments")
    func objectiveC() {
        let code = "#import <UIKit/UIKit.h>\n@implementation V\n- (void)loadView { self.view = nil; char c = 'x'; NSString *s = @\"v\"; } // done\n@end"
        #expect(highlighter.highlight(code, as: .objectiveC) == """
            <span class="hl-p">#import &lt;UIKit/UIKit.h&gt;</span>
            <span class="hl-k">@implementation</span> <span class="hl-t">V</span>
            - (<span class="hl-k">void</span>)loadView { <span class="hl-k">self</span>.view = <span class="hl-k">nil</span>; \
            <span class="hl-k">char</span> c = <span class="hl-s">&#39;x&#39;</span>; <span class="hl-t">NSString</span> *s = \
            <span class="hl-s">@&quot;v&quot;</span>; } <span class="hl-c">// done</span>
            <span class="hl-k">@end</span>
            """)
    }

    @Test("An unterminated string or comment ends with the text, nothing is lost")
    func unterminated() {
        #expect(highlighter.highlight("\"open", as: .swift) == "<span class=\"hl-s\">&quot;open</span>")
        #expect(highlighter.highlight("/* open", as: .objectiveC) == "<span class=\"hl-c\">/* open</span>")
    }

    @Test("Language names a fenced block may use")
    func languageNames() {
        #expect(highlighter.html("x", language: "Swift") != nil)
        #expect(highlighter.html("x", language: "objective-c") != nil)
        #expect(highlighter.html("x", language: "python") == nil)
    }
}
