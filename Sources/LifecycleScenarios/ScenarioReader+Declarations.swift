import LifecycleEngine
import LifecycleModel

extension ScenarioReader {
    static let reservedNames: Set<String> = ["UIKit", "app", "window", "view", "self", "super"]

    mutating func readDeclaration(_ line: SourceLine) throws(ScenarioError) {
        switch line.words[0].text {
        case "nib": try readNibs(line)
        case "controller": try readController(line)
        case "navigation": try readNavigation(line)
        case "tabs": try readTabs(line)
        case "split": try readSplit(line)
        case "pages": try readPages(line)
        case "view": try readView(line)
        case "app", "scene": try readDelegate(line)
        case "hosting": try readHosting(line)
        case "representable": try readRepresentable(line)
        default: try readSegue(line)
        }
    }

    /// `nib MyView` — the app bundle holds MyView.nib.
    private mutating func readNibs(_ line: SourceLine) throws(ScenarioError) {
        var cursor = WordCursor(line, from: 1, usage: "nib NAME")
        repeat {
            let word = try cursor.next()
            let name = word.text.hasSuffix(".nib") ? String(word.text.dropLast(4)) : word.text
            guard Self.isIdentifier(name) else {
                throw ScenarioError(line.location(of: word), "'\(word.text)' is not a nib name; expected 'nib NAME' with a name like MyView")
            }
            if !nibs.contains(name) {
                try countObject(line, word)
                nibs.append(name)
            }
        } while !cursor.isAtEnd
    }

    /// `controller A: ViewController from storyboard Main` (or `from nib NAME`, `in code`).
    private mutating func readController(_ line: SourceLine) throws(ScenarioError) {
        var cursor = WordCursor(line, from: 1, usage: "controller NAME: CLASS from storyboard NAME | from nib NAME | in code [with constraints] [with manual appearance] [modal in presentation] [detents DETENT, DETENT…] [presentation delegate NAME [answering STYLE]] [kept by NAME]")
        let (id, className) = try nameAndClass(&cursor, classRequired: true, defaultClass: "")
        let creation: ObjectDeclaration.Creation
        if cursor.accept(phrase: "from storyboard") {
            creation = .storyboard(name: try identifier(&cursor, what: "storyboard name"))
        } else if cursor.accept(phrase: "from nib") {
            let name = try identifier(&cursor, what: "nib name")
            creation = .nib(name: name.hasSuffix(".nib") ? String(name.dropLast(4)) : name)
        } else if cursor.accept(phrase: "in code") {
            creation = .code
        } else {
            throw cursor.expected()
        }
        if let problem = Vocabulary.unmodelledClasses[className] {
            throw ScenarioError(line.location(of: line.words.first { $0.text == className } ?? line.words[0]), "\(className) \(problem)")
        }
        let usesConstraints = cursor.accept(phrase: "with constraints")
        let manualAppearance = cursor.accept(phrase: "with manual appearance")
        let modalInPresentation = cursor.accept(phrase: "modal in presentation")
        let detents = try sheetDetents(&cursor, line)
        var delegate: ObjectID?
        var adaptiveAnswer: PopoverAdaptation.Answer?
        if cursor.accept(phrase: "presentation delegate") {
            let word = try cursor.next()
            references.append((word, line, .anyController))
            delegate = ObjectID(word.text)
            // `answering none`: the delegate implements adaptivePresentationStyleForPresentationController:traitCollection:.
            if cursor.accept("answering") {
                if cursor.accept("none") {
                    adaptiveAnswer = PopoverAdaptation.Answer.none
                } else if let style = Self.adaptiveStyles.first(where: { cursor.accept(phrase: $0.rawValue) }) {
                    adaptiveAnswer = .style(style)
                } else {
                    throw ScenarioError(cursor.location, "expected the style the delegate answers: 'none' (the popover stays a popover), 'full screen', 'over full screen', 'page sheet' or 'form sheet'")
                }
            }
        }
        let keeper = try keptBy(&cursor, line)
        try cursor.end()
        var declaration = ObjectDeclaration(id: id, className: className, kind: .viewController(creation), keptBy: keeper)
        declaration.usesConstraints = usesConstraints
        declaration.isModalInPresentation = modalInPresentation
        declaration.presentationDelegate = delegate
        declaration.adaptiveAnswer = adaptiveAnswer
        declaration.detents = detents
        declaration.forwardsAppearance = !manualAppearance
        try declare(declaration, line)
    }

