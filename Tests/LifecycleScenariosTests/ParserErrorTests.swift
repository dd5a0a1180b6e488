import LifecycleModel
import LifecycleScenarios
import Testing

/// Every error the scenario language reports while reading, with its exact text.
@Suite("Scenario language: reading errors, exactly")
struct ParserErrorTests {
    /// Declarations most cases build on; lines 1–10.
    static let base = """
        title: T
        controller A: ViewController from storyboard Main
        controller B: DetailViewController from storyboard Main
        controller C: MyViewController in code
        navigation nav with root A
        tabs tabs with C
        view T: TestView
        view V: RootView
        segue showB: A presents B
        profile: iOS 17+


        """

    static func parse(_ text: String) throws(ScenarioError) {
        _ = try ScenarioParser(path: "bad.scenario", id: "bad").parse(text)
    }

    @Test("Header errors", arguments: [
        ("titel: T\n", "bad.scenario:1:1: error: unknown header 'titel:'; did you mean 'title:'?"),
        ("title: T\nprofile: iOS 99\n", "bad.scenario:2:10: error: unknown profile 'iOS 99'; expected one of 'iOS 5', 'iOS 6-12', 'iOS 13-16', 'iOS 17+', 'iOS 18', 'iOS 26'"),
        ("title: T\ntitle: U\n", "bad.scenario:2:1: error: 'title:' is already given on line 1; give it once"),
        ("title:\n", "bad.scenario:1:7: error: 'title:' needs a value"),
        ("controller A: V in code\n", "bad.scenario:1:1: error: missing 'title:' line; start the scenario with 'title: WHAT IT SHOWS'"),
        ("title: T\n  launch with root A\n", "bad.scenario:2:3: error: unexpected indentation; only the lines of an override's body or of 'setup' are indented"),
        ("title: T\nsetup now\n", "bad.scenario:2:7: error: 'setup' stands alone on its line; indent its steps below it"),
        ("title: T\ncontroller A: V in code\nsetup\n  launch with root A\nsetup\n  create A\n", "bad.scenario:5:1: error: 'setup' is already given on line 3; put all its steps in one block"),
        ("title: T\ncontroller A: V in code\nlaunch with root A\nsetup\n  create A\n", "bad.scenario:4:1: error: 'setup' must come before the steps (line 3 is a step); its steps bring the world to where the scenario starts"),
        ("title: T\nprofile: iOS 5\ncontroller A: V in code\npages P with A\n", "bad.scenario:4:1: error: the scroll-style page view controller arrived in iOS 6: 'pages' needs the 'iOS 6-12' profile or a later one"),
        ("title: T\nsetup\n", "bad.scenario:2:1: error: 'setup' has no steps; indent the steps that bring the world to its starting state below it"),
        ("title: T\nprofile: iOS 6-12\ncontroller A: V in code\nopen a second scene with root A\n", "bad.scenario:4:1: error: scenes arrived in iOS 13 (Apple, UIScene); this scenario's profile is iOS 6-12: choose 'profile: iOS 13-16' or later"),
        ("title: T\nscene delegate S: SceneDelegate\nscene delegate T: SceneDelegate\nscene delegate U: SceneDelegate\n", "bad.scenario:4:1: error: S and T are already the scene delegates of the first and the second scene; Lifeline models two scenes at most"),
        ("title: T\nprofile: iOS 13-16\ncontroller A: V in code\nregister A for UITraitUserInterfaceStyle\n", "bad.scenario:4:1: error: registerForTraitChanges arrived in iOS 17 (Apple, UITraitChangeObservable); this scenario's profile is iOS 13-16: override traitCollectionDidChange instead, or choose 'profile: iOS 17+'"),
        ("title: T\nlanch with root A\n", "bad.scenario:2:1: error: unknown step 'lanch'; did you mean 'launch'?"),
        ("title: T\ncontroler A: V in code\n", "bad.scenario:2:1: error: unknown step 'controler'; did you mean 'controller'?"),
        ("title: T\nprofile: iOS 6-12\nscene delegate S: SceneDelegate\n", "bad.scenario:3:1: error: scene delegates exist from iOS 13 (Apple, UISceneDelegate); this scenario's profile is iOS 6-12: declare an app delegate, or choose 'profile: iOS 13-16' or later"),
        ("title: T\napp delegate D: AppDelegate\napp delegate E: OtherDelegate\n", "bad.scenario:3:1: error: D is already the app delegate; an app has one"),
        ("title: T\ncontroller A: V in code\nnavigation nav with root A from storyboard Main\n", "bad.scenario:3:26: error: A must come from storyboard Main too: a storyboard's container holds scenes of its own storyboard; declare it 'controller A: V from storyboard Main'"),
        ("title: T\ncontroller A: V from storyboard Main\ncontroller B: W from storyboard Other\ntabs tabs with A, B from storyboard Main\n", "bad.scenario:4:19: error: B must come from storyboard Main too: a storyboard's container holds scenes of its own storyboard; declare it 'controller B: W from storyboard Main'"),
        ("title: T\ncontroller A: V from storyboard Main\nnavigation nav with root A from storyboard\n", "bad.scenario:3:43: error: the line ends too early; expected 'navigation NAME[: CLASS] with root NAME [from storyboard NAME] [delegate NAME] [kept by NAME]'"),
        ("title: T\napp delegate D\n", "bad.scenario:2:14: error: expected ':' and a class name after 'D'; expected 'app delegate NAME: CLASS'"),
        ("title: T\nscene D: SceneDelegate\n", "bad.scenario:2:7: error: unexpected 'D:'; expected 'scene delegate NAME: CLASS'"),
        ("title: T\napp delegate D: AppDelegate\ncontroller A: V in code\nnavigation nav with root D\n", "bad.scenario:4:26: error: D is the app delegate; UIKit calls it on its own, no step names it"),
        ("title: T\napp delegate D: AppDelegate\noverride D viewDidLoad\n", "bad.scenario:3:12: error: 'viewDidLoad' is not a method Lifeline lets an app delegate override"),
    ])
    func header(source: String, message: String) {
        #expect(throws: Self.error(message)) { try Self.parse(source) }
    }

