import LifecycleEngine
import LifecycleModel
import Testing

@Suite("SplitColumns: a column-style split view controller collapsing and expanding, input by input")
struct SplitColumnsTests {
    @Test("Two columns collapse to the proposed secondary, and expand back to both")
    func collapseAndExpand() {
        var split = SplitColumns(primary: "L", secondary: "D", collapsed: false)
        #expect(split.visible == ["L", "D"])
        #expect(split.proposedTopColumn == .secondary)
        let output1 = split.collapse(delegateChoice: nil)
        #expect(output1 == .success(SplitColumns.Collapse(proposed: .secondary, shown: .secondary, controller: "D", hidden: ["L"])))
        #expect(split.visible == ["D"])
        let output2 = split.expand()
        #expect(output2 == .success(SplitColumns.Expand(shown: ["L"], leaving: nil)))
        #expect(split.visible == ["L", "D"])
        #expect(!split.isCollapsed)
    }

    @Test("The delegate can answer primary instead")
    func delegatePicksPrimary() {
        var split = SplitColumns(primary: "L", secondary: "D", collapsed: false)
        let output3 = split.collapse(delegateChoice: .primary)
        #expect(output3 == .success(SplitColumns.Collapse(proposed: .secondary, shown: .primary, controller: "L", hidden: ["D"])))
        #expect(split.topColumn == .primary)
    }

    @Test("A compact column is shown alone when collapsed, and leaves when expanded")
    func compactColumn() {
        var split = SplitColumns(primary: "L", secondary: "D", compact: "C", collapsed: true)
        #expect(split.visible == ["C"])
        #expect(split.topColumn == .compact)
        let output4 = split.expand()
        #expect(output4 == .success(SplitColumns.Expand(shown: ["L", "D"], leaving: "C")))
        let output5 = split.collapse(delegateChoice: .primary)
        #expect(output5 == .failure(RuleViolation("the delegate cannot answer primary when UIKit proposes compact: a compact column, if there is one, is the only one shown collapsed")))
        #expect(!split.isCollapsed)
    }

    @Test("Collapsing twice, expanding an expanded one, or naming a missing column is refused")
    func refusals() {
        var split = SplitColumns(primary: "L", secondary: "D", collapsed: true)
        #expect(split.collapse(delegateChoice: nil) == .failure(RuleViolation("the split view controller is already collapsed")))
        _ = split.expand()
        #expect(split.expand() == .failure(RuleViolation("the split view controller is not collapsed")))
        #expect(split.collapse(delegateChoice: .supplementary) == .failure(RuleViolation("the split view controller has no supplementary column to show when collapsed")))
    }

    @Test("showDetailViewController replaces the secondary column")
    func replaceSecondary() {
        var split = SplitColumns(primary: "L", supplementary: "M", secondary: "D", collapsed: false)
        #expect(split.expandedColumns == [.primary, .supplementary, .secondary])
        #expect(split.replace(.secondary, with: "E") == .success("D"))
        #expect(split.visible == ["L", "M", "E"])
        #expect(split.replace(.secondary, with: "L") == .failure(RuleViolation("L is already the primary column of the split view controller")))
    }

    @Test("A display mode hides or shows the primary while expanded, and is kept silently while collapsed")
    func displayModes() {
        var split = SplitColumns(primary: "L", secondary: "D", collapsed: false)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.change(to: .secondaryOnly) == .success(SplitColumns.ModeChange(mode: .secondaryOnly, hidden: [.primary], shown: [])))
        #expect(split.visible == ["D"])
        #expect(split.change(to: .secondaryOnly) == .success(nil))
        #expect(split.change(to: .oneOverSecondary) == .success(SplitColumns.ModeChange(mode: .oneOverSecondary, hidden: [], shown: [.primary])))
        #expect(split.change(to: .oneBesideSecondary) == .success(SplitColumns.ModeChange(mode: .oneBesideSecondary, hidden: [], shown: [])))
        #expect(split.visible == ["L", "D"])
        // Collapsed: nothing is heard; the mode decides what expanding shows.
        _ = split.collapse(delegateChoice: nil)
        #expect(split.change(to: .secondaryOnly) == .success(nil))
        #expect(split.visible == ["D"])
        #expect(split.expand() == .success(SplitColumns.Expand(shown: [], leaving: nil)))
        #expect(split.visible == ["D"])
        // Collapsed on the primary, expanding to the secondary alone hides the primary.
        _ = split.collapse(delegateChoice: .primary)
        #expect(split.expand() == .success(SplitColumns.Expand(shown: ["D"], leaving: "L")))
        var triple = SplitColumns(primary: "L", supplementary: "M", secondary: "D", collapsed: false)
        #expect(triple.change(to: .secondaryOnly) == .failure(RuleViolation("the display modes of a triple-column split view controller are not modelled")))
    }

    @Test("Collapsed, showing a column puts it on top; the compact column is not swapped")
    func swapTop() {
        var split = SplitColumns(primary: "L", secondary: "D", collapsed: true)
        #expect(split.topColumn == .secondary)
        let shown = split.swapTop(showing: .primary)
        #expect(shown.map { $0.map { [$0.from, $0.to] } } == .success([.secondary, .primary]))
        #expect(split.visible == ["L"])
        let again = split.swapTop(showing: .primary)
        #expect(again.map { $0.map { [$0.from, $0.to] } } == .success(nil))
        _ = split.expand()
        #expect(split.swapTop(showing: .primary).map { $0.map { [$0.from, $0.to] } } == .failure(RuleViolation("the split view controller is not collapsed")))
        var compact = SplitColumns(primary: "L", secondary: "D", compact: "C", collapsed: true)
        #expect(compact.swapTop(showing: .primary).map { $0.map { [$0.from, $0.to] } } == .failure(RuleViolation("showing the primary column of a collapsed split view controller that shows its compact column is not modelled")))
    }
}
