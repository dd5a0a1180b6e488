import LifecycleModel

extension World {
    /// Creates a declared object if it does not exist yet, recording its initializers.
    ///
    /// The app's code (`caller`) holds it until the step ends, like a local variable, unless the
    /// declaration names a keeper; what else owns it by then decides whether it lives on.
    func create(_ id: ObjectID, by caller: ObjectID) throws(Interruption) {
        if let existing = controllers[id] {
            if existing.isDeallocated { throw usedAfterDealloc(id) }
            return
        }
        if let existing = views[id] {
            if existing.isDeallocated { throw usedAfterDealloc(id) }
            return
        }
        guard let declaration = script.declaration(id) else { throw failure("\(id) is not declared") }
        switch declaration.kind {
        case .viewController(let creation):
            try createController(declaration, creation, by: caller)
        case .navigationController where declaration.storyboard != nil, .tabBarController where declaration.storyboard != nil:
            let storyboard = self.storyboard(declaration.storyboard!)
            try send(.instantiateViewControllerWithIdentifier, to: storyboard, from: caller, [Argument("identifier", declaration.className)]) { () throws(Interruption) in
                try unarchiveContainer(declaration, from: storyboard)
            }
        case .navigationController(let root):
            try create(root, by: caller)
            let navigation = makeController(declaration, .navigation)
            // Apple, UINavigationController initWithRootViewController:.
            try send(.initWithRootViewController, to: id, from: caller, [Argument("rootViewController", root.rawValue)]) { () throws(Interruption) in
                navigation.navigation = NavigationStack(root: root)
                try adopt(root, by: id, settled: true)
            }
            try assignDelegate(of: navigation, declaration, by: caller)
        case .tabBarController(let tabs):
            for tab in tabs { try create(tab, by: caller) }
            let tabBar = makeController(declaration, .tabBar)
            try send(.`init`, to: id, from: caller) { () throws(Interruption) in
                try send(.initWithNibNameBundle, to: id, from: id, [Argument("nibName", "nil"), Argument("bundle", "nil")], rule: .initCallsDesignated)
            }
            // Apple, UITabBarController viewControllers: the first tab is selected.
            try send(.setViewControllers, to: id, from: caller, [Argument("viewControllers", tabs.map(\.rawValue).joined(separator: ", "))]) { () throws(Interruption) in
                tabBar.tabs = TabSelection(tabs: tabs)
                for tab in tabs { try adopt(tab, by: id, settled: true) }
            }
        case .pageViewController(let pages):
            try createPageViewController(declaration, pages: pages, by: caller)
        case .splitViewController(let primary, let secondary):
            try createSplitViewController(declaration, primary: primary, secondary: secondary, by: caller)
        case .view(let traits):
            try createView(declaration, traits, by: caller)
        case .appDelegate, .sceneDelegate:
            throw failure("\(id) is a delegate UIKit creates itself; no step creates it")
        case .representable:
            throw failure("\(id) is a SwiftUI representable, which SwiftUI makes itself; show it in a hosting controller ('show \(id) in NAME')")
        }
        hold(id, by: declaration.keptBy ?? caller, temporarily: declaration.keptBy == nil)
    }

    private func createController(
        _ declaration: ObjectDeclaration, _ creation: ObjectDeclaration.Creation, by caller: ObjectID
    ) throws(Interruption) {
        let id = declaration.id
        makeController(declaration, .plain(creation))
        switch creation {
        case .storyboard(let name):
            // Seed 000 ("视图的生命历程"): unarchived with initWithCoder:, then awakeFromNib once its
            // outlets are connected; instantiateViewControllerWithIdentifier: (seed 000) does both.
            let storyboard = self.storyboard(name)
            try send(.instantiateViewControllerWithIdentifier, to: storyboard, from: caller, [Argument("identifier", declaration.className)]) { () throws(Interruption) in
                try unarchive(id, from: storyboard)
            }
        case .nib(let name):
            // Seed 004: initWithNibName:bundle: records the nib; it is loaded later, by loadView.
            try send(.initWithNibNameBundle, to: id, from: caller, [Argument("nibName", name), Argument("bundle", "nil")])
        case .hosting(let rootView):
            try createHostingController(id, rootView: rootView, by: caller)
        case .code:
            // Seed 003: init calls initWithNibName:nil bundle:nil ("不管有没有对应的xib文件…都会强制调用该方法").
            try send(.`init`, to: id, from: caller) { () throws(Interruption) in
                try send(.initWithNibNameBundle, to: id, from: id, [Argument("nibName", "nil"), Argument("bundle", "nil")], rule: .initCallsDesignated)
            }
        }
    }