    @Test("Declaration errors", arguments: [
        ("controller X ViewController in code", "bad.scenario:12:12: error: expected ':' and a class name after 'X'; expected 'controller NAME: CLASS from storyboard NAME | from nib NAME | in code [with constraints] [with manual appearance] [modal in presentation] [detents DETENT, DETENT…] [presentation delegate NAME [answering STYLE]] [kept by NAME]'"),
        ("controller X: ViewController from storybord Main", "bad.scenario:12:30: error: unexpected 'from'; expected 'controller NAME: CLASS from storyboard NAME | from nib NAME | in code [with constraints] [with manual appearance] [modal in presentation] [detents DETENT, DETENT…] [presentation delegate NAME [answering STYLE]] [kept by NAME]'"),
        ("controller X: ViewController", "bad.scenario:12:29: error: the line ends too early; expected 'controller NAME: CLASS from storyboard NAME | from nib NAME | in code [with constraints] [with manual appearance] [modal in presentation] [detents DETENT, DETENT…] [presentation delegate NAME [answering STYLE]] [kept by NAME]'"),
        ("controller X: UIPageViewController in code", "bad.scenario:12:15: error: UIPageViewController is a container: declare it with 'pages NAME with NAME, NAME… delegate NAME'"),
        ("controller X: UINavigationController in code", "bad.scenario:12:15: error: UINavigationController is a container: declare it with 'navigation NAME with root NAME'"),
        ("controller X: UISplitViewController in code", "bad.scenario:12:15: error: UISplitViewController is a container: declare it with 'split NAME with PRIMARY, SECONDARY' (iOS 17+ profiles)"),
        ("controller A: Other in code", "bad.scenario:12:12: error: A is already declared on line 2; give each object its own name"),
        ("controller window: V in code", "bad.scenario:12:12: error: 'window' is a reserved word; names are letters, digits and _, starting with a letter, like A or detail"),
        ("controller 1X: V in code", "bad.scenario:12:12: error: '1X' is not a valid name; names are letters, digits and _, starting with a letter, like A or detail"),
        ("controller X: V-C in code", "bad.scenario:12:15: error: 'V-C' is not a class name; expected a name like ViewController"),
        ("navigation nav2 with root T", "bad.scenario:12:27: error: T is a view, but a view controller is needed here"),
        ("navigation nav2 with root Z", "bad.scenario:12:27: error: unknown object 'Z'; did you mean 'A'?"),
        ("navigation nav2 with root tabs", "bad.scenario:12:27: error: tabs is a UITabBarController, a container; a view controller with content of its own is needed here"),
        ("navigation nav2 with root B kept by nav2", "bad.scenario:12:12: error: nav2 cannot keep itself; name another object after 'kept by'"),
        ("navigation nav2 with root C", "bad.scenario:12:12: error: C is already in tabs; a view controller has one container at a time"),
        ("tabs t2 with C, C", "bad.scenario:12:17: error: C is already one of the tabs; a view controller can be in one tab only"),
        ("tabs t2 with", "bad.scenario:12:13: error: the line ends too early; expected 'tabs NAME[: CLASS] with NAME, NAME… [from storyboard NAME] [kept by NAME]'"),
        ("controller X: V in code with manual", "bad.scenario:12:25: error: unexpected 'with'; expected 'controller NAME: CLASS from storyboard NAME | from nib NAME | in code [with constraints] [with manual appearance] [modal in presentation] [detents DETENT, DETENT…] [presentation delegate NAME [answering STYLE]] [kept by NAME]'"),
        ("controller X: V in code\nnavigation nav2 with root X delegate T", "bad.scenario:13:38: error: T is a view, but a view controller is needed here"),
        ("controller X: V in code\nnavigation nav2 with root X delegate", "bad.scenario:13:37: error: the line ends too early; expected 'navigation NAME[: CLASS] with root NAME [from storyboard NAME] [delegate NAME] [kept by NAME]'"),
        ("pages P with", "bad.scenario:12:13: error: the line ends too early; expected 'pages NAME[: CLASS] with NAME, NAME… [delegate NAME] [kept by NAME]'"),
        ("pages P with B, B", "bad.scenario:12:17: error: B is already one of the pages; a view controller can be one page only"),
        ("pages P with T", "bad.scenario:12:14: error: T is a view, but a view controller is needed here"),
        ("pages P with C", "bad.scenario:12:7: error: C is already in tabs; a view controller has one container at a time"),
        ("controller X: V in code\npages P with X delegate Z", "bad.scenario:13:25: error: unknown object 'Z'; did you mean 'A'?"),
        ("view W: TestView frame 0 0 10", "bad.scenario:12:30: error: the line ends too early; expected 'view NAME: CLASS [frame X Y WIDTH HEIGHT] [draws] [fits WIDTH HEIGHT] [constraints] [kept by NAME]'"),
        ("view W: TestView frame 0 0 ten 10", "bad.scenario:12:28: error: expected a whole number of points, not 'ten'; expected 'view NAME: CLASS [frame X Y WIDTH HEIGHT] [draws] [fits WIDTH HEIGHT] [constraints] [kept by NAME]'"),
        ("view W: TestView drawz", "bad.scenario:12:18: error: unknown view trait 'drawz'; did you mean 'draws'?"),
        ("view W: TestView shiny", "bad.scenario:12:18: error: unknown view trait 'shiny'; expected 'frame X Y WIDTH HEIGHT', 'draws', 'fits WIDTH HEIGHT', 'constraints' or 'kept by NAME'"),
        ("view W: TestView kept A", "bad.scenario:12:23: error: unexpected 'A'; expected 'view NAME: CLASS [frame X Y WIDTH HEIGHT] [draws] [fits WIDTH HEIGHT] [constraints] [kept by NAME]'"),
        ("nib My-View", "bad.scenario:12:5: error: 'My-View' is not a nib name; expected 'nib NAME' with a name like MyView"),
        ("segue go A presents B", "bad.scenario:12:7: error: expected the segue's identifier followed by ':', as in 'segue showDetail: A presents B'"),
        ("segue go: A shows B", "bad.scenario:12:13: error: unexpected 'shows'; expected 'segue IDENTIFIER: SOURCE pushes DESTINATION | SOURCE presents DESTINATION [full screen | as page sheet | as form sheet | in current context | over full screen | over current context | as popover] | SOURCE unwinds to DESTINATION with ACTION | SOURCE embeds DESTINATION [without animation]'"),
        ("segue go: A presents C", "bad.scenario:12:22: error: C is not made by a storyboard, but a segue's destination is instantiated from one; declare it 'from storyboard NAME'"),
        ("controller X: V from storyboard Main\nsegue e: C embeds X", "bad.scenario:13:10: error: C is not made by a storyboard, so it has no storyboard scene with a container view to embed from; declare it 'from storyboard NAME'"),
        ("controller X: V in code\nsegue e: A embeds X", "bad.scenario:13:19: error: X is not made by a storyboard, but a segue's destination is instantiated from one; declare it 'from storyboard NAME'"),
        ("controller X: V from storyboard Main\nsegue e: A embeds X without animation", "bad.scenario:13:21: error: an embed segue has no animation to leave out: UIKit performs it while A's view loads; remove 'without animation'"),
        ("segue showB: B presents A", "bad.scenario:12:7: error: segue 'showB' is already declared on line 9"),
        ("segue back: B unwinds A with done:", "bad.scenario:12:23: error: unexpected 'A'; expected 'segue IDENTIFIER: SOURCE pushes DESTINATION | SOURCE presents DESTINATION [full screen | as page sheet | as form sheet | in current context | over full screen | over current context | as popover] | SOURCE unwinds to DESTINATION with ACTION | SOURCE embeds DESTINATION [without animation]'"),
        ("segue back: B unwinds to A", "bad.scenario:12:27: error: the line ends too early; expected 'segue IDENTIFIER: SOURCE pushes DESTINATION | SOURCE presents DESTINATION [full screen | as page sheet | as form sheet | in current context | over full screen | over current context | as popover] | SOURCE unwinds to DESTINATION with ACTION | SOURCE embeds DESTINATION [without animation]'"),
        ("segue back: B unwinds to A with 9lives", "bad.scenario:12:33: error: '9lives' is not an action method's name; expected a name like unwindToList: (the destination's @IBAction that takes the segue)"),
        ("segue back: B unwinds to Q with done:", "bad.scenario:12:26: error: unknown object 'Q'; did you mean 'A'?"),
        ("segue back: B unwinds to A with done: slowly", "bad.scenario:12:39: error: unexpected 'slowly'; expected 'segue IDENTIFIER: SOURCE pushes DESTINATION | SOURCE presents DESTINATION [full screen | as page sheet | as form sheet | in current context | over full screen | over current context | as popover] | SOURCE unwinds to DESTINATION with ACTION | SOURCE embeds DESTINATION [without animation]'"),
        ("segue go: A presents B over fullscreen", "bad.scenario:12:24: error: unexpected 'over'; expected 'segue IDENTIFIER: SOURCE pushes DESTINATION | SOURCE presents DESTINATION [full screen | as page sheet | as form sheet | in current context | over full screen | over current context | as popover] | SOURCE unwinds to DESTINATION with ACTION | SOURCE embeds DESTINATION [without animation]'"),
        ("controller X: V in code presentation delegate", "bad.scenario:12:46: error: the line ends too early; expected 'controller NAME: CLASS from storyboard NAME | from nib NAME | in code [with constraints] [with manual appearance] [modal in presentation] [detents DETENT, DETENT…] [presentation delegate NAME [answering STYLE]] [kept by NAME]'"),
        ("controller X: V in code presentation delegate Q", "bad.scenario:12:47: error: unknown object 'Q'; did you mean 'A'?"),
        ("controller X: V in code presentation delegate T", "bad.scenario:12:47: error: T is a view, but a view controller is needed here"),
    ])
    func declarations(line: String, message: String) {
        #expect(throws: Self.error(message)) { try Self.parse(Self.base + line + "\n") }
    }

