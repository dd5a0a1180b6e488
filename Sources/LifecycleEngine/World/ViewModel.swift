import LifecycleModel

/// What the engine remembers about one view (the window is one too).
final class ViewModel {
    let id: ObjectID
    let className: String
    /// Declared by the scenario: every callback it gets is recorded. Views UIKit makes on its own
    /// (a default root view, a container's view, the window) record only their creation, layout
    /// and dealloc, so diagrams show the scenario's objects, not UIKit's plumbing.
    let isWatched: Bool
    let traits: ViewTraits
    var frame: Rect
    var superview: ObjectID?
    var subviews: [ObjectID] = []
    var flags = LayoutFlags()
    /// iOS 26: whether updateProperties is due in the next update pass (a new view starts due).
    var needsPropertiesUpdate = true
    /// The rules that marked the view for a pass in this turn (trait or observation tracking),
    /// which that pass's call follows instead of the pass's own rule.
    var trackingMarks: [UpdatePass: Rule] = [:]
    /// The view controller whose root view this is.
    var controller: ObjectID?
    var owners = Owners()
    var isDeallocated = false
    /// The state last recorded on the view state graph.
    var recordedState: ViewState = .detached
    /// Whether the constraint pass has run for a view with constraints of its own.
    var constraintsUpdated = false
    /// The trait collection, safe-area insets and layout margins it last heard of (World+Environment.swift).
    var traitCollection: TraitCollection?
    var safeAreaInsets = EdgeInsets.zero
    var layoutMargins = EdgeInsets.defaultMargins

    init(id: ObjectID, className: String, isWatched: Bool, traits: ViewTraits, frame: Rect) {
        self.id = id
        self.className = className
        self.isWatched = isWatched
        self.traits = traits
        self.frame = frame
    }

    var bounds: Rect { Rect(0, 0, frame.size.width, frame.size.height) }
}
