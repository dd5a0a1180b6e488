import LifecycleEngine
import LifecycleModel

extension ScenarioReader {
    /// Where a step is written: at the top level, or inside an override's body.
    struct BodyContext {
        var object: ObjectID
        var method: Callback
        var isController: Bool
    }

    // MARK: Pass 2

    mutating func readOverridesAndSteps() throws(ScenarioError) {
        for block in body {
            switch block {
            case .step(let line):
                steps.append(try step(line, in: nil))
            case .override(let header, let lines):
                try readOverride(header, lines)
            case .setup(let header, let lines):
                guard !lines.isEmpty else {
                    throw ScenarioError(header.location(of: header.words[0]), "'setup' has no steps; indent the steps that bring the world to its starting state below it")
                }
                for line in lines { steps.append(try step(line, in: nil)) }
                setupSteps = lines.count
            }
        }
        try checkChangesAreRead()
    }

    /// `override A viewDidLoad` and its indented body, one step per line.
    private mutating func readOverride(_ header: SourceLine, _ lines: [SourceLine]) throws(ScenarioError) {
        var cursor = WordCursor(header, from: 1, usage: "override NAME METHOD, then the body's steps indented below")
        let objectWord = try cursor.next()
        let object = try resolve(objectWord, header, as: .anything)
        let methodWord = try cursor.next()
        try cursor.end()
        let declaration = declarations.first { $0.id == object }!
        let methods = Vocabulary.overridableMethods(of: declaration.kind)
        guard let method = Vocabulary.method(named: methodWord.text, in: methods) else {
            let what = Vocabulary.kindName(declaration.kind)
            throw ScenarioError(header.location(of: methodWord), "'\(methodWord.text)' is not a method Lifeline lets \(what) override" + Suggestion.nearest(to: methodWord.text, in: methods.map(\.selector)))
        }
        if let problem = Self.problem(overriding: method, of: declaration, profile: profile) {
            throw ScenarioError(header.location(of: methodWord), problem)
        }
        if let previous = overrides.first(where: { $0.object == object && $0.method == method }) {
            throw ScenarioError(header.location(of: methodWord), "\(object) \(method.selector) is already overridden on line \(previous.location.line); put all its steps in one body")
        }
        if method == .drawRect, let index = declarations.firstIndex(where: { $0.id == object }),
            case .view(var traits) = declarations[index].kind
        {
            // A class that overrides drawRect: draws (Apple, drawRect:).
            traits.draws = true
            declarations[index].kind = .view(traits)
        }
        let context = BodyContext(object: object, method: method, isController: declaration.isViewController)
        var body: [ScriptStep] = []
        for line in lines { body.append(try step(line, in: context)) }
        overrides.append(Override(object: object, method: method, body: body, location: header.location(of: header.words[0])))
    }

    /// Why this override makes no sense for this object, or nil.
    static func problem(overriding method: Callback, of declaration: ObjectDeclaration, profile: IOSProfile) -> String? {
        let id = declaration.id
        guard method.exists(in: profile) else {
            return "UIKit never calls \(method.selector) on the '\(profile.rawValue)' profile; choose another profile or another method"
        }
        switch declaration.kind {
        case .viewController(.storyboard):
            if method == .`init` || method == .initWithNibNameBundle {
                return "\(id) is made by a storyboard, so UIKit calls initWithCoder:, never \(method.selector); override initWithCoder: instead"
            }
        case .viewController(.nib):
            if [.`init`, .initWithCoder, .awakeFromNib].contains(method) {
                return "\(id) is created with initWithNibName:bundle:, so UIKit never calls \(method.selector) on it; override initWithNibName:bundle: instead"
            }
        case .viewController(.hosting):
            if [.`init`, .initWithCoder, .awakeFromNib].contains(method) {
                return "\(id) is created with init(rootView:), so UIKit never calls \(method.selector) on it; override init(rootView:) instead"
            }
        case .viewController(.code):
            if method == .initWithCoder || method == .awakeFromNib {
                return "\(id) is created in code, and \(method.selector) is only sent to objects unarchived from a storyboard or nib; override init instead"
            }
        case .navigationController, .tabBarController, .pageViewController, .splitViewController:
            if [.`init`, .initWithCoder, .initWithNibNameBundle, .awakeFromNib, .loadView].contains(method) {
                return "\(id) is a \(declaration.className), whose creation and view Lifeline models itself; override its appearance or layout methods instead"
            }
        case .view(let traits):
            if method == .`init`, traits.frame != nil {
                return "\(id) is created with initWithFrame: (it has a frame), so init is never called; override initWithFrame: instead"
            }
        case .appDelegate, .sceneDelegate, .representable:
            break
        }
        if method == .initRootView, !declaration.isHostingController {
            return "\(id) is not a hosting controller, so init(rootView:) is never called; override its own initializer instead"
        }
        return nil
    }