    @Test("Presentation errors that depend on the profile or on a declaration", arguments: [
        ("title: T\nprofile: iOS 5\ncontroller A: V in code\ncontroller B: W in code\nlaunch with root A\npresent B from A over full screen\n",
         "bad.scenario:6:18: error: 'over full screen' arrived in iOS 8: it needs the 'iOS 6-12' profile or a later one"),
        ("title: T\ncontroller A: V from storyboard Main\ncontroller B: W from storyboard Main\nsegue s: A presents B over current context\nprofile: iOS 5\n",
         "bad.scenario:4:23: error: 'over current context' arrived in iOS 8: it needs the 'iOS 6-12' profile or a later one"),
        ("title: T\ncontroller A: V in code\ncontroller B: W in code modal in presentation\nlaunch with root A\npresent B from A\nswipe down on B cancelled\n",
         "bad.scenario:6:15: error: B is declared 'modal in presentation': its sheet springs back by itself, so there is no swipe to cancel; write 'swipe down on B'"),
        ("title: T\nprofile: iOS 6-12\ncontroller A: V in code\noverride A presentationControllerDidDismiss\n",
         "bad.scenario:4:12: error: UIKit never calls presentationControllerDidDismiss: on the 'iOS 6-12' profile; choose another profile or another method"),
    ])
    func presentation(text: String, message: String) {
        #expect(throws: Self.error(message)) { try Self.parse(text) }
    }

