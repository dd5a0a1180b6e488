import LifecycleEngine
import LifecycleModel
import LifecycleScenarios
import Testing

/// Steps UIKit forbids that only running reveals: each is an error at the step's line and column.
@Suite("Scenario language: running errors, exactly")
struct RunErrorTests {
    /// Lines 1–14; steps start on line 15.
    static let base = """
        title: T
        profile: iOS 17+
        controller A: ListViewController in code
        controller B: DetailViewController from storyboard Main
        controller C: EditViewController in code
        controller D: OtherViewController in code
        controller E: ExtraViewController in code
        navigation nav with root A
        tabs tabs with C
        view T: TestView frame 0 0 10 10 kept by A
        view U: TestView frame 0 0 10 10
        view S: UIScrollView frame 0 0 10 10
        segue showB: A presents B


        """

    @Test("Each forbidden step fails at its own location", arguments: [
        ("launch with root nav\npop nav", "push.scenario:16:1: error: cannot pop: the navigation stack holds only its root"),
        ("launch with root nav\npop nav to root", "push.scenario:16:1: error: cannot pop to root: the navigation stack holds only its root"),
        ("launch with root nav\nswipe back on nav", "push.scenario:16:1: error: cannot pop: the navigation stack holds only its root"),
        ("launch with root nav\npush D onto nav\npush D onto nav", "push.scenario:17:1: error: cannot push D: it is already on the navigation stack; push a new view controller"),
        ("launch with root nav\npush A onto nav", "push.scenario:16:1: error: cannot push A: it is already on the navigation stack; push a new view controller"),
        ("launch with root tabs\nlaunch with root nav", "push.scenario:16:1: error: the app has already launched; a scenario launches once"),
        ("launch with root nav\npush D onto nav\npresent E from A", "push.scenario:17:1: error: cannot present E from A: A's view is not in the window hierarchy (UIKit logs \"Attempt to present … whose view is not in the window hierarchy\" and presents nothing)"),
        ("launch with root nav\npresent E from D", "push.scenario:16:1: error: D does not exist yet; a step must make it first (launch, push, present, add or create)"),
        ("launch with root nav\npresent D from A\npresent E from A", "push.scenario:17:1: error: cannot present E from A: nav is already presenting D; dismiss D first"),
        ("launch with root nav\ndismiss A", "push.scenario:16:1: error: cannot dismiss A: it is not presented"),
        ("launch with root nav\nswipe down on A", "push.scenario:16:1: error: cannot swipe down A: it is not presented"),
        ("launch with root nav\npresent D from A full screen\nswipe down on D", "push.scenario:17:1: error: cannot swipe down D: it is shown full screen, and only a page sheet or a form sheet can be swiped down (on an iPhone before iOS 13 every sheet is shown full screen)"),
        ("launch with root nav\npresent D from A over full screen\nswipe down on D", "push.scenario:17:1: error: cannot swipe down D: it is shown over full screen, and only a page sheet or a form sheet can be swiped down (on an iPhone before iOS 13 every sheet is shown full screen)"),
        ("launch with root nav\npresent D from A\npresent E from D\nswipe down on D", "push.scenario:18:1: error: cannot swipe down D while it presents E: dismiss E first (Lifeline does not model dismissing a stack of presentations at once)"),
        ("launch with root nav\npresent D from A\npresent E from D\ndismiss D", "push.scenario:18:1: error: cannot dismiss D while it presents E: dismiss E first (Lifeline does not model dismissing a stack of presentations at once)"),
        ("launch with root tabs\nselect C in tabs", "push.scenario:16:1: error: cannot select C: it is already the selected tab, so nothing would happen"),
        ("rotate to landscape", "push.scenario:15:1: error: cannot rotate before the app has launched"),
        ("switch to dark mode", "push.scenario:15:1: error: cannot switch to dark mode before the app has launched"),
        ("launch with root nav\nswitch to light mode", "push.scenario:16:1: error: the system is already in light mode"),
        ("launch with root nav\nrotate to portrait", "push.scenario:16:1: error: the device is already in portrait"),
        ("launch with root nav\nremove U", "push.scenario:16:1: error: U does not exist yet; a step must make it first (launch, push, present, add or create)"),
        ("launch with root nav\ncreate T\nremove T", "push.scenario:17:1: error: cannot remove T: it has no superview"),
        ("launch with root nav\nadd T to T", "push.scenario:16:1: error: cannot add T to itself"),
        ("launch with root nav\nadd T to A.view\nadd U to T\nadd T to U", "push.scenario:18:1: error: cannot add T to U: U is inside T, and a view cannot contain its own superview"),
        ("launch with root nav\ncreate U\nadd U to A.view", "push.scenario:17:1: error: U was deallocated on line 16 when its last owner let go, and cannot be used again; declare it 'kept by NAME' to keep it alive"),
        ("launch with root nav\ncreate T\nrelease T\nrelease T", "push.scenario:18:1: error: A has already released T"),
        ("release T", "push.scenario:15:1: error: T does not exist yet; nothing to release"),
        ("launch with root nav\nperform segue showB\ndismiss B\nperform segue showB", "push.scenario:18:1: error: cannot perform segue 'showB' again: it would make a second B; declare another view controller for another instance"),
        ("launch with root nav\npush D onto nav\nperform segue showB", "push.scenario:17:1: error: cannot perform segue 'showB': its source A is not on screen"),
        ("launch with root nav\nadd child D to A\nadd child D to A", "push.scenario:17:1: error: cannot add D to A: it already belongs to A"),
        ("launch with root nav\nremove child D", "push.scenario:16:1: error: D does not exist yet; a step must make it first (launch, push, present, add or create)"),
        ("enter background", "push.scenario:15:1: error: the app has not launched yet; 'launch with root NAME' comes first"),
        ("launch with root nav\nenter foreground", "push.scenario:16:1: error: the app is already in the foreground; 'enter background' comes first"),
        ("launch with root nav\nenter background\nenter background", "push.scenario:17:1: error: the app is already in the background"),
        ("launch with root nav\nadd child D to A\nadd child E to D\ntransition from D to E", "push.scenario:18:1: error: cannot transition to E: it is not a child of A, and both view controllers must be children of the same parent"),
        ("launch with root nav\ntransition from A to D", "push.scenario:16:1: error: cannot transition from A: it is not the child of a custom container (add it with 'add child')"),
        ("launch with root nav\nadd child D to A\nadd child E to A without view without didMove\ntransition from E to D", "push.scenario:18:1: error: cannot transition from E: its view is in no superview, so there is nowhere to put D's view"),
        ("launch with root nav\nadd child D to A\nendAppearanceTransition D", "push.scenario:17:1: error: cannot end D's appearance transition: none has begun (it is appeared); call beginAppearanceTransition first"),
        ("launch with root nav\nadd child D to A\nbeginAppearanceTransition D appearing", "push.scenario:17:1: error: D: a view controller that is appeared cannot begin appearing"),
        ("launch with root nav\nremove A.view", "push.scenario:16:1: error: cannot remove A.view: it is A's root view, which A's container adds and removes; remove the child view controller instead"),
        ("launch with root nav\ncreate T\nadd S to T\nscroll S", "push.scenario:18:1: error: cannot scroll S: it is not on screen, so the user cannot touch it"),
        ("launch with root nav\npush D onto nav\npop nav\nregister D for UITraitVerticalSizeClass", "push.scenario:18:1: error: D was deallocated on line 17 when its last owner let go, and cannot be used again; declare it 'kept by NAME' to keep it alive"),
    ])
    func forbidden(steps: String, message: String) {
        #expect(throws: ScenarioError.self) { try Self.run(steps) }
        do {
            try Self.run(steps)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("Page view controller swipes UIKit cannot make fail at their step", arguments: [
        ("pages P with D, E delegate P\nlaunch with root P\nswipe to previous page of P", "pages.scenario:6:1: error: cannot swipe to the page before D: the data source has none (D is the first page)"),
        ("pages P with D, E delegate P\nlaunch with root P\nswipe to next page of P\nswipe to next page of P", "pages.scenario:7:1: error: cannot swipe to the page after E: the data source has none (E is the last page)"),
        ("pages P with D, E\nlaunch with root P\nswipe to next page of P", "pages.scenario:6:1: error: P has no data source to ask for the next page; declare one with 'pages P with … delegate NAME'"),
        ("pages P with D, E delegate P\nswipe to next page of P", "pages.scenario:5:1: error: P does not exist yet; a step must make it first (launch, push, present, add or create)"),
    ])
    func pageSwipes(steps: String, message: String) {
        let source = "title: T\ncontroller D: PageViewController in code\ncontroller E: PageViewController in code\n"
        do {
            _ = try Simulator().run(try ScenarioParser(path: "pages.scenario", id: "pages").parse(source + steps + "\n"))
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test("An error inside an override's body points at the body's line")
    func insideOverride() {
        let source = Self.base + "override A viewDidLoad\n  add T to T\n\nlaunch with root nav\n"
        do {
            _ = try Simulator().run(try ScenarioParser(path: "push.scenario", id: "push").parse(source))
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "push.scenario:16:3: error: cannot add T to itself")
        }
    }

    @Test("viewIfLoaded and loadViewIfNeeded do not exist on iOS 5")
    func iOS9Queries() {
        let source = Self.base.replacingOccurrences(of: "iOS 17+", with: "iOS 5") + "viewIfLoaded A\n"
        do {
            _ = try Simulator().run(try ScenarioParser(path: "push.scenario", id: "push").parse(source))
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == "push.scenario:15:1: error: viewIfLoaded does not exist on the 'iOS 5' profile (it arrived in iOS 9); use 'access NAME.view' or a newer profile")
        }
    }

    @Test("Nothing follows 'terminate': the app's process has ended")
    func afterTermination() throws {
        let source = "title: T\nprofile: iOS 17+\nscene delegate S: SceneDelegate\ncontroller A: V in code\nlaunch with root A\nterminate\nenter foreground\n"
        let script = try ScenarioParser(path: "end.scenario", id: "end").parse(source)
        #expect(throws: ScenarioError.self) { try Simulator().run(script) }
        do {
            _ = try Simulator().run(script)
        } catch {
            #expect(error.description == "end.scenario:7:1: error: the app was terminated; no step can follow 'terminate'")
        }
    }

    @Test("Dark mode does not exist before iOS 13; trait callbacks do not exist on iOS 5")
    func appearanceProfiles() {
        let dark = Self.base.replacingOccurrences(of: "iOS 17+", with: "iOS 6-12") + "launch with root nav\nswitch to dark mode\n"
        #expect(throws: ScenarioError(SourceLocation(file: "push.scenario", line: 16, column: 1), "dark mode arrived in iOS 13; the 'iOS 6-12' profile has no light or dark appearance to switch")) {
            _ = try Simulator().run(try ScenarioParser(path: "push.scenario", id: "push").parse(dark))
        }
        let old = Self.base.replacingOccurrences(of: "iOS 17+", with: "iOS 5") + "override A traitCollectionDidChange\n"
        #expect(throws: ScenarioError(SourceLocation(file: "push.scenario", line: 15, column: 12), "UIKit never calls traitCollectionDidChange: on the 'iOS 5' profile; choose another profile or another method")) {
            _ = try Simulator().run(try ScenarioParser(path: "push.scenario", id: "push").parse(old))
        }
    }

