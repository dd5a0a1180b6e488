import LifecycleModel

/// Traits, safe area and layout margins: what a view controller and a view hear when their
/// environment changes (rotation, the user's light or dark appearance, joining a window).
///
/// The callbacks are `Callback.recordedOnlyWhenOverridden`: UIKit sends them to every object, the
/// trace shows them for the objects whose scenario overrides them.
extension World {
    /// The traits of the window's content now.
    var currentTraits: TraitCollection {
        device == .iPad
            ? TraitCollection(iPadWindowWidth: screenSize.width, style: interfaceStyle)
            : TraitCollection(orientation: orientation, style: interfaceStyle)
    }

    /// iOS 13 and later predict a new view controller's or view's traits when it is created, so
    /// the first appearance sends no traitCollectionDidChange: unless they changed since (Keith
    /// Harrison, "Predicting Size Classes in iOS 13", useyourloaf.com, 2019: "In iOS 12 and earlier,
    /// UIKit calls the traitCollectionDidChange method when adding the view to the view hierarchy.
    /// The previousTraitCollection is nil the first time", and iOS 13 sets the traits at creation).
    func predictedTraits() -> TraitCollection? {
        profile >= .iOS13to16 ? currentTraits : nil
    }

    /// The environment pass of a run-loop turn, before the constraint and layout passes: each view
    /// in the window, parent first, brings its traits, safe area and margins up to date.
    ///
    /// Apple, View Controller Programming Guide, "Managing View Layout": when a layout happens,
    /// UIKit first "updates the trait collections of the view controller and its views", then calls
    /// viewWillLayoutSubviews. Apple, viewIsAppearing(_:): when it runs, the view has "an accurate
    /// trait collection" and "its geometry is up to date, including its size and safe area insets".
    /// Device evidence: Content/evidence/haomeiwen-safe-area-insets-order-2020.log (viewWillAppear,
    /// viewSafeAreaInsetsDidChange, viewWillLayoutSubviews); Matt Neuburg's notes on a launch
    /// (Programming-iOS-Book-Examples, bk2ch06p258launchIntoRotationEvents, iOS 8: "(will appear)
    /// / trait collection did change / (willLayout)").
    func updateEnvironments(traitsBy traitsRule: Rule = .traitsBeforeLayout) throws(Interruption) {
        guard profile > .iOS5 else { return }
        for id in windowSubtrees where !windows.contains(id) {
            guard let view = views[id], !view.isDeallocated else { continue }
            try updateEnvironment(of: view, traitsBy: traitsRule)
        }
    }

    /// One view's turn: for traits, the view controller before its root view (Apple,
    /// UITraitCollection: traits flow from the window to the view controller, then to its view and
    /// the subviews); then margins, then safe area (see below). That traits come before the other
    /// two is our choice: no source prints them together.
    private func updateEnvironment(of view: ViewModel, traitsBy traitsRule: Rule) throws(Interruption) {
        let traits = currentTraits
        let owner = view.controller.flatMap { controllers[$0] }.flatMap { $0.isDeallocated ? nil : $0 }
        if let owner {
            owner.hasBeenInWindow = true
            owner.announcedTraits = nil
            if owner.traitCollection != traits {
                let previous = owner.traitCollection
                owner.traitCollection = traits
                try notify(.traitCollectionDidChange, to: owner.id, from: .uiKit, [.previousTraits(previous)], rule: traitsRule)
                try runTraitChangeRegistrations(of: owner.id, previous: previous, current: traits)
                if let previous { try invalidateTraitReaders(of: owner.id, changed: previous.changedTraits(to: traits)) }
            }
        }
        if view.traitCollection != traits {
            let previous = view.traitCollection
            view.traitCollection = traits
            try notify(.traitCollectionDidChange, to: view.id, from: .uiKit, [.previousTraits(previous)], rule: traitsRule)
            try runTraitChangeRegistrations(of: view.id, previous: previous, current: traits)
            if let previous { try invalidateTraitReaders(of: view.id, changed: previous.changedTraits(to: traits)) }
        }
        // Apple, safeAreaInsetsDidChange / viewSafeAreaInsetsDidChange: "called when the safe area
        // of the view changes" / "of the view controller's root view changes". Apple,
        // insetsLayoutMarginsFromSafeArea (default YES): the margins are measured from the safe area,
        // so they change with it; a root view also takes the system minimum margins
        // (viewRespectsSystemMinimumLayoutMargins) when it first sits in a window. The margins'
        // callbacks come first, each the view's before its view controller's
        // (Content/evidence/kruil-launch-active-before-layout-2019-10.log: layoutMarginsDidChange,
        // viewLayoutMarginsDidChange, safeAreaInsetsDidChange, viewSafeAreaInsetsDidChange).
        let insets = safeAreaInsets(of: view)
        let margins = insets.adding(owner == nil ? .defaultMargins : .rootViewMargins)
        if margins != view.layoutMargins {
            view.layoutMargins = margins
            try notify(.layoutMarginsDidChange, to: view.id, from: .uiKit, rule: .marginsThenSafeArea)
            if let owner { try notify(.viewLayoutMarginsDidChange, to: owner.id, from: view.id, rule: .marginsThenSafeArea) }
        }
        if insets != view.safeAreaInsets {
            view.safeAreaInsets = insets
            try notify(.safeAreaInsetsDidChange, to: view.id, from: .uiKit, rule: .marginsThenSafeArea)
            if let owner { try notify(.viewSafeAreaInsetsDidChange, to: owner.id, from: view.id, rule: .marginsThenSafeArea) }
        }
    }

