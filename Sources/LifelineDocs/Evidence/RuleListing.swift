import LifecycleEngine
import LifecycleModel

/// A catalogue entry as `lifeline rules` prints it (and as JSON: `id`, `summary`, `profiles`,
/// `sources`, each source with `kind`, `title`, and `url` or `file`).
public struct RuleListing: Encodable, Equatable, Sendable {
    public struct Source: Encodable, Equatable, Sendable {
        public var kind: String
        public var title: String
        public var url: String?
        public var file: String?
    }

    public var id: String
    public var summary: String
    public var profiles: [String]
    public var sources: [Source]
    /// Whether every source is a guess: the pages mark the rule's calls.
    public var guess: Bool

    /// `logTitles`: the titles of the project's evidence logs by file name, when a project is at
    /// hand; a log source is titled with its file name otherwise.
    init(_ rule: Rule, logTitles: [String: String] = [:]) {
        id = rule.id.rawValue
        summary = rule.summary
        profiles = rule.profiles.map(\.rawValue)
        guess = rule.isGuess
        sources = rule.sources.map { source in
            switch source {
            case .apple(let title, let url): Source(kind: source.kind, title: title, url: url)
            case .log(let file): Source(kind: source.kind, title: logTitles[file] ?? file, file: "Content/evidence/\(file)")
            case .article(let author, let title, let url): Source(kind: source.kind, title: "\(author), \(title)", url: url)
            case .scenario: Source(kind: source.kind, title: "the scenario's own step or override: the app's code makes the call")
            case .guess(let reasoning): Source(kind: source.kind, title: reasoning)
            }
        }
    }

    /// "all iOS profiles", or the profiles joined.
    var profileText: String {
        profiles.count == IOSProfile.allCases.count ? "all iOS profiles" : profiles.joined(separator: ", ")
    }

    /// The entry as text: id and profiles, the summary, then a line per source.
    var text: String {
        var lines = ["\(id)  (\(profileText))\(guess ? "  [guess]" : "")", "  \(summary)"]
        for source in sources {
            let place = source.url ?? source.file
            lines.append("  - \(source.kind): \(source.title)\(place.map { " <\($0)>" } ?? "")")
        }
        return lines.joined(separator: "\n")
    }
}
