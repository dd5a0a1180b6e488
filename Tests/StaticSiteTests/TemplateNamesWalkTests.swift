import LifelineTestSupport
@testable import StaticSite
import Testing

/// `TemplateNames.labels(of:stoppingOnceSeen:)`: a walk that stops once the template's names were
/// seen judges every one of them as the whole walk does.
@Suite("Template names: the model walk that stops early")
struct TemplateNamesWalkTests {
    struct Row {
        var name: String
        var note: String?
    }

    struct Model {
        var title: String
        var rows: [Row]
        var footer: [String: Any]
    }

    static var model: Model {
        Model(title: "T", rows: [Row(name: "a", note: nil), Row(name: "b", note: "n")], footer: ["later": 1, "empty": [Int]()])
    }

    @Test("Once every wanted name was seen the walk stops: what follows in the model is not read")
    func stopsOnceSeen() {
        let labels = TemplateNames.labels(of: Self.model, stoppingOnceSeen: ["title", "name"])
        #expect(labels.all == ["title", "rows", "name"])
        #expect(labels.populated == ["title", "rows", "name"])
        // The first row's nil note was not reached either: "name" came first.
        let whole = TemplateNames.labels(of: Self.model)
        #expect(whole.all == ["title", "rows", "name", "note", "footer", "later", "empty"])
        #expect(whole.populated == ["title", "rows", "name", "note", "footer", "later"])
    }

    @Test("A name only a later element of a list shows is found: the first elements' glance is not the end")
    func laterElementsAfterTheGlance() {
        let model: [String: Any] = ["rows": [["a": 1], ["b": 2]] as [[String: Any]]]
        let labels = TemplateNames.labels(of: model, stoppingOnceSeen: ["b"])
        #expect(labels.all.contains("b"))
        #expect(!labels.misses(TemplateNames.Tag(name: "b", line: 1, column: 1, sections: [])))
    }

    @Test("A wanted name the model lacks walks it all")
    func lackingNameWalksAll() {
        let labels = TemplateNames.labels(of: Self.model, stoppingOnceSeen: ["title", "missing"])
        #expect(labels == TemplateNames.labels(of: Self.model))
    }

    /// A random model of dictionaries, arrays and optionals, whose keys come from a few names.
    static func randomValue(depth: Int, names: [String], using rng: inout SeededGenerator) -> Any {
        switch depth >= 4 ? 0 : rng.next() % 5 {
        case 0: return "v"
        case 1: return (0..<Int(rng.next() % 4)).map { _ in randomValue(depth: depth + 1, names: names, using: &rng) }
        case 2: return Optional<Any>.none as Any
        case 3: return Optional<Any>.some(randomValue(depth: depth + 1, names: names, using: &rng)) as Any
        default:
            var dictionary: [String: Any] = [:]
            for _ in 0..<Int(rng.next() % 4) { dictionary[names[Int(rng.next() % UInt64(names.count))]] = randomValue(depth: depth + 1, names: names, using: &rng) }
            return dictionary
        }
    }

    @Test("For 3,000 random models and wanted names, each tag is judged as the whole walk judges it, and each wanted name is seen as it is")
    func judgedAsTheWholeWalk() {
        var rng = SeededGenerator(state: 24)
        let names = ["a", "b", "c", "d", "e", "f"]
        for _ in 0..<3_000 {
            let model = Self.randomValue(depth: 0, names: names, using: &rng)
            let wanted = Set(names.filter { _ in rng.next() % 2 == 0 })
            let whole = TemplateNames.labels(of: model)
            let stopped = TemplateNames.labels(of: model, stoppingOnceSeen: wanted)
            for name in wanted {
                #expect(stopped.all.contains(name) == whole.all.contains(name))
                for sections in [[], [names[Int(rng.next() % 6)]], names.filter { _ in rng.next() % 3 == 0 }] {
                    let tag = TemplateNames.Tag(name: name, line: 1, column: 1, sections: sections)
                    #expect(stopped.misses(tag) == whole.misses(tag))
                }
            }
        }
    }
}
