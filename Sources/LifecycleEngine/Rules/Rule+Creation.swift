import LifecycleModel

/// Making view controllers and views: storyboards, nibs, code; a container's children.
extension Rule {
    static let storyboardUnarchives = Rule(
        "creation.storyboard-unarchives-with-coder",
        "A storyboard makes a view controller with initWithCoder:, then sends awakeFromNib once its outlets are connected; instantiateViewControllerWithIdentifier: does both.",
        sources: [.bestswifter, .storyboardInstantiate, .awakeFromNibDoc, .log(file: "uso400-launch-background-foreground-ios7.log")])
    static let storyboardContainerDecodesChildren = Rule(
        "creation.storyboard-container-decodes-children",
        "A storyboard's navigation or tab bar controller decodes the scenes its relationship segues name inside its own initWithCoder:, and adds them as children.",
        sources: [.guess(reasoning: "no log prints a storyboard container's initializer around its children's; decoding them inside is how a keyed archive is read")])
    static let storyboardAwakesChildrenFirst = Rule(
        "creation.storyboard-awakes-children-first",
        "After decoding, every object of the storyboard scene hears awakeFromNib, the children before their container.",
        sources: [.guess(reasoning: "Apple: the order of awakeFromNib calls \"is not guaranteed\"; children first is our choice")])
    static let initCallsDesignated = Rule(
        "creation.init-calls-initwithnibname",
        "A view controller's init calls initWithNibName:nil bundle:nil, its designated initializer, whether or not a nib exists.",
        sources: [.alla, .initWithNib])
    static let viewInitCallsInitWithFrame = Rule(
        "creation.view-init-calls-initwithframe",
        "A view's init goes through initWithFrame: with a zero rectangle.",
        sources: [.viewLifecycleCSDN, .initWithFrameDoc])
    static let containerAddsChild = Rule(
        "containers.add-child-sends-will-move",
        "addChildViewController: (and a container taking a child: a navigation stack, the tabs) sends the child willMoveToParentViewController: with the new parent.",
        sources: [.addChildDoc, .willMoveDoc, .log(file: "neuburg-push-pop-parent-callbacks-ios6.log")])
    static let containerSettlesAtOnce = Rule(
        "containers.did-move-at-once-without-transition",
        "A child that no transition shows (a navigation controller's first root, tabs given at once) hears didMoveToParentViewController: right after it was added.",
        sources: [.didMoveDoc])
    static let removeFromParentSendsDidMove = Rule(
        "containers.remove-from-parent-sends-did-move-nil",
        "removeFromParentViewController sends the child didMoveToParentViewController:nil.",
        sources: [.removeFromParentDoc, .log(file: "so-48653763-child-viewdidload-two-passes.log")])
}

/// Embed segues and appearance forwarded by hand.
extension Rule {
    static let embedSegue = Rule(
        "segues.embed-inside-source-loadview",
        "An embed segue runs inside its source's loadView: UIKit instantiates the destination, calls the source's prepareForSegue:sender:, and adds the destination as a child (addChildViewController:, its view into the container view, didMoveToParentViewController:).",
        sources: [.guess(reasoning: "Apple documents the parts (prepareForSegue:sender: comes before the destination is shown; a contained child \"is instantiated when its parent is\"); that UIKit does all of it inside the source's loadView, before its viewDidLoad, and in this order: no published device log shows an embed segue")])
    static let manualAppearanceBegins = Rule(
        "containers.begin-appearance-transition-sends-will",
        "beginAppearanceTransition:animated: sends the child viewWillAppear: or viewWillDisappear: inside the call; endAppearanceTransition sends the matching did-callback.",
        sources: [.beginAppearanceDoc, .forwardsAppearanceDoc])
    static let transitionBetweenChildren = Rule(
        "containers.transition-from-view-controller-order",
        "transitionFromViewController:toViewController:… loads the incoming child's view, sends the outgoing one viewWillDisappear: and the incoming one viewWillAppear:, adds the view; when the animation ends, the incoming child's viewDidAppear: comes before the outgoing one's viewDidDisappear:.",
        sources: [.transitionDoc, .log(file: "tangqiao-ios5-container-children-transition.log")])
}

/// Object lifetime.
extension Rule {
    static let deallocWhenLastOwnerLetsGo = Rule(
        "ownership.dealloc-when-last-owner-lets-go",
        "An object is deallocated when its last owner lets go (a container, a superview, a presenter, the step's code); a view controller's view and children are released inside its dealloc, and a view's dealloc takes its subviews out.",
        sources: [.sinaRepost, .log(file: "readke-nav-push-pop-numbered.log"), .log(file: "kaopuke-nav-pop-to-root-dealloc.log"), .log(file: "ecomnet-myview-add-remove-2016.log")])
}
