import LifecycleModel

/// The constraint, layout and display passes, and the app's own layout calls.
extension Rule {
    static let constraintPass = Rule(
        "layout.constraint-pass-before-layout",
        "Before a view that uses Auto Layout is first laid out, the constraint pass runs bottom-up: the view's updateConstraints, then its view controller's updateViewConstraints.",
        profiles: .since(.iOS6to12),
        sources: [.updateViewConstraintsDoc, .updateConstraintsDoc, .log(file: "wnstkdyu-push-vc-and-view-lifecycle-2018.log")])
    static let runLoopLayoutPass = Rule(
        "layout.run-loop-pass-lays-out-marked-views",
        "At the end of a run loop turn, UIKit lays out every view marked as needing layout, from the window down (layoutSublayersOfLayer: on its layer).",
        sources: [.layoutSubviewsDoc, .setNeedsLayoutDoc, .viewLifecycleCSDN, .log(file: "kruil-launch-active-before-layout-2019-10.log")])
    static let layerLayoutNesting = Rule(
        "layout.layer-layout-calls-controller-and-view",
        "Laying out a view runs, inside its layer's layoutSublayersOfLayer:, the view controller's viewWillLayoutSubviews, the view's layoutSubviews, then viewDidLayoutSubviews.",
        sources: [.viewWillLayoutSubviewsDoc, .viewDidLayoutSubviewsDoc, .log(file: "kruil-launch-active-before-layout-2019-10.log"), .log(file: "aramis-nav-push-pop-2018.log")])
    static let layoutIfNeededNow = Rule(
        "layout.layoutifneeded-lays-out-at-once",
        "layoutIfNeeded lays out at once, inside the call, the views of its subtree that are marked, even off screen.",
        sources: [.layoutIfNeededDoc, .viewLifecycleCSDN, .caLayerLayoutIfNeeded])
    static let secondPassAtLaunch = Rule(
        "layout.second-pass-at-launch-with-constraints",
        "At launch, a view controller whose view uses Auto Layout is laid out a second time before viewDidAppear:; with autoresizing masks only, once.",
        profiles: .since(.iOS6to12),
        sources: [.log(file: "ldnotes-storyboard-launch-two-layout-passes.log"), .log(file: "seekingstar-launch-two-layout-passes.log"), .log(file: "nyshiyama-nav-launch-push-pop-layout-2021.log")])
    static let displayPass = Rule(
        "layout.display-pass-draws-marked-views",
        "After the layout pass, UIKit draws every marked view that draws (drawRect:), with the rectangle marked.",
        sources: [.setNeedsDisplayDoc, .drawDoc, .viewLifecycleCSDN, .log(file: "beankhan-uiview-lifecycle-drawrect-2016.log")])
    static let sizeToFitAsks = Rule(
        "layout.size-to-fit-asks-size-that-fits",
        "sizeToFit asks the view sizeThatFits: with its current size, then sets its frame to the answer.",
        sources: [.sizeToFitDoc, .viewLifecycleCSDN])
    static let scrollMovesContent = Rule(
        "layout.scroll-lays-out-scroll-view-and-superview",
        "A user's scroll sets the scroll view's content offset, which marks it and its superview for layout; the next pass lays them out.",
        sources: [.article(author: "blog.logichigh.com (2011), quoted on Stack Overflow", title: "When is layoutSubviews called?", url: "https://stackoverflow.com/questions/728372")])
}
