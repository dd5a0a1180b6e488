import LifecycleModel

/// A view controller's place in its lifecycle: its view's loading and the four appearance states.
///
/// Rules: Apple, UIViewController, "Valid state transitions" (seed 000 shows the same diagram):
/// every will has its did, and a transition in flight can turn around — appearing goes to
/// disappearing through viewWillDisappear:, disappearing back to appearing through viewWillAppear:
/// (a cancelled interactive pop; observed in wangling.me, 2014, "The Inconsistent Order of View
/// Transition Events"). iOS 5 unloads an off-screen view (seed 002), back to viewNotLoaded.
public struct AppearanceMachine: Sendable, Equatable {
    public private(set) var state: ViewControllerState = .viewNotLoaded

    public init(state: ViewControllerState = .viewNotLoaded) { self.state = state }

    public enum Input: Sendable, Equatable {
        case viewLoaded
        case beginAppearing
        case endAppearing
        case beginDisappearing
        case endDisappearing
        case viewUnloaded
        case deallocate
    }

    /// What must happen for an input: the callback that marks it (its state transition), or why not.
    public enum Output: Sendable, Equatable {
        case transition(from: ViewControllerState, to: ViewControllerState, via: Callback)
        case rejected(String)
    }

    public mutating func handle(_ input: Input) -> Output {
        let next: (ViewControllerState, Callback)?
        switch (state, input) {
        case (.viewNotLoaded, .viewLoaded): next = (.disappeared, .loadView)
        case (.disappeared, .beginAppearing), (.disappearing, .beginAppearing): next = (.appearing, .viewWillAppear)
        case (.appearing, .endAppearing): next = (.appeared, .viewDidAppear)
        case (.appeared, .beginDisappearing), (.appearing, .beginDisappearing): next = (.disappearing, .viewWillDisappear)
        case (.disappearing, .endDisappearing): next = (.disappeared, .viewDidDisappear)
        case (.disappeared, .viewUnloaded): next = (.viewNotLoaded, .viewDidUnload)
        case (.disappeared, .deallocate), (.viewNotLoaded, .deallocate): next = (.deallocated, .dealloc)
        default: next = nil
        }
        guard let (to, via) = next else {
            return .rejected("a view controller that is \(state.rawValue) cannot \(input.phrase)")
        }
        let from = state
        state = to
        return .transition(from: from, to: to, via: via)
    }
}

extension AppearanceMachine.Input {
    var phrase: String {
        switch self {
        case .viewLoaded: "load its view"
        case .beginAppearing: "begin appearing"
        case .endAppearing: "finish appearing"
        case .beginDisappearing: "begin disappearing"
        case .endDisappearing: "finish disappearing"
        case .viewUnloaded: "unload its view"
        case .deallocate: "be deallocated"
        }
    }
}
