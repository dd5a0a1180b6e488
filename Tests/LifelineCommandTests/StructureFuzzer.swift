import Foundation
import LifelineTestSupport

/// Mutations that know a Lifeline project's structure — the inputs that random byte flips never
/// reach but that broke `lifeline` once: template cycles, Unicode-equal names, long and wide
/// scenarios, CRLF, symbolic links, hostile URLs and file names, generated paths, YAML slips,
/// YAML aliases in keys, NUL bytes, views nested deep, scenarios at their size limits, and page
/// names that differ only in case.
/// Each mutation is a value with a name, so that a failure names what was done (and the seed).
struct StructureFuzzer {
    struct Mutation {
        var name: String
        var apply: (HostileSite) throws -> Void
    }

    /// A small, seedable generator (SplitMix64): a failing case is replayed by its seed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    var random: Generator

    init(seed: UInt64) { random = Generator(state: seed) }

    /// One to three mutations, drawn at random.
    mutating func mutations() -> [Mutation] {
        (0..<Int.random(in: 1...3, using: &random)).map { _ in mutation() }
    }

    private static let partials = ["header", "navigation", "contents", "pager", "footer"]
    private static let hostileURLs = [
        "javascript:alert(1)", "JAVASCRIPT:alert(1)", " javascript:alert(1)", "java\tscript:alert(1)", "data:text/html,<script>x</script>",
        "vbscript:x", "javascript&colon;alert(1)", "%6Aavascript:alert(1)", "//evil.example/x", "/etc/passwd", "../../../etc/passwd",
    ]
    private static let oddNames = ["javascript:alert(1)", "a b", "a#b", "a?b", "caf\u{E9}", "cafe\u{301}", "50%", "<b>", "\u{202E}gpj.md", "tab\there"]