    /// The styles a presentation delegate can answer for a popover in a compact window (Apple,
    /// adaptivePresentationStyle(for:traitCollection:)), longest first so that 'over full screen'
    /// is not read as 'full screen'.
    private static let adaptiveStyles: [PresentationStyle] = [.overFullScreen, .fullScreen, .pageSheet, .formSheet]

    /// `detents medium, large` or `detents peek 200, large`: the sheet's detents (iOS 15; a custom
    /// one, an identifier and a height in points, iOS 16). Nil without the word.
    private mutating func sheetDetents(_ cursor: inout WordCursor, _ line: SourceLine) throws(ScenarioError) -> [SheetDetents.Detent]? {
        guard let start = cursor.current, cursor.accept("detents") else { return nil }
        // The profile may be named below this line; `script()` checks it (iOS 15).
        if detentsLocation == nil { detentsLocation = line.location(of: start) }
        // Commas separate words like spaces do (SourceLine), so the list runs to the next clause.
        var detents: [SheetDetents.Detent] = []
        while let word = cursor.current, word.text != "presentation", word.text != "kept" {
            _ = try cursor.next()
            switch word.text {
            case "medium": detents.append(.medium)
            case "large": detents.append(.large)
            default:
                guard Self.isIdentifier(word.text) else {
                    throw ScenarioError(line.location(of: word), "'\(word.text)' is not a detent; expected 'medium', 'large' or a custom detent's identifier and height, as in 'peek 200'")
                }
                guard let heightWord = cursor.current, let height = Int(heightWord.text), height > 0 else {
                    throw ScenarioError(cursor.location, "expected the height of the detent '\(word.text)' in points, as in '\(word.text) 200'")
                }
                _ = try cursor.next()
                detents.append(.custom(word.text, height: height))
            }
        }
        guard !detents.isEmpty else { throw cursor.expected() }
        if case .failure(let violation) = SheetDetents.make(detents, maximumHeight: 1) {
            throw ScenarioError(line.location(of: start), violation.message)
        }
        return detents
    }

    /// `navigation nav with root A` (optionally `navigation nav: MyNavigationController with root A`).
    private mutating func readNavigation(_ line: SourceLine) throws(ScenarioError) {
        var cursor = WordCursor(line, from: 1, usage: "navigation NAME[: CLASS] with root NAME [from storyboard NAME] [delegate NAME] [kept by NAME]")
        let (id, className) = try nameAndClass(&cursor, classRequired: false, defaultClass: "UINavigationController")
        try cursor.expect("with")
        try cursor.expect("root")
        let rootWord = try cursor.next()
        references.append((rootWord, line, .controller))
        let storyboard = cursor.accept(phrase: "from storyboard") ? try identifier(&cursor, what: "storyboard name") : nil
        let delegate = try delegateClause(&cursor, line)
        let keeper = try keptBy(&cursor, line)
        try cursor.end()
        var declaration = ObjectDeclaration(id: id, className: className, kind: .navigationController(root: ObjectID(rootWord.text)), keptBy: keeper)
        declaration.storyboard = storyboard
        declaration.delegate = delegate
        try declare(declaration, line)
    }

    /// `tabs tabs with A, B, C` — the first tab is selected.
    private mutating func readTabs(_ line: SourceLine) throws(ScenarioError) {
        var cursor = WordCursor(line, from: 1, usage: "tabs NAME[: CLASS] with NAME, NAME… [from storyboard NAME] [kept by NAME]")
        let (id, className) = try nameAndClass(&cursor, classRequired: false, defaultClass: "UITabBarController")
        try cursor.expect("with")
        var tabs: [ObjectID] = []
        while let word = cursor.current, word.text != "kept", word.text != "from" {
            _ = try cursor.next()
            references.append((word, line, .anyController))
            let tab = ObjectID(word.text)
            if tabs.contains(tab) {
                throw ScenarioError(line.location(of: word), "\(tab) is already one of the tabs; a view controller can be in one tab only")
            }
            tabs.append(tab)
        }
        guard !tabs.isEmpty else { throw cursor.expected() }
        let storyboard = cursor.accept(phrase: "from storyboard") ? try identifier(&cursor, what: "storyboard name") : nil
        let keeper = try keptBy(&cursor, line)
        try cursor.end()
        var declaration = ObjectDeclaration(id: id, className: className, kind: .tabBarController(tabs: tabs), keptBy: keeper)
        declaration.storyboard = storyboard
        try declare(declaration, line)
    }

