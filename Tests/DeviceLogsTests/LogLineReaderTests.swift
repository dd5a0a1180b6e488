import DeviceLogs
import Testing

/// Every log format `lifeline compare` reads, line by line: the label it finds and the selector.
@Suite("Device logs: reading one line")
struct LogLineReaderTests {
    static func read(_ line: String) -> String {
        guard let reading = LogLineReader().read(line) else { return "nothing" }
        return "\(reading.label ?? "-") \(reading.selector)"
    }

    @Test("Objective-C: __func__ and __PRETTY_FUNCTION__, with and without the console prefix", arguments: [
        ("-[ViewController viewWillAppear:]", "ViewController viewWillAppear:"),
        ("2019-03-01 10:00:00.123456+0800 Demo[123:4567] -[ViewController viewDidLoad]", "ViewController viewDidLoad"),
        ("2013-05-02 10:00:00.123 Demo[123:a0b] -[SecondViewController initWithNibName:bundle:]", "SecondViewController initWithNibName:bundle:"),
        ("-[ViewController(Logging) viewDidAppear:]", "ViewController viewDidAppear:"),
        ("Demo[99:1234] -[TestView willMoveToSuperview:] newSuperview=<UIView: 0x1>", "TestView willMoveToSuperview:"),
        ("控制器 -[AViewController dealloc] 被释放", "AViewController dealloc"),
    ])
    func objectiveC(line: String, expected: String) {
        #expect(Self.read(line) == expected)
    }

    @Test("Delegate and data-source methods, whole or abbreviated without their sender", arguments: [
        (" <UINavigationController: 0x6c118f0> willShowViewController <A: 0x6c11b10>", "UINavigationController navigationController:willShowViewController:animated:"),
        ("-[A navigationController:didShowViewController:animated:]", "A navigationController:didShowViewController:animated:"),
        ("navigationController(_:willShow:animated:)", "- navigationController:willShowViewController:animated:"),
        ("viewControllerAfterViewController: first vc", "- pageViewController:viewControllerAfterViewController:"),
        ("viewControllerBeforeViewController: first vc", "- pageViewController:viewControllerBeforeViewController:"),
        ("willTransitionToViewControllers:", "- pageViewController:willTransitionToViewControllers:"),
        ("didFinishAnimating:previousViewControllers: animating finish", "- pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:"),
        ("Pager pageViewController(_:viewControllerAfter:)", "Pager pageViewController:viewControllerAfterViewController:"),
    ])
    func delegates(line: String, expected: String) {
        #expect(Self.read(line) == expected)
    }

    @Test("Swift: #function, with Self.self, type(of:) or self before it", arguments: [
        ("viewWillAppear(_:)", "- viewWillAppear:"),
        ("ViewController viewWillAppear(_:)", "ViewController viewWillAppear:"),
        ("ViewController.viewDidLoad()", "ViewController viewDidLoad"),
        ("<Demo.DetailViewController: 0x7fa3c9d0a2b0> deinit", "DetailViewController dealloc"),
        ("SecondVC init(coder:)", "SecondVC initWithCoder:"),
        ("2023-06-01 12:00:00.000000+0200 App[5:6] FirstViewController: didMove(toParent:)", "FirstViewController didMoveToParentViewController:"),
        ("ChildVC willMove(toParent:)", "ChildVC willMoveToParentViewController:"),
        ("B viewWillTransition(to:with:)", "B viewWillTransitionToSize:withTransitionCoordinator:"),
        ("deinit", "- dealloc"),
        ("VC — viewWillAppear()", "VC viewWillAppear:"),
        ("1. ViewController(VC) — init(coder:) Start / End", "ViewController(VC) initWithCoder:"),
        ("3. VC — willMove(toParentViewController:)", "VC willMoveToParentViewController:"),
    ])
    func swift(line: String, expected: String) {
        #expect(Self.read(line) == expected)
    }

    @Test("Bare names, tags, numbered lists and text around them", arguments: [
        ("viewDidLoad", "- viewDidLoad"),
        ("1. viewDidLoad", "- viewDidLoad"),
        ("2) ViewWillAppear", "- viewWillAppear:"),
        ("1viewWillAppear", "1 viewWillAppear:"),
        ("2 Loadview//If overridden here", "2 loadView"),
        ("A: viewDidAppear", "A viewDidAppear:"),
        ("A -> viewWillDisappear", "A viewWillDisappear:"),
        ("layoutSubviews ==> 6", "- layoutSubviews"),
        ("ViewController - viewDidLayoutSubviews", "ViewController viewDidLayoutSubviews"),
        ("第二个页面 viewDidAppear 调用了", "- viewDidAppear:"),
        ("A页面 viewDidLoad", "A viewDidLoad"),
        ("—>initWithNibName:bundle:", "- initWithNibName:bundle:"),
        ("[Lifecycle:ui] SettingsVC viewIsAppearing(_:)", "SettingsVC viewIsAppearing:"),
        ("called viewDidLoad", "called viewDidLoad"),
        ("vc1 – loadView", "vc1 loadView"),
        ("- vc2.viewWillAppear", "vc2 viewWillAppear:"),
        ("クラス名:FirstViewController メソッド名:viewDidLoad()", "FirstViewController viewDidLoad"),
        ("fist vc willDisappear", "vc viewWillDisappear:"),
        ("viewDidLoad1", "1 viewDidLoad"),
        (" A  view will disappear <A_ViewController: 0x7fa11067a730>", "A viewWillDisappear:"),
        (" B  view did  appear    <B_ViewController: 0x7fa110516530>", "B viewDidAppear:"),
    ])
    func bare(line: String, expected: String) {
        #expect(Self.read(line) == expected)
    }