    /// initWithCoder: then awakeFromNib, sent by the storyboard that unarchives the controller (seed 000).
    func unarchive(_ id: ObjectID, from storyboard: ObjectID) throws(Interruption) {
        try send(.initWithCoder, to: id, from: storyboard, [Argument("coder", "NSCoder")], rule: .storyboardUnarchives)
        try send(.awakeFromNib, to: id, from: storyboard, rule: .storyboardUnarchives)
    }

    /// A storyboard's navigation or tab bar controller and its children, decoded together.
    ///
    /// The container's initWithCoder: decodes the scenes its relationship segues name (their
    /// initWithCoder:, nested inside) and adds them as its children, as its code-made twin does
    /// (initWithRootViewController:, setViewControllers:); then every decoded controller hears
    /// awakeFromNib, the children first (Apple, awakeFromNib: "the order in which the nib-loading
    /// code calls the awakeFromNib methods of objects is not guaranteed"; the order here is
    /// Lifeline's choice). All of it happens inside the storyboard's instantiate call, so at launch
    /// it comes before application:willFinishLaunchingWithOptions:
    /// (Content/evidence/uso400-launch-background-foreground-ios7.log: the root's awakeFromNib first).
    func unarchiveContainer(_ declaration: ObjectDeclaration, from storyboard: ObjectID) throws(Interruption) {
        let id = declaration.id
        let children: [ObjectID]
        let container: ControllerModel
        switch declaration.kind {
        case .navigationController(let root):
            children = [root]
            container = makeController(declaration, .navigation)
        case .tabBarController(let tabs):
            children = tabs
            container = makeController(declaration, .tabBar)
        default:
            return try unarchive(id, from: storyboard)
        }
        try send(.initWithCoder, to: id, from: storyboard, [Argument("coder", "NSCoder")], rule: .storyboardUnarchives) { () throws(Interruption) in
            for child in children {
                guard let childDeclaration = script.declaration(child), case .viewController(let creation) = childDeclaration.kind else { continue }
                makeController(childDeclaration, .plain(creation))
                try send(.initWithCoder, to: child, from: id, [Argument("coder", "NSCoder")], rule: .storyboardContainerDecodesChildren)
            }
            if case .navigationController(let root) = declaration.kind {
                container.navigation = NavigationStack(root: root)
            } else {
                container.tabs = TabSelection(tabs: children)
            }
            for child in children { try adopt(child, by: id, settled: true) }
        }
        // A storyboard connects outlets, the container's delegate among them, before any object
        // hears awakeFromNib (Apple, awakeFromNib: "all outlet and action connections" are made).
        try assignDelegate(of: container, declaration, by: storyboard)
        for child in children { try send(.awakeFromNib, to: child, from: storyboard, rule: .storyboardAwakesChildrenFirst) }
        try send(.awakeFromNib, to: id, from: storyboard, rule: .storyboardAwakesChildrenFirst)
    }

    /// The storyboard object named `name`, as a participant.
    func storyboard(_ name: String) -> ObjectID {
        let id = ObjectID("\(name).storyboard")
        identify(id, "UIStoryboard", .storyboard)
        return id
    }

    @discardableResult
    func makeController(_ declaration: ObjectDeclaration, _ kind: ControllerModel.Kind) -> ControllerModel {
        let model = ControllerModel(id: declaration.id, className: declaration.className, kind: kind, profile: profile)
        model.usesConstraints = declaration.usesConstraints
        model.traitCollection = predictedTraits()
        model.isModalInPresentation = declaration.isModalInPresentation
        model.presentationDelegate = declaration.presentationDelegate
        model.adaptiveAnswer = declaration.adaptiveAnswer
        model.declaredDetents = declaration.detents
        model.forwardsAppearance = declaration.forwardsAppearance
        controllers[declaration.id] = model
        creationOrder.append(declaration.id)
        let objectKind: ObjectKind
        switch kind {
        case .plain: objectKind = .viewController
        case .navigation: objectKind = .navigationController
        case .tabBar: objectKind = .tabBarController
        case .pages: objectKind = .pageViewController
        case .split: objectKind = .splitViewController
        }
        identify(declaration.id, declaration.className, objectKind)
        return model
    }

