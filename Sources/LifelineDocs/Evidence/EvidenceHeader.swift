import LifecycleModel
import StaticSite
import Yams

/// What an evidence log's header says about it: where it was published, by whom, on which iOS,
/// what the author logged, and which scenario reproduces what they did.
///
/// The header is YAML between `---` lines at the top of `Content/evidence/ID.log`; the page
/// *Checking your own logs* documents every key.
struct EvidenceHeader: Equatable, Sendable, Codable {
    var title: String
    var source: String
    var author: String
    var published: String
    /// As the author states it; "unknown" when they do not. When `iosReason` is set, inferred.
    var ios: String
    /// Why `ios` is inferred (the post's date, the Xcode version it names), when the author does
    /// not state it: the header says `ios-inferred: true` and `ios-reason: …`.
    var iosReason: String?
    var device: String?
    var logged: String
    var form: Form
    var scenario: String
    var map: [String: ObjectID]
    var unnamed: ObjectID?
    /// Object addresses the log prints (`<Demo.VC: 0x7fa1…>`) → objects: instances of one class told
    /// apart, as `compare --instance` does.
    var instances: [String: ObjectID] = [:]
    /// The author cut the log short: it is compared as a prefix of the model's calls, as
    /// `compare --truncated` does.
    var truncated = false
    /// Methods whose logging override calls super before it logs (they print after what they nest).
    var afterSuper: Set<String>
    /// Methods the author's code logs for an object that the log never shows: their absence counts.
    var alsoLogged: [ObjectID: Set<String>] = [:]
    var note: String?
    /// What the model lacks to reproduce the log, when it does.
    var needs: String?
    /// Why the model and this log disagree, when they do and it is known.
    var divergence: String?
    /// The file's line of each key given, for messages.
    var lines: [String: Int] = [:]

    enum Form: String, Sendable, Codable {
        /// The author's console output, copied.
        case pasted
        /// An ordered list the author wrote from what they saw.
        case prose
    }

    static let keys = ["title", "source", "author", "published", "ios", "ios-inferred", "ios-reason", "device", "logged", "form", "scenario", "map", "unnamed", "instances", "truncated", "after-super", "also-logged", "note", "needs", "divergence"]
    static let requiredKeys = ["title", "source", "author", "published", "ios", "logged", "form", "scenario"]