    // MARK: Steps

    func step(_ line: SourceLine, in context: BodyContext?) throws(ScenarioError) -> ScriptStep {
        let verb = line.words[0]
        let location = line.location(of: verb)
        guard Vocabulary.stepVerbs.contains(verb.text) else {
            throw ScenarioError(location, "unknown step '\(verb.text)'" + Suggestion.nearestOrList(to: verb.text, in: Vocabulary.stepVerbs))
        }
        if context != nil, Vocabulary.outsideOnlyVerbs.contains(verb.text) {
            throw ScenarioError(location, "'\(verb.text)' is something the user or the system does; it cannot run inside an override, write it as a step of its own")
        }
        if context != nil, Vocabulary.transitionVerbs.contains(verb.text) {
            throw ScenarioError(
                location,
                "'\(verb.text)' starts a transition that UIKit finishes after this callback has returned, which Lifeline does not model inside an override; write it as a step of its own")
        }
        let action = try self.action(verb.text, line, in: context)
        return ScriptStep(action: action, text: line.text, location: location)
    }

    private func action(_ verb: String, _ line: SourceLine, in context: BodyContext?) throws(ScenarioError) -> Action {
        switch verb {
        case "launch":
            var cursor = WordCursor(line, from: 1, usage: "launch with root NAME")
            try cursor.expect("with")
            try cursor.expect("root")
            let root = try name(&cursor, .freeAnyController)
            try cursor.end()
            return .launch(root: root)
        case "create":
            var cursor = WordCursor(line, from: 1, usage: "create NAME")
            let id = try name(&cursor, .anything)
            try cursor.end()
            return .create(id)
        case "release":
            var cursor = WordCursor(line, from: 1, usage: "release NAME")
            let word = cursor.current
            let id = try name(&cursor, .anything)
            try cursor.end()
            guard declarations.first(where: { $0.id == id })?.keptBy != nil else {
                throw ScenarioError(line.location(of: word!), "\(id) is not kept by any object, so no step can release it; declare it with 'kept by NAME'")
            }
            return .release(id)
        case "push":
            var cursor = WordCursor(line, from: 1, usage: "push NAME onto NAVIGATION [without animation]")
            let idWord = cursor.current
            let id = try name(&cursor, .controller)
            try cursor.expect("onto")
            let navigation = try name(&cursor, .navigation)
            if let container = containers[id], container != navigation {
                _ = try resolve(idWord!, line, as: .freeController)
            }
            let animated = try animation(&cursor)
            return .push(id, onto: navigation, animated: animated)
        case "pop":
            var cursor = WordCursor(line, from: 1, usage: "pop NAVIGATION [to root] [without animation]")
            let navigation = try name(&cursor, .navigation)
            let toRoot = cursor.accept(phrase: "to root")
            let animated = try animation(&cursor)
            return toRoot ? .popToRoot(navigation, animated: animated) : .pop(navigation, animated: animated)
        case "swipe":
            if line.words.count > 1, line.words[1].text == "down" {
                var cursor = WordCursor(line, from: 2, usage: "swipe down on NAME [cancelled]")
                try cursor.expect("on")
                let word = cursor.current
                let id = try name(&cursor, .anyController)
                let cancelled = cursor.accept("cancelled")
                try cursor.end()
                if cancelled, declarations.first(where: { $0.id == id })?.isModalInPresentation == true {
                    throw ScenarioError(line.location(of: word!), "\(id) is declared 'modal in presentation': its sheet springs back by itself, so there is no swipe to cancel; write 'swipe down on \(id)'")
                }
                return .swipeDown(id, finishes: !cancelled)
            }
            if line.words.count > 1, line.words[1].text == "to" {
                var cursor = WordCursor(line, from: 2, usage: "swipe to next page of PAGES [cancelled] (or swipe to previous page of PAGES [cancelled])")
                let forward: Bool
                if cursor.accept("next") {
                    forward = true
                } else if cursor.accept("previous") {
                    forward = false
                } else {
                    throw cursor.expected()
                }
                try cursor.expect("page")
                try cursor.expect("of")
                let pages = try name(&cursor, .pages)
                let cancelled = cursor.accept("cancelled")
                try cursor.end()
                return .swipePage(pages, forward: forward, finishes: !cancelled)
            }
            var cursor = WordCursor(line, from: 1, usage: "swipe back on NAVIGATION [cancelled] | swipe down on NAME [cancelled] | swipe to next|previous page of PAGES [cancelled]")
            try cursor.expect("back")
            try cursor.expect("on")
            let navigation = try name(&cursor, .navigation)
            let cancelled = cursor.accept("cancelled")
            try cursor.end()
            return .swipeBack(navigation, finishes: !cancelled)
        case "tap":
            var cursor = WordCursor(line, from: 1, usage: "tap outside NAME")
            try cursor.expect("outside")
            let id = try name(&cursor, .anyController)
            try cursor.end()
            return .tapOutside(id)
        case "resize" where line.words.count > 1 && line.words[1].text == "content":
            // `resize content of H to 320 200`: SwiftUI state changes H's content's ideal size.
            var cursor = WordCursor(line, from: 2, usage: "resize content of HOSTING to WIDTH HEIGHT")
            try cursor.expect("of")
            let host = try name(&cursor, .hosting)
            try cursor.expect("to")
            let size = Size(try cursor.integer(), try cursor.integer())
            try cursor.end()
            return .resizeHostedContent(host, size)
        case "resize":
            var cursor = WordCursor(line, from: 1, usage: "resize window to WIDTH HEIGHT")
            try cursor.expect("window")
            try cursor.expect("to")
            let widthWord = cursor.current
            let size = Size(try cursor.integer(), try cursor.integer())
            try cursor.end()
            guard device == .iPad else {
                throw ScenarioError(line.location(of: line.words[0]), "an iPhone app's window always fills the screen; write 'device: iPad' in the header to resize an iPad's window")
            }
            guard size.width >= 320, size.height >= 320 else {
                throw ScenarioError(line.location(of: widthWord!), "a window of \(size) is smaller than any iPad window (the narrowest, Slide Over, is 320 points wide)")
            }
            return .resizeWindow(size)
        case "drag":
            var cursor = WordCursor(line, from: 1, usage: "drag sheet NAME to DETENT")
            try cursor.expect("sheet")
            let (id, detent) = try sheetAndDetent(&cursor, line)
            return .dragSheet(id, toDetent: detent)
        case "present":
            var cursor = WordCursor(line, from: 1, usage: "present NAME from NAME [\(Self.stylePhrases)] [without animation]")
            let id = try name(&cursor, .freeAnyController)
            try cursor.expect("from")
            let presenter = try name(&cursor, .anyController)
            let style = try presentationStyle(&cursor, line)
            let animated = try animation(&cursor)
            guard id != presenter else {
                throw ScenarioError(line.location(of: line.words[1]), "\(id) cannot present itself; present another view controller")
            }
            return .present(id, from: presenter, style: style, animated: animated)
        case "dismiss":
            var cursor = WordCursor(line, from: 1, usage: "dismiss NAME [without animation]")
            let id = try name(&cursor, .anyController)
            let animated = try animation(&cursor)
            return .dismiss(id, animated: animated)
        case "perform":
            var cursor = WordCursor(line, from: 1, usage: "perform segue IDENTIFIER")
            try cursor.expect("segue")
            let word = try cursor.next()
            try cursor.end()
            guard let segue = segues.first(where: { $0.identifier == word.text }) else {
                let known = segues.map(\.identifier)
                let hint = known.isEmpty ? "; declare it first, as in 'segue \(word.text): A presents B'" : Suggestion.nearest(to: word.text, in: known)
                throw ScenarioError(line.location(of: word), "unknown segue '\(word.text)'" + hint)
            }
            if segue.kind == .embed {
                throw ScenarioError(line.location(of: word), "segue '\(word.text)' embeds \(segue.destination) in \(segue.source)'s container view: UIKit performs it when \(segue.source)'s view loads, so no step performs it")
            }
            return .performSegue(identifier: word.text)
        case "select":
            var cursor = WordCursor(line, from: 1, usage: "select NAME in TABS")
            let tabWord = cursor.current
            let id = try name(&cursor, .anyController)
            try cursor.expect("in")
            let tabBar = try name(&cursor, .tabs)
            try cursor.end()
            if case .tabBarController(let tabs)? = declarations.first(where: { $0.id == tabBar })?.kind, !tabs.contains(id) {
                throw ScenarioError(line.location(of: tabWord!), "\(id) is not one of \(tabBar)'s tabs (\(tabs.map(\.rawValue).joined(separator: ", ")))")
            }
            return .selectTab(id, in: tabBar)
        case "add":
            if line.words.count > 1, line.words[1].text == "child" {
                var cursor = WordCursor(line, from: 2, usage: "add child NAME to NAME [without view] [without didMove]")
                let child = try name(&cursor, .freeController)
                try cursor.expect("to")
                let parent = try name(&cursor, .controller)
                var addsView = true
                var callsDidMove = true
                while cursor.accept("without") {
                    if cursor.accept("view") {
                        addsView = false
                    } else if cursor.accept("didMove") {
                        callsDidMove = false
                    } else {
                        throw cursor.expected()
                    }
                }
                try cursor.end()
                if !addsView, callsDidMove {
                    throw ScenarioError(line.location(of: line.words[0]), "a child whose view is not added is not in place, so write 'without view without didMove' (addChildViewController: alone)")
                }
                return callsDidMove ? .addChild(child, to: parent) : .addChildPartly(child, to: parent, addsView: addsView)
            }
            var cursor = WordCursor(line, from: 1, usage: "add VIEW to VIEW (or add child NAME to NAME)")
            let child = try name(&cursor, .viewOrRoot)
            try cursor.expect("to")
            let parent = try name(&cursor, .viewOrRoot)
            try cursor.end()
            return .addSubview(child, to: parent)
        case "remove":
            if line.words.count > 1, line.words[1].text == "child" {
                var cursor = WordCursor(line, from: 2, usage: "remove child NAME")
                let child = try name(&cursor, .controller)
                try cursor.end()
                return .removeChild(child)
            }
            var cursor = WordCursor(line, from: 1, usage: "remove VIEW (or remove child NAME)")
            if let word = cursor.current, declarations.first(where: { $0.id.rawValue == word.text })?.isViewController == true {
                throw ScenarioError(line.location(of: word), "\(word.text) is a view controller; to take a child view controller out, write 'remove child \(word.text)'")
            }
            let id = try name(&cursor, .viewOrRoot)
            try cursor.end()
            return .removeFromSuperview(id)
        case "show" where line.words.count > 1 && line.words[1].text == "detail":
            // `show detail B in S`: [S showDetailViewController:B sender:nil].
            var cursor = WordCursor(line, from: 2, usage: "show detail NAME in SPLIT")
            let shown = try name(&cursor, .freeController)
            try cursor.expect("in")
            let split = try name(&cursor, .split)
            try cursor.end()
            return .showDetail(shown, in: split)
        case "show" where line.words.count > 3 && line.words[2].text == "in" && namesSplit(line.words[3].text):
            return try showInSplitStep(line)
        case "show" where line.words.count > 1 && line.words[1].text == "column",
             "hide" where line.words.count > 1 && line.words[1].text == "column":
            return try columnStep(line)
        case "show", "update", "hide":
            return try representableStep(line)
        case "set":
            if line.words.count > 1, line.words[1].text == "preferredContentSize" {
                return try preferredContentSizeStep(line)
            }
            if line.words.count > 1, line.words[1].text == "preferredDisplayMode" {
                return try displayModeStep(line)
            }
            if line.words.count > 1, line.words[1].text == "view" {
                var cursor = WordCursor(line, from: 2, usage: "set view VIEW")
                guard let context, context.isController, context.method == .loadView else {
                    throw ScenarioError(line.location(of: line.words[0]), "'set view' belongs in the body of a view controller's loadView override, where it is self.view = VIEW")
                }
                let view = try name(&cursor, .view)
                try cursor.end()
                return .setView(context.object, to: view)
            }
            if line.words.count > 1, line.words[1].text == "detent" {
                var cursor = WordCursor(line, from: 2, usage: "set detent of NAME to DETENT")
                try cursor.expect("of")
                let (id, detent) = try sheetAndDetent(&cursor, line)
                return .setDetent(id, toDetent: detent)
            }
            var cursor = WordCursor(line, from: 1, usage: "set frame of VIEW to X Y WIDTH HEIGHT (or set detent of NAME to DETENT)")
            try cursor.expect("frame")
            try cursor.expect("of")
            let id = try name(&cursor, .viewOrRoot)
            try cursor.expect("to")
            let frame = Rect(try cursor.integer(), try cursor.integer(), try cursor.integer(), try cursor.integer())
            try cursor.end()
            return .setFrame(id, frame)
        case "scroll":
            var cursor = WordCursor(line, from: 1, usage: "scroll VIEW")
            let word = cursor.current
            let id = try name(&cursor, .view)
            try cursor.end()
            if case .view(let traits)? = declarations.first(where: { $0.id == id })?.kind, !traits.scrolls {
                let className = declarations.first { $0.id == id }!.className
                throw ScenarioError(line.location(of: word!), "cannot scroll \(id): it is a \(className), not a scroll view; declare it as a UIScrollView, UITableView, UICollectionView or UITextView (or a class whose name ends like one)")
            }
            return .scroll(id)
        case "rotate":
            var cursor = WordCursor(line, from: 1, usage: "rotate to landscape | portrait")
            try cursor.expect("to")
            let word = try cursor.next()
            try cursor.end()
            guard let orientation = Orientation(rawValue: word.text) else {
                let suggestion = Suggestion.nearest(to: word.text, in: Orientation.allCases.map(\.rawValue))
                throw ScenarioError(line.location(of: word), "unknown orientation '\(word.text)'" + (suggestion.isEmpty ? "; expected 'landscape' or 'portrait'" : suggestion))
            }
            return .rotate(to: orientation)
        case "setNeedsLayout", "layoutIfNeeded", "sizeToFit":
            var cursor = WordCursor(line, from: 1, usage: "\(verb) VIEW")
            let id = try name(&cursor, .viewOrRoot)
            try cursor.end()
            switch verb {
            case "setNeedsLayout": return .setNeedsLayout(id)
            case "layoutIfNeeded": return .layoutIfNeeded(id)
            default: return .sizeToFit(id)
            }
        case "setNeedsDisplay":
            var cursor = WordCursor(line, from: 1, usage: "setNeedsDisplay VIEW [in X Y WIDTH HEIGHT]")
            let id = try name(&cursor, .viewOrRoot)
            var rect: Rect?
            if cursor.accept("in") {
                rect = Rect(try cursor.integer(), try cursor.integer(), try cursor.integer(), try cursor.integer())
            }
            try cursor.end()
            return .setNeedsDisplay(id, in: rect)
        case "switch":
            var cursor = WordCursor(line, from: 1, usage: "switch to dark mode | light mode")
            try cursor.expect("to")
            let word = try cursor.next()
            guard let style = InterfaceStyle(rawValue: word.text) else {
                let suggestion = Suggestion.nearest(to: word.text, in: InterfaceStyle.allCases.map(\.rawValue))
                throw ScenarioError(line.location(of: word), "unknown appearance '\(word.text)'" + (suggestion.isEmpty ? "; expected 'dark' or 'light'" : suggestion))
            }
            try cursor.expect("mode")
            try cursor.end()
            return .switchAppearance(style)
        case "register":
            return try registration(line)
        case "setNeedsUpdateProperties":
            return try setNeedsUpdatePropertiesStep(line)
        case "read":
            return try readStep(line, in: context)
        case "change":
            return try changeStep(line)
        case "open":
            var cursor = WordCursor(line, from: 1, usage: "open a second scene with root NAME")
            try cursor.expect("a")
            try cursor.expect("second")
            try cursor.expect("scene")
            try cursor.expect("with")
            try cursor.expect("root")
            let root = try name(&cursor, .freeAnyController)
            try cursor.end()
            guard profile >= .iOS13to16 else {
                throw ScenarioError(line.location(of: line.words[0]), "scenes arrived in iOS 13 (Apple, UIScene); this scenario's profile is \(profile.rawValue): choose 'profile: iOS 13-16' or later")
            }
            return .openSecondScene(root: root)
        case "close":
            var cursor = WordCursor(line, from: 1, usage: "close the second scene")
            try cursor.expect("the")
            try cursor.expect("second")
            try cursor.expect("scene")
            try cursor.end()
            return .closeSecondScene
        case "memory":
            var cursor = WordCursor(line, from: 1, usage: "memory warning")
            try cursor.expect("warning")
            try cursor.end()
            return .memoryWarning
        case "enter":
            var cursor = WordCursor(line, from: 1, usage: "enter background | enter foreground")
            let toForeground: Bool
            if cursor.accept("background") {
                toForeground = false
            } else if cursor.accept("foreground") {
                toForeground = true
            } else {
                throw cursor.expected()
            }
            try cursor.end()
            return toForeground ? .enterForeground : .enterBackground
        case "terminate":
            let cursor = WordCursor(line, from: 1, usage: "terminate")
            try cursor.end()
            return .terminate
        case "run":
            var cursor = WordCursor(line, from: 1, usage: "run loop turn")
            try cursor.expect("loop")
            try cursor.expect("turn")
            try cursor.end()
            return .runLoopTurn
        case "access":
            var cursor = WordCursor(line, from: 1, usage: "access NAME.view (or, in a view controller's override, access view)")
            if let context, context.isController, cursor.accept("view") {
                try cursor.end()
                return .accessView(context.object)
            }
            let word = try cursor.next()
            try cursor.end()
            if word.text == "view" {
                throw ScenarioError(line.location(of: word), "'access view' reads self.view, so it belongs in a view controller's override; elsewhere name the view controller, as in 'access A.view'")
            }
            guard word.text.hasSuffix(".view") else {
                throw ScenarioError(line.location(of: word), "expected a view controller's view, as in 'access \(word.text).view'")
            }
            let owner = SourceLine.Word(text: String(word.text.dropLast(5)), column: word.column)
            return .accessView(try resolve(owner, line, as: .anyController))
        case "isViewLoaded", "viewIfLoaded", "loadViewIfNeeded":
            var cursor = WordCursor(line, from: 1, usage: "\(verb) NAME")
            let id = try name(&cursor, .anyController)
            try cursor.end()
            switch verb {
            case "isViewLoaded": return .isViewLoaded(id)
            case "viewIfLoaded": return .viewIfLoaded(id)
            default: return .loadViewIfNeeded(id)
            }
        case "beginAppearanceTransition":
            var cursor = WordCursor(line, from: 1, usage: "beginAppearanceTransition NAME appearing | disappearing [without animation]")
            let id = try name(&cursor, .anyController)
            let appearing: Bool
            if cursor.accept("appearing") {
                appearing = true
            } else if cursor.accept("disappearing") {
                appearing = false
            } else {
                throw cursor.expected()
            }
            let animated = try animation(&cursor)
            return .beginAppearanceTransition(id, appearing: appearing, animated: animated)
        case "endAppearanceTransition":
            var cursor = WordCursor(line, from: 1, usage: "endAppearanceTransition NAME")
            let id = try name(&cursor, .anyController)
            try cursor.end()
            return .endAppearanceTransition(id)
        case "transition":
            var cursor = WordCursor(line, from: 1, usage: "transition from NAME to NAME [without animation]")
            try cursor.expect("from")
            let from = try name(&cursor, .controller)
            try cursor.expect("to")
            let to = try name(&cursor, .controller)
            let animated = try animation(&cursor)
            guard from != to else {
                throw ScenarioError(line.location(of: line.words[4]), "cannot transition from \(from) to itself; name another child")
            }
            return .transitionChildren(from: from, to: to, animated: animated)
        default:  // "super"
            guard let context, context.method == .loadView else {
                throw ScenarioError(line.location(of: line.words[0]), "'super' belongs in the body of a loadView override, where it runs UIKit's own loadView; other overrides call super before their body anyway")
            }
            try WordCursor(line, from: 1, usage: "super").end()
            return .callSuper
        }
    }