    /// `split S with A, B` — a column-style (double column) UISplitViewController, A its primary
    /// and B its secondary column; `delegate D`, optionally `showing primary` or `showing
    /// secondary`: what D answers when UIKit asks which column to show collapsed.
    private mutating func readSplit(_ line: SourceLine) throws(ScenarioError) {
        var cursor = WordCursor(line, from: 1, usage: "split NAME[: CLASS] with PRIMARY, SECONDARY [delegate NAME [showing primary | showing secondary]] [kept by NAME]")
        let (id, className) = try nameAndClass(&cursor, classRequired: false, defaultClass: "UISplitViewController")
        try cursor.expect("with")
        let primaryWord = try cursor.next()
        let secondaryWord = try cursor.next()
        for word in [primaryWord, secondaryWord] { references.append((word, line, .controller)) }
        if primaryWord.text == secondaryWord.text {
            throw ScenarioError(line.location(of: secondaryWord), "\(secondaryWord.text) is already the primary column; each column has its own view controller")
        }
        let delegate = try delegateClause(&cursor, line)
        var collapsedColumn: SplitColumns.Column?
        if delegate != nil, cursor.accept("showing") {
            let word = try cursor.next()
            guard let column = SplitColumns.Column(rawValue: word.text), column == .primary || column == .secondary else {
                throw ScenarioError(line.location(of: word), "'\(word.text)' is not a column the delegate can show; expected 'showing primary' or 'showing secondary'")
            }
            collapsedColumn = column
        }
        let keeper = try keptBy(&cursor, line)
        try cursor.end()
        var declaration = ObjectDeclaration(
            id: id, className: className, kind: .splitViewController(primary: ObjectID(primaryWord.text), secondary: ObjectID(secondaryWord.text)),
            keptBy: keeper)
        declaration.delegate = delegate
        declaration.collapsedColumn = collapsedColumn
        try declare(declaration, line)
    }

    /// `pages P with A, B, C delegate R` — a scroll-style UIPageViewController showing A; R is its
    /// data source and delegate.
    private mutating func readPages(_ line: SourceLine) throws(ScenarioError) {
        var cursor = WordCursor(line, from: 1, usage: "pages NAME[: CLASS] with NAME, NAME… [delegate NAME] [kept by NAME]")
        let (id, className) = try nameAndClass(&cursor, classRequired: false, defaultClass: "UIPageViewController")
        try cursor.expect("with")
        var pages: [ObjectID] = []
        while let word = cursor.current, word.text != "kept", word.text != "delegate" {
            _ = try cursor.next()
            references.append((word, line, .controller))
            let page = ObjectID(word.text)
            if pages.contains(page) {
                throw ScenarioError(line.location(of: word), "\(page) is already one of the pages; a view controller can be one page only")
            }
            pages.append(page)
        }
        guard !pages.isEmpty else { throw cursor.expected() }
        let delegate = try delegateClause(&cursor, line)
        let keeper = try keptBy(&cursor, line)
        try cursor.end()
        var declaration = ObjectDeclaration(id: id, className: className, kind: .pageViewController(pages: pages), keptBy: keeper)
        declaration.delegate = delegate
        try declare(declaration, line)
    }

    /// `view T: TestView frame 0 0 100 100 draws fits 120 20 kept by A` (all after the class optional).
    private mutating func readView(_ line: SourceLine) throws(ScenarioError) {
        var cursor = WordCursor(line, from: 1, usage: "view NAME: CLASS [frame X Y WIDTH HEIGHT] [draws] [fits WIDTH HEIGHT] [constraints] [kept by NAME]")
        let (id, className) = try nameAndClass(&cursor, classRequired: true, defaultClass: "")
        var traits = ViewTraits(scrolls: Vocabulary.scrollViewSuffixes.contains { className.hasSuffix($0) })
        while let word = cursor.current, word.text != "kept" {
            if cursor.accept("frame") {
                traits.frame = Rect(try cursor.integer(), try cursor.integer(), try cursor.integer(), try cursor.integer())
            } else if cursor.accept("draws") {
                traits.draws = true
            } else if cursor.accept("fits") {
                traits.fittingSize = Size(try cursor.integer(), try cursor.integer())
            } else if cursor.accept("constraints") {
                traits.usesConstraints = true
            } else {
                let suggestion = Suggestion.nearest(to: word.text, in: ["frame", "draws", "fits", "constraints", "kept"])
                throw ScenarioError(line.location(of: word), "unknown view trait '\(word.text)'" + (suggestion.isEmpty ? "; expected 'frame X Y WIDTH HEIGHT', 'draws', 'fits WIDTH HEIGHT', 'constraints' or 'kept by NAME'" : suggestion))
            }
        }
        let keeper = try keptBy(&cursor, line)
        try cursor.end()
        try declare(ObjectDeclaration(id: id, className: className, kind: .view(traits), keptBy: keeper), line)
    }

