import LifecycleModel

/// iOS 26's properties update, iOS 18's automatic trait tracking, iOS 26's observation tracking.
extension Rule {
    static let propertiesBeforeLayout = Rule(
        "layout.ios26-update-properties-before-layout",
        "In iOS 26, a run loop turn's update calls updateProperties on each view controller and view that is due (new ones, and those marked by setNeedsUpdateProperties or by tracking), parent first, after the traits are updated and before the constraint and layout passes.",
        profiles: .since(.iOS26),
        sources: [.updatePropertiesDoc, .controllerUpdatePropertiesDoc, .setNeedsUpdatePropertiesDoc, .whatsNewInUIKit2025,
                  .guess(reasoning: "that a view controller's update comes before its view's, that every new view and view controller gets one before its first layout (and before viewIsAppearing:), and that the constraint pass follows the properties pass: Apple says only 'before layout'")])
    static let traitTrackingInvalidates = Rule(
        "environment.ios18-trait-tracking-invalidates-readers",
        "From iOS 18, a trait read in layoutSubviews, drawRect:, updateConstraints, viewWillLayoutSubviews, viewDidLayoutSubviews, updateViewConstraints (or updateProperties) invalidates that method when the trait changes: the view is marked, and the same turn's passes call the method again.",
        profiles: .since(.iOS18),
        sources: [.automaticTraitTracking, .layoutSubviewsDoc, .viewWillLayoutSubviewsDoc,
                  .guess(reasoning: "that the method runs again in the same turn, right after the traits were updated, is our reading of 'traits are updated before layout'; no device log prints it")])
    static let observationInvalidates = Rule(
        "layout.ios26-observation-invalidates-readers",
        "In iOS 26, a property of an @Observable object read in updateProperties, layoutSubviews, drawRect:, updateConstraints or the view controller's layout methods invalidates that method when the property changes; the next run loop turn calls it again.",
        profiles: .since(.iOS26),
        sources: [.observationTrackingInUIKit, .automaticObservationTracking, .setNeedsUpdatePropertiesDoc])
}