    @Test("Step errors", arguments: [
        ("enter backgrund", "bad.scenario:12:7: error: unexpected 'backgrund'; expected 'enter background | enter foreground'"),
        ("terminate now", "bad.scenario:12:11: error: unexpected 'now'; expected 'terminate'"),
        ("push T onto nav", "bad.scenario:12:6: error: T is a view, but a view controller is needed here"),
        ("push C onto A", "bad.scenario:12:13: error: A is not a navigation controller; declare one with 'navigation NAME with root A'"),
        ("push C nav", "bad.scenario:12:8: error: unexpected 'nav'; expected 'push NAME onto NAVIGATION [without animation]'"),
        ("push B onto nav slowly", "bad.scenario:12:17: error: unexpected 'slowly'; expected 'push NAME onto NAVIGATION [without animation]'"),
        ("pop nav now", "bad.scenario:12:9: error: unexpected 'now'; expected 'pop NAVIGATION [to root] [without animation]'"),
        ("pop tabs", "bad.scenario:12:5: error: tabs is not a navigation controller; declare one with 'navigation NAME with root tabs'"),
        ("swipe back on nav, aborted", "bad.scenario:12:20: error: unexpected 'aborted'; expected 'swipe back on NAVIGATION [cancelled] | swipe down on NAME [cancelled] | swipe to next|previous page of PAGES [cancelled]'"),
        ("swipe to next page of nav", "bad.scenario:12:23: error: nav is not a page view controller; declare one with 'pages NAME with nav, …'"),
        ("swipe to the next page of nav", "bad.scenario:12:10: error: unexpected 'the'; expected 'swipe to next page of PAGES [cancelled] (or swipe to previous page of PAGES [cancelled])'"),
        ("swipe to next page of", "bad.scenario:12:22: error: the line ends too early; expected 'swipe to next page of PAGES [cancelled] (or swipe to previous page of PAGES [cancelled])'"),
        ("beginAppearanceTransition B", "bad.scenario:12:28: error: the line ends too early; expected 'beginAppearanceTransition NAME appearing | disappearing [without animation]'"),
        ("beginAppearanceTransition B appearing slowly", "bad.scenario:12:39: error: unexpected 'slowly'; expected 'beginAppearanceTransition NAME appearing | disappearing [without animation]'"),
        ("beginAppearanceTransition T appearing", "bad.scenario:12:27: error: T is a view, but a view controller is needed here"),
        ("endAppearanceTransition T", "bad.scenario:12:25: error: T is a view, but a view controller is needed here"),
        ("endAppearanceTransition B now", "bad.scenario:12:27: error: unexpected 'now'; expected 'endAppearanceTransition NAME'"),
        ("transition from B to B", "bad.scenario:12:22: error: cannot transition from B to itself; name another child"),
        ("transition B to A", "bad.scenario:12:12: error: unexpected 'B'; expected 'transition from NAME to NAME [without animation]'"),
        ("add child B to A without view", "bad.scenario:12:1: error: a child whose view is not added is not in place, so write 'without view without didMove' (addChildViewController: alone)"),
        ("add child B to A without animation", "bad.scenario:12:26: error: unexpected 'animation'; expected 'add child NAME to NAME [without view] [without didMove]'"),
        ("add B to A.view", "bad.scenario:12:5: error: B is a view controller, not a view; name its root view as 'B.view'"),
        ("present B from B", "bad.scenario:12:9: error: B cannot present itself; present another view controller"),
        ("swipe down B", "bad.scenario:12:12: error: unexpected 'B'; expected 'swipe down on NAME [cancelled]'"),
        ("swipe down on B slowly", "bad.scenario:12:17: error: unexpected 'slowly'; expected 'swipe down on NAME [cancelled]'"),
        ("swipe down on T", "bad.scenario:12:15: error: T is a view, but a view controller is needed here"),
        ("present B from A over fullscreen", "bad.scenario:12:18: error: unexpected 'over'; expected 'present NAME from NAME [full screen | as page sheet | as form sheet | in current context | over full screen | over current context | as popover] [without animation]'"),
        ("present B from A fullscreen", "bad.scenario:12:18: error: unexpected 'fullscreen'; expected 'present NAME from NAME [full screen | as page sheet | as form sheet | in current context | over full screen | over current context | as popover] [without animation]'"),
        ("perform segue showC", "bad.scenario:12:15: error: unknown segue 'showC'; did you mean 'showB'?"),
        ("controller X: V from storyboard Main\nsegue e: A embeds X\nperform segue e", "bad.scenario:14:15: error: segue 'e' embeds X in A's container view: UIKit performs it when A's view loads, so no step performs it"),
        ("perform showB", "bad.scenario:12:9: error: unexpected 'showB'; expected 'perform segue IDENTIFIER'"),
        ("select B in tabs", "bad.scenario:12:8: error: B is not one of tabs's tabs (C)"),
        ("select B in nav", "bad.scenario:12:13: error: nav is not a tab bar controller; declare one with 'tabs NAME with nav, …'"),
        ("add child T to A", "bad.scenario:12:11: error: T is a view, but a view controller is needed here"),
        ("add T to B", "bad.scenario:12:10: error: B is a view controller, not a view; name its root view as 'B.view'"),
        ("add T to Q.view", "bad.scenario:12:10: error: unknown object 'Q.view'; did you mean 'A.view'?"),
        ("add T to T.view", "bad.scenario:12:10: error: 'T.view' names no root view: T is a view, not a view controller"),
        ("remove B", "bad.scenario:12:8: error: B is a view controller; to take a child view controller out, write 'remove child B'"),
        ("set frame of T to 0 0 10", "bad.scenario:12:25: error: the line ends too early; expected 'set frame of VIEW to X Y WIDTH HEIGHT (or set detent of NAME to DETENT)'"),
        ("set view V", "bad.scenario:12:1: error: 'set view' belongs in the body of a view controller's loadView override, where it is self.view = VIEW"),
        ("scroll T", "bad.scenario:12:8: error: cannot scroll T: it is a TestView, not a scroll view; declare it as a UIScrollView, UITableView, UICollectionView or UITextView (or a class whose name ends like one)"),
        ("rotate to sideways", "bad.scenario:12:11: error: unknown orientation 'sideways'; expected 'landscape' or 'portrait'"),
        ("rotate to landscap", "bad.scenario:12:11: error: unknown orientation 'landscap'; did you mean 'landscape'?"),
        ("switch to dusk mode", "bad.scenario:12:11: error: unknown appearance 'dusk'; did you mean 'dark'?"),
        ("switch to purple mode", "bad.scenario:12:11: error: unknown appearance 'purple'; expected 'dark' or 'light'"),
        ("switch to dark", "bad.scenario:12:15: error: the line ends too early; expected 'switch to dark mode | light mode'"),
        ("switch dark mode", "bad.scenario:12:8: error: unexpected 'dark'; expected 'switch to dark mode | light mode'"),
        ("switch to light mode now", "bad.scenario:12:22: error: unexpected 'now'; expected 'switch to dark mode | light mode'"),
        ("release T", "bad.scenario:12:9: error: T is not kept by any object, so no step can release it; declare it with 'kept by NAME'"),
        ("access B", "bad.scenario:12:8: error: expected a view controller's view, as in 'access B.view'"),
        ("access view", "bad.scenario:12:8: error: 'access view' reads self.view, so it belongs in a view controller's override; elsewhere name the view controller, as in 'access A.view'"),
        ("memory leak", "bad.scenario:12:8: error: unexpected 'leak'; expected 'memory warning'"),
        ("run loop", "bad.scenario:12:9: error: the line ends too early; expected 'run loop turn'"),
        ("super", "bad.scenario:12:1: error: 'super' belongs in the body of a loadView override, where it runs UIKit's own loadView; other overrides call super before their body anyway"),
        ("isViewLoaded T", "bad.scenario:12:14: error: T is a view, but a view controller is needed here"),
        ("setNeedsDisplay T in 0 0 5", "bad.scenario:12:27: error: the line ends too early; expected 'setNeedsDisplay VIEW [in X Y WIDTH HEIGHT]'"),
        ("launch with A", "bad.scenario:12:13: error: unexpected 'A'; expected 'launch with root NAME'"),
        ("launch with root C", "bad.scenario:12:18: error: C is declared as a child of tabs (line 6), so it can only appear inside tabs; a view controller has one container at a time"),
        ("push C onto nav", "bad.scenario:12:6: error: C is declared as a child of tabs (line 6), so it can only appear inside tabs; a view controller has one container at a time"),
        ("present C from A", "bad.scenario:12:9: error: C is declared as a child of tabs (line 6), so it can only appear inside tabs; a view controller has one container at a time"),
        ("add child C to A", "bad.scenario:12:11: error: C is declared as a child of tabs (line 6), so it can only appear inside tabs; a view controller has one container at a time"),
        ("add child B to nav", "bad.scenario:12:16: error: nav is a UINavigationController, a container; a view controller with content of its own is needed here"),
        // iOS 17's trait registration.
        ("register A for UITraitUserInterfaceStile", "bad.scenario:12:16: error: unknown trait 'UITraitUserInterfaceStile'; did you mean 'UITraitUserInterfaceStyle'?"),
        ("register A UITraitUserInterfaceStyle", "bad.scenario:12:12: error: unexpected 'UITraitUserInterfaceStyle'; expected 'register NAME for TRAIT[, TRAIT…] [with action SELECTOR | with target NAME action SELECTOR]'"),
        ("register A for", "bad.scenario:12:15: error: the line ends too early; expected 'register NAME for TRAIT[, TRAIT…] [with action SELECTOR | with target NAME action SELECTOR]'"),
        ("register A for UITraitVerticalSizeClass with selector update", "bad.scenario:12:46: error: unexpected 'selector'; expected 'register NAME for TRAIT[, TRAIT…] [with action SELECTOR | with target NAME action SELECTOR]'"),
        ("register A for UITraitVerticalSizeClass with action", "bad.scenario:12:52: error: the line ends too early; expected 'register NAME for TRAIT[, TRAIT…] [with action SELECTOR | with target NAME action SELECTOR]'"),
        ("register A for UITraitVerticalSizeClass, UITraitVerticalSizeClass", "bad.scenario:12:42: error: UITraitVerticalSizeClass is already in this registration; name each trait once"),
        ("register X for UITraitVerticalSizeClass", "bad.scenario:12:10: error: unknown object 'X'; did you mean 'A'?"),
        ("register T.view for UITraitVerticalSizeClass", "bad.scenario:12:10: error: 'T.view' names no root view: T is a view, not a view controller"),
        ("override A traitChangeHandler", "bad.scenario:12:12: error: 'traitChangeHandler' is not a method Lifeline lets a view controller override"),
        ("override T registerForTraitChanges:withHandler:", "bad.scenario:12:12: error: 'registerForTraitChanges:withHandler:' is not a method Lifeline lets a view override"),
        // A split view controller's display mode and columns.
        ("set preferredDisplayMode of nav to secondaryOnly", "bad.scenario:12:29: error: nav is not a split view controller; declare one with 'split NAME with PRIMARY, SECONDARY'"),
        ("controller D: DetailViewController in code\ncontroller E: ListViewController in code\nsplit S with E, D\nset preferredDisplayMode of S to twoBesideSecondary",
         "bad.scenario:15:34: error: 'twoBesideSecondary' is not a display mode of a two-column split view controller; write one of secondaryOnly, oneBesideSecondary, oneOverSecondary"),
        ("set preferredDisplayMode to secondaryOnly", "bad.scenario:12:26: error: unexpected 'to'; expected 'set preferredDisplayMode of SPLIT to secondaryOnly|oneBesideSecondary|oneOverSecondary'"),
        ("show column middle in nav", "bad.scenario:12:13: error: 'middle' is not a column of a two-column split view controller; write primary or secondary"),
        ("hide column primary nav", "bad.scenario:12:21: error: unexpected 'nav'; expected 'hide column primary|secondary in SPLIT'"),
        // A second scene.
        ("open a second scene B", "bad.scenario:12:21: error: unexpected 'B'; expected 'open a second scene with root NAME'"),
        ("open a second scene with root B now", "bad.scenario:12:33: error: unexpected 'now'; expected 'open a second scene with root NAME'"),
        ("close the scene", "bad.scenario:12:11: error: unexpected 'scene'; expected 'close the second scene'"),
        ("override A viewDidLoad\n  open a second scene with root B", "bad.scenario:13:3: error: 'open' is something the user or the system does; it cannot run inside an override, write it as a step of its own"),
    ])
    func steps(line: String, message: String) {
        #expect(throws: Self.error(message)) { try Self.parse(Self.base + line + "\n") }
    }

