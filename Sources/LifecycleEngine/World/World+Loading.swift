import LifecycleModel

extension World {
    /// The `view` getter. Recorded when it has to load (or `recorded` asks for it); returns the view
    /// or nil when loadView never set one.
    @discardableResult
    func getView(_ id: ObjectID, by caller: ObjectID, recorded: Bool = false) throws(Interruption) -> ObjectID? {
        let controller = try self.controller(id)
        if let view = controller.view, !recorded { return view }
        let index = try send(.view, to: id, from: caller) { () throws(Interruption) in
            try load(controller)
        }
        recorder.setResult(controller.view?.rawValue ?? "nil", at: index)
        return controller.view
    }

    /// The getter's body, step by step as `ViewLoadingMachine` decides (seeds 002, 003, 004).
    private func load(_ controller: ControllerModel) throws(Interruption) {
        let id = controller.id
        var output = controller.loading.handle(.viewRequested(viewIsSet: controller.view != nil))
        while true {
            switch output {
            case .returnView, .returnNil:
                return
            case .callLoadView:
                try send(.loadView, to: id, from: id, rule: .getterCallsLoadView) { () throws(Interruption) in
                    try defaultLoadView(controller)
                }
                if controller.view != nil, controller.appearance.state == .viewNotLoaded,
                    case .transition(let from, let to, let via) = controller.appearance.handle(.viewLoaded)
                {
                    recorder.transition(id, from: from, to: to, via: via)
                }
                output = controller.loading.handle(.loadViewReturned(viewIsSet: controller.view != nil))
            case .callViewDidLoad:
                try send(.viewDidLoad, to: id, from: id, rule: controller.view == nil ? .viewDidLoadWithoutView : .viewDidLoadAfterLoadView)
                output = controller.loading.handle(.viewDidLoadReturned(viewIsSet: controller.view != nil))
            case .cutOff:
                throw halt(.cutOff, "\(id)'s view getter re-entered itself \(ViewLoadingMachine.reentryLimit) times: loadView never sets the view, so every access of self.view calls loadView again; real UIKit recurses until the stack overflows (as Alla warns in 浅析UIViewController的生命周期), the engine stops here", objects: [id])
            }
        }
    }

    /// UIKit's own loadView (seeds 002, 004; Apple, UIViewController nibName).
    private func defaultLoadView(_ controller: ControllerModel) throws(Interruption) {
        let id = controller.id
        let rootID = id.rootView
        switch controller.kind {
        case .navigation, .tabBar, .pages, .split:
            // Containers build their own view in code (a UILayoutContainerView; a page view
            // controller's _UIPageViewControllerContentView).
            makeRootView(controller, className: controller.pages == nil ? "UILayoutContainerView" : "_UIPageViewControllerContentView")
            try send(.initWithFrame, to: rootID, from: id, [Argument("frame", screenBounds.description)], rule: .containerBuildsView)
        case .plain(.storyboard(let name)):
            note(.remark, "loadView loads \(id)'s view from \(name).storyboard", objects: [id])
            makeRootView(controller, className: "UIView")
            try unarchiveView(rootID, by: id)
            try performEmbedSegues(of: controller)
        case .plain(.nib(let name)):
            // Seed 004: a nibName that the bundle lacks crashes ("如果加载失败…crash").
            guard nibs.contains(name) else {
                throw halt(.crash, "NSInternalInconsistencyException: Could not load NIB in bundle: 'NSBundle </App.app> (loaded)' with name '\(name)'; the bundle holds \(nibList)", objects: [id])
            }
            note(.remark, "loadView loads \(name).nib", objects: [id])
            makeRootView(controller, className: "UIView")
            try unarchiveView(rootID, by: id)
        case .plain(.hosting(let rootView)):
            note(.remark, "UIHostingController's loadView makes the view that draws \(rootView)", objects: [id])
            makeRootView(controller, className: "_UIHostingView")
            try send(.initWithFrame, to: rootID, from: id, [Argument("frame", screenBounds.description)], rule: .hostingLoadViewMakesHostingView)
        case .plain(.code):
            // Apple, nibName: with no nib name, look for the class name without "Controller"
            // (MyViewController → MyView.nib), then the class name itself (seed 002, 3a and 3b;
            // seed 004 names only the second); else a blank view with the screen's bounds (seed 004:
            // initWithFrame:[[UIScreen mainScreen] bounds]).
            let candidates = Self.nibCandidates(for: controller.className)
            if let found = candidates.first(where: nibs.contains) {
                note(.remark, "loadView finds \(found).nib (nibName is nil: it tries \(candidates.map { $0 + ".nib" }.joined(separator: ", then ")))", objects: [id])
                makeRootView(controller, className: "UIView")
                try unarchiveView(rootID, by: id)
            } else {
                note(.remark, "loadView finds no \(candidates.map { $0 + ".nib" }.joined(separator: " or ")): it makes a blank view with the screen's bounds", objects: [id])
                makeRootView(controller, className: "UIView")
                try send(.initWithFrame, to: rootID, from: id, [Argument("frame", screenBounds.description)], rule: .blankView)
            }
        }
    }

    /// The nib names the default loadView tries for a class, in order (Apple, nibName).
    static func nibCandidates(for className: String) -> [String] {
        let suffix = "Controller"
        if className.hasSuffix(suffix), className.count > suffix.count {
            return [String(className.dropLast(suffix.count)), className]
        }
        return [className]
    }

    private var nibList: String {
        nibs.isEmpty ? "no nibs" : nibs.sorted().map { "\($0).nib" }.joined(separator: ", ")
    }

    private func makeRootView(_ controller: ControllerModel, className: String) {
        let view = makeQuietView(controller.id.rootView, className: className, frame: screenBounds)
        view.controller = controller.id
        view.owners.retain(controller.id)
        controller.view = view.id
    }

