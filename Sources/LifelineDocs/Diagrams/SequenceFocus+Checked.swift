import LifecycleDiagrams
import LifecycleModel
import LifecycleScenarios

extension SequenceFocus {
    /// Object ids as a writer gives them after `show:` or `--show`: separated by commas, spaces
    /// or both (`A, A.view`; ids never hold either), each with its offset in characters.
    static func ids(in text: String) -> [(id: String, offset: Int)] {
        var ids: [(id: String, offset: Int)] = []
        var current = "", start = 0
        for (offset, character) in text.enumerated() {
            if character == "," || character.isWhitespace {
                if !current.isEmpty { ids.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { ids.append((current, start)) }
        return ids
    }

    /// The focus on `ids` for `trace`'s sequence diagram, its ids in the diagram's order (so that
    /// `A, B` and `B, A` are one diagram); an id with no lifeline in that diagram is an error
    /// naming `option` (`'show:'`, `--show`), the nearest id and every id there is.
    static func checked(_ ids: [String], for trace: Trace, option: String) throws(UnknownObject) -> SequenceFocus {
        let known = SequenceFocus.objects(in: trace)
        if let unknown = ids.first(where: { $0 != ObjectID.uiKit.rawValue && !known.contains(ObjectID($0)) }) {
            let names = known.map(\.rawValue)
            throw UnknownObject(
                id: unknown,
                message: "unknown object '\(unknown)' in \(option)\(Suggestion.nearest(to: unknown, in: names)) "
                    + "(the objects of '\(trace.scenario.id)': \(names.joined(separator: ", ")))")
        }
        let named = Set(ids)
        return SequenceFocus(showing: ([ObjectID.uiKit] + known).filter { named.contains($0.rawValue) })
    }
}

/// An id in `show:` or `--show` that names no lifeline of the diagram, and the message saying so.
struct UnknownObject: Error, Equatable {
    var id: String
    var message: String
}
