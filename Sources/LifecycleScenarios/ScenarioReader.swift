import LifecycleEngine
import LifecycleModel

/// The parser's working state across its passes.
struct ScenarioReader {
    let path: String
    let id: String
    let firstLine: Int

    var title: String?
    var profile = IOSProfile.newest
    var device = Device.iPhone
    /// Where the first `detents` clause is, for the profile check once every header is read.
    var detentsLocation: SourceLocation?
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
    var setupSteps = 0
    /// Step lines and declared objects read so far, against `ScenarioLimits`.
    var stepCount = 0
    var objectCount = 0

    enum Block {
        case step(SourceLine)
        case override(header: SourceLine, lines: [SourceLine])
        /// `setup` and its indented steps: they run first, and the trace leaves them out.
        case setup(header: SourceLine, lines: [SourceLine])
    }

    init(path: String, id: String, firstLine: Int) {
        self.path = path
        self.id = id
        self.firstLine = firstLine
    }

    // MARK: Pass 1

    /// One line of the first pass. A step past `ScenarioLimits.maximumSteps` is refused here,
    /// before the rest of the file is split into words.
    mutating func readHeaderOrDeclaration(_ line: SourceLine) throws(ScenarioError) {
        guard !line.isBlank else { return }
        let first = line.words[0]
        if line.indentation > 0 {
            try countStep(line)
            switch body.last {
            case .override(let header, let bodyLines)?: body[body.count - 1] = .override(header: header, lines: bodyLines + [line])
            case .setup(let header, let setupLines)?: body[body.count - 1] = .setup(header: header, lines: setupLines + [line])
            default:
                throw ScenarioError(line.location(of: first), "unexpected indentation; only the lines of an override's body or of 'setup' are indented")
            }
        } else if first.text == "setup" {
            try readSetupHeader(line)
        } else if first.text.hasSuffix(":") {
            try readHeader(line)
        } else if first.text == "override" {
            body.append(.override(header: line, lines: []))
        } else if Vocabulary.declarationKeywords.contains(first.text) {
            try readDeclaration(line)
        } else if Vocabulary.stepVerbs.contains(first.text) {
            try countStep(line)
            body.append(.step(line))
        } else {
            let known = Vocabulary.stepVerbs + Vocabulary.declarationKeywords
            throw ScenarioError(line.location(of: first), "unknown step '\(first.text)'" + Suggestion.nearestOrList(to: first.text, in: known))
        }
    }

    private mutating func countStep(_ line: SourceLine) throws(ScenarioError) {
        stepCount += 1
        guard stepCount > ScenarioLimits.maximumSteps else { return }
        throw ScenarioError(
            line.location(of: line.words[0]),
            "this scenario has more than \(ScenarioLimits.maximumSteps) steps (steps, setup steps and override lines together), the most Lifeline runs; split the scenario in two")
    }

    /// Fails at a declaration past `ScenarioLimits.maximumObjects` objects and nibs.
    mutating func countObject(_ line: SourceLine, _ word: SourceLine.Word) throws(ScenarioError) {
        objectCount += 1
        guard objectCount > ScenarioLimits.maximumObjects else { return }
        throw ScenarioError(
            line.location(of: word),
            "this scenario declares more than \(ScenarioLimits.maximumObjects) objects and nibs, the most Lifeline runs; split the scenario in two")
    }

    /// `setup` alone on its line, once, before any other step.
    private mutating func readSetupHeader(_ line: SourceLine) throws(ScenarioError) {
        if line.words.count > 1 {
            throw ScenarioError(line.location(of: line.words[1]), "'setup' stands alone on its line; indent its steps below it")
        }
        for block in body {
            switch block {
            case .setup(let header, _):
                throw ScenarioError(line.location(of: line.words[0]), "'setup' is already given on line \(header.number); put all its steps in one block")
            case .step(let step):
                throw ScenarioError(line.location(of: line.words[0]), "'setup' must come before the steps (line \(step.number) is a step); its steps bring the world to where the scenario starts")
            case .override: continue
            }
        }
        body.append(.setup(header: line, lines: []))
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
        case "device:":
            guard let named = Device(rawValue: value) else {
                throw ScenarioError(line.location(of: line.words[1]), "unknown device '\(value)'; expected 'iPhone' or 'iPad'")
            }
            device = named
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
        // Lifeline's iPad is a scene-based one (iOS 13+), whose window the user resizes.
        if device == .iPad, profile < .iOS13to16, let line = headerLines["device:"] {
            throw ScenarioError(SourceLocation(file: path, line: line, column: 1), "Lifeline models the iPad from iOS 13 on (its windows in Split View and Stage Manager): choose the 'iOS 13-16' profile or a later one")
        }
        // Apple, UISheetPresentationController: iOS 15.0+ (custom detents 16.0+); the 'iOS 13-16'
        // profile stands for iOS 16 in the callback catalogue, so it has them.
        if let detentsLocation, profile < .iOS13to16 {
            throw ScenarioError(detentsLocation, "sheet detents arrived in iOS 15: they need the 'iOS 13-16' profile or a later one")
        }
        let summary = ScenarioSummary(id: id, title: title, profile: profile, group: group, description: description)
        var script = Script(summary: summary, nibs: nibs, objects: declarations, segues: segues, overrides: overrides, steps: steps, setupSteps: setupSteps)
        script.device = device
        return script
    }
}