    @Test("The app's and scenes' callbacks, as their authors print them", arguments: [
        ("-[AppDelegate application:didFinishLaunchingWithOptions:]", "AppDelegate application:didFinishLaunchingWithOptions:"),
        ("application(_:didFinishLaunchingWithOptions:)", "- application:didFinishLaunchingWithOptions:"),
        ("will Finishing Launching With Options", "- application:willFinishLaunchingWithOptions:"),
        ("- Did Finishing Launching With Options", "- application:didFinishLaunchingWithOptions:"),
        ("application Did Become Active", "- applicationDidBecomeActive:"),
        ("- Scene Did Enter Background", "- sceneDidEnterBackground:"),
        ("sceneWillEnterForeground <UIWindowScene: 0x106007560>...", "- sceneWillEnterForeground:"),
        ("1. application( didFinishLaunchingWithOptions ) (AppDelegate内メソッド)", "- application:didFinishLaunchingWithOptions:"),
        ("2. application( configurationForConnecting ) (AppDelegate内メソッド)", "- application:configurationForConnectingSceneSession:options:"),
        ("3. scene( willConnectTo session ) (SceneDelegate内メソッド)", "- scene:willConnectToSession:options:"),
        ("2. application( didDiscardSceneSessions ) (AppDelegate内メソッド)", "- application:didDiscardSceneSessions:"),
        ("6. sceneDidBecomeActive(_ scene: UIScene) (SceneDelegate内メソッド)", "- sceneDidBecomeActive:"),
    ])
    func appAndScene(line: String, expected: String) {
        #expect(Self.read(line) == expected)
    }

    @Test("A label printed after the callback is kept for the mapping")
    func labelAfter() {
        let reading = LogLineReader().read("- View Did Load Second View Controller")
        #expect(reading?.selector == "viewDidLoad")
        #expect(reading?.label == nil)
        #expect(reading?.suffix == " Second View Controller")
    }

    @Test("Callbacks chained with arrows on one line, a class in parentheses after each")
    func chained() {
        let readings = LogLineReader().readAll("loadVIew(SecondVC)—> viewDidload(SecondVC)—> viewWillDisappear(FirstVC) —> dealloc (SecondVC)")
        #expect(readings.map { "\($0.label ?? "-") \($0.selector)" } == [
            "SecondVC loadView", "SecondVC viewDidLoad", "FirstVC viewWillDisappear:", "SecondVC dealloc",
        ])
        #expect(LogLineReader().readAll("A -> viewWillDisappear").map(\.selector) == ["viewWillDisappear:"])
        #expect(LogLineReader().readAll("willTransitionToTraitCollection => viewWillAppear => viewDidAppear").map(\.selector) == [
            "willTransitionToTraitCollection:withTransitionCoordinator:", "viewWillAppear:", "viewDidAppear:",
        ])
    }

    @Test("print(self): the object's own class and address, not those of the descriptions nested in it", arguments: [
        ("<MyView: 0x7f8b1c40a2b0; frame = (0 0; 375 667); layer = <CALayer: 0x600000c3e0a0>> layoutSubviews()", "MyView layoutSubviews 0x7f8b1c40a2b0"),
        ("<Demo.CardView: 0x7fa1; frame = (0 0; 10 10); autoresize = W+H; gestureRecognizers = <NSArray: 0x6000>; layer = <CALayer: 0x6001>> didMoveToWindow()", "CardView didMoveToWindow 0x7fa1"),
        ("<Notes.DetailViewController: 0x600000f04a80> viewDidLoad()", "DetailViewController viewDidLoad 0x600000f04a80"),
        ("-[DetailViewController viewDidLoad] <DetailViewController: 0x600000f04a80>", "DetailViewController viewDidLoad 0x600000f04a80"),
        ("-[DetailViewController viewDidLoad] <OtherViewController: 0x600000f04a80>", "DetailViewController viewDidLoad -"),
    ])
    func printSelf(line: String, expected: String) {
        let reading = LogLineReader().read(line)
        #expect(reading.map { "\($0.label ?? "-") \($0.selector) \($0.instance ?? "-")" } == expected)
    }

    @Test("UIKit callbacks the model does not make: the list in any spelling, and UIKit's names printed as methods", arguments: [
        ("-[AppDelegate applicationWillTerminate:]", "AppDelegate applicationWillTerminate:"),
        ("applicationWillTerminate(_:)", "- applicationWillTerminate:"),
        ("AppDelegate applicationWillTerminate", "AppDelegate applicationWillTerminate:"),
        ("application(_:open:options:)", "- application:openURL:options:"),
        ("SceneDelegate scene(_:openURLContexts:)", "SceneDelegate scene:openURLContexts:"),
        ("-[VC viewDidMoveToWindow:shouldAppearOrDisappear:]", "VC viewDidMoveToWindow:shouldAppearOrDisappear:"),
        ("AppDelegate application(_:handlerFor:)", "AppDelegate application:handlerFor:"),
        ("viewIsHidden()", "- viewIsHidden"),
        ("MyView tintColorDidChange()", "MyView tintColorDidChange"),
    ])
    func unmodelled(line: String, expected: String) {
        #expect(Self.read(line) == expected)
    }

    @Test("Lines that name no callback", arguments: [
        "",
        "Hello, world",
        "the view appears",
        "2019-03-01 10:00:00.123456+0800 Demo[123:4567] button tapped",
        "init",
        "viewDidLoadX",
        "Scene",
        "15. VC — loadView() End",
        "VC viewDidSomethingElse",
        "applicationState",
        "application",
    ])
    func nothing(line: String) {
        #expect(Self.read(line) == "nothing")
    }
}
