import LifecycleModel

/// How state graphs name and order what the trace's transitions carry as plain strings.
///
/// The canonical states get their documentation names and a fixed order (the model's own case
/// order), so a graph reads the same whatever scenario first reached a state. Any other machine
/// or state, which the model may add later, is drawn with its raw name spelled out in words.
enum StateNames {
    /// `viewController` → "View controller".
    static func machine(_ machine: StateMachine) -> String {
        switch machine.rawValue {
        case "viewController": "View controller"
        case "view": "View"
        default: words(machine.rawValue, capitalized: true)
        }
    }

    /// `inSuperview` → "In a superview"; an unknown `waitingForSomething` → "Waiting for something".
    static func state(_ name: String) -> String {
        switch name {
        case "viewNotLoaded": "View not loaded"
        case "disappeared": "Disappeared"
        case "appearing": "Appearing"
        case "appeared": "Appeared"
        case "disappearing": "Disappearing"
        case "deallocated": "Deallocated"
        case "detached": "Detached"
        case "inSuperview": "In a superview"
        case "inWindow": "In a window"
        case "needsLayout": "Needs layout"
        case "needsDisplay": "Needs display"
        default: words(name, capitalized: true)
        }
    }

    /// The canonical states of a machine, in the order the graph lists them.
    static func canonicalOrder(_ machine: StateMachine) -> [String] {
        switch machine.rawValue {
        case "viewController": ViewControllerState.allCases.map(\.rawValue)
        case "view": ViewState.allCases.map(\.rawValue)
        default: []
        }
    }

    /// The row a canonical state belongs on, top to bottom, so that `dot` draws Apple's "Valid
    /// state transitions" figure: Disappeared above, Appearing and Disappearing side by side (the
    /// cancelled transitions run across), Appeared below; a view's pending-work states below
    /// "In a window". States without a row (added to the model later) are placed by `dot` alone.
    ///
    /// Rows are enforced through the edges, not with `rank=same` subgraphs: in Graphviz 2.43,
    /// `rank=same` inside a cluster with labelled edges between those nodes corrupts the heap
    /// when the layout is freed (a double free in `dot_cleanup`, seen under valgrind).
    static func row(_ machine: StateMachine, _ state: String) -> Int? {
        switch (machine.rawValue, state) {
        case ("viewController", "viewNotLoaded"): 0
        case ("viewController", "disappeared"): 1
        case ("viewController", "appearing"), ("viewController", "disappearing"): 2
        case ("viewController", "appeared"), ("viewController", "deallocated"): 3
        case ("view", "detached"): 0
        case ("view", "inSuperview"), ("view", "deallocated"): 1
        case ("view", "inWindow"): 2
        case ("view", "needsLayout"), ("view", "needsDisplay"): 3
        default: nil
        }
    }

    /// Final states are drawn with a double border.
    static func isFinal(_ name: String) -> Bool {
        name == "deallocated"
    }

    /// camelCase split into lower-case words: `needsLayout` → "needs layout".
    static func words(_ name: String, capitalized: Bool) -> String {
        var out = ""
        for character in name {
            if character.isUppercase, !out.isEmpty, out.last != " " { out += " " }
            out += character.lowercased()
        }
        guard capitalized, let first = out.first else { return out }
        return first.uppercased() + out.dropFirst()
    }
}
