import LifecycleModel

/// A column-style split view controller's columns (iOS 14+), and what collapsing and expanding
/// show.
///
/// Apple, UISplitViewController (column style): a view controller per column — primary,
/// supplementary (triple column only), secondary, and optionally compact, "shown when the split
/// view controller is collapsed" (Apple, UISplitViewController.Column.compact). Apple, isCollapsed:
/// collapsing "happens when the split view controller transitions from a horizontally regular to a
/// horizontally compact environment". Apple,
/// splitViewController(_:topColumnForCollapsingToProposedTopColumn:): the delegate is asked which
/// column to show on top, and "may return a different value" from the proposed one.
public struct SplitColumns: Sendable, Equatable {
    public enum Column: String, Sendable, CaseIterable {
        case primary, supplementary, secondary, compact
    }

    /// The display modes of a two-column split view controller (Apple, UISplitViewController.DisplayMode):
    /// the secondary alone, the primary beside it, or the primary over it.
    public enum DisplayMode: String, Sendable, CaseIterable {
        case secondaryOnly, oneBesideSecondary, oneOverSecondary

        /// Whether the primary column is on screen in this mode.
        public var showsPrimary: Bool { self != .secondaryOnly }
    }

    public private(set) var controllers: [Column: ObjectID]
    public private(set) var isCollapsed: Bool
    /// The column shown while collapsed.
    public private(set) var topColumn: Column?
    /// The display mode while expanded. The split view probe's iPad (820 points wide, portrait)
    /// put the primary beside the secondary for the automatic mode; that other widths do the same is
    /// our simplification.
    public private(set) var displayMode: DisplayMode = .oneBesideSecondary

    public init(primary: ObjectID, supplementary: ObjectID? = nil, secondary: ObjectID, compact: ObjectID? = nil, collapsed: Bool) {
        var columns: [Column: ObjectID] = [.primary: primary, .secondary: secondary]
        columns[.supplementary] = supplementary
        columns[.compact] = compact
        controllers = columns
        isCollapsed = false
        topColumn = nil
        if collapsed { _ = collapse(delegateChoice: nil) }
    }

    /// What collapsing does: the column proposed, the one shown.
    public struct Collapse: Sendable, Equatable {
        public var proposed: Column
        public var shown: Column
        public var controller: ObjectID
        /// The view controllers that were on screen and are not any longer.
        public var hidden: [ObjectID]

        public init(proposed: Column, shown: Column, controller: ObjectID, hidden: [ObjectID]) {
            self.proposed = proposed
            self.shown = shown
            self.controller = controller
            self.hidden = hidden
        }
    }

    /// The column UIKit proposes: the compact column when there is one (Apple, Column.compact);
    /// otherwise the secondary. That the secondary is proposed — so that an app which does not answer
    /// shows its detail first in a compact window — is our guess from the many apps that implement
    /// the delegate method only to return the primary (for example RenGate's gist of 2020-09-02,
    /// "return .primary"); Apple's page does not name the default.
    public var proposedTopColumn: Column { controllers[.compact] != nil ? .compact : .secondary }

    /// Columns shown side by side while expanded, in order.
    public var expandedColumns: [Column] { [.primary, .supplementary, .secondary].filter { controllers[$0] != nil } }

    /// The regular-to-compact transition. `delegateChoice` is the delegate's answer, if it has one.
    public mutating func collapse(delegateChoice: Column?) -> Result<Collapse, RuleViolation> {
        guard !isCollapsed else { return .failure(RuleViolation("the split view controller is already collapsed")) }
        let proposed = proposedTopColumn
        let shown = delegateChoice ?? proposed
        guard let controller = controllers[shown] else {
            return .failure(RuleViolation("the split view controller has no \(shown.rawValue) column to show when collapsed"))
        }
        // A delegate may not pick the compact column in place of the others, nor the others in
        // place of a compact column: a compact column is shown alone (Apple, Column.compact). Our
        // reading; UIKit's behaviour when a delegate breaks it is not documented.
        if (shown == .compact) != (proposed == .compact) {
            return .failure(RuleViolation("the delegate cannot answer \(shown.rawValue) when UIKit proposes \(proposed.rawValue): a compact column, if there is one, is the only one shown collapsed"))
        }
        let hidden = visible.filter { $0 != controller }
        isCollapsed = true
        topColumn = shown
        return .success(Collapse(proposed: proposed, shown: shown, controller: controller, hidden: hidden))
    }

