import Foundation
import Mustache

/// The Mustache templates of a site, read from one folder (`NAME.mustache` → template `NAME`).
///
/// Templates share a layout through Mustache's inheritance (`{{<layout}}{{$main}}…{{/main}}{{/layout}}`)
/// and include partials (`{{> header}}`). swift-mustache renders a missing partial as nothing, so
/// every partial and parent a template names is checked when the library is read.
public struct TemplateLibrary: Sendable {
    /// Parsed when read, or each when first needed (`init(defaults:…parsedBefore:)`).
    private let parsed = ParsedTemplates()
    /// Whether a render parses every template, not only those it can name: a theme that changes
    /// the delimiters or names a partial dynamically may include one the scan does not see.
    private var rendersNeedAll = false
    private var paths: [String: String] = [:]
    private var texts: [String: String] = [:]
    private var tags: [String: [TemplateNames.Tag]] = [:]
    private var partials: [String: [TemplateNames.Tag]] = [:]
    /// The layouts each template inherits from (`{{<name}}`), read once.
    private var parents: [String: [String]] = [:]
    private let displayPath: String
    /// Names the page models had once, with what replaced them: a theme written for an earlier
    /// `lifeline` is told what to write instead.
    public var retiredNames: [String: String] = [:]
    private let checked = CheckedTemplates()

    /// Reads and parses every `.mustache` file in `directory`; a syntax error or a reference to a
    /// template that does not exist names the file, line and column.
    public init(directory: URL, displayPath: String) throws {
        try self.init(defaults: [:], directory: directory, displayPath: displayPath)
    }