    /// `app delegate D: AppDelegate` or `scene delegate S: SceneDelegate` (iOS 13 and later).
    private mutating func readDelegate(_ line: SourceLine) throws(ScenarioError) {
        let isScene = line.words[0].text == "scene"
        var cursor = WordCursor(line, from: 1, usage: isScene ? "scene delegate NAME: CLASS" : "app delegate NAME: CLASS")
        try cursor.expect("delegate")
        let (id, className) = try nameAndClass(&cursor, classRequired: true, defaultClass: "")
        try cursor.end()
        let kind: ObjectDeclaration.Kind = isScene ? .sceneDelegate : .appDelegate
        let others = declarations.filter { $0.kind == kind }
        // A second scene delegate is the second scene's (`open a second scene with root NAME`).
        if !isScene, let other = others.first {
            throw ScenarioError(line.location(of: line.words[0]), "\(other.id) is already the app delegate; an app has one")
        }
        if isScene, others.count == 2 {
            throw ScenarioError(line.location(of: line.words[0]), "\(others[0].id) and \(others[1].id) are already the scene delegates of the first and the second scene; Lifeline models two scenes at most")
        }
        try declare(ObjectDeclaration(id: id, className: className, kind: kind), line)
    }

    /// `segue showB: A presents B [STYLE]`, `segue showB: A pushes B`, or `segue back: B unwinds
    /// to A with unwindToA:`, each optionally `without animation`.
    private mutating func readSegue(_ line: SourceLine) throws(ScenarioError) {
        var cursor = WordCursor(line, from: 1, usage: "segue IDENTIFIER: SOURCE pushes DESTINATION | SOURCE presents DESTINATION [\(Self.stylePhrases)] | SOURCE unwinds to DESTINATION with ACTION | SOURCE embeds DESTINATION [without animation]")
        let identifierWord = try cursor.next()
        guard identifierWord.text.hasSuffix(":"), Self.isIdentifier(String(identifierWord.text.dropLast())) else {
            throw ScenarioError(line.location(of: identifierWord), "expected the segue's identifier followed by ':', as in 'segue showDetail: A presents B'")
        }
        let identifier = String(identifierWord.text.dropLast())
        if let previous = segueLines[identifier] {
            throw ScenarioError(line.location(of: identifierWord), "segue '\(identifier)' is already declared on line \(previous.number)")
        }
        let source = try cursor.next()
        var kind: SegueDeclaration.Kind
        if cursor.accept("pushes") {
            kind = .push
        } else if cursor.accept("presents") {
            kind = .modal(nil)
        } else if cursor.accept("unwinds") {
            try cursor.expect("to")
            kind = .unwind(action: "")
        } else if cursor.accept("embeds") {
            kind = .embed
        } else {
            throw cursor.expected()
        }
        // A container view is part of a storyboard scene: only a storyboard controller embeds.
        references.append((source, line, kind == .embed ? .embeddingController : .controller))
        let destination = try cursor.next()
        switch kind {
        case .modal:
            references.append((destination, line, .freeStoryboardController))
            if let style = try presentationStyle(&cursor, line) { kind = .modal(style) }
        case .push, .embed:
            references.append((destination, line, .freeStoryboardController))
        case .unwind:
            // The destination already exists: it presented the source.
            references.append((destination, line, .controller))
            try cursor.expect("with")
            let action = try cursor.next()
            let name = action.text.hasSuffix(":") ? String(action.text.dropLast()) : action.text
            guard Self.isIdentifier(name) else {
                throw ScenarioError(line.location(of: action), "'\(action.text)' is not an action method's name; expected a name like unwindToList: (the destination's @IBAction that takes the segue)")
            }
            kind = .unwind(action: name + ":")
        }
        // An embed segue runs as its source's view loads, inside that transition: it has no
        // animation of its own to leave out.
        if kind == .embed, let word = cursor.current, word.text == "without" {
            throw ScenarioError(
                line.location(of: word),
                "an embed segue has no animation to leave out: UIKit performs it while \(source.text)'s view loads; remove 'without animation'")
        }
        let animated = try animation(&cursor)
        try countObject(line, line.words[0])
        segues.append(SegueDeclaration(identifier: identifier, source: ObjectID(source.text), destination: ObjectID(destination.text), kind: kind, animated: animated))
        segueLines[identifier] = line
    }

