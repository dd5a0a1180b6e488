import LifecycleModel

/// SwiftUI inside UIKit (a `UIHostingController`) and UIKit inside SwiftUI (a
/// `UIViewControllerRepresentable`), and a child's `preferredContentSize` told to its container.
extension Rule {
    static let hostingInitCallsDesignated = Rule(
        "hosting.init-root-view-calls-initwithnibname",
        "A UIHostingController's init(rootView:) calls initWithNibName:nil bundle:nil, UIViewController's designated initializer.",
        profiles: .since(.iOS13to16),
        sources: [.hostingControllerDoc, .initWithNib, .swiftInitializerDelegation,
                  .guess(reasoning: "Swift requires a subclass's designated initializer to call one of its superclass's designated initializers, and init(coder:) is the other one; that the nib name and bundle are nil is our reading, no log prints them")])
    static let hostingLoadViewMakesHostingView = Rule(
        "hosting.loadview-makes-hosting-view",
        "A UIHostingController's loadView makes its view, the view that draws the SwiftUI root view; no nib is looked for.",
        profiles: .since(.iOS13to16),
        sources: [.hostingControllerDoc, .hostingLoadViewDoc,
                  .guess(reasoning: "Apple lists loadView() among UIHostingController's overrides without saying what it does; that the view is made with the screen's bounds, as a blank view would be, is ours")])
    static let representableMakes = Rule(
        "hosting.representable-coordinator-make-update",
        "When SwiftUI first shows a UIViewControllerRepresentable, it calls makeCoordinator(), then makeUIViewController(context:), then updateUIViewController(_:context:).",
        profiles: .since(.iOS13to16),
        sources: [.makeCoordinatorDoc, .makeUIViewControllerDoc, .swiftUIWithAppKit])
    static let representableContainment = Rule(
        "hosting.representable-controller-is-child-of-host",
        "The view controller a representable makes becomes a child of the hosting controller, with UIKit's containment callbacks and, when the host is on screen, its own appearance callbacks, after updateUIViewController(_:context:).",
        profiles: .since(.iOS13to16),
        sources: [.viewGetter, .addChildDoc,
                  .guess(reasoning: "Apple's rule that a view controller whose view is in another's hierarchy is that one's child; SwiftUI's documentation does not say how it adds the view controller, nor when relative to updateUIViewController(_:context:); no device log we keep shows both")])
    static let representableUpdates = Rule(
        "hosting.representable-update-on-state-change",
        "When SwiftUI state that a representable depends on changes, SwiftUI calls its updateUIViewController(_:context:).",
        profiles: .since(.iOS13to16),
        sources: [.updateUIViewControllerDoc])
    static let representableDismantles = Rule(
        "hosting.representable-dismantle-before-removal",
        "When SwiftUI removes a representable, it calls dismantleUIViewController(_:coordinator:) first, then the view controller leaves the hosting controller (willMoveToParentViewController:nil, its view out, removeFromParentViewController).",
        profiles: .since(.iOS13to16),
        sources: [.dismantleUIViewControllerDoc,
                  .guess(reasoning: "Apple: dismantle comes 'in anticipation of their removal', so before it; how the removal itself runs is our reading of UIKit's containment")])
    static let viewRepresentableMakes = Rule(
        "hosting.view-representable-coordinator-make-update",
        "When SwiftUI first shows a UIViewRepresentable, it calls makeCoordinator(), then makeUIView(context:), then updateUIView(_:context:); the view it makes then joins the hosting controller's view hierarchy, with UIKit's superview and window callbacks.",
        profiles: .since(.iOS13to16),
        sources: [.viewRepresentableDoc, .makeUIViewDoc, .updateUIViewDoc, .swiftUIWithAppKit,
                  .guess(reasoning: "Apple names the three calls and their order; that the view joins the hierarchy after updateUIView(_:context:), and directly inside the hosting controller's view (SwiftUI puts views of its own between them), is our guess: no log shows it")])
    static let viewRepresentableUpdates = Rule(
        "hosting.view-representable-update-on-state-change",
        "When SwiftUI state that a UIViewRepresentable depends on changes, SwiftUI calls its updateUIView(_:context:).",
        profiles: .since(.iOS13to16),
        sources: [.updateUIViewDoc])
    static let viewRepresentableDismantles = Rule(
        "hosting.view-representable-dismantle-before-removal",
        "When SwiftUI removes a UIViewRepresentable, it calls dismantleUIView(_:coordinator:) first, then the view leaves its superview.",
        profiles: .since(.iOS13to16),
        sources: [.dismantleUIViewDoc,
                  .guess(reasoning: "Apple: dismantle comes before the view is removed; how the removal runs is our reading of UIKit's view hierarchy")])
    static let hostingSizingTracksContent = Rule(
        "hosting.sizing-options-track-preferred-content-size",
        "A hosting controller whose sizingOptions hold preferredContentSize (iOS 16) sets its own preferredContentSize to its SwiftUI content's ideal size when that size changes, so its container hears preferredContentSizeDidChangeForChildContentContainer:.",
        profiles: .since(.iOS17),
        sources: [.sizingOptionsDoc, .preferredContentSizeDidChangeDoc,
                  .guess(reasoning: "Apple says the hosting controller tracks its content's ideal size in its preferred content size; that it sets it at once, when SwiftUI updates, rather than in the next layout pass is our guess")])
    static let preferredContentSizeTellsParent = Rule(
        "containers.preferred-content-size-tells-parent",
        "When a child view controller sets its preferredContentSize, UIKit calls its parent's preferredContentSizeDidChangeForChildContentContainer: with the child, inside the setter.",
        profiles: .since(.iOS6to12),
        sources: [.preferredContentSizeDoc, .preferredContentSizeDidChangeDoc, .presentationControllersWWDC2014,
                  .guess(reasoning: "that the parent hears it inside the setter, before the setter returns; Apple and the WWDC session say only that the container is notified")])
}