    /// What expanding does: the view controllers that come back on screen, and the one that leaves.
    public struct Expand: Sendable, Equatable {
        public var shown: [ObjectID]
        public var leaving: ObjectID?

        public init(shown: [ObjectID], leaving: ObjectID?) {
            self.shown = shown
            self.leaving = leaving
        }
    }

    /// The compact-to-regular transition.
    public mutating func expand() -> Result<Expand, RuleViolation> {
        guard isCollapsed, let top = topColumn else { return .failure(RuleViolation("the split view controller is not collapsed")) }
        let previous = controllers[top]!
        isCollapsed = false
        topColumn = nil
        let columns = visible
        return .success(Expand(shown: columns.filter { $0 != previous }, leaving: columns.contains(previous) ? nil : previous))
    }

    /// `showDetailViewController(_:sender:)` / `setViewController(_:for: .secondary)`: a new
    /// secondary view controller. Returns the one it replaces.
    public mutating func replace(_ column: Column, with controller: ObjectID) -> Result<ObjectID?, RuleViolation> {
        if let existing = controllers.first(where: { $0.value == controller })?.key {
            return .failure(RuleViolation("\(controller) is already the \(existing.rawValue) column of the split view controller"))
        }
        let previous = controllers[column]
        controllers[column] = controller
        return .success(previous)
    }

    /// The columns on screen now.
    public var visibleColumns: [Column] {
        if isCollapsed, let topColumn { return [topColumn] }
        return expandedColumns.filter { $0 != .primary || displayMode.showsPrimary }
    }

    /// The view controllers on screen now.
    public var visible: [ObjectID] { visibleColumns.compactMap { controllers[$0] } }

    /// What a new display mode does while expanded: the columns it hides and shows.
    public struct ModeChange: Sendable, Equatable {
        public var mode: DisplayMode
        public var hidden: [Column]
        public var shown: [Column]

        public init(mode: DisplayMode, hidden: [Column], shown: [Column]) {
            self.mode = mode
            self.hidden = hidden
            self.shown = shown
        }
    }

    /// `preferredDisplayMode` set, or `show(.primary)`/`hide(.primary)` while expanded. Nil when
    /// nothing is heard: the mode is the current one, or the split view controller is collapsed (the
    /// mode is kept for when it expands; the probe's iPhone recorded nothing for any of the three).
    public mutating func change(to mode: DisplayMode) -> Result<ModeChange?, RuleViolation> {
        guard controllers[.supplementary] == nil else {
            return .failure(RuleViolation("the display modes of a triple-column split view controller are not modelled"))
        }
        guard mode != displayMode else { return .success(nil) }
        let before = visibleColumns
        displayMode = mode
        guard !isCollapsed else { return .success(nil) }
        let after = visibleColumns
        return .success(ModeChange(mode: mode, hidden: before.filter { !after.contains($0) }, shown: after.filter { !before.contains($0) }))
    }

    /// `show(_:)` or `hide(_:)` while collapsed: the column on top before and after, or nil when the
    /// top stays (hiding a column not on top). Showing the primary or the secondary puts it on top;
    /// hiding the secondary on top shows the primary (the split view probe's iPhone, iOS 26.1).
    public mutating func swapTop(showing column: Column) -> Result<(from: Column, to: Column)?, RuleViolation> {
        guard isCollapsed, let top = topColumn else { return .failure(RuleViolation("the split view controller is not collapsed")) }
        guard column == .primary || column == .secondary, top != .compact else {
            return .failure(RuleViolation("showing the \(column.rawValue) column of a collapsed split view controller that shows its \(top.rawValue) column is not modelled"))
        }
        guard column != top else { return .success(nil) }
        topColumn = column
        return .success((top, column))
    }
}
