internal import CYaml

/// Finds an alias used in a mapping key before Yams composes the document.
///
/// Yams checks a mapping for duplicate keys by hashing each key, alias expanded: ten levels of
/// nine aliases each (`? *j`, 411 bytes) stand for 9^10 nodes, and hashing them took more than a
/// minute. No file Lifeline reads needs an alias in a key, so one is refused at its place. The
/// check reads libyaml's events (the copy Yams builds and parses with; this is the one file that
/// imports it), so it sees exactly the keys Yams would, quoted text and block scalars included,
/// and it never expands an alias. A syntax error is left to Yams, which reports it in full.
enum YAMLAliasKeys {
    /// The alias's name and its 1-based line and column in `yaml`, if a key holds one.
    static func first(in yaml: String) -> (name: String, line: Int, column: Int)? {
        // An alias is written `*name`: a text without a `*` holds none, and is not parsed twice
        // (parsing every device log's header for this was a fifth of reading it, callgrind).
        guard yaml.utf8.contains(UInt8(ascii: "*")) else { return nil }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return nil }
        defer { yaml_parser_delete(&parser) }
        let bytes = Array(yaml.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var walk = KeyWalk()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return nil }
                defer { yaml_event_delete(&event) }
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    return nil
                case YAML_ALIAS_EVENT:
                    if walk.nodeIsKey() {
                        let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                        return (name, Int(event.start_mark.line) + 1, Int(event.start_mark.column) + 1)
                    }
                    walk.nodeEnded()
                case YAML_SCALAR_EVENT:
                    _ = walk.nodeIsKey()
                    walk.nodeEnded()
                case YAML_SEQUENCE_START_EVENT:
                    walk.collectionStarted(isMapping: false)
                case YAML_MAPPING_START_EVENT:
                    walk.collectionStarted(isMapping: true)
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    walk.collectionEnded()
                default:
                    continue
                }
            }
        }
    }

    /// Where the parser is: in which collections, and whether the node it meets is (inside) a key.
    private struct KeyWalk {
        struct Frame {
            var isMapping: Bool
            /// In a mapping, keys and values alternate, starting with a key.
            var nextIsKey = true
            /// The collection is itself a key or inside one.
            var insideKey: Bool
        }

        var frames: [Frame] = []

        func nodeIsKey() -> Bool {
            guard let top = frames.last else { return false }
            return top.insideKey || top.isMapping && top.nextIsKey
        }

        mutating func nodeEnded() {
            guard let top = frames.indices.last, frames[top].isMapping else { return }
            frames[top].nextIsKey.toggle()
        }

        mutating func collectionStarted(isMapping: Bool) {
            frames.append(Frame(isMapping: isMapping, insideKey: nodeIsKey()))
        }

        mutating func collectionEnded() {
            frames.removeLast()
            nodeEnded()
        }
    }
}