    /// A view unarchived from a nib: initWithCoder:, then awakeFromNib (seed 004: "通过initWithCoder
    /// 实例化view hierarchy").
    private func unarchiveView(_ id: ObjectID, by owner: ObjectID) throws(Interruption) {
        try send(.initWithCoder, to: id, from: owner, [Argument("coder", "NSCoder")], rule: .viewUnarchived)
        try send(.awakeFromNib, to: id, from: owner, rule: .viewUnarchived)
    }

    /// `self.view = VIEW` inside a loadView override.
    func setView(of id: ObjectID, to viewID: ObjectID) throws(Interruption) {
        let controller = try self.controller(id)
        try create(viewID, by: id)
        let view = try self.view(viewID)
        if let other = view.controller, other != id {
            throw failure("\(viewID) is already the view of \(other); a view can be the root view of one view controller only")
        }
        if controller.view == viewID { return }
        view.controller = id
        retain(viewID, by: id)
        let replaced = controller.view
        controller.view = viewID
        if view.frame.size == .zero { view.frame = screenBounds }
        // A loadView that calls super and then assigns its own view: the setter releases the
        // view super made, which was built for nothing (seed 003: "我们自定义的View最终会代替
        // [super loadView]生成的View").
        if let replaced {
            views[replaced]?.controller = nil
            try release(replaced, by: id)
        }
    }

    /// A view controller's view, which the caller needs: loaded if it can be, else the run ends.
    ///
    /// With a loadView that never sets the view, UIKit has nothing to show. Seed 002 observed the
    /// getter called three times at launch (on iOS 5, with nothing else); the engine shows those
    /// calls and stops.
    @discardableResult
    func requireView(_ id: ObjectID, by caller: ObjectID, attempts: Int = 1) throws(Interruption) -> ObjectID {
        for _ in 0..<attempts {
            if let view = try getView(id, by: caller) { return view }
        }
        throw halt(.cutOff, "\(id)'s loadView never sets the view, so every access of \(id).view calls loadView again and returns nil (The life cycle of iOS view and ViewController saw the getter called three times at launch); \(id) cannot appear, and the engine stops here", objects: [id])
    }

    // MARK: UIKit's own loading calls

    /// UIKit loads a view it is about to show. From iOS 13 it does so through loadViewIfNeeded,
    /// with loadView and viewDidLoad nested inside (Content/evidence/juejin-aberror-launch-loadviewifneeded.log,
    /// 2020: "initWithCoder: / loadViewIfNeeded / loadView / viewDidLoad / viewWillAppear:", logged
    /// before super; readke-nav-push-pop-numbered.log: "loadView / viewDidLoad / loadViewIfNeeded",
    /// logged after super). Before that, through the view getter (seed 002). Where between iOS 9
    /// (when loadViewIfNeeded arrived) and iOS 13 this began, no log says: the profile boundary is
    /// our guess.
    @discardableResult
    func loadViewToShow(_ id: ObjectID, by caller: ObjectID, attempts: Int = 1, rule: Rule = .loadViewIfNeededToShow) throws(Interruption) -> ObjectID {
        let controller = try self.controller(id)
        if controller.view == nil, profile >= .iOS13to16 {
            try send(.loadViewIfNeeded, to: id, from: caller, rule: rule) { () throws(Interruption) in
                try load(controller)
            }
        }
        return try requireView(id, by: caller, attempts: attempts)
    }

    /// From iOS 13, a navigation controller calls loadViewIfNeeded on the view controller coming
    /// on screen, right after its viewWillAppear: (the view is loaded by then: the call does
    /// nothing). Content/evidence/readke-nav-push-pop-numbered.log: "15: B_ViewController
    /// viewWillAppear: / 16: B_ViewController loadViewIfNeeded" on a push, "22: A viewWillAppear: /
    /// 23: A loadViewIfNeeded" on a pop. The profile boundary is our guess, as above.
    func confirmViewLoaded(_ id: ObjectID, by caller: ObjectID) throws(Interruption) {
        guard profile >= .iOS13to16 else { return }
        try send(.loadViewIfNeeded, to: id, from: caller, rule: .navigationConfirmsLoaded)
    }

    // MARK: Queries (seed 004)

    /// isViewLoaded: whether the view exists; never loads it.
    func isViewLoaded(_ id: ObjectID, by caller: ObjectID) throws(Interruption) {
        let controller = try self.controller(id)
        try send(.isViewLoaded, to: id, from: caller, result: controller.view == nil ? "NO" : "YES", rule: .appCode)
    }

    /// viewIfLoaded (iOS 9): the view or nil; never loads it.
    func viewIfLoaded(_ id: ObjectID, by caller: ObjectID) throws(Interruption) {
        try requireAvailable(.viewIfLoaded)
        let controller = try self.controller(id)
        try send(.viewIfLoaded, to: id, from: caller, result: controller.view?.rawValue ?? "nil", rule: .appCode)
    }

    /// loadViewIfNeeded (iOS 9): loads the view if it is not loaded yet.
    func loadViewIfNeeded(_ id: ObjectID, by caller: ObjectID) throws(Interruption) {
        try requireAvailable(.loadViewIfNeeded)
        let controller = try self.controller(id)
        try send(.loadViewIfNeeded, to: id, from: caller, rule: .appCode) { () throws(Interruption) in
            if controller.view == nil { try load(controller) }
        }
    }

    func requireAvailable(_ method: Callback) throws(Interruption) {
        guard method.exists(in: profile) else {
            throw failure("\(method.selector) does not exist on the '\(profile.rawValue)' profile (it arrived in iOS 9); use 'access NAME.view' or a newer profile")
        }
    }
}
