import LifecycleModel

/// A navigation controller's push, pop, pop to root and interactive pop, and its delegate.
extension Rule {
    static let pushIncomingLoadsFirst = Rule(
        "navigation.push.incoming-loads-before-outgoing-disappears",
        "In a push, the incoming view controller's view loads before any appearance callback.",
        sources: [.log(file: "readke-nav-push-pop-numbered.log"), .log(file: "vastdevblog-segue-push-back-2012.log"), .log(file: "aramis-nav-push-pop-2018.log")])
    static let pushWillPhase = Rule(
        "navigation.push.outgoing-will-disappear-then-incoming-will-appear",
        "In a push, the outgoing view controller hears viewWillDisappear:, then the incoming one viewWillAppear:.",
        sources: [.log(file: "readke-nav-push-pop-numbered.log"), .log(file: "vastdevblog-segue-push-back-2012.log"), .log(file: "aramis-nav-push-pop-2018.log"), .log(file: "wangling-cancelled-interactive-pop-2014.log")])
    static let pushDidPhase = Rule(
        "navigation.push.outgoing-did-disappear-then-incoming-did-appear",
        "When a push's animation ends, the outgoing view controller hears viewDidDisappear:, then the incoming one viewDidAppear: (unlike a modal presentation).",
        sources: [.log(file: "readke-nav-push-pop-numbered.log"), .log(file: "vastdevblog-segue-push-back-2012.log"), .log(file: "aramis-nav-push-pop-2018.log")])
    static let pushDidMove = Rule(
        "navigation.push.did-move-to-parent-after-did-appear",
        "A pushed view controller hears didMoveToParentViewController: when the transition is over, after its viewDidAppear:.",
        sources: [.log(file: "neuburg-push-pop-parent-callbacks-ios6.log"), .didMoveDoc])
    static let pushOffScreen = Rule(
        "navigation.push.off-screen-settles-at-once",
        "A push onto a navigation controller that is not on screen changes the stack; nothing appears or disappears, and the child settles at once.",
        sources: [.didMoveDoc, .guess(reasoning: "no log shows a push onto a navigation controller off screen; Apple's didMove(toParent:) says it follows at once when there is no transition")])

    static let popStackChanges = Rule(
        "navigation.pop.stack-changes-at-once",
        "popViewControllerAnimated: (and popToRootViewControllerAnimated:) take the view controllers off the stack at once and tell them willMoveToParentViewController:nil; the transition follows.",
        sources: [.navigationController, .willMoveDoc, .log(file: "neuburg-push-pop-parent-callbacks-ios6.log")])
    static let popIncomingLoadsFirst = Rule(
        "navigation.pop.incoming-loads-before-outgoing-disappears",
        "In a pop, the view controller coming back loads its view first if it has none (after an iOS 5 memory warning unloaded it).",
        sources: [.bestswifter, .log(file: "cocoadays-memory-warning-viewdidunload-2010.log")])
    static let popWillPhase = Rule(
        "navigation.pop.outgoing-will-disappear-then-incoming-will-appear",
        "In a pop, the top view controller hears viewWillDisappear:, then the one coming back viewWillAppear:.",
        sources: [.log(file: "readke-nav-push-pop-numbered.log"), .log(file: "aramis-nav-push-pop-2018.log"), .log(file: "abnerpei-nav-push-push-pop-pop-2020.log")])
    static let popDidPhase = Rule(
        "navigation.pop.outgoing-did-disappear-then-incoming-did-appear",
        "When a pop's animation ends, the popped view controller hears viewDidDisappear:, then the one coming back viewDidAppear:.",
        sources: [.log(file: "readke-nav-push-pop-numbered.log"), .log(file: "aramis-nav-push-pop-2018.log"), .log(file: "abnerpei-nav-push-push-pop-pop-2020.log")])
    static let popReleases = Rule(
        "navigation.pop.popped-leave-after-transition",
        "When the pop is over, the popped view controller leaves its parent (removeFromParentViewController, didMoveToParentViewController:nil) and the stack's reference goes.",
        sources: [.log(file: "neuburg-push-pop-parent-callbacks-ios6.log"), .log(file: "readke-nav-push-pop-numbered.log"), .removeFromParentDoc,
                  .guess(reasoning: "that the new top's viewDidAppear: comes before the popped one's didMoveToParentViewController:nil: no log shows both")])
    static let popToRootPassedOver = Rule(
        "navigation.pop-to-root.passed-over-released-mid-transition",
        "In a pop to the root, the view controllers passed over take no part in the transition and are released while it runs, before the top one's viewDidDisappear:.",
        sources: [.log(file: "kaopuke-nav-pop-to-root-dealloc.log"), .popToRootDoc])
    static let popOffScreen = Rule(
        "navigation.pop.off-screen-releases-at-once",
        "A pop on a navigation controller that is not on screen releases the popped view controllers at once; nothing appears or disappears.",
        sources: [.guess(reasoning: "no log shows a pop off screen; without a transition there is nothing to wait for")])

