import LifecycleModel

/// iOS 17's trait registration: `registerForTraitChanges:withHandler:` and its target-action forms
/// (Apple, UITraitChangeObservable), and the calls they bring when a registered trait changes.
extension World {
    /// The app's code (or an override's) registers `object` for changes of some traits.
    ///
    /// Apple, UITraitChangeObservable: "When you register for trait changes, the system observes
    /// the specified traits, and calls your code when any of the observed traits change value";
    /// "UIKit cleans up registrations at the end of the object lifecycle" (a deallocated object's
    /// registrations die with it: its environment is never updated again).
    func registerForTraitChanges(_ name: ObjectID, _ registration: TraitChangeRegistration, caller: ObjectID) throws(Interruption) {
        let object: ObjectID
        if script.declaration(name)?.isViewController == true {
            try create(name, by: caller)
            object = name
        } else {
            // `A.view` loads A's view, as `self.view` in code does.
            object = try resolveView(name, by: caller)
        }
        if case .action(_, let target?) = registration.response { try create(target, by: caller) }
        var arguments = [Argument("traits", "[" + registration.traits.map(\.rawValue).joined(separator: ", ") + "]")]
        switch registration.response {
        case .handler: arguments.append(Argument("handler", "^{…}"))
        case .action(let selector, let target):
            if let target { arguments.append(Argument("target", target.rawValue)) }
            arguments.append(Argument("action", "@selector(\(selector))"))
        }
        try send(registration.method, to: object, from: caller, arguments)
        traitRegistrations[object, default: []].append(registration)
    }

    /// The registrations of `object` that observe a trait that differs between `previous` and
    /// `current` run, each once, in the order they were made.
    ///
    /// When: in the object's own turn of the environment pass (`updateEnvironment`), which walks
    /// the window parent first, before the constraint and layout passes. Apple, updateTraitsIfNeeded():
    /// a trait update covers "this view (and its view controller, if applicable) and any subviews",
    /// and "any trait change callbacks are sent synchronously"; Apple Developer Forums, "Clarity on
    /// updateTraitsIfNeeded in traitCollectionDidChange" (thread 733301, accepted answer): "traits
    /// are updated top-down through the hierarchy, so when you receive trait change callbacks for
    /// one view controller or view, any child view controllers or subviews nested deeper haven't
    /// been updated yet". A guess: that an object's registrations run after its own
    /// traitCollectionDidChange:, not before. Apple does not say, and no device log found prints both.
    func runTraitChangeRegistrations(of object: ObjectID, previous: TraitCollection?, current: TraitCollection) throws(Interruption) {
        guard let registrations = traitRegistrations[object], let previous else { return }
        let changed = previous.changedTraits(to: current)
        for registration in registrations where !changed.isDisjoint(with: registration.traits) {
            try runTraitChangeRegistration(registration, of: object, previous: previous)
        }
    }

    /// The closure, or the action sent to its target. Apple, UITraitChangeHandler: the closure
    /// gets "the observed object containing the updated trait collection" and "the trait collection
    /// prior to the changes". An action is shown with as many of those two as its selector has
    /// colons: the target-action habit, and a guess here (Apple's pages on the target-action form
    /// do not list the action's arguments).
    private func runTraitChangeRegistration(_ registration: TraitChangeRegistration, of object: ObjectID, previous: TraitCollection) throws(Interruption) {
        let both = [Argument("traitEnvironment", object.rawValue), Argument("previousTraitCollection", previous.description)]
        switch registration.response {
        case .handler:
            try send(.traitChangeHandler, to: object, from: .uiKit, both, rule: .traitRegistrationFires)
        case .action(let selector, let target):
            let receiver = target ?? object
            guard !(controllers[receiver]?.isDeallocated ?? false), !(views[receiver]?.isDeallocated ?? false) else { return }
            let count = min(selector.filter { $0 == ":" }.count, 2)
            try sendAction(selector, to: receiver, from: .uiKit, Array(both.prefix(count)), rule: .traitRegistrationFires)
        }
    }
}

extension TraitCollection {
    /// The observable traits whose values differ between two trait collections.
    func changedTraits(to other: TraitCollection) -> Set<ObservedTrait> {
        var changed: Set<ObservedTrait> = []
        if style != other.style { changed.insert(.userInterfaceStyle) }
        if verticalSizeClass != other.verticalSizeClass { changed.insert(.verticalSizeClass) }
        if horizontalSizeClass != other.horizontalSizeClass { changed.insert(.horizontalSizeClass) }
        return changed
    }
}