    // MARK: Pieces

    /// `NAME: CLASS` or, when the class may be left out, `NAME`.
    func nameAndClass(_ cursor: inout WordCursor, classRequired: Bool, defaultClass: String) throws(ScenarioError) -> (ObjectID, String) {
        let nameWord = try cursor.next()
        let hasClass = nameWord.text.hasSuffix(":")
        let name = hasClass ? String(nameWord.text.dropLast()) : nameWord.text
        guard Self.isIdentifier(name), !Self.reservedNames.contains(name) else {
            let reason = Self.reservedNames.contains(name) ? "'\(name)' is a reserved word" : "'\(name)' is not a valid name"
            throw ScenarioError(cursor.line.location(of: nameWord), "\(reason); names are letters, digits and _, starting with a letter, like A or detail")
        }
        guard hasClass else {
            if classRequired {
                throw ScenarioError(cursor.line.location(of: nameWord), "expected ':' and a class name after '\(name)'; \(cursor.usageHint)")
            }
            return (ObjectID(name), defaultClass)
        }
        let classWord = try cursor.next()
        guard Self.isIdentifier(classWord.text) else {
            throw ScenarioError(cursor.line.location(of: classWord), "'\(classWord.text)' is not a class name; expected a name like ViewController")
        }
        return (ObjectID(name), classWord.text)
    }

    private func identifier(_ cursor: inout WordCursor, what: String) throws(ScenarioError) -> String {
        let word = try cursor.next()
        let text = word.text.hasSuffix(".nib") ? String(word.text.dropLast(4)) : word.text
        guard Self.isIdentifier(text) else {
            throw ScenarioError(cursor.line.location(of: word), "'\(word.text)' is not a \(what); \(cursor.usageHint)")
        }
        return word.text
    }

    /// `delegate NAME`: the view controller set as the container's delegate (and data source).
    private mutating func delegateClause(_ cursor: inout WordCursor, _ line: SourceLine) throws(ScenarioError) -> ObjectID? {
        guard cursor.accept("delegate") else { return nil }
        let word = try cursor.next()
        references.append((word, line, .anyController))
        return ObjectID(word.text)
    }

    mutating func keptBy(_ cursor: inout WordCursor, _ line: SourceLine) throws(ScenarioError) -> ObjectID? {
        guard cursor.accept("kept") else { return nil }
        try cursor.expect("by")
        let word = try cursor.next()
        references.append((word, line, .anything))
        return ObjectID(word.text)
    }

