@testable import LifelineDocs
import StaticSite
import Testing

/// A Markdown page is kept between builds under a key that spells its front matter (`PageKeys`):
/// a field the spelling leaves out would keep a stale page, so each field, changed alone, must
/// change it.
@Suite struct FrontMatterSpellingTests {
    static let matter = FrontMatter(title: "Title", description: "About", order: 3, draft: false)

    @Test("Each field, changed or taken away alone, changes the spelling; a text moved between fields too")
    func everyFieldCounts() {
        let changes: [(String, (inout FrontMatter) -> Void)] = [
            ("title", { $0.title = "Other" }), ("no title", { $0.title = nil }), ("empty title", { $0.title = "" }),
            ("description", { $0.description = "Else" }), ("no description", { $0.description = nil }),
            ("order", { $0.order = 4 }), ("no order", { $0.order = nil }), ("draft", { $0.draft = true }),
            ("a word moved from title to description", { $0.title = "Title description"; $0.description = "About" }),
            ("title and description share a space", { $0.title = "Title description 5"; $0.description = "bout" }),
        ]
        for (name, change) in changes {
            var other = Self.matter
            change(&other)
            #expect(PageKeys.spelt(other) != PageKeys.spelt(Self.matter), "\(name)")
        }
        #expect(PageKeys.spelt(Self.matter) == "title 5 Title description 5 About order 3 draft false")
    }

    @Test("The test above names every stored property of front matter")
    func everyProperty() {
        // A property added to front matter without a place in the spelling (and above) fails here.
        #expect(Mirror(reflecting: Self.matter).children.compactMap(\.label) == ["title", "description", "order", "draft"])
    }
}