    private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }

    private mutating func mutation() -> Mutation {
        switch Int.random(in: 0..<15, using: &random) {
        case 0:
            let (a, b) = (pick(Self.partials), pick(Self.partials))
            return Mutation(name: "partial cycle \(a) → \(b) → \(a)") { site in
                try site.append("Templates/\(a).mustache", "{{> \(b)}}\n")
                try site.append("Templates/\(b).mustache", "{{> \(a)}}\n")
            }
        case 1:
            return Mutation(name: "page names equal once normalised") { site in
                try site.write("Content/caf\u{E9}.md", "# One\n")
                try site.write("Content/cafe\u{301}.md", "# Two\n")
            }
        case 2:
            let steps = Int.random(in: 1...700, using: &random)
            return Mutation(name: "long scenario of \(steps) memory warnings") { site in
                let body = Array(repeating: "memory warning", count: steps).joined(separator: "\n")
                try site.write("Content/scenarios/long.scenario", "title: Long\n\ncontroller A: ViewController from storyboard Main\n\nlaunch with root A\n\(body)\n")
            }
        case 3:
            let width = Int.random(in: 2...40, using: &random)
            return Mutation(name: "wide scenario of \(width) controllers") { site in
                let names = (1...width).map { "C\($0)" }
                let declarations = names.map { "controller \($0): ViewController in code" }.joined(separator: "\n")
                let pushes = names.dropFirst().map { "push \($0) onto nav" }.joined(separator: "\n")
                try site.write("Content/scenarios/wide.scenario", "title: Wide\n\n\(declarations)\nnavigation nav with root C1\n\nlaunch with root nav\n\(pushes)\n")
            }
        case 4:
            let path = pick(["Content/about.md", "Content/index.md", "Content/scenarios/launch.scenario", "Content/guide/reading.md", "Content/site.yml"])
            let ending = pick(["\r\n", "\r"])
            return Mutation(name: "line endings of \(path) as \(ending.debugDescription)") { site in
                // Bytes, not a String: an earlier mutation may have made the file invalid UTF-8.
                let url = site.root.appendingPathComponent(path)
                let endingBytes = Array(ending.utf8)
                try Data(Data(contentsOf: url).flatMap { $0 == 0x0A ? endingBytes : [$0] }).write(to: url)
            }
        case 5:
            let target = pick(["/etc/passwd", "/etc", "/", "../..", "about.md", "guide", "nowhere"])
            let place = pick(["Content/link.md", "Content/guide/link.md", "Templates/assets/link", "Templates/link.mustache", "Content/scenarios/link.scenario"])
            return Mutation(name: "symbolic link \(place) → \(target)") { site in
                try? FileManager.default.createSymbolicLink(atPath: site.root.appendingPathComponent(place).path, withDestinationPath: target)
            }
        case 6:
            let url = pick(Self.hostileURLs)
            let form = pick([
                "[x](<\(url)>)", "![x](<\(url)>)", "<a href=\"\(url)\">x</a>", "<img src=x onerror=\"alert(1)\">", "<div onclick='x()'>x</div>", "[x]: <\(url)>\n\n[y][x]",
                // Issue 19: case, quoting, entities, elements that redirect, comments that end early.
                "<img src=x OnLoad=alert(1)>", "<a href='&#106;avascript:alert(1)'>x</a>", "<a href=&#x6A;avascript:alert(1)>x</a>",
                "<base href=\"https://evil.example/\">", "<meta http-equiv=refresh content=\"0;url=https://evil.example/\">",
                "<!-- x --!><img src=x onerror=alert(1)> -->", "<svg onload=alert(1)>", "<div title=\"", "<a href='\(url)'>x</a>",
            ])
            return Mutation(name: "hostile markup \(form.debugDescription)") { site in
                try site.append("Content/about.md", "\n\(form)\n")
            }
        case 7:
            let name = pick(Self.oddNames)
            return Mutation(name: "page named \(name.debugDescription)") { site in
                try site.write("Content/\(name).md", "---\ntitle: Odd\n---\n\n# Odd\n\n[home](index.md)\n")
            }
        case 8:
            let path = pick(["Content/404.md", "Content/scenarios/index.md", "Content/scenarios/launch.md", "Content/assets/search-index.md"])
            return Mutation(name: "page at generated path \(path)") { site in try site.write(path, "# Mine\n") }
        case 9:
            let matter = pick(["title: A\ntitle: B", "title: [a, b", "title:", "title: {a", "order: 1\norder: 2", "title: \"open", "- a\n- b", "title: A\n  order: 1"])
            return Mutation(name: "front matter \(matter.debugDescription)") { site in
                try site.write("Content/about.md", "---\n\(matter)\n---\n\n# About\n")
            }
        case 11:
            // Aliases in keys: Yams hashes an expanded key (a 411-byte bomb once hung the build).
            let levels = Int.random(in: 1...10, using: &random)
            let key = pick(["? *x\n: v", "*x : v", "k: {*x : v}", "? [1, *x]\n: v", "k: *x"])
            let path = pick(["Content/about.md", "Content/site.yml", "Content/evidence/aliases.log"])
            return Mutation(name: "\(levels) levels of YAML aliases, then \(key.debugDescription) in \(path)") { site in
                var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
                for level in 1..<levels {
                    lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]")
                }
                let yaml = lines.joined(separator: "\n") + "\nx: &x *a\(levels - 1)\n" + key + "\n"
                let text = path.hasSuffix(".yml") ? yaml : "---\n" + yaml + "---\n" + (path.hasSuffix(".log") ? "-[A viewDidLoad]\n" : "# Page\n")
                try site.write(path, text)
            }
        case 12:
            let depth = Int.random(in: 90...400, using: &random)
            return Mutation(name: "\(depth) views nested one in another") { site in
                var text = "title: Nested\ncontroller A: ViewController in code\n"
                for index in 0..<depth { text += "view V\(index): UIView\n" }
                text += "\nlaunch with root A\nadd V0 to A.view\n"
                for index in 1..<depth { text += "add V\(index) to V\(index - 1)\n" }
                try site.write("Content/scenarios/nested.scenario", text)
            }
        case 13:
            let shape = pick(["line", "steps", "nibs"])
            let size = Int.random(in: 1_900...2_100, using: &random) * (shape == "line" ? 2 : 1)
            return Mutation(name: "scenario with \(size) \(shape)") { site in
                let text: String
                switch shape {
                case "line": text = "title: " + String(repeating: "x", count: size) + "\n"
                case "steps": text = "title: S\ncontroller A: ViewController in code\nlaunch with root A\n" + String(repeating: "memory warning\n", count: size)
                default: text = "title: N\nnib " + (0..<(size / 4)).map { "N\($0)" }.joined(separator: ", ") + "\n"
                }
                try site.write("Content/scenarios/big.scenario", text)
            }
        case 14:
            let (first, second) = pick([("Memory", "memory"), ("Coverage", "Guide/Reading"), ("EVIDENCE", "Scenarios/Index"), ("404", "about")])
            return Mutation(name: "pages \(first).md and \(second).md, one differing in case from another or from a generated page") { site in
                try site.write("Content/\(first).md", "# First\n")
                try site.write("Content/\(second).md", "# Second\n")
            }
        default:
            let bytes: [UInt8] = pick([[0xFF], [0xC3], [0xE2, 0x82], [0x00], [0xEF, 0xBB, 0xBF]])
            let path = pick(["Content/about.md", "Content/scenarios/launch.scenario", "Templates/footer.mustache", "Content/site.yml"])
            return Mutation(name: "bytes \(bytes) into \(path)") { site in
                var data = try Data(contentsOf: site.root.appendingPathComponent(path))
                data.insert(contentsOf: bytes, at: data.count / 2)
                try data.write(to: site.root.appendingPathComponent(path))
            }
        }
    }
}

extension HostileSite {
    /// Appends bytes, not a String: an earlier mutation may have made the file invalid UTF-8.
    func append(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try (Data(contentsOf: url) + Data(text.utf8)).write(to: url)
    }
}
