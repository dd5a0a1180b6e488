import StaticSite
import Testing

@Suite("Markdown through cmark-gfm")
struct MarkdownRendererTests {
    @Test("GFM tables, strikethrough and task lists render")
    func extensions() throws {
        let html = try MarkdownRenderer().render("| a | b |\n|---|---|\n| 1 | 2 |\n\n~~old~~\n\n- [x] done\n")
        #expect(html == """
            <table>
            <thead>
            <tr>
            <th>a</th>
            <th>b</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>1</td>
            <td>2</td>
            </tr>
            </tbody>
            </table>
            <p><del>old</del></p>
            <ul>
            <li><input type="checkbox" checked="" disabled="" /> done</li>
            </ul>

            """)
    }

    @Test("A fenced-block handler replaces the blocks it knows and learns their line")
    func fencedBlocks() throws {
        var seen: [Int] = []
        let html = try MarkdownRenderer().render("Text\n\n```demo\nx\n```\n\n```swift\nlet y = 1\n```\n") { block in
            seen.append(block.line)
            return block.info == "demo" ? "<div>\(block.code)</div>" : nil
        }
        #expect(seen == [3, 7])
        #expect(html == "<p>Text</p>\n<div>x\n</div>\n<pre><code class=\"language-swift\">let y = 1\n</code></pre>\n")
    }
}
