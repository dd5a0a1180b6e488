/// "did you mean …?" for unknown words: the nearest known word by edit distance.
public enum Suggestion {
    /// A suffix for an error message: `; did you mean 'launch'?`, or nothing when no word is close.
    public static func nearest(to word: String, in known: [String]) -> String {
        let scored = known.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        // About one edit in three characters: `lanch` → `launch`, but never `nav` → `A`.
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, (word.count + 2) / 3) else { return "" }
        return "; did you mean '\(best.0)'?"
    }

    /// Up to `limit` known words near `word`, nearest first: those that hold it or that it holds
    /// (`nav-push` → `nav-push-pop`) before the rest, then by edit distance, each within about
    /// half the word's length. A long list (137 scenario ids) is no suggestion.
    public static func nearestFew(to word: String, in known: [String], limit: Int = 3) -> [String] {
        let typed = word.lowercased()
        let scored = known.compactMap { candidate -> (word: String, holds: Bool, distance: Int)? in
            let lower = candidate.lowercased()
            let holds = !typed.isEmpty && (lower.contains(typed) || typed.contains(lower))
            let distance = distance(typed, lower)
            guard holds || distance <= max(2, typed.count / 2) else { return nil }
            return (candidate, holds, distance)
        }
        return scored
            .sorted { ($0.holds ? 0 : 1, $0.distance, $0.word) < ($1.holds ? 0 : 1, $1.distance, $1.word) }
            .prefix(limit).map(\.word)
    }

    /// `; did you mean 'a', 'b' or 'c'?` for `nearestFew`, or nothing when none is near.
    public static func nearestFewPhrase(to word: String, in known: [String], limit: Int = 3) -> String {
        let words = nearestFew(to: word, in: known, limit: limit).map { "'\($0)'" }
        guard let last = words.last else { return "" }
        return "; did you mean " + (words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last) + "?"
    }

    /// The nearest word, or when none is near, the whole list: `; expected one of: a, b, c`.
    public static func nearestOrList(to word: String, in known: [String]) -> String {
        let near = nearest(to: word, in: known)
        return near.isEmpty ? "; expected one of: " + known.joined(separator: ", ") : near
    }

    /// Levenshtein distance.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }
}
