import LifecycleModel

/// Loading a view controller's view: the getter, loadView and what UIKit's own loadView does.
extension Rule {
    static let appCode = Rule(
        appCodeID, "The app's own code makes this call, as the scenario's step or an override's body says.",
        sources: [.scenario])

    static let getterCallsLoadView = Rule(
        "loading.getter-calls-loadview",
        "The view getter finds no view and calls loadView, nested inside the getter; while loadView sets none, every access calls it again.",
        sources: [.viewGetter, .sinaRepost, .alla, .headerNotes])
    static let viewDidLoadAfterLoadView = Rule(
        "loading.viewdidload-after-loadview",
        "Once loadView has set the view, the getter calls viewDidLoad before it returns.",
        sources: [.viewDidLoadDoc, .sinaRepost, .alla, .bestswifter])
    static let viewDidLoadWithoutView = Rule(
        "loading.viewdidload-even-without-view",
        "From iOS 6, viewDidLoad follows loadView even when loadView set no view (on iOS 5 it waited for one); a viewDidLoad that reads self.view then recurses without end.",
        profiles: .since(.iOS6to12),
        sources: [.log(file: "kingcos-loadview-sets-no-view-loop-2017.log"), .alla,
                  .guess(reasoning: "the log is from iOS 10 and Alla's article from 2015; that iOS 13 and later keep it is our guess")])
    static let viewUnarchived = Rule(
        "loading.view-unarchived-from-nib",
        "UIKit's loadView unarchives the view from the storyboard or nib: the view's initWithCoder:, then its awakeFromNib.",
        sources: [.loadViewDoc, .headerNotes, .bestswifter])
    static let blankView = Rule(
        "loading.blank-view-with-screen-bounds",
        "With no nib name and no nib named after the class, UIKit's loadView makes a plain view with the screen's bounds.",
        sources: [.nibName, .headerNotes, .sinaRepost])
    static let containerBuildsView = Rule(
        "loading.container-builds-view-in-code",
        "Navigation, tab bar and page view controllers build their view in code (initWithFrame:), not from a nib.",
        sources: [.guess(reasoning: "UIKit's containers ship no nib; view-hierarchy dumps show a UILayoutContainerView made by the container. No log shows its initializer.")])
    static let loadViewIfNeededToShow = Rule(
        "loading.show-through-loadviewifneeded",
        "From iOS 13, UIKit loads a view it is about to show through loadViewIfNeeded, with loadView and viewDidLoad nested inside.",
        profiles: .since(.iOS13to16),
        sources: [.log(file: "juejin-aberror-launch-loadviewifneeded.log"), .log(file: "readke-nav-push-pop-numbered.log"),
                  .guess(reasoning: "neither log states its iOS version; that this began with iOS 13 (and not with iOS 9, when loadViewIfNeeded arrived) is our reading")])
    static let navigationConfirmsLoaded = Rule(
        "loading.navigation-confirms-view-loaded",
        "From iOS 13, a navigation controller calls loadViewIfNeeded on the view controller coming on screen right after its viewWillAppear: (the view is loaded by then).",
        profiles: .since(.iOS13to16),
        sources: [.log(file: "readke-nav-push-pop-numbered.log"),
                  .guess(reasoning: "the log states no iOS version; the iOS 13 boundary is our reading, as for loading through loadViewIfNeeded")])
}

extension Rule {
    /// The id of `appCode`, for readers outside the engine (the site says such calls are the app's).
    public static let appCodeID: RuleID = "app.code"
}
