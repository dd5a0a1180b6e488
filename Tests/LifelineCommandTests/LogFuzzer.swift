import Foundation

/// Device logs built from the shapes that broke `compare` or that it must read: every console
/// format, print(self) with nested descriptions, arrows, callbacks the model does not make, prose,
/// long lines and runs (the openings without `)` that took minutes), lines at the length limit,
/// binary bytes, evidence headers with bad map targets; joined with LF, CRLF, CR or a mix.
struct LogFuzzer {
    var random: StructureFuzzer.Generator

    init(seed: UInt64) { random = StructureFuzzer.Generator(state: seed) }

    private mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
    private mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    static let classes = ["ListViewController", "DetailViewController", "AppDelegate", "SceneDelegate", "A", "B", "C", "Other", "1", "vc"]
    static let methods = [
        "viewDidLoad", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:", "loadView", "dealloc",
        "viewWillLayoutSubviews", "application:didFinishLaunchingWithOptions:", "sceneDidBecomeActive:", "applicationWillTerminate:",
        "viewDidMoveToWindow:shouldAppearOrDisappear:", "setEditing:animated:", "buttonTapped:",
    ]
    static let swift = ["viewDidLoad()", "viewWillAppear(_:)", "deinit", "init(coder:)", "applicationWillTerminate(_:)", "scene(_:openURLContexts:)", "viewIsFoo()"]

    /// One line of a log, as bytes.
    mutating func line() -> [UInt8] {
        let text: String
        switch count(0...13) {
        case 0: text = "-[\(pick(Self.classes)) \(pick(Self.methods))]"
        case 1: text = "2024-05-02 10:14:03.201554+0200 Notes[4242:118803] \(pick(Self.classes)) \(pick(Self.swift))"
        case 2: text = "\(count(1...30)). \(pick(Self.swift))"
        case 3: text = "<Notes.\(pick(Self.classes)): 0x6000\(count(0...9))f0; frame = (0 0; 375 667); layer = <CALayer: 0x60>> \(pick(Self.swift))"
        case 4: text = (0..<count(2...6)).map { _ in pick(Self.swift) }.joined(separator: pick([" -> ", " => ", "—>", " → "]))
        case 5: text = pick(["Hello, world", "button tapped", "the view appears", "", "   ", "—", "viewDidLoad End", "页面 viewDidLoad 调用了"])
        case 6:
            // The runs that were read in the square of their length.
            let unit = pick(["application(configurationForConnecting ", " ", "view will ", "<A: 0x1; ", "-[A ", "a(", "did finish ", "scene(willConnectTo "])
            text = String(repeating: unit, count: count(1...120_000) / unit.count + 1) + pick(["", "viewDidLoad", ")"])
        case 7: text = String(repeating: " ", count: 4_000 - count(0...2) - "viewDidLoad".count) + "viewDidLoad"
        case 8: return Array("viewDidLoad".utf8) + pick([[0x00], [0xFF], [0xC3], [0xE2, 0x82]]) + Array("x".utf8)
        case 9: text = "\(pick(Self.classes)): \(pick(Self.methods))"
        case 10: text = "view will appear \(pick(Self.classes))"
        case 11: text = "applicationWillTerminate"
        case 12: text = "\u{FEFF}\(pick(Self.swift))\u{202E}"
        default: text = "\(pick(Self.classes)) \(pick(["viewDidLoad1", "1viewWillAppear", "willAppear", "didFinishAnimating:"]))"
        }
        return Array(text.utf8)
    }

    /// A header, sometimes: valid, or with a map or unnamed target the scenario does not have,
    /// or never closed.
    mutating func header() -> [String] {
        let target = pick(["A", "B", "C", "AD", "../../etc/passwd", "Z", ""])
        switch count(0...3) {
        case 0: return []
        case 1: return ["---", "title: t", "source: https://example.com", "author: a", "published: 2024", "ios: \"17\"", "logged: x", "form: pasted", "scenario: fuzz", "map:", "  Other: \(target)", "unnamed: \(pick(["A", "Q"]))", "---"]
        case 2: return ["---", "title: t", "source: https://example.com", "author: a", "published: 2024", "ios: \"17\"", "logged: x", "form: pasted", "scenario: fuzz", "---"]
        default: return ["---", "title: t"]
        }
    }

    /// A whole log: its lines, and what ends each line.
    mutating func log() -> (lines: [[UInt8]], ends: [[UInt8]]) {
        let lines = header().map { Array($0.utf8) } + (0..<count(0...40)).map { _ in line() }
        let style = count(0...3)
        let endings: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D]]
        let ends = lines.map { _ in style == 3 ? pick(endings) : endings[style] }
        return (lines, ends)
    }

    /// Options for `compare`: none, or some of its new ones, sometimes naming nothing.
    mutating func options() -> [String] {
        var options: [String] = []
        if count(0...2) == 0 { options += ["--truncated"] }
        if count(0...3) == 0 { options += ["--unnamed", pick(["A", "B", "nav", "Q"])] }
        if count(0...3) == 0 { options += ["--map", "\(pick(Self.classes))=\(pick(["A", "B", "C", "../x"]))"] }
        if count(0...3) == 0 { options += ["--instance", "0x6000\(count(0...9))f0=\(pick(["B", "C", "Q"]))"] }
        return options
    }
}
