import LifecycleModel

/// A navigation controller's stack and the transitions it allows.
///
/// Rules: Apple, UINavigationController ("the root view controller … cannot be popped"; a view
/// controller can be on the stack only once: "Pushing the same view controller instance more than
/// once is not supported").
public struct NavigationStack: Sendable, Equatable {
    public private(set) var controllers: [ObjectID]

    public init(root: ObjectID) { controllers = [root] }

    public var top: ObjectID { controllers[controllers.count - 1] }
    public var root: ObjectID { controllers[0] }

    /// What a change does to the visible view controller.
    public struct Change: Sendable, Equatable {
        public var from: ObjectID
        public var to: ObjectID
        /// The view controllers that left the stack (the popped ones, top first).
        public var removed: [ObjectID]

        public init(from: ObjectID, to: ObjectID, removed: [ObjectID]) {
            self.from = from
            self.to = to
            self.removed = removed
        }
    }

    public mutating func push(_ controller: ObjectID) -> Result<Change, RuleViolation> {
        guard !controllers.contains(controller) else {
            return .failure(RuleViolation("cannot push \(controller): it is already on the navigation stack; push a new view controller"))
        }
        let from = top
        controllers.append(controller)
        return .success(Change(from: from, to: controller, removed: []))
    }

    public mutating func pop() -> Result<Change, RuleViolation> {
        guard controllers.count > 1 else {
            return .failure(RuleViolation("cannot pop: the navigation stack holds only its root"))
        }
        let from = controllers.removeLast()
        return .success(Change(from: from, to: top, removed: [from]))
    }

    public mutating func popToRoot() -> Result<Change, RuleViolation> {
        guard controllers.count > 1 else {
            return .failure(RuleViolation("cannot pop to root: the navigation stack holds only its root"))
        }
        let removed = Array(controllers.dropFirst().reversed())
        controllers = [root]
        return .success(Change(from: removed[0], to: root, removed: removed))
    }

    /// Puts popped view controllers back (a cancelled interactive pop).
    public mutating func restore(_ change: Change) {
        controllers.append(contentsOf: change.removed.reversed())
    }
}

/// Why a container refuses a change, in words a scenario error can carry.
public struct RuleViolation: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