    @Test("Override errors", arguments: [
        ("override A viewDidLod\n", "bad.scenario:12:12: error: 'viewDidLod' is not a method Lifeline lets a view controller override; did you mean 'viewDidLoad'?"),
        ("override T loadView\n", "bad.scenario:12:12: error: 'loadView' is not a method Lifeline lets a view override"),
        ("override A init\n", "bad.scenario:12:12: error: A is made by a storyboard, so UIKit calls initWithCoder:, never init; override initWithCoder: instead"),
        ("override C awakeFromNib\n", "bad.scenario:12:12: error: C is created in code, and awakeFromNib is only sent to objects unarchived from a storyboard or nib; override init instead"),
        ("override nav loadView\n", "bad.scenario:12:14: error: nav is a UINavigationController, whose creation and view Lifeline models itself; override its appearance or layout methods instead"),
        ("override A viewWillUnload\n", "bad.scenario:12:12: error: UIKit never calls viewWillUnload on the 'iOS 17+' profile; choose another profile or another method"),
        ("override A viewDidLoad\noverride A viewDidLoad:\n", "bad.scenario:13:12: error: A viewDidLoad is already overridden on line 12; put all its steps in one body"),
        ("override A viewDidLoad extra\n", "bad.scenario:12:24: error: unexpected 'extra'; expected 'override NAME METHOD, then the body's steps indented below'"),
        ("override A viewDidLoad\n  rotate to landscape\n", "bad.scenario:13:3: error: 'rotate' is something the user or the system does; it cannot run inside an override, write it as a step of its own"),
        ("override A viewDidAppear\n  transition from B to C\n", "bad.scenario:13:3: error: 'transition' starts a transition that UIKit finishes after this callback has returned, which Lifeline does not model inside an override; write it as a step of its own"),
        ("override A isViewLoaded\n", "bad.scenario:12:12: error: 'isViewLoaded' is not a method Lifeline lets a view controller override"),
        ("override A viewDidAppear\n  present B from A\n", "bad.scenario:13:3: error: 'present' starts a transition that UIKit finishes after this callback has returned, which Lifeline does not model inside an override; write it as a step of its own"),
        ("override A viewDidLoad\n  set view V\n", "bad.scenario:13:3: error: 'set view' belongs in the body of a view controller's loadView override, where it is self.view = VIEW"),
        ("override A viewDidLoad\n  super\n", "bad.scenario:13:3: error: 'super' belongs in the body of a loadView override, where it runs UIKit's own loadView; other overrides call super before their body anyway"),
        ("override T layoutSubviews\n  access view\n", "bad.scenario:13:10: error: 'access view' reads self.view, so it belongs in a view controller's override; elsewhere name the view controller, as in 'access A.view'"),
        ("override A loadView\n  lod\n", "bad.scenario:13:3: error: unknown step 'lod'; expected one of: launch, create, release, push, pop, swipe, present, dismiss, perform, select, add, remove, set, scroll, rotate, setNeedsLayout, layoutIfNeeded, setNeedsDisplay, sizeToFit, memory, enter, terminate, run, access, isViewLoaded, viewIfLoaded, loadViewIfNeeded, super, switch, register, setNeedsUpdateProperties, read, change, open, close, beginAppearanceTransition, endAppearanceTransition, transition, drag, resize, tap, show, update, hide"),
        ("override A safeAreaInsetsDidChange\n", "bad.scenario:12:12: error: 'safeAreaInsetsDidChange' is not a method Lifeline lets a view controller override; did you mean 'viewSafeAreaInsetsDidChange'?"),
        ("override T viewSafeAreaInsetsDidChange\n", "bad.scenario:12:12: error: 'viewSafeAreaInsetsDidChange' is not a method Lifeline lets a view override; did you mean 'safeAreaInsetsDidChange'?"),
        ("override T willTransitionToTraitCollection\n", "bad.scenario:12:12: error: 'willTransitionToTraitCollection' is not a method Lifeline lets a view override"),
        ("override A viewDidLoad\n  switch to dark mode\n", "bad.scenario:13:3: error: 'switch' is something the user or the system does; it cannot run inside an override, write it as a step of its own"),
    ])
    func overrides(lines: String, message: String) {
        #expect(throws: Self.error(message)) { try Self.parse(Self.base + lines) }
    }

    /// A ScenarioError from its printed form (`path:line:col: error: message`).
    static func error(_ printed: String) -> ScenarioError {
        let parts = printed.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        let location = LifecycleModel.SourceLocation(file: String(parts[0]), line: Int(parts[1])!, column: Int(parts[2])!)
        let message = String(parts[4].dropFirst())
        precondition(parts[3] == " error", "not an error line: \(printed)")
        return ScenarioError(location, message)
    }
}
