/// "did you mean …?" for unknown words: the nearest known word by edit distance.
public enum Suggestion {
    /// A suffix for an error message: `; did you mean 'launch'?`, or nothing when no word is close.
    public static func nearest(to word: String, in known: [String]) -> String {
        let scored = known.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        // About one edit in three characters: `lanch` → `launch`, but never `nav` → `A`.
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(1, (word.count + 2) / 3) else { return "" }
        return "; did you mean '\(best.0)'?"
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
