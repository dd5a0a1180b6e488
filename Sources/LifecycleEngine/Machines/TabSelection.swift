import LifecycleModel

/// A tab bar controller's tabs and which one is selected.
///
/// Rules: Apple, UITabBarController (the first tab is selected initially; only the selected tab's
/// view is loaded — "iOS Programming: The Big Nerd Ranch Guide", "Loaded and Appearing Views").
public struct TabSelection: Sendable, Equatable {
    public let tabs: [ObjectID]
    public private(set) var selected: ObjectID

    public init(tabs: [ObjectID]) {
        self.tabs = tabs
        selected = tabs[0]
    }

    /// Selects `tab`; returns the tab that was selected before.
    public mutating func select(_ tab: ObjectID) -> Result<ObjectID, RuleViolation> {
        guard tabs.contains(tab) else {
            return .failure(RuleViolation("cannot select \(tab): it is not one of the tabs (\(tabs.map(\.rawValue).joined(separator: ", ")))"))
        }
        guard tab != selected else {
            return .failure(RuleViolation("cannot select \(tab): it is already the selected tab, so nothing would happen"))
        }
        let previous = selected
        selected = tab
        return .success(previous)
    }
}
