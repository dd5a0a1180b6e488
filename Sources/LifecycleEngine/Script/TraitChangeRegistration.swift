import LifecycleModel

/// One `registerForTraitChanges…` call: the traits observed and what runs when one of them changes
/// (Apple, UITraitChangeObservable, iOS 17).
public struct TraitChangeRegistration: Sendable, Equatable {
    public var traits: [ObservedTrait]
    public var response: Response

    public enum Response: Sendable, Equatable {
        /// `registerForTraitChanges:withHandler:`: a closure (Apple, UITraitChangeHandler).
        case handler
        /// `registerForTraitChanges:withAction:` (target: nil, the observed object itself) or
        /// `registerForTraitChanges:withTarget:action:`: UIKit sends the action to the target.
        case action(String, target: ObjectID?)
    }

    public init(traits: [ObservedTrait], response: Response) {
        self.traits = traits
        self.response = response
    }

    /// The registering method, as the trace records it.
    public var method: Callback {
        switch response {
        case .handler: .registerForTraitChangesWithHandler
        case .action(_, target: nil): .registerForTraitChangesWithAction
        case .action: .registerForTraitChangesWithTargetAction
        }
    }
}