    static let swipeStarts = Rule(
        "navigation.swipe.starts-like-a-pop",
        "An edge swipe starts a pop: the navigation controller pops itself and the will-callbacks run as in a pop.",
        sources: [.log(file: "wangling-cancelled-interactive-pop-2014.log"), .log(file: "xinus-push-then-cancelled-swipe-2017.log"), .log(file: "hustbroventure-swipe-cancel-then-confirm-2015.log")])
    static let swipeCompletes = Rule(
        "navigation.swipe.completes-like-a-pop",
        "A swipe that goes past the middle ends as a pop does: viewDidDisappear:, viewDidAppear:, and the popped view controller leaves.",
        sources: [.log(file: "hustbroventure-swipe-cancel-then-confirm-2015.log"), .log(file: "wangling-cancelled-interactive-pop-2014.log")])
    static let swipeCancels = Rule(
        "navigation.swipe.cancelled-turns-both-around",
        "A cancelled swipe turns both view controllers around: the incoming one hears viewWillDisappear: and viewDidDisappear:, then the top one viewWillAppear: and viewDidAppear:.",
        sources: [.log(file: "wangling-cancelled-interactive-pop-2014.log"), .log(file: "xinus-push-then-cancelled-swipe-2017.log"), .log(file: "nyshiyama-nav-push-then-cancelled-swipe-2021.log")])
    static let swipeCancelledStays = Rule(
        "navigation.swipe.cancelled-top-told-it-stays",
        "After a cancelled swipe, the top view controller, told it would leave, hears didMoveToParentViewController: with its navigation controller.",
        sources: [.guess(reasoning: "our reading of Apple's contract for willMove(toParent:) (a willMove is always followed by a didMove); no log shows it")])

    static let delegateWillShow = Rule(
        "navigation.delegate.will-show-after-will-appear",
        "The navigation controller's delegate hears navigationController:willShowViewController:animated: right after the incoming view controller's viewWillAppear: — at launch, in a push and in a pop.",
        sources: [.log(file: "vastdevblog-segue-push-back-2012.log"), .navigationDelegate])
    static let delegateDidShow = Rule(
        "navigation.delegate.did-show-after-did-appear",
        "The delegate hears navigationController:didShowViewController:animated: right after the shown view controller's viewDidAppear:.",
        sources: [.log(file: "vastdevblog-segue-push-back-2012.log"), .navigationDelegate,
                  .guess(reasoning: "that it comes before the shown controller's didMoveToParentViewController: is our guess: no log shows both")])
}

/// Page view controllers: the first page, and the user's swipes.
extension Rule {
    static let firstPageAppears = Rule(
        "pages.first-page-appears-and-settles-at-once",
        "The first page appears with its page view controller and at once: viewWillAppear:, viewDidAppear:, then didMoveToParentViewController: (never willMoveToParentViewController:), all before the first layout pass.",
        sources: [.log(file: "so-48653763-page-view-controller-set-first-page.log"), .pageViewController])
    static let pageSwipeAsks = Rule(
        "pages.swipe-asks-data-source-then-will-transition",
        "A page swipe asks the data source for the neighbours the drag needs, then tells the delegate pageViewController:willTransitionToViewControllers:; when the page turns it asks for the next neighbour.",
        sources: [.log(file: "wisdomskyduan-page-view-controller-swipes-ios9.log"), .pageDataSource, .pageDelegate])
    static let pageSwipeCompletes = Rule(
        "pages.completed-scroll-order",
        "A completed page scroll: the new page's viewWillAppear:, the current page's viewWillDisappear:, the new page's viewDidAppear:, the current page's viewDidDisappear:.",
        sources: [.log(file: "wangling-page-scroll-completed-2014.log"), .log(file: "wisdomskyduan-page-view-controller-swipes-ios9.log")])
    static let pageSwipeCancels = Rule(
        "pages.cancelled-scroll-order",
        "A cancelled page scroll: the new page's viewWillAppear:, the current page's viewWillDisappear:, then the current page appears again and the new page disappears.",
        sources: [.log(file: "wangling-page-scroll-cancelled-2014.log")])
    static let pageDidFinish = Rule(
        "pages.delegate-did-finish-after-appearance",
        "The delegate hears pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted: when the scroll ends, completed or not, after the appearance callbacks.",
        sources: [.log(file: "wisdomskyduan-page-view-controller-swipes-ios9.log"), .pageDelegate,
                  .guess(reasoning: "where the delegate's calls fall among the appearance callbacks: no log shows both")])
}