    static let registerUsage = "register NAME for TRAIT[, TRAIT…] [with action SELECTOR | with target NAME action SELECTOR]"

    /// `register A for UITraitUserInterfaceStyle [with action updateColors]`: iOS 17's
    /// registerForTraitChanges…, on a view controller, a view or a root view (`A.view`).
    private func registration(_ line: SourceLine) throws(ScenarioError) -> Action {
        var cursor = WordCursor(line, from: 1, usage: Self.registerUsage)
        guard profile >= .iOS17 else {
            throw ScenarioError(line.location(of: line.words[0]), "registerForTraitChanges arrived in iOS 17 (Apple, UITraitChangeObservable); this scenario's profile is \(profile.rawValue): override traitCollectionDidChange instead, or choose 'profile: iOS 17+'")
        }
        let word = try cursor.next()
        let isView = word.text.hasSuffix(".view") || declarations.first { $0.id.rawValue == word.text }.map { !$0.isViewController } ?? false
        let object = try resolve(word, line, as: isView ? .viewOrRoot : .anyController)
        try cursor.expect("for")
        var traits: [ObservedTrait] = []
        while let trait = cursor.current, trait.text != "with" {
            guard let observed = ObservedTrait(rawValue: trait.text) else {
                let known = ObservedTrait.allCases.map(\.rawValue)
                throw ScenarioError(line.location(of: trait), "unknown trait '\(trait.text)'" + Suggestion.nearestOrList(to: trait.text, in: known))
            }
            guard !traits.contains(observed) else {
                throw ScenarioError(line.location(of: trait), "\(trait.text) is already in this registration; name each trait once")
            }
            traits.append(observed)
            _ = try cursor.next()
        }
        guard !traits.isEmpty else { throw cursor.expected() }
        var response = TraitChangeRegistration.Response.handler
        if cursor.accept("with") {
            var target: ObjectID?
            if cursor.accept("target") {
                let targetWord = try cursor.next()
                let targetIsView = declarations.first { $0.id.rawValue == targetWord.text }.map { !$0.isViewController } ?? false
                target = try resolve(targetWord, line, as: targetIsView ? .view : .anyController)
            }
            try cursor.expect("action")
            let selector = try cursor.next()
            response = .action(selector.text, target: target)
        }
        try cursor.end()
        return .registerForTraitChanges(object, TraitChangeRegistration(traits: traits, response: response))
    }

