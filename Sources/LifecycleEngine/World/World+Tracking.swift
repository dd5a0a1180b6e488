import LifecycleModel

/// iOS 26's properties update, and what UIKit tracks for the app: iOS 18's automatic trait
/// tracking and iOS 26's automatic observation tracking.
///
/// A tracking method (`TrackingMethod.all`) whose override body says `read trait TRAIT` or
/// `read model.property` depends on it; when the trait changes (in the environment pass, iOS 18)
/// or the app's code changes the property (`change model.property`, iOS 26), UIKit invalidates
/// the method: it marks the view for layout, display, constraints or a properties update, and the
/// next update pass calls the method again. Apple, "Automatic trait tracking": it "eliminates the
/// need to manually register for trait changes when you use traits in a supported method";
/// "Automatic observation tracking": "UIKit tracks which properties you access and automatically
/// calls these methods again when those properties change".
extension World {
    /// The properties pass of a run-loop turn (iOS 26): after the traits are updated, before
    /// the constraint and layout passes; each view in the window, parent first, its view
    /// controller before it.
    ///
    /// Apple, UIView.updateProperties(): "Configures the view's content and styling properties
    /// before layout"; setNeedsUpdateProperties(): requests are "coalesced into a single update
    /// alongside the next layout pass"; WWDC 2025, "What's new in UIKit": updateProperties runs
    /// after traits are updated and before layoutSubviews. Which comes first, a view controller
    /// or its view, and where the constraint pass falls, are our guesses.
    func updatePropertiesPass() throws(Interruption) {
        guard Callback.updateProperties.exists(in: profile) else { return }
        for id in windowSubtrees where !windows.contains(id) {
            guard let view = views[id], !view.isDeallocated else { continue }
            let rule = view.trackingMarks[.properties] ?? .propertiesBeforeLayout
            if let owner = view.controller.flatMap({ controllers[$0] }), !owner.isDeallocated, owner.needsPropertiesUpdate {
                owner.needsPropertiesUpdate = false
                try send(.updateProperties, to: owner.id, from: view.id, rule: rule)
            }
            guard view.needsPropertiesUpdate else { continue }
            view.needsPropertiesUpdate = false
            if view.isWatched || view.controller != nil {
                try send(.updateProperties, to: view.id, from: .uiKit, rule: rule)
            }
        }
    }

    /// Whether a properties update is due anywhere in a window (a reason to turn the run loop).
    var propertiesUpdatePending: Bool {
        guard Callback.updateProperties.exists(in: profile) else { return false }
        return windowSubtrees.contains { id in
            guard !windows.contains(id), let view = views[id], !view.isDeallocated else { return false }
            let owner = view.controller.flatMap { controllers[$0] }
            return view.needsPropertiesUpdate || owner?.needsPropertiesUpdate == true
        }
    }

    /// The turn is over: what tracking marked has been laid out, drawn and updated.
    func clearTrackingMarks() {
        for view in views.values { view.trackingMarks = [:] }
    }

    // MARK: Steps

    /// setNeedsUpdateProperties on a view or a view controller: marks it; the next run-loop
    /// turn's properties pass updates it (Apple, setNeedsUpdateProperties()).
    func setNeedsUpdateProperties(_ name: ObjectID, caller: ObjectID) throws(Interruption) {
        guard Callback.setNeedsUpdateProperties.exists(in: profile) else {
            throw failure("setNeedsUpdateProperties arrived in iOS 26; this scenario's profile is \(profile.rawValue)")
        }
        if script.declaration(name)?.isViewController == true {
            let controller = try self.controller(name)
            try send(.setNeedsUpdateProperties, to: name, from: caller)
            controller.needsPropertiesUpdate = true
        } else {
            let view = try self.view(try resolveView(name, by: caller))
            try send(.setNeedsUpdateProperties, to: view.id, from: caller)
            view.needsPropertiesUpdate = true
        }
    }

    /// `read …` in an override's body: the running tracking method now depends on it.
    func trackRead(_ read: TrackedRead, by actor: ObjectID?) throws(Interruption) {
        guard let key = runningOverrides.last, key.object == actor, TrackingMethod.all.contains(key.method) else {
            throw failure("'read' belongs in the body of an override of a method UIKit tracks: " + TrackingMethod.all.map(\.selector).joined(separator: ", "))
        }
        let dependency = TrackedDependency(read: read, object: key.object, method: key.method)
        if !trackedReads.contains(dependency) { trackedReads.append(dependency) }
    }

    /// The app's code changes an observable property (iOS 26): every method that read it is
    /// invalidated for the next run-loop turn.
    func changeObserved(_ property: String) throws(Interruption) {
        guard profile >= .iOS26 else {
            throw failure("automatic observation tracking is on by default from iOS 26; this scenario's profile is \(profile.rawValue)")
        }
        note(.remark, "the app's code changes \(property)")
        try invalidateReaders(of: .observed(property), by: .observationInvalidates)
    }

    /// iOS 18: after `object`'s traits changed in the environment pass, the methods that read a
    /// changed trait are invalidated, in time for this turn's passes.
    func invalidateTraitReaders(of object: ObjectID, changed: Set<ObservedTrait>) throws(Interruption) {
        guard profile >= .iOS18 else { return }
        for trait in ObservedTrait.allCases where changed.contains(trait) {
            try invalidateReaders(of: .trait(trait), on: object, by: .traitTrackingInvalidates)
        }
    }

    private func invalidateReaders(of read: TrackedRead, on object: ObjectID? = nil, by rule: Rule) throws(Interruption) {
        for dependency in trackedReads where dependency.read == read && (object == nil || dependency.object == object) {
            invalidate(dependency.method, of: dependency.object, by: rule, read: read)
        }
    }

    /// Marks what `method` of `object` needs, as its own setNeeds… call would.
    private func invalidate(_ method: Callback, of object: ObjectID, by rule: Rule, read: TrackedRead) {
        let controller = controllers[object].flatMap { $0.isDeallocated ? nil : $0 }
        let viewID: ObjectID? = controller == nil ? object : controller?.view
        guard let viewID, let view = views[viewID], !view.isDeallocated else { return }
        let what: String
        switch method {
        case .updateProperties:
            if let controller { controller.needsPropertiesUpdate = true } else { view.needsPropertiesUpdate = true }
            view.trackingMarks[.properties] = rule
            what = "a properties update"
        case .drawRect:
            view.flags.handle(.setNeedsDisplay(nil), bounds: view.bounds)
            view.trackingMarks[.display] = rule
            what = "display"
        case .updateConstraints, .updateViewConstraints:
            if let controller { controller.constraintsUpdated = false } else { view.constraintsUpdated = false }
            view.trackingMarks[.constraints] = rule
            what = "a constraint update"
        default:  // layoutSubviews, viewWillLayoutSubviews, viewDidLayoutSubviews
            view.flags.handle(.setNeedsLayout, bounds: view.bounds)
            view.trackingMarks[.layout] = rule
            what = "layout"
        }
        note(.remark, "\(object) read \(read.text) in \(method.selector), so UIKit marks \(view.id) for \(what)", objects: [object])
    }
}
