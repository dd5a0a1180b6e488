import LifecycleModel

/// Views moving in and out of superviews and windows, and what containers do around them.
extension Rule {
    static let attachOrder = Rule(
        "hierarchy.add-callback-order",
        "A view added to a superview hears willMoveToSuperview:, then didMoveToSuperview, and the superview didAddSubview:; into a window, willMoveToWindow: comes first and didMoveToWindow before didMoveToSuperview, down the whole moved subtree, parent first.",
        sources: [.hierarchyCallbacks, .viewLifecycleCSDN, .log(file: "acommonchinese-redview-add-remove.log"), .log(file: "ecomnet-myview-add-remove-2016.log")])
    static let detachOrder = Rule(
        "hierarchy.remove-callback-order",
        "A view taken out of its superview: the superview hears willRemoveSubview: first, then the view willMoveToSuperview:nil, willMoveToWindow:nil, didMoveToWindow, didMoveToSuperview.",
        sources: [.hierarchyCallbacks, .log(file: "ecomnet-myview-add-remove-2016.log"), .log(file: "zhaogeku-testview-new-added-2019.log")])
    static let joinedViewMarked = Rule(
        "hierarchy.joined-view-marked-for-layout",
        "UIKit marks a view that joins a superview for layout with setNeedsLayout, after didMoveToSuperview (shown only where the scenario overrides setNeedsLayout).",
        sources: [.log(file: "mamamia-view-init-order-2020.log"),
                  .guess(reasoning: "where inside addSubview: it falls, after didMoveToSuperview, is our guess")])
    static let standaloneAppears = Rule(
        "hierarchy.standalone-controller-appears-in-addsubview",
        "A view controller that no container, presenter or window holds hears viewWillAppear: and viewDidAppear: inside the addSubview: that puts its view into the window, and the disappearance pair inside removeFromSuperview.",
        sources: [.guess(reasoning: "from what developers wrote rather than printed: gonefish, \"iOS开发小记之Appearance方法\" (2013), and ivanC, \"UIKit-ViewAppear/Disappear\" (2016), say UIKit forwards appearance to such a controller since iOS 5 when the view goes into a window, and not when added earlier")])
    static let childAppearsInAddSubview = Rule(
        "containers.child-appears-inside-addsubview",
        "A child view controller whose view joins an on-screen parent hears viewWillAppear: before the move and viewDidAppear: after it, inside addSubview:.",
        sources: [.log(file: "so-48653763-child-viewdidload-two-passes.log"), .forwardsAppearanceDoc])
    static let childDisappearsInRemove = Rule(
        "containers.child-disappears-inside-removefromsuperview",
        "A visible child view controller whose view leaves its parent hears viewWillDisappear: and viewDidDisappear: inside removeFromSuperview.",
        sources: [.guess(reasoning: "the mirror of a child appearing inside addSubview:; no log shows a child removed while on screen")])
    static let tabSelectLoads = Rule(
        "tabs.select.new-tab-loads-lazily",
        "A tab's view loads the first time the tab is selected.",
        sources: [.log(file: "pgzxc-tab-bar-switch.log"), .tabBarController])
    static let tabSelectOrder = Rule(
        "tabs.select.new-will-appear-before-old-will-disappear",
        "Selecting a tab: the new tab's viewWillAppear:, the old tab's viewWillDisappear: and viewDidDisappear:, then the new tab's viewDidAppear:.",
        sources: [.log(file: "pgzxc-tab-bar-switch.log"), .log(file: "ecomnet-tab-bar-select-and-back-2014.log")])
    static let tabSelectRequest = Rule(
        "tabs.select.user-tap-sets-selected",
        "A tap on a tab makes UIKit set the tab bar controller's selectedViewController.",
        sources: [.tabBarController])
}

/// Appearance callbacks that UIKit forwards or sends on its own schedule.
extension Rule {
    static let forwardAppearance = Rule(
        "containers.forward-appearance-to-children",
        "A container forwards each appearance callback to the children it shows, right after its own (and installs the child's view after the child's viewWillAppear:).",
        sources: [.forwardsAppearanceDoc, .log(file: "so-48653763-child-viewdidload-two-passes.log"), .log(file: "tangqiao-ios5-container-children-transition.log")])
    static let isAppearing = Rule(
        "appearance.is-appearing-after-first-layout",
        "viewIsAppearing: (introduced in iOS 17, back-deployed to iOS 13) comes after viewWillAppear:, once the view is in the hierarchy and its superview has laid it out: before the view controller's own layout callbacks of that pass, or before viewDidAppear: when no pass runs.",
        profiles: .since(.iOS13to16),
        sources: [.viewIsAppearingDoc, .log(file: "rudin-full-screen-present-ios17-2024.log"), .log(file: "rudinp-card-modal-swipe-cancelled-2024.log")])
}