    /// Lines 1–10 of the second-scene cases; steps start on line 11.
    static let scenes = """
        title: T
        profile: iOS 17+
        app delegate D: AppDelegate
        scene delegate S: SceneDelegate
        scene delegate T: SceneDelegate
        controller A: ListViewController in code
        controller B: DetailViewController in code
        controller C: OtherViewController in code
        controller E: ExtraViewController in code
        navigation nav with root C

        """

    @Test("A second scene: what it needs, and what Lifeline does not model beside it", arguments: [
        ("open a second scene with root B", "scene.scenario:11:1: error: the app has not launched yet; 'launch with root NAME' comes first"),
        ("launch with root A\nopen a second scene with root A", "scene.scenario:12:1: error: cannot open a second scene with root A: it is already on screen in the first scene; a view controller is in one window at a time"),
        ("launch with root A\nopen a second scene with root B\nopen a second scene with root E", "scene.scenario:13:1: error: a second scene is already open; Lifeline models two scenes at most"),
        ("launch with root A\nclose the second scene", "scene.scenario:12:1: error: there is no second scene to close; 'open a second scene with root NAME' comes first"),
        ("launch with root A\nenter background\nopen a second scene with root B", "scene.scenario:13:1: error: the app is in the background; a second scene opens beside an active one (Lifeline models it from the foreground only)"),
        ("launch with root A\nopen a second scene with root B\nenter background", "scene.scenario:13:1: error: entering the background with a second scene open is not modelled (each scene would hear it, in an order no source gives); close the second scene first"),
        ("launch with root A\nopen a second scene with root B\nrotate to landscape", "scene.scenario:13:1: error: rotating with a second scene open is not modelled (each scene would hear it, in an order no source gives); close the second scene first"),
        ("launch with root A\nopen a second scene with root B\nterminate", "scene.scenario:13:1: error: closing the app with a second scene open is not modelled (each scene would hear it, in an order no source gives); close the second scene first"),
        ("launch with root A\nopen a second scene with root nav\npresent B from C", "scene.scenario:13:1: error: cannot present B from C: presenting in the second scene is not modelled (Lifeline's presentations cover the first scene's window)"),
    ])
    func secondScene(steps: String, message: String) {
        do {
            _ = try Simulator().run(try ScenarioParser(path: "scene.scenario", id: "scene").parse(Self.scenes + steps + "\n"))
            Issue.record("expected an error")
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test("A second scene needs a scene-based app")
    func secondSceneNeedsScenes() {
        let source = "title: T\nprofile: iOS 17+\ncontroller A: V in code\ncontroller B: W in code\nlaunch with root A\nopen a second scene with root B\n"
        #expect(throws: ScenarioError(SourceLocation(file: "scene.scenario", line: 6, column: 1), "a second scene needs a scene-based app: declare its scene delegate ('scene delegate NAME: CLASS'), and a second one to see the second scene's callbacks")) {
            _ = try Simulator().run(try ScenarioParser(path: "scene.scenario", id: "scene").parse(source))
        }
    }

    static func run(_ steps: String) throws(ScenarioError) {
        let script: Script
        do {
            script = try ScenarioParser(path: "push.scenario", id: "push").parse(base + steps + "\n")
        } catch {
            Issue.record("the scenario should parse: \(error)")
            return
        }
        _ = try Simulator().run(script)
    }
}
