/// The lines that differ between two texts, as `diff -u` prints them: hunks of changed lines with
/// three lines of context, only the first few, so that a failing golden test shows where it differs
/// rather than two long texts to compare by eye. The edit script is the standard library's
/// (`CollectionDifference`, Myers' algorithm).
public struct UnifiedDiff: CustomStringConvertible, Sendable {
    /// One line of the edit script: kept (in both), removed (only in the old text), inserted (only in the new).
    enum Edit: Equatable, Sendable {
        case kept(String), removed(String), inserted(String)

        var isChange: Bool { if case .kept = self { false } else { true } }
        var printed: String {
            switch self {
            case .kept(let line): " " + line
            case .removed(let line): "-" + line
            case .inserted(let line): "+" + line
            }
        }
    }

    /// A run of the edit script to print: its first line's number (from 1) in each text.
    struct Hunk: Sendable {
        var oldStart: Int, newStart: Int
        var edits: ArraySlice<Edit>
    }

    public static let context = 3
    /// Hunks printed; the rest are counted.
    public static let hunksShown = 4

    let fromName: String, toName: String
    let hunks: [Hunk]

    public init(from old: String, to new: String, fromName: String = "expected", toName: String = "actual") {
        self.fromName = fromName
        self.toName = toName
        hunks = Self.hunks(of: Self.edits(from: Self.lines(old), to: Self.lines(new)))
    }

    /// True when the texts are equal line for line.
    public var isEmpty: Bool { hunks.isEmpty }

    public var description: String {
        var printed = ["--- \(fromName)", "+++ \(toName)"]
        for hunk in hunks.prefix(Self.hunksShown) {
            let oldCount = hunk.edits.filter { if case .inserted = $0 { false } else { true } }.count
            let newCount = hunk.edits.filter { if case .removed = $0 { false } else { true } }.count
            printed.append("@@ -\(hunk.oldStart),\(oldCount) +\(hunk.newStart),\(newCount) @@")
            printed += hunk.edits.map(\.printed)
        }
        if hunks.count > Self.hunksShown {
            printed.append("… and \(hunks.count - Self.hunksShown) more differing places")
        }
        return printed.joined(separator: "\n")
    }

    /// Lines as written, the last one marked when the text does not end in a line break (so a
    /// missing final newline is a visible difference, as in diff's "\ No newline at end of file").
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" {
            lines.removeLast()
        } else if let last = lines.popLast() {
            lines.append(last + "⏎ (no line break at the end)")
        }
        return lines
    }

    static func edits(from old: [String], to new: [String]) -> [Edit] {
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var edits: [Edit] = []
        var oldIndex = 0, newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                edits.append(.removed(old[oldIndex]))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                edits.append(.inserted(new[newIndex]))
                newIndex += 1
            } else {
                edits.append(.kept(old[oldIndex]))
                oldIndex += 1
                newIndex += 1
            }
        }
        return edits
    }

    /// Changes closer than twice the context share a hunk, as in diff -u.
    static func hunks(of edits: [Edit]) -> [Hunk] {
        let changed = edits.indices.filter { edits[$0].isChange }
        var ranges: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(edits.count - 1, index + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
                ranges[ranges.count - 1] = last.lowerBound...range.upperBound
            } else {
                ranges.append(range)
            }
        }
        return ranges.map { range in
            let before = edits[..<range.lowerBound]
            return Hunk(
                oldStart: before.filter { if case .inserted = $0 { false } else { true } }.count + 1,
                newStart: before.filter { if case .removed = $0 { false } else { true } }.count + 1,
                edits: edits[range])
        }
    }
}
