import LifecycleModel

/// The sources several rules cite, named once. A rule that cites a device log names the file in
/// `Content/evidence/` itself (`.log(file:)`); a test checks every such file exists.
extension RuleSource {
    private static let uikit = "https://developer.apple.com/documentation/uikit/"

    // MARK: Apple's documentation

    static let viewController = apple("UIViewController", "uiviewcontroller")
    static let viewGetter = apple("UIViewController.view", "uiviewcontroller/view")
    static let loadViewDoc = apple("UIViewController.loadView()", "uiviewcontroller/loadview()")
    static let viewDidLoadDoc = apple("UIViewController.viewDidLoad()", "uiviewcontroller/viewdidload()")
    static let nibName = apple("UIViewController.nibName", "uiviewcontroller/nibname")
    static let initWithNib = apple("UIViewController.init(nibName:bundle:)", "uiviewcontroller/init(nibname:bundle:)")
    static let loadViewIfNeededDoc = apple("UIViewController.loadViewIfNeeded()", "uiviewcontroller/loadviewifneeded()")
    static let viewWillAppearDoc = apple("UIViewController.viewWillAppear(_:)", "uiviewcontroller/viewwillappear(_:)")
    static let viewIsAppearingDoc = apple("UIViewController.viewIsAppearing(_:)", "uiviewcontroller/viewisappearing(_:)")
    static let viewDidAppearDoc = apple("UIViewController.viewDidAppear(_:)", "uiviewcontroller/viewdidappear(_:)")
    static let viewWillDisappearDoc = apple("UIViewController.viewWillDisappear(_:)", "uiviewcontroller/viewwilldisappear(_:)")
    static let viewDidDisappearDoc = apple("UIViewController.viewDidDisappear(_:)", "uiviewcontroller/viewdiddisappear(_:)")
    static let viewWillLayoutSubviewsDoc = apple("UIViewController.viewWillLayoutSubviews()", "uiviewcontroller/viewwilllayoutsubviews()")
    static let viewDidLayoutSubviewsDoc = apple("UIViewController.viewDidLayoutSubviews()", "uiviewcontroller/viewdidlayoutsubviews()")
    static let updateViewConstraintsDoc = apple("UIViewController.updateViewConstraints()", "uiviewcontroller/updateviewconstraints()")
    static let memoryWarningDoc = apple("UIViewController.didReceiveMemoryWarning()", "uiviewcontroller/didreceivememorywarning()")
    static let viewDidUnloadDoc = apple("UIViewController.viewDidUnload() (deprecated in iOS 6)", "uiviewcontroller/viewdidunload()")
    static let addChildDoc = apple("UIViewController.addChild(_:)", "uiviewcontroller/addchild(_:)")
    static let willMoveDoc = apple("UIViewController.willMove(toParent:)", "uiviewcontroller/willmove(toparent:)")
    static let didMoveDoc = apple("UIViewController.didMove(toParent:)", "uiviewcontroller/didmove(toparent:)")
    static let removeFromParentDoc = apple("UIViewController.removeFromParent()", "uiviewcontroller/removefromparent()")
    static let forwardsAppearanceDoc = apple("UIViewController.shouldAutomaticallyForwardAppearanceMethods", "uiviewcontroller/shouldautomaticallyforwardappearancemethods")
    static let beginAppearanceDoc = apple("UIViewController.beginAppearanceTransition(_:animated:)", "uiviewcontroller/beginappearancetransition(_:animated:)")
    static let transitionDoc = apple("UIViewController.transition(from:to:duration:options:animations:completion:)", "uiviewcontroller/transition(from:to:duration:options:animations:completion:)")
    static let prepareForSegueDoc = apple("UIViewController.prepare(for:sender:)", "uiviewcontroller/prepare(for:sender:)")
    static let performSegueDoc = apple("UIViewController.performSegue(withIdentifier:sender:)", "uiviewcontroller/performsegue(withidentifier:sender:)")
    static let presentDoc = apple("UIViewController.present(_:animated:completion:)", "uiviewcontroller/present(_:animated:completion:)")
    static let dismissDoc = apple("UIViewController.dismiss(animated:completion:)", "uiviewcontroller/dismiss(animated:completion:)")
    static let presentationContextDoc = apple("UIViewController.definesPresentationContext", "uiviewcontroller/definespresentationcontext")
    static let modalStyles = apple("UIModalPresentationStyle", "uimodalpresentationstyle")
    static let adaptiveDelegate = apple("UIAdaptivePresentationControllerDelegate", "uiadaptivepresentationcontrollerdelegate")
    static let modalInPresentation = apple("UIViewController.isModalInPresentation", "uiviewcontroller/ismodalinpresentation")
    static let sheetPresentationController = apple("UISheetPresentationController", "uisheetpresentationcontroller")
    static let sheetSelectedDetent = apple("UISheetPresentationController.selectedDetentIdentifier", "uisheetpresentationcontroller/selecteddetentidentifier")
    static let sheetDelegateDidChangeDetent = apple("UISheetPresentationControllerDelegate.sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)", "uisheetpresentationcontrollerdelegate/sheetpresentationcontrollerdidchangeselecteddetentidentifier(_:)")
    static let popoverStyle = apple("UIModalPresentationStyle.popover", "uimodalpresentationstyle/popover")
    static let adaptiveSheet = apple("UIPopoverPresentationController.adaptiveSheetPresentationController", "uipopoverpresentationcontroller/adaptivesheetpresentationcontroller")
    static let adaptiveStyleDoc = apple(
        "UIAdaptivePresentationControllerDelegate.adaptivePresentationStyle(for:traitCollection:)",
        "uiadaptivepresentationcontrollerdelegate/adaptivepresentationstyle(for:traitcollection:)")
    static let willPresentAdaptiveDoc = apple(
        "UIAdaptivePresentationControllerDelegate.presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
        "uiadaptivepresentationcontrollerdelegate/presentationcontroller(_:willpresentwithadaptivestyle:transitioncoordinator:)")
    static let popoverDelegateDoc = apple("UIPopoverPresentationController.delegate", "uipopoverpresentationcontroller/delegate")
    static let popoverShouldDismissDeprecated = apple("UIPopoverPresentationControllerDelegate.popoverPresentationControllerShouldDismissPopover(_:) (deprecated in iOS 13)", "uipopoverpresentationcontrollerdelegate/popoverpresentationcontrollershoulddismisspopover(_:)")
    static let navigationController = apple("UINavigationController", "uinavigationcontroller")
    static let navigationDelegate = apple("UINavigationControllerDelegate", "uinavigationcontrollerdelegate")
    static let popToRootDoc = apple("UINavigationController.popToRootViewController(animated:)", "uinavigationcontroller/poptorootviewcontroller(animated:)")
    static let tabBarController = apple("UITabBarController", "uitabbarcontroller")
    static let splitViewController = apple("UISplitViewController", "uisplitviewcontroller")
    static let splitInitStyle = apple("UISplitViewController.init(style:)", "uisplitviewcontroller/init(style:)")
    static let splitSetViewController = apple("UISplitViewController.setViewController(_:for:)", "uisplitviewcontroller/setviewcontroller(_:for:)")
    static let splitIsCollapsed = apple("UISplitViewController.isCollapsed", "uisplitviewcontroller/iscollapsed")
    static let splitTopColumnDoc = apple(
        "UISplitViewControllerDelegate.splitViewController(_:topColumnForCollapsingToProposedTopColumn:)",
        "uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)")
    static let splitDisplayModeDoc = apple(
        "UISplitViewControllerDelegate.splitViewController(_:displayModeForExpandingToProposedDisplayMode:)",
        "uisplitviewcontrollerdelegate/splitviewcontroller(_:displaymodeforexpandingtoproposeddisplaymode:)")
    static let splitDidCollapseDoc = apple(
        "UISplitViewControllerDelegate.splitViewControllerDidCollapse(_:)", "uisplitviewcontrollerdelegate/splitviewcontrollerdidcollapse(_:)")
    static let splitDidExpandDoc = apple(
        "UISplitViewControllerDelegate.splitViewControllerDidExpand(_:)", "uisplitviewcontrollerdelegate/splitviewcontrollerdidexpand(_:)")
    static let splitWillChangeDoc = apple(
        "UISplitViewControllerDelegate.splitViewController(_:willChangeTo:)", "uisplitviewcontrollerdelegate/splitviewcontroller(_:willchangeto:)")
    static let splitWillHideDoc = apple(
        "UISplitViewControllerDelegate.splitViewController(_:willHide:)", "uisplitviewcontrollerdelegate/splitviewcontroller(_:willhide:)")
    static let splitDidShowDoc = apple(
        "UISplitViewControllerDelegate.splitViewController(_:didShow:)", "uisplitviewcontrollerdelegate/splitviewcontroller(_:didshow:)")
    static let splitDidHideDoc = apple(
        "UISplitViewControllerDelegate.splitViewController(_:didHide:)", "uisplitviewcontrollerdelegate/splitviewcontroller(_:didhide:)")
    static let splitShowColumnDoc = apple("UISplitViewController.show(_:)", "uisplitviewcontroller/show(_:)")
    static let splitHideColumnDoc = apple("UISplitViewController.hide(_:)", "uisplitviewcontroller/hide(_:)")
    static let splitPreferredDisplayModeDoc = apple(
        "UISplitViewController.preferredDisplayMode", "uisplitviewcontroller/preferreddisplaymode")
    /// Recorded runtime output, not a person's console: a probe app's ordered list of the split
    /// view delegate's calls and its children's callbacks, on the iOS 26.1 simulator (iPhone 16 and
    /// iPad), in a public repository whose README says it was measured on 2026-09-09. It logs no
    /// window resize: its iPad collapses and expands by overriding the horizontal size class.
    static let splitProbe = RuleSource.article(
        author: "Vercantez (openuikit)", title: "Split view probe: iOS 26.1 simulator transcripts (ios26.1-iphone16.json, ios26.1-ipad.json)",
        url: "https://github.com/Vercantez/openuikit/blob/68a0f579f98d083763e9e1330566d816b4815a44/uikit/Tools/oracle2/splitframesprobe/README.md")
    static let showViewControllerDoc = apple("UIViewController.show(_:sender:)", "uiviewcontroller/show(_:sender:)")
    static let splitShowDoc = apple("UISplitViewController.show(_:sender:)", "uisplitviewcontroller/show(_:sender:)")
    static let showDetailDoc = apple("UIViewController.showDetailViewController(_:sender:)", "uiviewcontroller/showdetailviewcontroller(_:sender:)")
    static let pageViewController = apple("UIPageViewController", "uipageviewcontroller")
    static let pageDataSource = apple("UIPageViewControllerDataSource", "uipageviewcontrollerdatasource")
    static let pageDelegate = apple("UIPageViewControllerDelegate", "uipageviewcontrollerdelegate")
    static let storyboardInstantiate = apple("UIStoryboard.instantiateViewController(withIdentifier:)", "uistoryboard/instantiateviewcontroller(withidentifier:)")
    static let awakeFromNibDoc = apple("NSObject.awakeFromNib()", "https://developer.apple.com/documentation/objectivec/nsobject/1402907-awakefromnib", absolute: true)
    static let initWithCoderDoc = apple("NSCoding.init(coder:)", "https://developer.apple.com/documentation/foundation/nscoding/init(coder:)", absolute: true)
    static let view = apple("UIView", "uiview")
    static let initWithFrameDoc = apple("UIView.init(frame:)", "uiview/init(frame:)")
    static let layoutSubviewsDoc = apple("UIView.layoutSubviews()", "uiview/layoutsubviews()")
    static let setNeedsLayoutDoc = apple("UIView.setNeedsLayout()", "uiview/setneedslayout()")
    static let layoutIfNeededDoc = apple("UIView.layoutIfNeeded()", "uiview/layoutifneeded()")
    static let setNeedsDisplayDoc = apple("UIView.setNeedsDisplay()", "uiview/setneedsdisplay()")
    static let drawDoc = apple("UIView.draw(_:)", "uiview/draw(_:)")
    static let sizeToFitDoc = apple("UIView.sizeToFit()", "uiview/sizetofit()")
    static let updateConstraintsDoc = apple("UIView.updateConstraints()", "uiview/updateconstraints()")
    static let addSubviewDoc = apple("UIView.addSubview(_:)", "uiview/addsubview(_:)")
    static let removeFromSuperviewDoc = apple("UIView.removeFromSuperview()", "uiview/removefromsuperview()")
    static let hierarchyCallbacks = apple("UIView: Observing view-related changes (willMove(toSuperview:), didMoveToSuperview(), willMove(toWindow:), didMoveToWindow(), didAddSubview(_:), willRemoveSubview(_:))", "uiview#observing-view-related-changes")
    static let caLayerLayoutIfNeeded = apple("CALayer.layoutIfNeeded()", "https://developer.apple.com/documentation/quartzcore/calayer/layoutifneeded()", absolute: true)
    static let traitEnvironment = apple("UITraitEnvironment.traitCollectionDidChange(_:)", "uitraitenvironment/traitcollectiondidchange(_:)")
    static let contentContainer = apple("UIContentContainer", "uicontentcontainer")
    static let viewWillTransitionDoc = apple("UIContentContainer.viewWillTransition(to:with:)", "uicontentcontainer/viewwilltransition(to:with:)")
    static let willTransitionTraitsDoc = apple("UIContentContainer.willTransition(to:with:)", "uicontentcontainer/willtransition(to:with:)")
    static let registerForTraitChangesDoc = apple("UITraitChangeObservable.registerForTraitChanges(_:handler:)", "uitraitchangeobservable-67e94/registerfortraitchanges(_:handler:)")
    static let updatePropertiesDoc = apple("UIView.updateProperties()", "uiview/updateproperties()")
    static let controllerUpdatePropertiesDoc = apple("UIViewController.updateProperties()", "uiviewcontroller/updateproperties()")
    static let setNeedsUpdatePropertiesDoc = apple("UIView.setNeedsUpdateProperties()", "uiview/setneedsupdateproperties()")
    static let automaticTraitTracking = apple("Automatic trait tracking", "automatic-trait-tracking")
    static let automaticObservationTracking = apple("Automatic observation tracking", "automatic-observation-tracking")
    static let observationTrackingInUIKit = apple("Updating views automatically with observation tracking in UIKit", "updating-views-automatically-with-observation-tracking-in-uikit")
    static let whatsNewInUIKit2025 = apple("WWDC 2025 session 243, What's new in UIKit", "https://developer.apple.com/videos/play/wwdc2025/243/", absolute: true)
    static let safeAreaDoc = apple("UIView.safeAreaInsetsDidChange()", "uiview/safeareainsetsdidchange()")
    static let layoutMarginsDoc = apple("UIView.layoutMarginsDidChange()", "uiview/layoutmarginsdidchange()")
    static let darkMode = apple("Supporting Dark Mode in Your Interface", "supporting-dark-mode-in-your-interface")
    static let launchSequence = apple("About the app launch sequence", "about-the-app-launch-sequence")
    static let appLifeCycle = apple("Managing your app's life cycle", "managing-your-app-s-life-cycle")
    static let appDelegate = apple("UIApplicationDelegate", "uiapplicationdelegate")
    static let sceneDelegate = apple("UISceneDelegate", "uiscenedelegate")
    static let vcGuide = apple("View Controller Programming Guide for iOS (archived)", "https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/", absolute: true)