    /// Reads the header's YAML, which starts on line `firstLine` of the file at `path`.
    init(yaml: String, path: String, firstLine: Int) throws {
        func fail(_ line: Int, _ column: Int, _ message: String) -> SiteDiagnostic {
            SiteDiagnostic(path: path, line: line, column: column, message: message)
        }
        // Syntax errors at libyaml's line and column; an alias in a key is refused before Yams
        // would expand it.
        let node = try YAMLDocument.compose(yaml, path: path, firstLine: firstLine, lead: "the header is not valid YAML")
        guard let mapping = node?.mapping else { throw fail(firstLine, 1, "the header must be a mapping of keys to values") }
        var values: [String: Node] = [:]
        var lines: [String: (Int, Int)] = [:]
        for (key, value) in mapping {
            let at = ((key.mark?.line ?? 1) + firstLine - 1, key.mark?.column ?? 1)
            guard let name = key.string, Self.keys.contains(name) else {
                throw fail(at.0, at.1, "unknown header key '\(key.string ?? "")'; expected one of \(Self.keys.joined(separator: ", "))")
            }
            guard values[name] == nil else { throw fail(at.0, at.1, "'\(name)' is given twice") }
            values[name] = value
            lines[name] = at
        }
        for key in Self.requiredKeys where (values[key]?.string ?? "").isEmpty {
            throw fail(firstLine, 1, "the header has no '\(key)'; every evidence log says \(Self.requiredKeys.joined(separator: ", "))")
        }
        func text(_ key: String) -> String? { values[key]?.string.flatMap { $0.isEmpty ? nil : $0 } }
        title = text("title")!
        source = text("source")!
        guard EvidenceSource.link(source) != nil else {
            let (line, column) = lines["source"]!
            throw fail(line, column, EvidenceSource.refusal(source))
        }
        author = text("author")!
        published = text("published")!
        ios = text("ios")!
        let inferred: Bool
        switch text("ios-inferred") {
        case nil, "false": inferred = false
        case "true": inferred = true
        case let other?:
            let (line, column) = lines["ios-inferred"]!
            throw fail(line, column, "'ios-inferred' is true or false, not '\(other)'")
        }
        iosReason = text("ios-reason")
        if inferred {
            guard ios.lowercased() != "unknown" else {
                let (line, column) = lines["ios-inferred"]!
                throw fail(line, column, "'ios-inferred: true' needs the inferred version in 'ios' (as 'ios: \"15\"'), not 'unknown'")
            }
            guard iosReason != nil else {
                let (line, column) = lines["ios-inferred"]!
                throw fail(line, column, "'ios-inferred: true' needs 'ios-reason': why that version (the post's date, the Xcode it names)")
            }
        } else if iosReason != nil {
            let (line, column) = lines["ios-reason"]!
            throw fail(line, column, "'ios-reason' explains an inferred version: add 'ios-inferred: true', or drop it when the author states the version")
        }
        device = text("device")
        logged = text("logged")!
        guard let form = Form(rawValue: text("form")!) else {
            let (line, column) = lines["form"]!
            throw fail(line, column, "'form' is 'pasted' (the author's console output) or 'prose' (a list the author wrote)")
        }
        self.form = form
        scenario = text("scenario")!
        var map: [String: ObjectID] = [:]
        if let node = values["map"] {
            guard let pairs = node.mapping else {
                let (line, column) = lines["map"]!
                throw fail(line, column, "'map' is a mapping from a label in the log to an object of the scenario (ViewController: A)")
            }
            for (label, object) in pairs {
                guard let label = label.string, let object = object.string else { continue }
                map[label] = ObjectID(object)
            }
        }
        self.map = map
        unnamed = text("unnamed").map { ObjectID($0) }
        if let node = values["instances"] {
            let (line, column) = lines["instances"]!
            guard let pairs = node.mapping else {
                throw fail(line, column, "'instances' is a mapping from an address the log prints to an object of the scenario ('0x7fa1a6835bb0': A)")
            }
            for (address, object) in pairs {
                guard let address = address.string, let object = object.string else { continue }
                guard address.hasPrefix("0x"), address.count > 2, address.dropFirst(2).allSatisfy(\.isHexDigit) else {
                    throw fail(line, column, "'instances' has '\(address)', which is no address; write it as the log prints it ('0x7fa1a6835bb0': A)")
                }
                instances[address.lowercased()] = ObjectID(object)
            }
        }
        if let value = text("truncated") {
            guard let flag = Bool(value) else {
                let (line, column) = lines["truncated"]!
                throw fail(line, column, "'truncated' is true (the author cut the log short) or false")
            }
            truncated = flag
        }
        var afterSuper: Set<String> = []
        for word in (text("after-super") ?? "").split(whereSeparator: { $0 == "," || $0 == " " }) {
            guard let selector = SelectorSpelling.selector(named: word) else {
                let (line, column) = lines["after-super"]!
                throw fail(line, column, "'after-super' names '\(word)', which is no callback Lifeline knows; list selectors such as init, loadViewIfNeeded")
            }
            afterSuper.insert(selector)
        }
        self.afterSuper = afterSuper
        if let node = values["also-logged"] {
            let (line, column) = lines["also-logged"]!
            guard let pairs = node.mapping else {
                throw fail(line, column, "'also-logged' maps an object of the scenario to the callbacks its code logs that the log never shows (C: viewWillAppear)")
            }
            for (object, words) in pairs {
                guard let id = object.string else { continue }
                for word in (words.string ?? "").split(whereSeparator: { $0 == "," || $0 == " " }) {
                    guard let selector = SelectorSpelling.selector(named: word) else {
                        throw fail(line, column, "'also-logged' names '\(word)' for \(id), which is no callback Lifeline knows; list selectors such as viewWillAppear, dealloc")
                    }
                    alsoLogged[ObjectID(id), default: []].insert(selector)
                }
            }
        }
        note = text("note")
        needs = text("needs")
        divergence = text("divergence")
        self.lines = lines.mapValues(\.0)
    }
}