    /// willTransitionToTraitCollection:withTransitionCoordinator:, to a view controller that has
    /// been in a window and missed a change of traits while it was covered, before it appears again.
    ///
    /// Observed (level49.com, "iPhone Plusの横向き起動について", iOS 11): coming back to a screen
    /// after turning the device on another one, the first screen logs "willTransitionToTraitCollection
    /// => viewWillAppear => viewDidAppear" (Content/evidence/level49-rotate-then-return-ios11.log).
    func catchUpOnTraits(_ controller: ControllerModel, by caller: ObjectID) throws(Interruption) {
        let traits = currentTraits
        guard profile > .iOS5, controller.hasBeenInWindow, controller.traitCollection != traits,
            controller.announcedTraits != traits
        else { return }
        controller.announcedTraits = traits
        try notify(.willTransitionToTraitCollection, to: controller.id, from: caller, [.newTraits(traits), .coordinator], rule: .catchUpOnTraits)
    }

    /// The user switches the system between light and dark (iOS 13 and later).
    ///
    /// Apple, "Supporting Dark Mode in Your Interface": when the appearance changes, UIKit updates
    /// the trait collections (traitCollectionDidChange:) and "automatically asks each window and
    /// view to redraw itself". Lifeline redraws the views that draw (drawRect:) in the next display
    /// pass; it lays nothing out again, and view controllers off screen hear of it when they return.
    func switchAppearance(to style: InterfaceStyle) throws(Interruption) {
        guard profile >= .iOS13to16 else {
            throw failure("dark mode arrived in iOS 13; the '\(profile.rawValue)' profile has no light or dark appearance to switch")
        }
        guard isLaunched else { throw failure("cannot switch to \(style.rawValue) mode before the app has launched") }
        guard style != interfaceStyle else { throw failure("the system is already in \(style.rawValue) mode") }
        note(.user, "the user switches the system to \(style.rawValue) mode")
        interfaceStyle = style
        for id in windowSubtrees {
            guard let view = views[id], view.traits.draws else { continue }
            view.flags.handle(.setNeedsDisplay(nil), bounds: view.bounds)
        }
        try turnRunLoop()
    }

    /// A view's safe-area insets where it sits now: zero out of a window; else the part of the
    /// screen's unsafe edges, and of the bars of the containers around its view controller, that
    /// it overlaps (SafeAreaGeometry).
    private func safeAreaInsets(of view: ViewModel) -> EdgeInsets {
        guard isInWindow(view.id) else { return .zero }
        let window = SafeAreaGeometry.windowInsets(screen: screenKind, orientation: orientation)
        return SafeAreaGeometry.insets(of: frameInWindow(view), unsafe: window.adding(barInsets(around: view)), screen: screenSize)
    }

    private var screenKind: SafeAreaGeometry.ScreenKind {
        if device == .iPad { return .iPad }
        switch profile {
        case .iOS5: return .none
        case .iOS6to12: return .homeButton
        case .iOS13to16: return .notch
        case .iOS17, .iOS18, .iOS26: return .dynamicIsland
        }
    }

    /// The view's frame in the window's coordinates: its origin plus its superviews'.
    private func frameInWindow(_ view: ViewModel) -> Rect {
        var frame = view.frame
        var current = view.superview
        while let id = current, !windows.contains(id), let superview = views[id] {
            frame.x += superview.frame.x
            frame.y += superview.frame.y
            current = superview.superview
        }
        return frame
    }

    /// The bars that cover the view controller owning the view (or its nearest superview that is a
    /// root view): a navigation bar of 44 points above a navigation controller's child, a tab bar
    /// of 49 below a tab's (Apple, safeAreaInsets: "navigation bars, tab bars, toolbars").
    private func barInsets(around view: ViewModel) -> EdgeInsets {
        var current: ViewModel? = view
        while let candidate = current, candidate.controller == nil { current = candidate.superview.flatMap { views[$0] } }
        var bars = EdgeInsets.zero
        var controller = current?.controller
        while let id = controller, let parent = controllers[id]?.parent.flatMap({ controllers[$0] }) {
            if parent.navigation != nil { bars.top += 44 }
            if parent.tabs != nil { bars.bottom += 49 }
            controller = parent.id
        }
        return bars
    }
}

extension Argument {
    static func previousTraits(_ traits: TraitCollection?) -> Argument {
        Argument("previousTraitCollection", traits?.description ?? "nil")
    }

    static func newTraits(_ traits: TraitCollection) -> Argument { Argument("newCollection", traits.description) }

    static let coordinator = Argument("coordinator", "UITransitionCoordinator")
}