    func name(_ cursor: inout WordCursor, _ role: Role) throws(ScenarioError) -> ObjectID {
        let word = try cursor.next()
        return try resolve(word, cursor.line, as: role)
    }

    /// The styles a presentation can ask for, as the usage quotes them.
    /// `B to large`: a view controller declared with detents, and one of them.
    private func sheetAndDetent(_ cursor: inout WordCursor, _ line: SourceLine) throws(ScenarioError) -> (ObjectID, String) {
        let word = cursor.current
        let id = try name(&cursor, .anyController)
        try cursor.expect("to")
        let detentWord = try cursor.next()
        try cursor.end()
        guard let detents = declarations.first(where: { $0.id == id })?.detents else {
            throw ScenarioError(line.location(of: word!), "\(id) is declared without detents; give its declaration 'detents medium, large' (or other detents) to move its sheet between them")
        }
        let identifiers = detents.map(\.identifier)
        guard identifiers.contains(detentWord.text) else {
            throw ScenarioError(line.location(of: detentWord), "\(id) has no detent '\(detentWord.text)'; its detents are \(identifiers.joined(separator: ", "))")
        }
        return (id, detentWord.text)
    }

    static let stylePhrases = PresentationStyle.allCases.map(\.phrase).joined(separator: " | ")

    /// An optional presentation style (`as form sheet`, `over full screen`, …).
    func presentationStyle(_ cursor: inout WordCursor, _ line: SourceLine) throws(ScenarioError) -> PresentationStyle? {
        let start = cursor.current
        for style in PresentationStyle.allCases where cursor.accept(phrase: style.phrase) {
            // Apple, UIModalPresentationOverFullScreen / OverCurrentContext: iOS 8.0+.
            if style.arrivedInIOS8, profile == .iOS5 {
                throw ScenarioError(line.location(of: start!), "'\(style.phrase)' arrived in iOS 8: it needs the 'iOS 6-12' profile or a later one")
            }
            return style
        }
        return nil
    }

    /// An optional `without animation` at the end of the line.
    func animation(_ cursor: inout WordCursor) throws(ScenarioError) -> Bool {
        let animated = !cursor.accept(phrase: "without animation")
        try cursor.end()
        return animated
    }
}
