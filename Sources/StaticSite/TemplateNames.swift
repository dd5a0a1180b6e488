/// The names a Mustache template asks its context for, and the names a context offers.
enum TemplateNames {
    /// A variable or section tag: its name, where it is, and the sections (`{{#…}}`) around it.
    struct Tag {
        var name: String
        var line: Int
        var column: Int
        var sections: [String]
    }

    /// The names a context offers: every stored property, and those that held something (a
    /// non-empty collection, a non-nil optional) at least once.
    struct Labels: Equatable {
        var all: Set<String> = []
        var populated: Set<String> = []

        /// True when `tag` cannot come from the context. A name inside a section that was empty
        /// everywhere cannot be judged (an empty array shows no element's properties), so passes.
        func misses(_ tag: Tag) -> Bool {
            // A dotted name (`site.title`) needs each of its parts.
            let known = tag.name.splitAtBytes(separator: ".").allSatisfy { all.contains(String($0)) }
            return !known && tag.sections.allSatisfy(populated.contains)
        }
    }

    /// Variables and sections (`{{name}}`, `{{{name}}}`, `{{&name}}`, `{{#name}}`, `{{^name}}`) with
    /// their positions; dotted names (`site.title`) are kept whole; the implicit iterator `.` and
    /// transforms are left out.
    static func tags(in text: String) -> [Tag] {
        scan(text).tags
    }

    /// The partials a template includes (`{{> name}}`), each with the sections around it: the
    /// names a partial asks for are judged in those sections, as Mustache looks them up there.
    static func partials(in text: String) -> [Tag] {
        scan(text).partials
    }

    /// `tags(in:)` and `partials(in:)` of `text`, in one pass.
    static func scan(_ text: String) -> (tags: [Tag], partials: [Tag]) {
        var found: [Tag] = []
        var partials: [Tag] = []
        var sections: [String] = []
        for (lineIndex, line) in text.splitAtBytes(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = Substring(line)
            // Byte searches with the standard library's answers (`CharacterSearch`): most lines
            // hold no tag, and its search was a fiftieth of an edit (callgrind).
            while let open = CharacterSearch.firstRange(of: "{{", in: rest) {
                let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
                var inner = rest[open.upperBound...]
                guard let close = CharacterSearch.firstRange(of: "}}", in: inner) else { break }
                rest = inner[close.upperBound...]
                if rest.first == "}" { rest = rest.dropFirst() }
                inner = inner[..<close.lowerBound]
                let sigil = inner.first.flatMap { "#^{&/>".contains($0) ? $0 : nil }
                if sigil != nil { inner = inner.dropFirst() }
                let name = inner.trimmingWhitespace()
                if sigil == ">" {
                    partials.append(Tag(name: name, line: lineIndex + 1, column: column, sections: sections.filter { !$0.isEmpty }))
                    continue
                }
                let parts = name.splitAtBytes(separator: ".", omittingEmptySubsequences: false)
                guard !name.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { continue }
                switch sigil {
                case "/":
                    if let index = sections.lastIndex(of: name) { sections.removeSubrange(index...) }
                case "#":
                    found.append(Tag(name: name, line: lineIndex + 1, column: column, sections: sections))
                    sections.append(name)
                case "^":
                    // An inverted section renders when its value is empty: its names come from outside.
                    found.append(Tag(name: name, line: lineIndex + 1, column: column, sections: sections))
                    sections.append("")
                default:
                    found.append(Tag(name: name, line: lineIndex + 1, column: column, sections: sections.filter { !$0.isEmpty }))
                }
            }
        }
        return (found, partials)
    }

    /// Every stored property name reachable from `value`: through structs, optionals, arrays and
    /// dictionaries (whose keys are names too).
    ///
    /// With `wanted`, the walk stops once every one of those names was seen: a template's
    /// judgement (`Labels.misses`, the names seen) asks only about its own names, and a known name
    /// never misses, so what the rest of the model holds cannot change it. It looks first into
    /// only the first element of each list, where a list of rows shows its names; the whole
    /// model only when a name is still unseen. The Coverage model, walked whole through `Mirror`
    /// for names its first rows show, was a fiftieth of a cold build (callgrind).
    static func labels(of value: Any, stoppingOnceSeen wanted: Set<String>? = nil) -> Labels {
        if let wanted {
            var glance = Walk(unseen: wanted, elements: 1)
            collect(value, label: nil, into: &glance, depth: 0)
            if glance.isDone { return glance.labels }
        }
        var walk = Walk(unseen: wanted)
        collect(value, label: nil, into: &walk, depth: 0)
        return walk.labels
    }

    /// A walk's labels so far, the wanted names it has not yet seen (nil: it walks everything),
    /// and how many elements of a list, set or dictionary it looks into.
    private struct Walk {
        var labels = Labels()
        var unseen: Set<String>?
        var elements = Int.max

        var isDone: Bool { unseen?.isEmpty == true }

        mutating func saw(_ label: String, populated: Bool) {
            labels.all.insert(label)
            if populated { labels.populated.insert(label) }
            unseen?.remove(label)
        }
    }

    private static func collect(_ value: Any, label: String?, into walk: inout Walk, depth: Int) {
        guard depth < 12, !walk.isDone else { return }
        let mirror = Mirror(reflecting: value)
        if let label {
            let isEmpty = [.optional, .collection, .set, .dictionary].contains(mirror.displayStyle) && mirror.children.isEmpty
            walk.saw(label, populated: !isEmpty)
        }
        switch mirror.displayStyle {
        case .dictionary:
            for pair in mirror.children.prefix(walk.elements) {
                guard !walk.isDone else { return }
                let entry = Mirror(reflecting: pair.value).children.map(\.value)
                if entry.count == 2, let key = entry[0] as? String { collect(entry[1], label: key, into: &walk, depth: depth + 1) }
            }
        case .optional, .collection, .set:
            // Elements and wrapped values stand for the property that holds them.
            for child in mirror.children.prefix(walk.elements) {
                guard !walk.isDone else { return }
                collect(child.value, label: nil, into: &walk, depth: depth + 1)
            }
        case .struct, .class:
            for child in mirror.children {
                guard !walk.isDone else { return }
                collect(child.value, label: child.label, into: &walk, depth: depth + 1)
            }
        default:
            break
        }
    }
}
