import LifecycleModel

/// Every rule the engine follows, once: what each says, the profiles it holds for, its sources.
///
/// A call in a trace carries its rule's id. `RuleCatalogueTests` fails when a trace carries an id
/// this list lacks (a rule written in an extension but not listed, or `unattributed`: a call sent
/// with no rule in force) and when a listed rule is used by no canonical scenario.
public enum RuleCatalogue {
    /// The id of a call sent with no rule: never in the catalogue, so a test names the call.
    public static let unattributed: RuleID = "unattributed"

    public static let all: [Rule] = [
        .appCode,
        // Launch, the app and its scenes
        .launchStoryboardFirst, .launchAppDelegate, .launchSceneConnects, .launchWindowShown,
        .launchActiveBeforeLayout, .launchActiveAfterLayout, .launchActiveAfterRootAppears, .launchNavigationChildDeferred, .launchRootDidAppear,
        .becomeActive, .enterBackground, .backgroundSnapshotLayout, .terminateScene, .terminateWithoutScenes,
        .terminateRootDisappears, .terminateWillTerminate, .secondScene,
        // Creating and loading
        .storyboardUnarchives, .storyboardContainerDecodesChildren, .storyboardAwakesChildrenFirst,
        .initCallsDesignated, .viewInitCallsInitWithFrame,
        .getterCallsLoadView, .viewDidLoadAfterLoadView, .viewDidLoadWithoutView, .viewUnarchived, .blankView, .containerBuildsView,
        .loadViewIfNeededToShow, .navigationConfirmsLoaded,
        .deallocWhenLastOwnerLetsGo,
        // Containers and appearance
        .containerAddsChild, .containerSettlesAtOnce, .removeFromParentSendsDidMove,
        .forwardAppearance, .isAppearing, .childAppearsInAddSubview, .childDisappearsInRemove,
        .manualAppearanceBegins, .transitionBetweenChildren, .embedSegue,
        // Navigation
        .pushIncomingLoadsFirst, .pushWillPhase, .pushDidPhase, .pushDidMove, .pushOffScreen,
        .popStackChanges, .popIncomingLoadsFirst, .popWillPhase, .popDidPhase, .popReleases, .popToRootPassedOver, .popOffScreen,
        .swipeStarts, .swipeCompletes, .swipeCancels, .swipeCancelledStays,
        .delegateWillShow, .delegateDidShow,
        // Tabs and pages
        .tabSelectRequest, .tabSelectLoads, .tabSelectOrder,
        // Split view
        .splitCollapsesInCompact, .splitLoadsEveryColumn, .splitCollapseHides, .splitExpands, .splitShowDetail,
        .splitAnnouncesDisplayMode, .splitAnnouncesColumns, .splitConfirmsColumns, .splitShowPresents,
        .firstPageAppears, .pageSwipeAsks, .pageSwipeCompletes, .pageSwipeCancels, .pageDidFinish,
        // Presentation and segues
        .presentIncomingLoads, .presentWillPhase, .presentDidPhase, .presenterLaidOutAgain,
        .dismissWillPhase, .dismissDidPhase,
        .segueOrder, .unwindOrder, .unwindAsksPresenter,
        .sheetSwipeAsksDelegate, .sheetSwipeModal, .sheetSwipeWillDisappear, .sheetSwipeCompletes, .sheetSwipeCancels,
        .sheetDetentDragged, .sheetDetentSetInCode, .popoverPresented, .popoverAsksAdaptiveStyle, .popoverToldAdaptiveStyle, .popoverPrepared, .popoverTapOutside,
        // Views
        .attachOrder, .detachOrder, .joinedViewMarked, .standaloneAppears,
        // Layout and drawing
        .constraintPass, .runLoopLayoutPass, .layerLayoutNesting, .layoutIfNeededNow, .secondPassAtLaunch,
        .displayPass, .sizeToFitAsks, .scrollMovesContent,
        // Environment, rotation, memory
        .traitsBeforeLayout, .marginsThenSafeArea, .catchUpOnTraits, .rotationTransitions, .rotationIOS5, .windowResized,
        .memoryWarningEach, .memoryWarningUnloads, .traitRegistrationFires, .backgroundSnapshotsBothAppearances,
        // iOS 18 and iOS 26: properties updates, trait and observation tracking
        .propertiesBeforeLayout, .traitTrackingInvalidates, .observationInvalidates,
        // SwiftUI hosting, representables, a child's preferred size
        .hostingInitCallsDesignated, .hostingLoadViewMakesHostingView, .representableMakes, .representableContainment,
        .representableUpdates, .representableDismantles, .viewRepresentableMakes, .viewRepresentableUpdates, .viewRepresentableDismantles, .hostingSizingTracksContent, .preferredContentSizeTellsParent,
    ]

    /// The rules no source settles, whose calls the pages and diagrams mark.
    public static let guesses: Set<RuleID> = Set(all.filter(\.isGuess).map(\.id))

    /// The rule with this id, if the catalogue has it.
    public static func rule(_ id: RuleID) -> Rule? { byID[id] }

    private static let byID: [RuleID: Rule] = Dictionary(all.map { ($0.id, $0) }) { first, _ in first }
}
