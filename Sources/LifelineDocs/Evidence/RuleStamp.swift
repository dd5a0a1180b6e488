import LifecycleEngine
import LifecycleModel
import StaticSite

/// What a scenario page says about the rules behind its calls: how many rest on rules a device
/// log backs, how many on documentation alone, how many are the app's own, and how many on our
/// guesses (marked in the table and the diagram).
struct RuleStamp {
    let trace: Trace
    let evidence: RuleEvidence

    /// The calls by what their rules rest on.
    struct Counts: Equatable {
        var calls = 0
        var logged = 0
        var documented = 0
        var appCode = 0
        var guessed = 0
        /// Calls counted above as logged or documented whose rule is partly our guess.
        var partlyGuessed = 0
    }

    var counts: Counts {
        var counts = Counts()
        for event in trace.events {
            guard event.isCall else { continue }
            counts.calls += 1
            guard let id = event.rule, let marks = evidence.marks[id] else { counts.guessed += 1; continue }
            if id == Rule.appCodeID {
                counts.appCode += 1
                continue
            }
            if marks.isGuess {
                counts.guessed += 1
                continue
            }
            if marks.isPartlyGuess { counts.partlyGuessed += 1 }
            if marks.isBacked {
                counts.logged += 1
            } else {
                counts.documented += 1
            }
        }
        return counts
    }

    /// The stamp's HTML on a page whose way back to the site root is `root`.
    func html(root: String) -> String {
        let counts = self.counts
        let rules = "<a href=\"\(HTML.escape(root + SitePage.Kind.rules.path))\">rules</a>"
        var parts: [String] = []
        if counts.logged > 0 { parts.append("\(counts.logged) by device logs that agree with the model") }
        if counts.documented > 0 { parts.append("\(counts.documented) by Apple's documentation or articles alone") }
        if counts.appCode > 0 { parts.append("\(counts.appCode) \(counts.appCode == 1 ? "is" : "are") the app's own \(counts.appCode == 1 ? "call" : "calls")") }
        // Calls whose rule's sources settle only part of it, counted with the others above.
        let partly = counts.partlyGuessed == 0 ? ""
            : " \(counts.partlyGuessed) of \(counts.calls) follow rules that are partly our guess (marked <span class=\"guess partly\">partly guess</span> in the trace)."
        let detail = parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")
        if counts.logged == 0 {
            return "<p class=\"evidence evidence-none\"><strong>Model only:</strong> no call of this scenario follows a rule that a device log backs; "
                + "\(counts.guessed) of its \(counts.calls) calls rest on guesses (marked), the others on Apple's documentation, articles or the app's own code (see the \(rules)).\(partly)</p>"
        }
        if counts.guessed == 0 {
            return "<p class=\"evidence evidence-rules\"><strong>All \(counts.calls) calls follow \(rules) backed by device logs or Apple's documentation</strong>\(detail).\(partly)</p>"
        }
        return "<p class=\"evidence evidence-guesses\"><strong>\(counts.guessed) of \(counts.calls) \(counts.calls == 1 ? "call" : "calls") \(counts.guessed == 1 ? "rests" : "rest") on guesses</strong> "
            + "(marked <span class=\"guess\">guess</span> in the trace and “(our guess)” in the sequence diagram); the others follow \(rules)\(detail).\(partly)</p>"
    }
}
