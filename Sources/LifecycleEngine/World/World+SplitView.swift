import LifecycleModel

/// A column-style split view controller (`UISplitViewController(style: .doubleColumn)`, iOS 14):
/// its two columns side by side in a horizontally regular window, one of them in a compact one
/// (`SplitColumns` decides which), its display modes, the columns the app shows and hides, and a
/// new secondary view controller; and what its delegate hears of each.
///
/// The orders follow the split view probe's transcripts (iOS 26.1 simulator, `RuleSource.splitProbe`).
/// Not modelled: the navigation controller UIKit puts around each column's view controller
/// (Apple, setViewController(_:for:)), which the columns' willMove/didMove name as their parent;
/// the triple-column style and the compact column's display modes. (`show(_:sender:)` sent to the
/// split view controller: `World+SplitDisplay`.)
extension World {
    /// `UISplitViewController(style: .doubleColumn)`, then its primary and secondary columns,
    /// each a child at once (Apple, init(style:) and setViewController(_:for:)).
    func createSplitViewController(
        _ declaration: ObjectDeclaration, primary: ObjectID, secondary: ObjectID, by caller: ObjectID
    ) throws(Interruption) {
        try create(primary, by: caller)
        try create(secondary, by: caller)
        let id = declaration.id
        let split = makeController(declaration, .split)
        try send(.initWithStyle, to: id, from: caller, [Argument("style", "UISplitViewControllerStyleDoubleColumn")])
        split.split = SplitColumns(primary: primary, secondary: secondary, collapsed: false)
        for (column, child) in [(SplitColumns.Column.primary, primary), (.secondary, secondary)] {
            try send(.setViewControllerForColumn, to: id, from: caller, [Argument("vc", child.rawValue), Self.columnArgument(column)]) { () throws(Interruption) in
                try adopt(child, by: id, settled: true)
            }
        }
        try assignDelegate(of: split, declaration, by: caller)
    }

    /// Before a split view controller first appears it fits its window: in a compact one it
    /// collapses (the delegate chooses the column shown), then every column loads its view, in
    /// column order, though only the shown ones appear.
    func fitSplitColumns(_ controller: ControllerModel) throws(Interruption) {
        guard let columns = controller.split, !controller.splitFitted else { return }
        controller.splitFitted = true
        controller.splitFitPending = true
        try announceDisplayMode(columns.displayMode, of: controller)
        if isHorizontallyCompact {
            try following(.splitCollapsesInCompact) { () throws(Interruption) in try collapse(controller) }
        }
        guard let fitted = controller.split else { return }
        // Expanded, each shown column is announced as soon as its view is loaded; collapsed, once
        // every column is loaded: the primary shown, then hidden, then the column on top shown.
        for column in fitted.expandedColumns {
            if let child = fitted.controllers[column] { _ = try loadViewToShow(child, by: controller.id, rule: .splitLoadsEveryColumn) }
            if !fitted.isCollapsed, fitted.visibleColumns.contains(column) { try announce(.splitWillShowColumn, column, of: controller) }
        }
        if fitted.isCollapsed, let top = fitted.topColumn {
            try announce(.splitWillShowColumn, .primary, of: controller)
            if top != .primary {
                try announce(.splitWillHideColumn, .primary, of: controller)
                try announce(.splitWillShowColumn, top, of: controller)
            }
        }
    }

    /// Once the shown columns have heard viewWillAppear:, a split view controller that collapsed
    /// as it fitted its window tells its delegate (before their viewDidAppear:).
    func announceFittedCollapse(_ controller: ControllerModel) throws(Interruption) {
        guard controller.splitFitPending, let columns = controller.split else { return }
        controller.splitFitPending = false
        guard controller.splitCollapsePending, let top = columns.topColumn else {
            for column in columns.visibleColumns { try announce(.splitDidShowColumn, column, of: controller) }
            return
        }
        controller.splitCollapsePending = false
        if top != .primary { try announce(.splitDidHideColumn, .primary, of: controller) }
        try following(.splitCollapsesInCompact) { () throws(Interruption) in try tellCollapsed(controller) }
        try announce(.splitDidShowColumn, top, of: controller)
    }