    mutating func declare(_ declaration: ObjectDeclaration, _ line: SourceLine) throws(ScenarioError) {
        if let previous = declarationLines[declaration.id] {
            throw ScenarioError(line.location(of: line.words[1]), "\(declaration.id) is already declared on line \(previous.number); give each object its own name")
        }
        try countObject(line, line.words[0])
        declarations.append(declaration)
        declarationLines[declaration.id] = line
    }

    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.first, first.isLetter, first.isASCII else { return false }
        return text.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII }
    }

    // MARK: Checks once everything is declared

    mutating func checkDeclarations() throws(ScenarioError) {
        var parents: [ObjectID: ObjectID] = [:]
        for declaration in declarations {
            // Apple: Auto Layout arrived in iOS 6.
            let constrained = if case .view(let traits) = declaration.kind { traits.usesConstraints } else { declaration.usesConstraints }
            if constrained, profile == .iOS5, let line = declarationLines[declaration.id],
                let word = line.words.first(where: { $0.text == "constraints" })
            {
                throw ScenarioError(line.location(of: word), "Auto Layout arrived in iOS 6: 'constraints' needs the 'iOS 6-12' profile or a later one")
            }
            if declaration.kind == .sceneDelegate, profile < .iOS13to16, let line = declarationLines[declaration.id] {
                throw ScenarioError(
                    line.location(of: line.words[0]),
                    "scene delegates exist from iOS 13 (Apple, UISceneDelegate); this scenario's profile is \(profile.rawValue): declare an app delegate, or choose 'profile: iOS 13-16' or later")
            }
            try checkSwiftUIProfile(declaration)
            // Apple, UISplitViewController init(style:): iOS 14, which the 'iOS 13-16' profile
            // does not always have.
            if case .splitViewController = declaration.kind, profile < .iOS17, let line = declarationLines[declaration.id] {
                throw ScenarioError(line.location(of: line.words[0]), "the column-style split view controller arrived in iOS 14, and the 'iOS 13-16' profile also covers iOS 13: 'split' needs the 'iOS 17+' profile or a later one")
            }
            // Apple, UIPageViewControllerTransitionStyleScroll: iOS 6.
            if case .pageViewController = declaration.kind, profile == .iOS5, let line = declarationLines[declaration.id] {
                throw ScenarioError(line.location(of: line.words[0]), "the scroll-style page view controller arrived in iOS 6: 'pages' needs the 'iOS 6-12' profile or a later one")
            }
            let children: [ObjectID]
            switch declaration.kind {
            case .navigationController(let root): children = [root]
            case .tabBarController(let tabs): children = tabs
            case .pageViewController(let pages): children = pages
            case .splitViewController(let primary, let secondary): children = [primary, secondary]
            default: children = []
            }
            for child in children {
                // A storyboard container's children are scenes of the same storyboard, connected
                // to it by relationship segues (Apple, "Storyboard relationship segues").
                if let storyboard = declaration.storyboard, let line = declarationLines[declaration.id],
                    let childDeclaration = declarations.first(where: { $0.id == child }),
                    childDeclaration.kind != .viewController(.storyboard(name: storyboard))
                {
                    let word = line.words.first { $0.text == child.rawValue } ?? line.words[1]
                    throw ScenarioError(line.location(of: word), "\(child) must come from storyboard \(storyboard) too: a storyboard's container holds scenes of its own storyboard; declare it 'controller \(child): \(childDeclaration.className) from storyboard \(storyboard)'")
                }
                if let other = parents[child] {
                    let line = declarationLines[declaration.id]!
                    throw ScenarioError(line.location(of: line.words[1]), "\(child) is already in \(other); a view controller has one container at a time")
                }
                parents[child] = declaration.id
            }
            if declaration.keptBy == declaration.id {
                let line = declarationLines[declaration.id]!
                throw ScenarioError(line.location(of: line.words[1]), "\(declaration.id) cannot keep itself; name another object after 'kept by'")
            }
        }
        containers = parents
        // The profile line may follow the segues: check their styles against it now.
        for segue in segues {
            guard case .modal(let style?) = segue.kind, style.arrivedInIOS8, profile == .iOS5,
                let line = segueLines[segue.identifier], let word = line.words.first(where: { $0.text == "over" })
            else { continue }
            throw ScenarioError(line.location(of: word), "'\(style.phrase)' arrived in iOS 8: it needs the 'iOS 6-12' profile or a later one")
        }
        for (word, line, role) in references {
            _ = try resolve(word, line, as: role)
        }
    }

    /// The declaration a word names, checked against what the step or declaration needs.
    func resolve(_ word: SourceLine.Word, _ line: SourceLine, as role: Role) throws(ScenarioError) -> ObjectID {
        let location = line.location(of: word)
        var name = word.text
        var rootOf: ObjectID?
        if role == .viewOrRoot, name.hasSuffix(".view") {
            name = String(name.dropLast(5))
            rootOf = ObjectID(name)
        }
        guard let declaration = declarations.first(where: { $0.id.rawValue == name }) else {
            let known = declarations.map(\.id.rawValue) + (role == .viewOrRoot ? declarations.filter(\.isViewController).map { "\($0.id).view" } : [])
            let hint = known.isEmpty ? "; declare it first, as in 'controller \(name): ViewController in code'" : Suggestion.nearest(to: word.text, in: known)
            throw ScenarioError(location, "unknown object '\(word.text)'" + hint)
        }
        if let rootOf {
            guard declaration.isViewController else {
                throw ScenarioError(location, "'\(word.text)' names no root view: \(name) is a view, not a view controller")
            }
            return ObjectID(rootOf.rawValue + ".view")
        }
        if let problem = role.problem(with: declaration) {
            throw ScenarioError(location, problem)
        }
        if role.needsFreeController, let container = containers[declaration.id] {
            let line = declarationLines[container].map { " (line \($0.number))" } ?? ""
            throw ScenarioError(location, "\(declaration.id) is declared as a child of \(container)\(line), so it can only appear inside \(container); a view controller has one container at a time")
        }
        return declaration.id
    }
}
