import LifecycleEngine
import LifecycleModel
import LifecycleScenarios
import Testing

@Suite("Scenario language: what parses into what")
struct ParserTests {
    let parser = ScenarioParser(path: "demo.scenario", id: "demo")

    func location(_ line: Int, _ column: Int) -> LifecycleModel.SourceLocation {
        LifecycleModel.SourceLocation(file: "demo.scenario", line: line, column: column)
    }

    @Test("A header, declarations of every kind, an override and steps")
    func everyDeclaration() throws {
        let script = try parser.parse("""
            # A comment line
            title: Demo, with a comma
            profile: iOS 13-16
            group: Tests
            description: Shows: everything.

            nib MyView Other.nib
            controller A: ViewController from storyboard Main   # trailing comment
            controller B: DetailViewController from nib Detail kept by A
            controller C: MyViewController in code
            navigation nav with root C
            tabs tabs: MyTabs with B
            view T: TestView
            view S: UITableView frame 0 0 320 480 draws fits 100 20 kept by A
            segue showA: C presents A as page sheet
            segue pushC: C pushes A

            override A viewDidLoad
              add T to A.view
              access view

            launch with root tabs
            """)
        #expect(script.summary == ScenarioSummary(id: "demo", title: "Demo, with a comma", profile: .iOS13to16, group: "Tests", description: "Shows: everything."))
        #expect(script.nibs == ["MyView", "Other"])
        #expect(script.objects == [
            ObjectDeclaration(id: "A", className: "ViewController", kind: .viewController(.storyboard(name: "Main"))),
            ObjectDeclaration(id: "B", className: "DetailViewController", kind: .viewController(.nib(name: "Detail")), keptBy: "A"),
            ObjectDeclaration(id: "C", className: "MyViewController", kind: .viewController(.code)),
            ObjectDeclaration(id: "nav", className: "UINavigationController", kind: .navigationController(root: "C")),
            ObjectDeclaration(id: "tabs", className: "MyTabs", kind: .tabBarController(tabs: ["B"])),
            ObjectDeclaration(id: "T", className: "TestView", kind: .view(ViewTraits())),
            ObjectDeclaration(id: "S", className: "UITableView", kind: .view(ViewTraits(frame: Rect(0, 0, 320, 480), draws: true, fittingSize: Size(100, 20), scrolls: true)), keptBy: "A"),
        ])
        #expect(script.segues == [
            SegueDeclaration(identifier: "showA", source: "C", destination: "A", kind: .modal(.pageSheet)),
            SegueDeclaration(identifier: "pushC", source: "C", destination: "A", kind: .push),
        ])
        #expect(script.overrides == [
            Override(object: "A", method: .viewDidLoad, body: [
                ScriptStep(action: .addSubview("T", to: "A.view"), text: "add T to A.view", location: location(19, 3)),
                ScriptStep(action: .accessView("A"), text: "access view", location: location(20, 3)),
            ], location: location(18, 1)),
        ])
        #expect(script.steps == [ScriptStep(action: .launch(root: "tabs"), text: "launch with root tabs", location: location(22, 1))])
    }

    @Test("Every step form", arguments: [
        ("launch with root nav", Action.launch(root: "nav")),
        ("create B", .create("B")),
        ("release B", .release("B")),
        ("push B onto nav", .push("B", onto: "nav", animated: true)),
        ("push B onto nav without animation", .push("B", onto: "nav", animated: false)),
        ("pop nav", .pop("nav", animated: true)),
        ("pop nav to root without animation", .popToRoot("nav", animated: false)),
        ("swipe back on nav", .swipeBack("nav", finishes: true)),
        ("swipe back on nav, cancelled", .swipeBack("nav", finishes: false)),
        ("present B from A", .present("B", from: "A", style: nil, animated: true)),
        ("present B from A full screen", .present("B", from: "A", style: .fullScreen, animated: true)),
        ("present nav from A as page sheet without animation", .present("nav", from: "A", style: .pageSheet, animated: false)),
        ("present B from A as form sheet", .present("B", from: "A", style: .formSheet, animated: true)),
        ("present B from A in current context", .present("B", from: "A", style: .currentContext, animated: true)),
        ("present B from A over full screen", .present("B", from: "A", style: .overFullScreen, animated: true)),
        ("present B from A over current context without animation", .present("B", from: "A", style: .overCurrentContext, animated: false)),
        ("swipe down on B", .swipeDown("B", finishes: true)),
        ("swipe down on B cancelled", .swipeDown("B", finishes: false)),
        ("dismiss B", .dismiss("B", animated: true)),
        ("perform segue showB", .performSegue(identifier: "showB")),
        ("select D in tabs", .selectTab("D", in: "tabs")),
        ("add child B to A", .addChild("B", to: "A")),
        ("remove child B", .removeChild("B")),
        ("add T to A.view", .addSubview("T", to: "A.view")),
        ("add U to T", .addSubview("U", to: "T")),
        ("remove T", .removeFromSuperview("T")),
        ("set frame of T to 1 2 30 40", .setFrame("T", Rect(1, 2, 30, 40))),
        ("set frame of A.view to 0 0 10 10", .setFrame("A.view", Rect(0, 0, 10, 10))),
        ("scroll S", .scroll("S")),
        ("rotate to landscape", .rotate(to: .landscape)),
        ("setNeedsLayout T", .setNeedsLayout("T")),
        ("layoutIfNeeded A.view", .layoutIfNeeded("A.view")),
        ("setNeedsDisplay T", .setNeedsDisplay("T", in: nil)),
        ("setNeedsDisplay T in 0 0 5 5", .setNeedsDisplay("T", in: Rect(0, 0, 5, 5))),
        ("sizeToFit T", .sizeToFit("T")),
        ("memory warning", .memoryWarning),
        ("run loop turn", .runLoopTurn),
        ("access B.view", .accessView("B")),
        ("isViewLoaded B", .isViewLoaded("B")),
        ("viewIfLoaded B", .viewIfLoaded("B")),
        ("loadViewIfNeeded B", .loadViewIfNeeded("B")),
    ])
    func stepForms(line: String, action: Action) throws {
        let script = try parser.parse(Self.declarations + line + "\n")
        #expect(script.steps.map(\.action) == [action])
        #expect(script.steps.first?.text == line)
    }

    @Test("Presentation words on view controllers and segues")
    func presentationDeclarations() throws {
        let script = try parser.parse("""
            title: T
            controller A: ListViewController from storyboard Main
            controller B: EditViewController from storyboard Main with constraints modal in presentation presentation delegate A kept by A
            controller C: NoteViewController in code presentation delegate B
            segue edit: A presents B over current context without animation
            segue done: B unwinds to A with unwindToList
            segue back: B unwinds to A with unwindToList: without animation
            segue list: A pushes B without animation
            """)
        var editor = ObjectDeclaration(id: "B", className: "EditViewController", kind: .viewController(.storyboard(name: "Main")), keptBy: "A")
        editor.usesConstraints = true
        editor.isModalInPresentation = true
        editor.presentationDelegate = "A"
        var note = ObjectDeclaration(id: "C", className: "NoteViewController", kind: .viewController(.code))
        note.presentationDelegate = "B"
        #expect(script.objects == [
            ObjectDeclaration(id: "A", className: "ListViewController", kind: .viewController(.storyboard(name: "Main"))), editor, note,
        ])
        #expect(script.segues == [
            SegueDeclaration(identifier: "edit", source: "A", destination: "B", kind: .modal(.overCurrentContext), animated: false),
            SegueDeclaration(identifier: "done", source: "B", destination: "A", kind: .unwind(action: "unwindToList:")),
            SegueDeclaration(identifier: "back", source: "B", destination: "A", kind: .unwind(action: "unwindToList:"), animated: false),
            SegueDeclaration(identifier: "list", source: "A", destination: "B", kind: .push, animated: false),
        ])
    }

    static let declarations = """
        title: T
        controller A: ViewController from storyboard Main
        controller B: DetailViewController from storyboard Main kept by A
        navigation nav with root A
        tabs tabs with D
        controller D: TabViewController in code
        view T: TestView
        view U: TestView
        view S: UIScrollView
        segue showB: A presents B

        """

    @Test("set view and super belong to loadView bodies")
    func loadViewBody() throws {
        let script = try parser.parse("title: T\ncontroller A: V in code\nview V: RootView\noverride A loadView\n  super\n  set view V\n")
        #expect(script.overrides.first?.body.map(\.action) == [.callSuper, .setView("A", to: "V")])
    }

    @Test("An override of drawRect: makes its view a drawing view")
    func drawRectDraws() throws {
        let script = try parser.parse("title: T\nview C: ChartView\noverride C drawRect\n")
        #expect(script.objects.first?.kind == .view(ViewTraits(draws: true)))
        #expect(script.overrides.first?.method == .drawRect)
    }

    @Test("An embedded scenario reports the lines of the file that holds it")
    func embedded() {
        let parser = ScenarioParser(path: "Content/article.md", id: "article-1", firstLine: 41)
        #expect(throws: ScenarioError(LifecycleModel.SourceLocation(file: "Content/article.md", line: 43, column: 1), "unknown step 'lanch'; did you mean 'launch'?")) {
            try parser.parse("title: Embedded\ncontroller A: V in code\nlanch with root A\n")
        }
    }

    @Test("The default profile is the newest")
    func defaultProfile() throws {
        #expect(try parser.parse("title: T\n").summary.profile == .iOS26)
    }

    @Test("The iOS 18 and iOS 26 profiles are named as they are written, after iOS 17+")
    func newestProfiles() throws {
        #expect(try parser.parse("title: T\nprofile: iOS 18\n").summary.profile == .iOS18)
        #expect(try parser.parse("title: T\nprofile: iOS 26\n").summary.profile == .iOS26)
        #expect(IOSProfile.allCases.suffix(3) == [.iOS17, .iOS18, .iOS26])
        #expect([IOSProfile].since(.iOS17) == [.iOS17, .iOS18, .iOS26])
    }
}