    /// After a resize that changed the window's horizontal size class: every split view
    /// controller on screen collapses or expands, and its columns disappear or appear.
    func refitSplitColumns() throws(Interruption) {
        let compact = isHorizontallyCompact
        for id in creationOrder {
            guard let controller = controllers[id], let columns = controller.split, controller.splitFitted, isOnScreen(id),
                  columns.isCollapsed != compact else { continue }
            if compact {
                try following(.splitCollapsesInCompact) { () throws(Interruption) in
                    let before = columns.visibleColumns
                    let hidden = try collapse(controller)
                    controller.splitCollapsePending = false
                    let top = controller.split?.topColumn ?? .secondary
                    for column in before.reversed() { try announce(.splitWillHideColumn, column, of: controller) }
                    try announce(.splitWillShowColumn, top, of: controller)
                    for column in before where column != top { try announce(.splitDidHideColumn, column, of: controller) }
                    try following(.splitCollapseHides) { () throws(Interruption) in
                        for child in hidden { try beginDisappearance(child, by: id, animated: true) }
                        for child in hidden { try removeChildView(child, in: controller) }
                        for child in hidden { try endDisappearance(child, by: id, animated: true) }
                    }
                    try tellCollapsed(controller)
                    try announce(.splitDidShowColumn, top, of: controller)
                }
            } else {
                try following(.splitExpands) { () throws(Interruption) in try expand(controller) }
            }
        }
    }

    /// `[S showDetailViewController:B sender:nil]` from the app's code: B becomes the secondary
    /// column's view controller (Apple, showDetailViewController(_:sender:)). The old one leaves
    /// first; collapsed with the primary shown, B is shown in its place.
    func showDetail(_ id: ObjectID, in splitID: ObjectID) throws(Interruption) {
        try create(splitID, by: Self.app)
        try create(id, by: Self.app)
        let split = try controller(splitID)
        guard var columns = split.split else { throw failure("\(splitID) is not a split view controller") }
        try send(.showDetailViewController, to: splitID, from: Self.app, [Argument("vc", id.rawValue), Argument("sender", "nil")]) { () throws(Interruption) in
            try following(.splitShowDetail) { () throws(Interruption) in
                let onScreen = isOnScreen(splitID) && split.splitFitted
                let shownBefore = onScreen ? columns.visible : []
                let previous: ObjectID?
                switch columns.replace(.secondary, with: id) {
                case .failure(let violation): throw failure(violation.message)
                case .success(let replaced): previous = replaced
                }
                // Collapsed on the primary, the secondary takes its place on top.
                let swappedTop = columns.isCollapsed && columns.topColumn != .secondary ? columns.topColumn : nil
                if swappedTop != nil { columns = Self.collapsedShowingSecondary(columns) }
                split.split = columns
                let shown = onScreen ? columns.visible : []
                // The old secondary leaves: its appearance inside the move out, if it was shown.
                if let previous {
                    try disown(previous, by: splitID, rule: .splitShowDetail)
                    if shownBefore.contains(previous) {
                        try beginDisappearance(previous, by: splitID, animated: false)
                        try removeChildView(previous, in: split)
                        try endDisappearance(previous, by: splitID, animated: false)
                    }
                    try abandon(previous, by: splitID)
                }
                try send(.setViewControllerForColumn, to: splitID, from: splitID, [Argument("vc", id.rawValue), Self.columnArgument(.secondary)]) { () throws(Interruption) in
                    try adopt(id, by: splitID, settled: false)
                }
                if shown.contains(id) {
                    // Collapsed with the primary shown, the primary gives way to the new one.
                    let leaving = shownBefore.filter { $0 != previous && !shown.contains($0) }
                    _ = try loadViewToShow(id, by: splitID)
                    if let swappedTop {
                        try announce(.splitWillHideColumn, swappedTop, of: split)
                        try announce(.splitWillShowColumn, .secondary, of: split)
                    }
                    for old in leaving { try beginDisappearance(old, by: splitID, animated: true) }
                    try beginAppearance(id, by: splitID, animated: !leaving.isEmpty)
                    try installChildView(id, in: split)
                    for old in leaving { try removeChildView(old, in: split) }
                    try turnRunLoop()
                    for old in leaving { try endDisappearance(old, by: splitID, animated: true) }
                    try endAppearance(id, by: splitID, animated: !leaving.isEmpty)
                }
                try settle(id, in: splitID, rule: .splitShowDetail)
                if let swappedTop, shown.contains(id) {
                    try announce(.splitDidHideColumn, swappedTop, of: split)
                    try announce(.splitDidShowColumn, .secondary, of: split)
                }
            }
        }
    }

    /// Asks the delegate which column to show (it answers as declared, or takes the proposed
    /// one) and collapses; the delegate hears splitViewControllerDidCollapse: later
    /// (`tellCollapsed`). Returns the view controllers no longer shown.
    private func collapse(_ controller: ControllerModel) throws(Interruption) -> [ObjectID] {
        guard var columns = controller.split else { return [] }
        let proposed = columns.proposedTopColumn
        var answer: SplitColumns.Column?
        if let delegate = liveDelegate(of: controller) {
            let chosen = script.declaration(controller.id)?.collapsedColumn ?? proposed
            answer = chosen
            try send(.splitTopColumnForCollapsing, to: delegate, from: controller.id,
                     [Argument("svc", controller.id.rawValue), Argument("proposedTopColumn", Self.columnName(proposed))],
                     result: Self.columnName(chosen))
        }
        let result: SplitColumns.Collapse
        switch columns.collapse(delegateChoice: answer) {
        case .failure(let violation): throw failure(violation.message)
        case .success(let collapsed): result = collapsed
        }
        controller.split = columns
        controller.splitCollapsePending = true
        note(.remark, "\(controller.id) collapses: it shows its \(result.shown.rawValue) column, \(result.controller)", objects: [controller.id])
        return result.hidden
    }