    /// A theme's templates (`defaults`, name → text, as a program carries them), each replaced by
    /// the file of the same name in `directory` when there is one (as Hugo's and MkDocs' themes
    /// are), plus the folder's other templates. With defaults, a missing folder is no error: the
    /// theme alone. A default's errors are named `defaultsPath/NAME.mustache`.
    ///
    /// `parsedBefore`: whether these sources (name → text) are known to parse, having parsed
    /// under this `lifeline` before; then each template is parsed when a render first needs it,
    /// not now (a syntax error there is still the error it would have been).
    public init(defaults: [String: String], defaultsPath: String = "(built-in theme)", directory: URL, displayPath: String, parsedBefore: ([String: String]) -> Bool = { _ in false }) throws {
        self.displayPath = displayPath
        _ = Self.registerContentTypes
        var sources: [String: (path: String, text: String)] = [:]
        var references: [String: [(name: String, isParent: Bool, line: Int, column: Int)]] = [:]
        for (name, text) in defaults { sources[name] = ("\(defaultsPath)/\(name).mustache", text) }
        var isFolder: ObjCBool = false
        if defaults.isEmpty || FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder) {
            let files: [String]
            do {
                files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                    .filter { $0.hasSuffix(".mustache") }.sorted()
            } catch {
                throw SiteDiagnostic(path: displayPath, message: "cannot read the templates folder; name it with --templates, or the project with --root")
            }
            for file in files {
                let path = displayPath + "/" + file
                sources[String(file.dropLast(".mustache".count))] = (path, try TextFile.read(directory.appendingPathComponent(file), path: path, what: "template"))
            }
        }
        let parseNow = !parsedBefore(sources.mapValues(\.text))
        for (name, (path, text)) in sources.sorted(by: { $0.key < $1.key }) {
            if parseNow { try Self.parse(text, named: name, path: path, into: parsed) }
            // Found in the bytes: Foundation's `contains` was 12 M instructions for these (callgrind).
            if ["{{=", "{{>*", "{{> *"].contains(where: { text.firstRange(ofASCII: $0) != nil }) { rendersNeedAll = true }
            paths[name] = path
            texts[name] = text
            // Each template's text scanned once (twice each was a twentieth of a one-scenario edit).
            (tags[name], partials[name]) = TemplateNames.scan(text)
            references[name] = Self.references(in: text)
            parents[name] = references[name]!.filter(\.isParent).map(\.name)
        }
        for name in texts.keys.sorted() {
            for reference in references[name]! where paths[reference.name] == nil {
                let kind = reference.isParent ? "parent template" : "partial"
                throw SiteDiagnostic(
                    path: paths[name]!, line: reference.line, column: reference.column,
                    message: "no \(kind) named '\(reference.name)' (expected \(displayPath)/\(reference.name).mustache)")
            }
        }
        try checkForCycles(references)
    }

    /// Parses `text` as template `name` into `parsed`; a syntax error at its line and column.
    private static func parse(_ text: String, named name: String, path: String, into parsed: ParsedTemplates) throws {
        do {
            // The pragma stands on a line of its own, which Mustache drops whole.
            try parsed.parse(htmlPragma + text, named: name)
        } catch let error as MustacheTemplate.ParserError {
            throw SiteDiagnostic(
                path: path, line: error.context.lineNumber - 1, column: error.context.columnNumber,
                message: Self.words(for: error.error))
        }
    }

    /// Templates that write Markdown name their content type in a pragma, which the parser looks
    /// up in swift-mustache's one registry: registered once, before any template is read.
    private static let registerContentTypes: Void = {
        MustacheContentTypes.register(MarkdownContentType(), named: MarkdownContentType.name)
        MustacheContentTypes.register(HTMLContentType(), named: HTMLContentType.name)
    }()

    /// What each template is registered after: the quicker HTML escaping (`HTMLContentType`).
    private static let htmlPragma = "{{% CONTENT_TYPE: \(HTMLContentType.name)}}\n"

    /// swift-mustache expands partials and parents when it renders and recurses without end on a
    /// cycle (a stack overflow, no message), so a template that includes itself, directly or
    /// through others, is refused: at the tag in that template where the cycle starts. Recursive
    /// partials guarded by a section would be legal Mustache; our templates need none.
    /// `references`: each template's, as the initialiser scanned them (scanned again here, they
    /// were a seventh of loading the templates, perf).
    private func checkForCycles(_ references: [String: [(name: String, isParent: Bool, line: Int, column: Int)]]) throws {
        typealias Reference = (name: String, isParent: Bool, line: Int, column: Int)
        var finished: Set<String> = []
        // `path`: the templates being visited, each with the reference followed out of it.
        func visit(_ name: String, _ path: [(template: String, reference: Reference)]) throws {
            guard !finished.contains(name), let found = references[name] else { return }
            for reference in found {
                let steps = path + [(name, reference)]
                if let start = steps.firstIndex(where: { $0.template == reference.name }) {
                    let first = steps[start]
                    let cycle = (steps[start...].map(\.template) + [reference.name]).joined(separator: " → ")
                    throw SiteDiagnostic(
                        path: paths[first.template]!, line: first.reference.line, column: first.reference.column,
                        message: "\(reference.isParent ? "parent template" : "partial") '\(first.template)' includes itself (\(cycle))")
                }
                try visit(reference.name, steps)
            }
            finished.insert(name)
        }
        for name in texts.keys.sorted() { try visit(name, []) }
    }

    /// The pairs of template and model type (by its full name) whose every name the name check
    /// found, for a later build to take back with `assumeJudged`.
    public var judgedPairs: [String] { checked.judgedPairs }

    /// Takes pairs `judgedPairs` gave in an earlier process as checked: only for the same
    /// templates (`sources`) and the same program (its model types), which the caller makes
    /// sure of. Checking walks a page's whole model through `Mirror` (3 % of a one-scenario
    /// edit, perf), and a pair judged whole stays so while neither changes: the names checked
    /// are the model type's stored properties.
    public func assumeJudged(_ pairs: [String]) { checked.assume(pairs) }

    /// How many models the name check walked through `Mirror`, in this process (tests read it).
    var modelsWalked: Int { checked.walks }

    /// The templates parsed so far, by name (tests read it).
    public var parsedNames: [String] { parsed.names }

    /// Where template `name` was read from, for messages: its file, or the built-in theme's.
    public func path(of name: String) -> String {
        paths[name] ?? "\(displayPath)/\(name).mustache"
    }

    /// The names of the templates read, sorted.
    public var names: [String] { paths.keys.sorted() }

    /// Every template's text by name: two libraries with equal sources render alike.
    public var sources: [String: String] { texts }

    /// Fails unless every one of `names` was read: a site checks the templates it renders with
    /// before it renders anything.
    public func require(_ names: [String]) throws {
        for name in names where paths[name] == nil {
            throw SiteDiagnostic(
                path: "\(displayPath)/\(name).mustache",
                message: "missing template; the site renders with \(names.map { "'\($0)'" }.joined(separator: ", "))")
        }
    }

    /// Renders template `name` with `context` (plain structs and dictionaries).
    ///
    /// Mustache renders a name it cannot find as nothing; so, first, every name the template (and
    /// the partials and parents it uses) asks for must be a stored property somewhere in `context`.
    /// The check ignores scope, so it catches misspellings and computed properties (which Mustache
    /// cannot see), not a name used in the wrong section.
    public func render(_ name: String, _ context: Any) throws -> String {
        guard paths[name] != nil else {
            throw SiteDiagnostic(path: "\(displayPath)/\(name).mustache", message: "missing template '\(name)'")
        }
        let key = CheckedTemplates.Key(template: name, model: ObjectIdentifier(type(of: context)))
        let pair = checked.contains(key) ? nil : CheckedTemplates.pair(template: name, model: _typeName(type(of: context), qualified: true))
        if let pair, checked.wasAssumed(pair) {
            checked.insert(key, pair: pair)
        } else if let pair {
            let asked = reachable(from: name).flatMap { template, outer in
                (tags[template] ?? []).map { tag in (template: template, tag: TemplateNames.Tag(name: tag.name, line: tag.line, column: tag.column, sections: outer + tag.sections)) }
            }
            // A model can only judge a name not yet seen when the sections around it hold
            // something: where one of them is empty for every such name (most scenario pages
            // have no undrawn note), walking the model through `Mirror` again finds nothing to
            // judge. It was a twentieth of a 1,000-scenario build (perf).
            if let seen = checked.seen(for: key),
               asked.allSatisfy({ seen.contains($0.tag.name) || Self.sectionIsEmpty(around: $0.tag, in: context) }) {
                return try renderChecked(name, context)
            }
            // Each name asked, whole and by its parts (`Labels.misses` looks a dotted name up by
            // its parts, the names seen by the whole).
            let wanted = Set(asked.flatMap { [$0.tag.name] + $0.tag.name.splitAtBytes(separator: ".").map(String.init) })
            let labels = TemplateNames.labels(of: context, stoppingOnceSeen: wanted)
            checked.countWalk()
            // Names seen in earlier models of the type count too: a section empty in one page
            // (no undrawn note) shows its names in another, and the type is the same.
            let seen = checked.recordSeen(labels.all, for: key)
            var judgedAll = true
            for (template, tag) in asked {
                if labels.misses(tag) {
                    throw SiteDiagnostic(
                        path: paths[template]!, line: tag.line, column: tag.column,
                        message: "'\(tag.name)' is not a stored property of the page model (rendering '\(name)')"
                            + (retiredNames[tag.name].map { "; \($0)" } ?? ""))
                }
                if !seen.contains(tag.name) { judgedAll = false }
            }
            if judgedAll { checked.insert(key, pair: pair) }
        }
        return try renderChecked(name, context)
    }

    /// Renders a template whose names were checked against the model.
    private func renderChecked(_ name: String, _ context: Any) throws -> String {
        let needed = rendersNeedAll ? Array(texts.keys) : reachable(from: name).map(\.template)
        let library: MustacheLibrary
        do {
            library = try parsed.library(with: needed) { Self.htmlPragma + texts[$0]! }
        } catch let error as MustacheTemplate.ParserError {
            // Known to parse, it did not: say where, as reading it would have.
            let failed = needed.first { (try? MustacheTemplate(string: Self.htmlPragma + texts[$0]!)) == nil } ?? name
            throw SiteDiagnostic(
                path: paths[failed] ?? path(of: failed), line: error.context.lineNumber - 1, column: error.context.columnNumber,
                message: Self.words(for: error.error))
        }
        guard let html = library.render(context, withTemplate: name) else {
            throw SiteDiagnostic(path: paths[name]!, message: "cannot render template '\(name)'")
        }
        return html
    }

    /// Whether a section around `tag` is empty in `context`, wherever Mustache would render the
    /// tag: the sections followed from the outermost as Mustache looks each one up (from the
    /// innermost value outwards, by the models' own names, `MustacheParent`), into every element
    /// of a list, until each way holds no value, nil or an empty collection. Then the tag shows
    /// nothing and this model cannot judge it (`Labels` judges a name only in sections that
    /// hold something). False when it cannot tell: a Boolean, a dotted name, or a model that does
    /// not name its values.
    private static func sectionIsEmpty(around tag: TemplateNames.Tag, in context: Any) -> Bool {
        sectionIsEmpty(tag.sections[...], frames: [context])
    }

    private static func sectionIsEmpty(_ sections: ArraySlice<String>, frames: [Any]) -> Bool {
        guard let section = sections.first else { return false }
        guard !section.isEmpty, !section.contains(".") else { return false }
        var found: Any?
        for frame in frames.reversed() {
            guard let parent = frame as? MustacheParent else { return false }
            if let value = parent.child(named: section) {
                found = value
                break
            }
        }
        guard var value = found else { return true }
        var mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return true }
            value = wrapped
            mirror = Mirror(reflecting: value)
        }
        switch mirror.displayStyle {
        case .collection, .set:
            // Each element is the context of one rendering of the section.
            return mirror.children.allSatisfy { sectionIsEmpty(sections.dropFirst(), frames: frames + [$0.value]) }
        case .dictionary:
            return mirror.children.isEmpty
        case .struct, .class:
            return sectionIsEmpty(sections.dropFirst(), frames: frames + [value])
        default:
            return false
        }
    }

    /// `name` and every template it includes or inherits from, transitively, each with the
    /// sections its inclusion stands in (none for `name` and the layouts it inherits from).
    private func reachable(from name: String) -> [(template: String, sections: [String])] {
        var seen: [(template: String, sections: [String])] = [], queue = [(template: name, sections: [String]())]
        while let next = queue.popLast() {
            guard !seen.contains(where: { $0 == next }), texts[next.template] != nil else { continue }
            seen.append(next)
            for parent in parents[next.template] ?? [] {
                queue.append((parent, next.sections))
            }
            for partial in partials[next.template] ?? [] {
                queue.append((partial.name, next.sections + partial.sections))
            }
        }
        return seen
    }

    /// `{{> name}}` and `{{< name}}` tags (default delimiters) with their positions.
    static func references(in text: String) -> [(name: String, isParent: Bool, line: Int, column: Int)] {
        var found: [(String, Bool, Int, Int)] = []
        for (lineIndex, line) in text.splitAtBytes(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = Substring(line)
            while let open = CharacterSearch.firstRange(of: "{{", in: rest) {
                let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
                let afterOpen = rest[open.upperBound...].drop { $0 == " " }
                guard let sigil = afterOpen.first, sigil == ">" || sigil == "<",
                    let close = CharacterSearch.firstRange(of: "}}", in: afterOpen)
                else {
                    rest = rest[open.upperBound...]
                    continue
                }
                let name = afterOpen[afterOpen.index(after: afterOpen.startIndex)..<close.lowerBound]
                    .trimmingWhitespace()
                found.append((name, sigil == "<", lineIndex + 1, column))
                rest = afterOpen[close.upperBound...]
            }
        }
        return found
    }

    /// swift-mustache's parser errors in words.
    private static func words(for error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else {
            // swift-mustache's internal text reader throws `overflow` when it runs past the end,
            // which only an unclosed tag makes it do; its type is not public, only its name.
            return "\(error)" == "overflow" ? "the file ends inside a tag; expected '}}'" : "template syntax: \(error)"
        }
        return switch error {
        case .sectionCloseNameIncorrect: "a section is closed with a name it was not opened with"
        case .unfinishedName: "a tag is not closed; expected '}}'"
        case .expectedSectionEnd: "a section is never closed; expected '{{/NAME}}' before the end of the file"
        case .invalidSetDelimiter: "a delimiter change must look like '{{=<% %>=}}'"
        case .transformAppliedToInheritanceSection: "a transform cannot apply to an inheritance section"
        case .illegalTokenInsideInheritSection: "only '{{$NAME}}' blocks may stand inside '{{<PARENT}}'"
        case .textInsideInheritSection: "text inside '{{<PARENT}}' is never shown; put it in a '{{$NAME}}' block"
        case .invalidConfigVariableSyntax: "a configuration tag must look like '{{% NAME: VALUE}}'"
        case .unrecognisedConfigVariable: "unknown configuration variable in a '{{% }}' tag"
        }
    }
}
