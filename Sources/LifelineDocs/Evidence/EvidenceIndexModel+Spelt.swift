/// The Evidence page's model as one text, every field in a fixed order, each after its length in
/// bytes (so no field's text can pass for a separator): what `PageKeys` keys the page by. It was
/// spelt by `JSONEncoder`, which took 16 M instructions of a one-scenario edit's 1,117 M
/// (callgrind) for 204 rows. `EvidenceIndexSpellingTests` changes each field alone and checks
/// that the spelling changes, and that every stored property is spelt.
extension EvidenceIndexModel {
    var spelt: String {
        var text = ""
        text.reserveCapacity(64 * (logs.count + divergences.count))
        func add(_ field: String) {
            text += String(field.utf8.count)
            text += ":"
            text += field
        }
        func add(_ link: MarkdownLink) {
            add(link.text)
            add(link.href)
        }
        add(title)
        for count in [logCount, pasted, written, agreeing, diverging] { add(String(count)) }
        if let guide { add("guide"); add(guide) } else { add("no guide") }
        add(evidenceByArea)
        add(String(logs.count))
        for log in logs {
            add(log.log)
            add(log.author)
            add(log.ios)
            add(log.inferred ? "inferred" : "stated")
            add(log.scenario)
            add(log.verdict)
        }
        add(String(divergences.count))
        for divergence in divergences {
            add(divergence.log)
            add(divergence.reason)
        }
        return text
    }
}