    private func tellCollapsed(_ controller: ControllerModel) throws(Interruption) {
        guard let delegate = liveDelegate(of: controller) else { return }
        try send(.splitDidCollapse, to: delegate, from: controller.id, [Argument("svc", controller.id.rawValue)])
    }

    /// Asks the delegate for the display mode and expands: the columns that were hidden hear
    /// viewWillAppear:, the delegate splitViewControllerDidExpand:, then they viewDidAppear:.
    private func expand(_ controller: ControllerModel) throws(Interruption) {
        guard var columns = controller.split else { return }
        let delegate = liveDelegate(of: controller)
        let mode = Self.modeName(columns.displayMode)
        if let delegate {
            try send(.splitDisplayModeForExpanding, to: delegate, from: controller.id,
                     [Argument("svc", controller.id.rawValue), Argument("proposedDisplayMode", mode)], result: mode)
        }
        let result: SplitColumns.Expand
        switch columns.expand() {
        case .failure(let violation): throw failure(violation.message)
        case .success(let expanded): result = expanded
        }
        controller.split = columns
        note(.remark, "\(controller.id) expands: its columns are side by side", objects: [controller.id])
        let shownColumns = columns.visibleColumns.filter { column in columns.controllers[column].map(result.shown.contains) ?? false }
        for column in shownColumns {
            guard let child = columns.controllers[column] else { continue }
            try announce(.splitWillShowColumn, column, of: controller)
            try beginAppearance(child, by: controller.id, animated: true)
            try installChildView(child, in: controller)
        }
        if let delegate { try send(.splitDidExpand, to: delegate, from: controller.id, [Argument("svc", controller.id.rawValue)]) }
        for column in shownColumns { try announce(.splitDidShowColumn, column, of: controller) }
        try turnRunLoop()
        for child in result.shown { try endAppearance(child, by: controller.id, animated: true) }
    }

    /// splitViewController:willChangeToDisplayMode: to the delegate, if it has one.
    func announceDisplayMode(_ mode: SplitColumns.DisplayMode, of controller: ControllerModel) throws(Interruption) {
        guard let delegate = liveDelegate(of: controller) else { return }
        try send(.splitWillChangeDisplayMode, to: delegate, from: controller.id,
                 [Argument("svc", controller.id.rawValue), Argument("displayMode", Self.modeName(mode))], rule: .splitAnnouncesDisplayMode)
    }

    /// willShowColumn:, willHideColumn: (any split profile) or didShowColumn:, didHideColumn: (iOS 26)
    /// to the delegate, if it has one and the profile has the method.
    func announce(_ method: Callback, _ column: SplitColumns.Column, of controller: ControllerModel) throws(Interruption) {
        guard let delegate = liveDelegate(of: controller), method.exists(in: profile) else { return }
        let rule: Rule = method == .splitDidShowColumn || method == .splitDidHideColumn ? .splitConfirmsColumns : .splitAnnouncesColumns
        try send(method, to: delegate, from: controller.id, [Argument("svc", controller.id.rawValue), Self.columnArgument(column)], rule: rule)
    }

    /// An iPhone's window is horizontally compact (its traits leave the width out: the engine
    /// does not model the wide phones' regular width in landscape); an iPad's, below 678 points.
    private var isHorizontallyCompact: Bool { currentTraits.horizontalSizeClass.map { $0 == .compact } ?? true }

    /// The same columns, collapsed on the secondary one (a new detail shown while collapsed).
    private static func collapsedShowingSecondary(_ columns: SplitColumns) -> SplitColumns {
        var moved = columns
        _ = moved.expand()
        _ = moved.collapse(delegateChoice: .secondary)
        return moved
    }

    static func columnName(_ column: SplitColumns.Column) -> String {
        "UISplitViewControllerColumn" + column.rawValue.prefix(1).uppercased() + column.rawValue.dropFirst()
    }

    static func modeName(_ mode: SplitColumns.DisplayMode) -> String {
        "UISplitViewControllerDisplayMode" + mode.rawValue.prefix(1).uppercased() + mode.rawValue.dropFirst()
    }

    private static func columnArgument(_ column: SplitColumns.Column) -> Argument {
        Argument("column", columnName(column))
    }
}
