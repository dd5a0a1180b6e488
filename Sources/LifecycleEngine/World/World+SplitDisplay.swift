import LifecycleModel

/// What the app's code asks of a column-style split view controller's columns: a preferred display
/// mode, and `show(_:)` / `hide(_:)` of a column. The orders follow the split view probe's
/// transcripts (iOS 26.1 simulator, `RuleSource.splitProbe`): on its iPad (expanded) the display
/// mode steps and show/hide of the primary, on its iPhone (collapsed) show/hide of either column.
extension World {
    /// `[S showViewController:B sender:nil]` from the app's code: B is presented modally, in its
    /// automatic style (`split.show-presents`, partly our guess), the present call inside the show.
    func show(_ id: ObjectID, inSplit splitID: ObjectID) throws(Interruption) {
        try create(splitID, by: Self.app)
        try create(id, by: Self.app)
        guard try controller(splitID).split != nil else { throw failure("\(splitID) is not a split view controller") }
        var style = PresentationStyle.fullScreen
        try send(.showViewController, to: splitID, from: Self.app, [Argument("vc", id.rawValue), Argument("sender", "nil")]) { () throws(Interruption) in
            style = try requestPresent(id, from: splitID, style: nil, animated: true, caller: splitID, rule: .splitShowPresents)
        }
        try runPresentTransition(id, style: style, animated: true)
    }

    /// `S.preferredDisplayMode = mode` from the app's code.
    func setDisplayMode(_ mode: SplitColumns.DisplayMode, of splitID: ObjectID) throws(Interruption) {
        try create(splitID, by: Self.app)
        let split = try controller(splitID)
        try send(.setPreferredDisplayMode, to: splitID, from: Self.app, [Argument("displayMode", Self.modeName(mode))]) { () throws(Interruption) in
            try following(.splitAnnouncesDisplayMode) { () throws(Interruption) in
                try changeDisplayMode(of: split, to: mode, announcingColumns: true)
            }
        }
    }

    /// `[S showColumn:column]` or `[S hideColumn:column]` from the app's code.
    func showColumn(_ column: SplitColumns.Column, of splitID: ObjectID, hiding: Bool) throws(Interruption) {
        try create(splitID, by: Self.app)
        let split = try controller(splitID)
        guard let columns = split.split else { throw failure("\(splitID) is not a split view controller") }
        try send(hiding ? .hideColumn : .showColumn, to: splitID, from: Self.app, [Argument("column", Self.columnName(column))]) { () throws(Interruption) in
            if columns.isCollapsed {
                try following(.splitAnnouncesColumns) { () throws(Interruption) in try swapCollapsedTop(of: split, column, hiding: hiding) }
                return
            }
            switch (column, hiding) {
            case (.primary, _):
                // Apple, show(_:)/hide(_:): "the closest display mode … where the specified column is
                // fully visible" (hidden): the probe's iPad went to oneBesideSecondary and secondaryOnly.
                try following(.splitAnnouncesDisplayMode) { () throws(Interruption) in
                    try changeDisplayMode(of: split, to: hiding ? .secondaryOnly : .oneBesideSecondary, announcingColumns: false)
                }
            case (.secondary, false):
                note(.remark, "\(splitID) already shows its secondary column: nothing happens", objects: [splitID])
            case (.secondary, true):
                note(.remark, "hide(_:) does not hide the secondary column (Apple, hide(_:)): nothing happens", objects: [splitID])
            default:
                throw failure("showing or hiding the \(column.rawValue) column is not modelled: \(splitID) has two columns")
            }
        }
    }

    /// The mode changes; on screen and expanded, the delegate hears it, then the primary hides or
    /// shows. Only a change the split view controller makes itself (preferredDisplayMode) announces
    /// the column: Apple, splitViewController(_:willHide:), "doesn't call this method when you hide
    /// a column programmatically" (with hide(_:)), as the probe's iPad shows.
    private func changeDisplayMode(of split: ControllerModel, to mode: SplitColumns.DisplayMode, announcingColumns: Bool) throws(Interruption) {
        guard var columns = split.split else { return }
        let change: SplitColumns.ModeChange?
        switch columns.change(to: mode) {
        case .failure(let violation): throw failure(violation.message)
        case .success(let changed): change = changed
        }
        split.split = columns
        guard let change, split.splitFitted, isOnScreen(split.id) else { return }
        try announceDisplayMode(change.mode, of: split)
        let id = split.id
        for column in change.hidden {
            guard let child = columns.controllers[column] else { continue }
            if announcingColumns { try announce(.splitWillHideColumn, column, of: split) }
            try beginDisappearance(child, by: id, animated: true)
            if announcingColumns { try announce(.splitDidHideColumn, column, of: split) }
            try removeChildView(child, in: split)
            try turnRunLoop()
            try endDisappearance(child, by: id, animated: true)
        }
        for column in change.shown {
            guard let child = columns.controllers[column] else { continue }
            if announcingColumns { try announce(.splitWillShowColumn, column, of: split) }
            try beginAppearance(child, by: id, animated: true)
            try installChildView(child, in: split)
            if announcingColumns { try announce(.splitDidShowColumn, column, of: split) }
            try turnRunLoop()
            try endAppearance(child, by: id, animated: true)
        }
    }

    /// Collapsed, show(_:) puts a column on top and announces the one leaving; hide(_:) of the
    /// secondary on top puts the primary there and announces it coming (the probe's iPhone).
    private func swapCollapsedTop(of split: ControllerModel, _ column: SplitColumns.Column, hiding: Bool) throws(Interruption) {
        guard var columns = split.split, let top = columns.topColumn else { return }
        let target: SplitColumns.Column
        switch (hiding, column) {
        case (false, _): target = column
        case (true, .secondary) where top == .secondary: target = .primary
        case (true, _) where column != top:
            note(.remark, "\(split.id) does not show its \(column.rawValue) column: nothing happens", objects: [split.id])
            return
        default:
            throw failure("hiding the \(column.rawValue) column that a collapsed split view controller shows is not modelled (no recording of it)")
        }
        let swap: (from: SplitColumns.Column, to: SplitColumns.Column)?
        switch columns.swapTop(showing: target) {
        case .failure(let violation): throw failure(violation.message)
        case .success(let swapped): swap = swapped
        }
        split.split = columns
        guard let swap, let leaving = columns.controllers[swap.from], let coming = columns.controllers[swap.to] else { return }
        let id = split.id
        if hiding { try announce(.splitWillShowColumn, swap.to, of: split) } else { try announce(.splitWillHideColumn, swap.from, of: split) }
        _ = try loadViewToShow(coming, by: id)
        try beginDisappearance(leaving, by: id, animated: true)
        try beginAppearance(coming, by: id, animated: true)
        try installChildView(coming, in: split)
        try removeChildView(leaving, in: split)
        try turnRunLoop()
        try endDisappearance(leaving, by: id, animated: true)
        try endAppearance(coming, by: id, animated: true)
        if hiding { try announce(.splitDidShowColumn, swap.to, of: split) } else { try announce(.splitDidHideColumn, swap.from, of: split) }
    }
}
