import LifecycleModel

/// A column-style split view controller (iOS 14): collapsing in a horizontally compact window,
/// expanding in a regular one, and a new secondary view controller.
///
/// Apple's pages name the calls and what each is for; the orders come from one source, a probe's
/// recorded transcripts on the iOS 26.1 simulator (`RuleSource.splitProbe`). That the iOS 17 and
/// 18 profiles behave the same, and the parts the probe did not record (a window resize, the
/// layout passes), are our guess, said in each rule.
extension Rule {
    static let splitCollapsesInCompact = Rule(
        "split.collapses-in-compact-width",
        "In a horizontally compact window the split view controller is collapsed and shows one column. Before it first appears (at launch on an iPhone), or when a resize makes the window compact, UIKit asks its delegate splitViewController:topColumnForCollapsingToProposedTopColumn:, proposing the secondary column, and shows the column the delegate answers; the delegate hears splitViewControllerDidCollapse: after the shown column's viewWillAppear: (at launch) or after the hidden column's viewDidDisappear: (on a resize).",
        profiles: .since(.iOS17),
        sources: [.splitTopColumnDoc, .splitDidCollapseDoc, .splitIsCollapsed, .splitProbe,
                  .guess(reasoning: "the probe ran on iOS 26.1 and collapsed its iPad by overriding the size class, not by a resize; that iOS 17 and 18 and a resized window behave the same is our guess")])
    static let splitLoadsEveryColumn = Rule(
        "split.loads-every-column-before-appearing",
        "Before its first appearance the split view controller loads the view of every column, primary first, whether or not the column is shown; then the shown columns appear, primary first.",
        profiles: .since(.iOS17),
        sources: [.splitProbe, .splitViewController,
                  .guess(reasoning: "recorded on iOS 26.1 only; that iOS 17 and 18 do the same is our guess")])
    static let splitCollapseHides = Rule(
        "split.collapse-hides-other-columns",
        "Collapsing on screen, the view controller of the column no longer shown hears viewWillDisappear: and viewDidDisappear:, before the delegate hears splitViewControllerDidCollapse:; the shown column's hears nothing.",
        profiles: .since(.iOS17),
        sources: [.splitProbe, .splitIsCollapsed,
                  .guess(reasoning: "recorded on iOS 26.1 with an overridden size class; a resized window, and iOS 17 and 18, are our guess")])
    static let splitExpands = Rule(
        "split.expands-in-regular-width",
        "When a resize makes the window horizontally regular, UIKit asks the delegate splitViewController:displayModeForExpandingToProposedDisplayMode:, then the column that was hidden hears viewWillAppear:, the delegate splitViewControllerDidExpand:, and the column viewDidAppear:.",
        profiles: .since(.iOS17),
        sources: [.splitDisplayModeDoc, .splitDidExpandDoc, .splitProbe,
                  .guess(reasoning: "recorded on iOS 26.1 with an overridden size class; a resized window, and iOS 17 and 18, are our guess")])
    static let splitShowDetail = Rule(
        "split.show-detail-replaces-secondary",
        "showDetailViewController:sender: gives the split view controller a new secondary view controller: the old one leaves first (willMoveToParentViewController:nil, its disappearance if it was shown, didMoveToParentViewController:nil), then the new one joins, loads and appears, and hears didMoveToParentViewController: last. Collapsed with the primary shown, the new one is shown instead: the primary's viewWillDisappear: comes before the new one's viewWillAppear:.",
        profiles: .since(.iOS17),
        sources: [.showDetailDoc, .splitSetViewController, .splitProbe,
                  .guess(reasoning: "recorded on iOS 26.1 only; that iOS 17 and 18 do the same is our guess")])
    static let splitAnnouncesDisplayMode = Rule(
        "split.announces-display-mode",
        "The delegate hears splitViewController:willChangeToDisplayMode: before the display mode changes: first as the split view controller fits its window before it first appears (before the columns load, and before a collapsing one asks for its top column), then whenever the app sets preferredDisplayMode, or calls show(_:) or hide(_:) for the primary column, while it is expanded; before any column hides or shows. Set while collapsed, preferredDisplayMode is heard by no one and applies when it expands.",
        profiles: .since(.iOS17),
        sources: [.splitWillChangeDoc, .splitPreferredDisplayModeDoc, .splitShowColumnDoc, .splitHideColumnDoc, .splitProbe,
                  .guess(reasoning: "recorded on iOS 26.1 only, on an iPad 820 points wide; that iOS 17 and 18, and other widths, do the same is our guess")])
    static let splitAnnouncesColumns = Rule(
        "split.announces-columns",
        "When the split view controller shows or hides a column itself, its delegate hears splitViewController:willShowColumn: or willHideColumn: before the column's view controller hears viewWillAppear: or viewWillDisappear:. Before its first appearance an expanded one announces each shown column right after loading its view; a collapsing one loads every column, then announces the primary shown, the primary hidden and the column on top shown. Collapsing on a resize, it announces every column hidden, the last first, then the one on top shown; expanding, each column that comes back; a new detail shown in place of the primary, the primary hidden and the secondary shown. Changing the display mode, it announces the primary hidden or shown; but show(_:) and hide(_:) while expanded announce nothing but the display mode (Apple: the system does not call willHide when the app hides a column). While collapsed, show(_:) puts the column on top and announces the one leaving (willHideColumn:), and hide(_:) of the secondary on top announces the primary coming (willShowColumn:).",
        profiles: .since(.iOS17),
        sources: [.splitWillHideDoc, .splitShowColumnDoc, .splitHideColumnDoc, .splitProbe,
                  .guess(reasoning: "recorded on iOS 26.1 only; that iOS 17 and 18 do the same, and the collapsed first appearance when the delegate answers the primary (announced only as shown), are our guess")])
    static let splitConfirmsColumns = Rule(
        "split.confirms-columns",
        "From iOS 26 the delegate also hears splitViewController:didShowColumn: and didHideColumn: for the columns it was told of. At the first appearance they come after the shown columns' viewWillAppear: and before their viewDidAppear: (collapsing: didHideColumn:, splitViewControllerDidCollapse:, then didShowColumn:); on a display-mode change, between the column's viewWill… and viewDid… calls; on a collapse, didHideColumn: before the hidden column's viewWillDisappear: and didShowColumn: after splitViewControllerDidCollapse:; on an expand, after splitViewControllerDidExpand:; while collapsed (a new detail, show(_:), hide(_:)), after the columns' viewDidAppear:. The probe's README says the order of these calls varied between its runs; the model follows the recorded run.",
        profiles: .since(.iOS26),
        sources: [.splitDidShowDoc, .splitDidHideDoc, .splitProbe])
    static let splitShowPresents = Rule(
        "split.show-presents",
        "show(_:sender:) sent to a column-style split view controller presents the view controller modally, in its own (automatic) style, as UIViewController's show(_:sender:) does when no container takes it: the columns and the delegate hear nothing, and on iOS 13 and later the page sheet leaves the columns on screen. The split view controller's own show(_:sender:), which puts a view controller in the primary column through its delegate, is for classic split view interfaces only.",
        profiles: .since(.iOS17),
        sources: [.showViewControllerDoc, .splitShowDoc, .splitProbe,
                  .guess(reasoning: "the probe recorded only the new view controller's viewDidLoad, viewWillAppear: and viewDidAppear:, with no change to the columns or their navigation controllers, and its README says it could not see where UIKit put it; a modal page sheet is the reading that fits every line, but no source says so")])
}
