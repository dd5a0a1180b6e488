import LifecycleEngine
import LifecycleModel

/// Reads the scenario language (first draft: a header, object declarations, steps) into a `Script`.
///
/// ```
/// title: App launch with a storyboard root view controller
/// profile: iOS 17+
///
/// object A: ViewController from storyboard Main
///
/// step launch with root A
/// ```
public struct ScenarioParser {
    let path: String
    let id: String

    /// - Parameters:
    ///   - path: the file's path as it should appear in error messages.
    ///   - id: the scenario's id (its file name without extension).
    public init(path: String, id: String) {
        self.path = path
        self.id = id
    }

    public func parse(_ text: String) throws(ScenarioError) -> Script {
        var title: String?
        var group = ""
        var description = ""
        var profile = IOSProfile.newest
        var objects: [ObjectDeclaration] = []
        var steps: [ScriptStep] = []

        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = SourceLine(text: String(rawLine), number: index + 1, path: path)
            guard let keyword = line.words.first else { continue }
            switch keyword.text {
            case "title:":
                title = line.rest(after: keyword)
            case "group:":
                group = line.rest(after: keyword)
            case "description:":
                description = line.rest(after: keyword)
            case "profile:":
                let name = line.rest(after: keyword)
                guard let named = IOSProfile(rawValue: name) else {
                    let known = IOSProfile.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
                    throw ScenarioError(line.location(of: line.words[1]), "unknown profile '\(name)'; expected one of \(known)")
                }
                profile = named
            case "object":
                objects.append(try parseObject(line))
            case "step":
                steps.append(try parseStep(line, objects: objects))
            default:
                throw ScenarioError(
                    line.location(of: keyword),
                    "unknown keyword '\(keyword.text)'" + Suggestion.nearest(to: keyword.text, in: ["title:", "group:", "description:", "profile:", "object", "step"]))
            }
        }
        guard let title else {
            throw ScenarioError(SourceLocation(file: path, line: 1, column: 1), "missing 'title:' line")
        }
        let summary = ScenarioSummary(id: id, title: title, profile: profile, group: group, description: description)
        return Script(summary: summary, objects: objects, steps: steps)
    }

    /// `object A: ViewController from storyboard Main`
    private func parseObject(_ line: SourceLine) throws(ScenarioError) -> ObjectDeclaration {
        let words = line.words
        guard words.count == 6, words[1].text.hasSuffix(":"), words[3].text == "from", words[4].text == "storyboard" else {
            throw ScenarioError(line.location(of: words[0]), "expected 'object NAME: CLASS from storyboard STORYBOARD'")
        }
        let id = ObjectID(String(words[1].text.dropLast()))
        return ObjectDeclaration(id: id, className: words[2].text, creation: .storyboard(name: words[5].text))
    }

    /// `step launch with root A`
    private func parseStep(_ line: SourceLine, objects: [ObjectDeclaration]) throws(ScenarioError) -> ScriptStep {
        let words = line.words
        guard words.count >= 2 else {
            throw ScenarioError(line.location(of: words[0]), "expected a step after 'step'")
        }
        let verb = words[1]
        switch verb.text {
        case "launch":
            guard words.count == 5, words[2].text == "with", words[3].text == "root" else {
                throw ScenarioError(line.location(of: verb), "expected 'launch with root NAME'")
            }
            let root = ObjectID(words[4].text)
            guard objects.contains(where: { $0.id == root }) else {
                let known = objects.map(\.id.rawValue)
                throw ScenarioError(line.location(of: words[4]), "unknown object '\(root)'" + Suggestion.nearest(to: root.rawValue, in: known))
            }
            return ScriptStep(action: .launch(root: root), text: line.rest(after: words[0]), location: line.location(of: verb))
        default:
            throw ScenarioError(line.location(of: verb), "unknown step '\(verb.text)'" + Suggestion.nearest(to: verb.text, in: ["launch"]))
        }
    }
}
