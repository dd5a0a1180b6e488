import LifecycleEngine
import LifecycleModel

/// The parser's working state across its passes.
struct ScenarioReader {
    let path: String
    let id: String
    let firstLine: Int

    var title: String?
    var profile = IOSProfile.newest
    var group = ""
    var description = ""
    var headerLines: [String: Int] = [:]

    var nibs: [String] = []
    var declarations: [ObjectDeclaration] = []
    var declarationLines: [ObjectID: SourceLine] = [:]
    var segues: [SegueDeclaration] = []
    var segueLines: [String: SourceLine] = [:]
    /// Objects named in `kept by`, `with root` and the like, checked once all are declared.
    var references: [(name: SourceLine.Word, line: SourceLine, role: Role)] = []
    /// The container each view controller is declared in (a navigation root, a tab).
    var containers: [ObjectID: ObjectID] = [:]

    /// Top-level step lines and override blocks, in file order, parsed in the second pass.
    var body: [Block] = []
    var overrides: [Override] = []
    var steps: [ScriptStep] = []

    enum Block {
        case step(SourceLine)
        case override(header: SourceLine, lines: [SourceLine])
    }

    init(path: String, id: String, firstLine: Int) {
        self.path = path
        self.id = id
        self.firstLine = firstLine
    }

    // MARK: Pass 1

    mutating func readHeaderAndDeclarations(_ lines: [SourceLine]) throws(ScenarioError) {
        for line in lines where !line.isBlank {
            let first = line.words[0]
            if line.indentation > 0 {
                guard case .override(let header, let bodyLines)? = body.last else {
                    throw ScenarioError(line.location(of: first), "unexpected indentation; only the lines of an override's body are indented")
                }
                body[body.count - 1] = .override(header: header, lines: bodyLines + [line])
                continue
            }
            if first.text.hasSuffix(":") {
                try readHeader(line)
            } else if first.text == "override" {
                body.append(.override(header: line, lines: []))
            } else if Vocabulary.declarationKeywords.contains(first.text) {
                try readDeclaration(line)
            } else if Vocabulary.stepVerbs.contains(first.text) {
                body.append(.step(line))
            } else {
                let known = Vocabulary.stepVerbs + Vocabulary.declarationKeywords
                throw ScenarioError(line.location(of: first), "unknown step '\(first.text)'" + Suggestion.nearest(to: first.text, in: known))
            }
        }
    }

    private mutating func readHeader(_ line: SourceLine) throws(ScenarioError) {
        let key = line.words[0]
        guard Vocabulary.headerKeys.contains(key.text) else {
            throw ScenarioError(line.location(of: key), "unknown header '\(key.text)'" + Suggestion.nearest(to: key.text, in: Vocabulary.headerKeys + Vocabulary.declarationKeywords + Vocabulary.stepVerbs))
        }
        if let previous = headerLines[key.text] {
            throw ScenarioError(line.location(of: key), "'\(key.text)' is already given on line \(previous); give it once")
        }
        headerLines[key.text] = line.number
        let value = line.rest(after: key)
        guard !value.isEmpty else {
            throw ScenarioError(line.endLocation, "'\(key.text)' needs a value")
        }
        switch key.text {
        case "title:": title = value
        case "group:": group = value
        case "description:": description = value
        default:
            guard let named = IOSProfile(rawValue: value) else {
                let known = Vocabulary.profiles.map { "'\($0)'" }.joined(separator: ", ")
                throw ScenarioError(line.location(of: line.words[1]), "unknown profile '\(value)'; expected one of \(known)")
            }
            profile = named
        }
    }

    // MARK: Result

    func script() throws(ScenarioError) -> Script {
        guard let title else {
            throw ScenarioError(SourceLocation(file: path, line: firstLine, column: 1), "missing 'title:' line; start the scenario with 'title: WHAT IT SHOWS'")
        }
        let summary = ScenarioSummary(id: id, title: title, profile: profile, group: group, description: description)
        return Script(summary: summary, nibs: nibs, objects: declarations, segues: segues, overrides: overrides, steps: steps)
    }
}
