import LifecycleModel

/// What the engine remembers about one view controller (containers included).
final class ControllerModel {
    enum Kind {
        case plain(ObjectDeclaration.Creation)
        case navigation
        case tabBar
        case pages
        case split
    }

    let id: ObjectID
    let className: String
    let kind: Kind
    var appearance = AppearanceMachine()
    var loading: ViewLoadingMachine
    /// The root view, once loaded: `A.view`, or the declared view a loadView override set.
    var view: ObjectID?
    /// The container or custom parent it is a child of.
    var parent: ObjectID?
    /// Custom children (addChildViewController:), in order.
    var children: [ObjectID] = []
    var navigation: NavigationStack?
    var tabs: TabSelection?
    var pages: PageSequence?
    var split: SplitColumns?
    /// Whether a split view controller has fitted its columns to its window once (collapsing
    /// there if the window is compact), which it does before it first appears.
    var splitFitted = false
    /// Collapsed, and its delegate not yet told (splitViewControllerDidCollapse: comes after the
    /// shown column's viewWillAppear:).
    var splitCollapsePending = false
    /// Fitted, and its delegate not yet told which columns it showed (didShowColumn:… come after
    /// the shown columns' viewWillAppear:).
    var splitFitPending = false
    /// The navigation or page view controller's delegate (weak in UIKit: it may be gone).
    var delegate: ObjectID?
    /// The navigation controller's top that its delegate last heard about (willShow…), so a
    /// reappearance after a modal does not announce it again.
    var announcedTop: ObjectID?
    /// The pages a page view controller holds (shown or returned by its data source).
    var heldPages: [ObjectID] = []
    /// The first page, set but not yet told didMoveToParentViewController:.
    var unsettledPage: ObjectID?
    /// The view controller announced by willShow… whose didShow… is still to come.
    var pendingDidShow: ObjectID?
    /// shouldAutomaticallyForwardAppearanceMethods (Apple: YES unless the class overrides it).
    var forwardsAppearance = true
    /// The `animated` of the last beginAppearanceTransition:animated:, which endAppearanceTransition reuses.
    var appearanceTransitionAnimated = false
    var presented: ObjectID?
    var presenter: ObjectID?
    var presentationStyle: PresentationStyle = .fullScreen
    /// Declared `modal in presentation` / `presentation delegate NAME`.
    var isModalInPresentation = false
    var presentationDelegate: ObjectID?
    /// What that delegate answers when asked the adaptive style of a popover (nil: it does not implement it).
    var adaptiveAnswer: PopoverAdaptation.Answer?
    /// Declared `detents …`, and the sheet's detents once it is presented as a sheet.
    var declaredDetents: [SheetDetents.Detent]?
    var sheetDetents: SheetDetents?
    /// Who holds a strong reference to it (window, containers, presenter, keeper, the app's code).
    var owners = Owners()
    /// Who will send viewIsAppearing: at the next layout pass, and with which `animated` (set by
    /// viewWillAppear: on iOS 13 and later).
    var pendingIsAppearing: (caller: ObjectID, animated: Bool)?
    /// Declared `with constraints`; `constraintsUpdated` once the constraint pass has run for it.
    var usesConstraints = false
    var constraintsUpdated = false
    /// iOS 26: whether updateProperties is due in the next update pass (a new one starts due).
    var needsPropertiesUpdate = true
    /// The trait collection it last heard of (nil: none yet; iOS 13 and later predict one at
    /// creation), and whether it has heard of its traits in a window (World+Environment.swift).
    var traitCollection: TraitCollection?
    var hasBeenInWindow = false
    /// The traits a willTransitionToTraitCollection: has announced while it was covered.
    var announcedTraits: TraitCollection?

    init(id: ObjectID, className: String, kind: Kind, profile: IOSProfile) {
        self.id = id
        self.className = className
        self.kind = kind
        self.loading = ViewLoadingMachine(profile: profile)
    }

    var isDeallocated: Bool { appearance.state == .deallocated }
    var isContainer: Bool {
        if case .plain = kind { return false }
        return true
    }

    /// The children whose appearance follows this one's (Apple: containers forward appearance
    /// callbacks to the children they show): a navigation controller's top, a tab bar controller's
    /// selected tab, custom children.
    var visibleChildren: [ObjectID] {
        if let navigation { return [navigation.top] }
        if let tabs { return [tabs.selected] }
        if let pages { return [pages.current] }
        if let split { return split.visible }
        return children
    }
}
