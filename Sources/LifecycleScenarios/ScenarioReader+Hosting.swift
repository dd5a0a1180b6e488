import LifecycleEngine
import LifecycleModel

/// SwiftUI hosting in the scenario language: the `hosting` and `representable` declarations, the
/// `show`, `update` and `hide` steps of a representable, and `set preferredContentSize`.
extension ScenarioReader {
    static let hostingUsage = "hosting NAME[: CLASS] with VIEW [sizing preferred content size] [kept by NAME]"
    static let representableUsage = "representable NAME: TYPE making NAME"

    /// `hosting H with ContentView` (or `hosting H: MyHostingController with ContentView`): a
    /// UIHostingController made in code with a SwiftUI root view.
    mutating func readHosting(_ line: SourceLine) throws(ScenarioError) {
        var cursor = WordCursor(line, from: 1, usage: Self.hostingUsage)
        let (id, className) = try nameAndClass(&cursor, classRequired: false, defaultClass: "UIHostingController")
        try cursor.expect("with")
        let viewWord = try cursor.next()
        guard Self.isIdentifier(viewWord.text) else {
            throw ScenarioError(line.location(of: viewWord), "'\(viewWord.text)' is not a SwiftUI view's type name; expected a name like ContentView")
        }
        let tracksContentSize = cursor.accept(phrase: "sizing preferred content size")
        let keeper = try keptBy(&cursor, line)
        try cursor.end()
        var declaration = ObjectDeclaration(id: id, className: className, kind: .viewController(.hosting(rootView: viewWord.text)), keptBy: keeper)
        declaration.tracksContentSize = tracksContentSize
        try declare(declaration, line)
    }

    /// `representable R: MapView making M`: a SwiftUI UIViewControllerRepresentable whose
    /// makeUIViewController(context:) makes the view controller M (declared `in code`), or, when
    /// M is a declared view, a UIViewRepresentable whose makeUIView(context:) makes it.
    mutating func readRepresentable(_ line: SourceLine) throws(ScenarioError) {
        var cursor = WordCursor(line, from: 1, usage: Self.representableUsage)
        let (id, className) = try nameAndClass(&cursor, classRequired: true, defaultClass: "")
        try cursor.expect("making")
        let madeWord = try cursor.next()
        references.append((madeWord, line, .freeControllerOrView))
        try cursor.end()
        try declare(ObjectDeclaration(id: id, className: className, kind: .representable(making: ObjectID(madeWord.text))), line)
    }

    /// SwiftUI arrived in iOS 13 (Apple, UIHostingController and UIViewControllerRepresentable:
    /// iOS 13.0+), a hosting controller's sizingOptions in iOS 16: checked once the header's
    /// profile is known.
    func checkSwiftUIProfile(_ declaration: ObjectDeclaration) throws(ScenarioError) {
        if declaration.tracksContentSize, profile < .iOS17, let line = declarationLines[declaration.id] {
            throw ScenarioError(line.location(of: line.words[0]), "a hosting controller's sizingOptions arrived in iOS 16, and the 'iOS 13-16' profile also covers iOS 13 to 15: 'sizing preferred content size' needs the 'iOS 17+' profile or a later one")
        }
        guard profile < .iOS13to16, let line = declarationLines[declaration.id] else { return }
        let what: String
        if declaration.isHostingController {
            what = "UIHostingController ('hosting')"
        } else if case .representable = declaration.kind {
            what = "UIViewControllerRepresentable ('representable')"
        } else {
            return
        }
        throw ScenarioError(line.location(of: line.words[0]), "\(what) arrived with SwiftUI in iOS 13: it needs the 'iOS 13-16' profile or a later one")
    }

    /// `show R in H`, `update R`, `hide R`.
    func representableStep(_ line: SourceLine) throws(ScenarioError) -> Action {
        let verb = line.words[0].text
        switch verb {
        case "show":
            var cursor = WordCursor(line, from: 1, usage: "show REPRESENTABLE in HOSTING")
            let representable = try name(&cursor, .representable)
            try cursor.expect("in")
            let host = try name(&cursor, .hosting)
            try cursor.end()
            return .showRepresentable(representable, in: host)
        default:
            var cursor = WordCursor(line, from: 1, usage: "\(verb) REPRESENTABLE")
            let representable = try name(&cursor, .representable)
            try cursor.end()
            return verb == "update" ? .updateRepresentable(representable) : .hideRepresentable(representable)
        }
    }

    /// `set preferredContentSize of NAME to WIDTH HEIGHT`.
    func preferredContentSizeStep(_ line: SourceLine) throws(ScenarioError) -> Action {
        var cursor = WordCursor(line, from: 1, usage: "set preferredContentSize of NAME to WIDTH HEIGHT")
        try cursor.expect("preferredContentSize")
        try cursor.expect("of")
        let id = try name(&cursor, .anyController)
        try cursor.expect("to")
        let size = Size(try cursor.integer(), try cursor.integer())
        try cursor.end()
        return .setPreferredContentSize(id, size)
    }
}
