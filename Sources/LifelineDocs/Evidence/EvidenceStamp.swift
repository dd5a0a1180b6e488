import StaticSite

/// What a scenario page says about the device logs behind it: how many agree (and on which iOS),
/// which diverge for a known reason, or that the scenario is the model's alone.
struct EvidenceStamp {
    let entries: [EvidenceReport.Entry]
    /// Whether the site has an Evidence page to point to (a project without device logs has none).
    let linksEvidence: Bool

    /// The stamp's HTML on a page whose way back to the site root is `root`.
    func html(root: String) -> String {
        func link(_ entry: EvidenceReport.Entry) -> String {
            "<a href=\"\(HTML.escape(root + SitePage.Kind.evidenceLog(entry.evidence.id).path))\">\(HTML.escape(entry.evidence.header.title))</a>"
        }
        guard !entries.isEmpty else {
            let link = linksEvidence ? " (<a href=\"\(HTML.escape(root + SitePage.Kind.evidence.path))\">the evidence</a>)" : ""
            return "<p class=\"evidence evidence-whole\">No device log reproduces this whole scenario yet\(link).</p>"
        }
        let agreeing = entries.filter(\.agrees)
        let diverging = entries.filter { !$0.agrees }
        var parts: [String] = []
        if !agreeing.isEmpty {
            parts.append("<strong>Agrees with \(agreeing.count) device \(agreeing.count == 1 ? "log" : "logs")</strong> (\(HTML.escape(Self.versions(agreeing)))): "
                + agreeing.map(link).joined(separator: ", ") + ".")
        }
        if !diverging.isEmpty {
            parts.append("<strong>Diverges from \(diverging.count) device \(diverging.count == 1 ? "log" : "logs")</strong> for a known reason: "
                + diverging.map { "\(link($0)) (\(HTML.escape($0.evidence.header.divergence ?? "")))" }.joined(separator: "; ") + ".")
        }
        let kind = diverging.isEmpty ? "evidence-agrees" : "evidence-diverges"
        return "<p class=\"evidence \(kind)\">" + parts.joined(separator: " ") + "</p>"
    }

    /// What `html` reads besides the root, each field after its length: a scenario page is kept
    /// under it (`PageKeys`), where the HTML itself, made and hashed for each of 210 keys, was a
    /// hundredth of a one-scenario edit (callgrind).
    var madeOf: String {
        func field(_ text: String) -> String { "\(text.utf8.count) \(text)" }
        var text = linksEvidence ? "links evidence" : "no evidence page"
        for entry in entries {
            let header = entry.evidence.header
            text += "\n" + [entry.evidence.id, header.title, entry.agrees ? "agrees" : "diverges", header.ios, header.iosReason == nil ? "stated" : "inferred",
                            header.divergence.map { "divergence " + $0 } ?? "no divergence"].map(field).joined(separator: " ")
        }
        return text
    }

    /// `iOS 12.2`, `iOS 6–13`, or `iOS version not stated`.
    static func versions(_ entries: [EvidenceReport.Entry]) -> String {
        let known = entries.filter { $0.evidence.header.ios.lowercased() != "unknown" }
        let inferred = known.filter { $0.evidence.header.iosReason != nil }.count
        let range = statedRange(known)
        guard !known.isEmpty, inferred > 0 else { return range }
        return range + (inferred == known.count ? ", inferred" : ", partly inferred")
    }

    /// `iOS 12.2`, `iOS 6–13`, or `iOS version not stated`, from the versions the headers give.
    private static func statedRange(_ entries: [EvidenceReport.Entry]) -> String {
        let stated = entries.map(\.evidence.header.ios).filter { $0.lowercased() != "unknown" }
        let numbers = stated.compactMap { Double($0.splitAtBytes(separator: " ").first.map(String.init) ?? $0) }
        guard let low = numbers.min(), let high = numbers.max() else {
            return stated.isEmpty ? "iOS version not stated" : "iOS " + stated.joined(separator: ", ")
        }
        func text(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        return low == high ? "iOS \(text(low))" : "iOS \(text(low))–\(text(high))"
    }
}