    // MARK: Others' reports

    static let pageSheetResizeIssue = RuleSource.article(author: "Eric Lewis", title: "Programmatically setting detent results in clipped view (PageSheet issue 11, 2022)", url: "https://github.com/ericlewis/PageSheet/issues/11")

    static let interfaceSizes = RuleSource.article(author: "Max Seelemann", title: "Interface sizes a regular Universal app must support with iOS 11 (gist)", url: "https://gist.github.com/macguru/b7a01e3f0e9ae6f350d5")

    // MARK: The five articles Lifeline started from

    static let bestswifter = RuleSource.article(author: "bestswifter", title: "UIView的生命周期总结", url: "https://bestswifter.com/uiviewlifetime/")
    static let viewLifecycleCSDN = RuleSource.article(author: "qq_31810357 (CSDN)", title: "iOS - View生命周期", url: "https://blog.csdn.net/qq_31810357/article/details/79438212")
    static let sinaRepost = RuleSource.article(author: "a Sina blog, reposted", title: "The life cycle of iOS view and ViewController", url: "http://blog.sina.com.cn/s/blog_801997310101a39w.html")
    static let alla = RuleSource.article(author: "Alla", title: "浅析UIViewController的生命周期", url: nil)
    static let headerNotes = RuleSource.article(author: "unnamed", title: "load view / unload view (notes on UIViewController.h)", url: nil)

    private static func apple(_ title: String, _ path: String, absolute: Bool = false) -> RuleSource {
        .apple(title: title, url: absolute ? path : uikit + path)
    }
}