    private func createView(_ declaration: ObjectDeclaration, _ traits: ViewTraits, by caller: ObjectID) throws(Interruption) {
        let id = declaration.id
        let model = ViewModel(id: id, className: declaration.className, isWatched: true, traits: traits, frame: traits.frame ?? .zero)
        // A view that draws has no contents yet, so its first display pass draws it (observed:
        // juejin.cn/post/7249297734867566647 prints drawRect: after layoutSubviews on first appearance).
        model.flags = LayoutFlags(needsLayout: true, needsDisplay: traits.draws)
        model.traitCollection = predictedTraits()
        views[id] = model
        identify(id, declaration.className, .view)
        if let frame = traits.frame {
            try send(.initWithFrame, to: id, from: caller, [Argument("frame", frame.description)])
        } else {
            // Seed 001: UIView's init goes through initWithFrame: with a zero rectangle.
            try send(.`init`, to: id, from: caller) { () throws(Interruption) in
                try send(.initWithFrame, to: id, from: id, [Argument("frame", Rect.zero.description)], rule: .viewInitCallsInitWithFrame)
            }
        }
    }

    /// A view UIKit makes on its own (a default root view, a container's view): recorded sparingly.
    @discardableResult
    func makeQuietView(_ id: ObjectID, className: String, frame: Rect) -> ViewModel {
        let model = ViewModel(id: id, className: className, isWatched: false, traits: ViewTraits(), frame: frame)
        model.traitCollection = predictedTraits()
        views[id] = model
        identify(id, className, id == Self.window || id == Self.secondWindow ? .window : .view)
        return model
    }

    /// A container takes a view controller as its child (a navigation stack, the tabs): UIKit's
    /// addChildViewController:, which sends willMoveToParentViewController: (Apple,
    /// addChildViewController:: "calls the child's willMoveToParentViewController: method").
    ///
    /// `settled`: no transition shows the child (a navigation controller's first root, the tabs
    /// given at once), so didMoveToParentViewController: follows at once (Apple,
    /// didMoveToParentViewController:: "after the transition to the new controller is complete or,
    /// if there is no transition, immediately after calling the addChildViewController: method").
    /// Otherwise the transition sends it when it ends (`settle`).
    func adopt(_ child: ObjectID, by parent: ObjectID, settled: Bool) throws(Interruption) {
        let model = try controller(child)
        if let current = model.parent, current != parent {
            throw failure("\(child) already belongs to \(current); a view controller has one parent at a time")
        }
        let isNew = model.parent == nil
        model.parent = parent
        retain(child, by: parent)
        guard isNew else { return }
        try send(.willMoveToParentViewController, to: child, from: parent, [Argument("parent", parent.rawValue)], rule: .containerAddsChild)
        if settled { try settle(child, in: parent, rule: .containerSettlesAtOnce) }
    }

    /// didMoveToParentViewController: once the child is in place, when `rule` says so.
    func settle(_ child: ObjectID, in parent: ObjectID, rule: Rule) throws(Interruption) {
        try send(.didMoveToParentViewController, to: child, from: parent, [Argument("parent", parent.rawValue)], rule: rule)
    }

    /// A container lets a child go: willMoveToParentViewController:nil now; the rest when the
    /// transition is over (`abandon`). Apple, willMoveToParentViewController:: a container "must
    /// call the willMoveToParentViewController: method of the child view controller before calling
    /// the removeFromParentViewController method, passing in a parent value of nil".
    func disown(_ child: ObjectID, by parent: ObjectID, rule: Rule) throws(Interruption) {
        try send(.willMoveToParentViewController, to: child, from: parent, [Argument("parent", "nil")], rule: rule)
    }

    /// removeFromParentViewController, which sends didMoveToParentViewController:nil (Apple,
    /// removeFromParentViewController), then the container's reference goes.
    func abandon(_ child: ObjectID, by parent: ObjectID) throws(Interruption) {
        try send(.removeFromParentViewController, to: child, from: parent) { () throws(Interruption) in
            try send(.didMoveToParentViewController, to: child, from: child, [Argument("parent", "nil")], rule: .removeFromParentSendsDidMove)
        }
        controllers[child]?.parent = nil
        try release(child, by: parent)
    }
}
