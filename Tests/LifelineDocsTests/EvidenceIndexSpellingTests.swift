@testable import LifelineDocs
import Testing

/// The Evidence page is kept between builds under its model's spelling (`PageKeys`): a field the
/// spelling leaves out would keep a stale page, so each field, changed alone, must change it.
@Suite struct EvidenceIndexSpellingTests {
    static let link = MarkdownLink(text: "t", href: "h")
    static let model = EvidenceIndexModel(
        title: "Evidence", logCount: 2, pasted: 1, written: 1, agreeing: 1, diverging: 1, guide: link, evidenceByArea: link,
        logs: [EvidenceIndexModel.Log(log: link, author: "a", ios: "17", inferred: true, scenario: link, verdict: "v")],
        divergences: [EvidenceIndexModel.Divergence(log: link, reason: "r")])

    @Test("Each field of the model, changed alone, changes the spelling")
    func everyFieldCounts() {
        var changes: [(String, (inout EvidenceIndexModel) -> Void)] = [
            ("title", { $0.title = "Other" }), ("logCount", { $0.logCount = 3 }), ("pasted", { $0.pasted = 2 }),
            ("written", { $0.written = 0 }), ("agreeing", { $0.agreeing = 2 }), ("diverging", { $0.diverging = 0 }),
            ("guide", { $0.guide = nil }), ("guide.text", { $0.guide?.text = "u" }), ("guide.href", { $0.guide?.href = "u" }),
            ("evidenceByArea.text", { $0.evidenceByArea.text = "u" }), ("evidenceByArea.href", { $0.evidenceByArea.href = "u" }),
            ("logs", { $0.logs.append($0.logs[0]) }), ("divergences", { $0.divergences = [] }),
            ("log.log.text", { $0.logs[0].log.text = "u" }), ("log.log.href", { $0.logs[0].log.href = "u" }),
            ("log.author", { $0.logs[0].author = "b" }), ("log.ios", { $0.logs[0].ios = "18" }),
            ("log.inferred", { $0.logs[0].inferred = false }), ("log.scenario.text", { $0.logs[0].scenario.text = "u" }),
            ("log.scenario.href", { $0.logs[0].scenario.href = "u" }), ("log.verdict", { $0.logs[0].verdict = "w" }),
            ("divergence.log.text", { $0.divergences[0].log.text = "u" }), ("divergence.log.href", { $0.divergences[0].log.href = "u" }),
            ("divergence.reason", { $0.divergences[0].reason = "s" }),
        ]
        // A text moved from one field to the next is another model: the lengths keep them apart.
        changes.append(("author and ios swap a letter", { $0.logs[0].author = "a1"; $0.logs[0].ios = "7" }))
        for (name, change) in changes {
            var other = Self.model
            change(&other)
            #expect(other.spelt != Self.model.spelt, "\(name)")
        }
        #expect(Self.model.spelt == Self.model.spelt)
    }

    @Test("The test above names every stored property of each type it spells")
    func everyPropertyIsChanged() {
        // A property added to a model without a line in `spelt` (and in the test above) fails here.
        #expect(Mirror(reflecting: Self.model).children.compactMap(\.label) == [
            "title", "logCount", "pasted", "written", "agreeing", "diverging", "guide", "evidenceByArea", "logs", "divergences"])
        #expect(Mirror(reflecting: Self.model.logs[0]).children.compactMap(\.label) == ["log", "author", "ios", "inferred", "scenario", "verdict"])
        #expect(Mirror(reflecting: Self.model.divergences[0]).children.compactMap(\.label) == ["log", "reason"])
        #expect(Mirror(reflecting: Self.link).children.compactMap(\.label) == ["text", "href"])
    }
}
