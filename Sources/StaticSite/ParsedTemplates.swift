import Mustache
import Synchronization

/// The swift-mustache library of a `TemplateLibrary`, each template parsed once: all of them when
/// the library is read, or, when the caller knows these very sources parsed before (the same
/// texts under the same `lifeline`), each when a render first needs it. swift-mustache parses at
/// about 2,300 instructions a byte: the 22 templates were 42 M instructions of every build, and a
/// one-scenario edit renders with two thirds of them (callgrind).
final class ParsedTemplates: Sendable {
    private let state: Mutex<(library: MustacheLibrary, parsed: Set<String>)>

    init() {
        state = Mutex((MustacheLibrary(), []))
    }

    /// The templates parsed so far, by name (tests read it).
    var names: [String] { state.withLock { $0.parsed.sorted() } }

    /// Parses `text` as template `name`; a syntax error is thrown as swift-mustache gives it.
    func parse(_ text: String, named name: String) throws {
        try state.withLock { state in
            guard !state.parsed.contains(name) else { return }
            try state.library.register(text, named: name)
            state.parsed.insert(name)
        }
    }

    /// The library with every one of `names` parsed (`text` gives each one's text), as it is
    /// now: a value, so that rendering needs no lock.
    func library(with names: some Sequence<String>, text: (String) -> String) throws -> MustacheLibrary {
        try state.withLock { state in
            for name in names where !state.parsed.contains(name) {
                try state.library.register(text(name), named: name)
                state.parsed.insert(name)
            }
            return state.library
        }
    }
}
